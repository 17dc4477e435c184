import { useSelector } from '@xstate/react';
import styled, { useTheme } from 'styled-components';
import { chatView } from '../../../../machines/chat/chat.view';
import { LABELS } from '../../../shared/messages';
import { Button, PricingDialog, PromptLine, TerminalWindow } from '../../ui';
import { ArticlePreview } from './article-preview';
import { ArticleViewer } from './article-viewer';
import { ChatActor } from './chat-actor';
import { preloadArticleMarkdown } from './lazy-article-markdown';
import { ChatMessage } from './chat-message';
import { ProgressBar } from './progress-bar';
import { SeoScoreReport } from '../../ui/article/seo-score-report';
import { TopicPicker } from './topic-picker';
import { UrlForm } from './url-form';

// The article renderer is its own chunk; fetch it while the visitor is still typing a URL (this
// module is itself loaded only when the chat opens).
preloadArticleMarkdown();

const Messages = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Tip = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.muted};
`;

/** Keeps the newest line in view, as a terminal does: a new key per line count mounts it again. */
function scrollIntoViewOnMount(element: HTMLDivElement | null) {
  // A block body on purpose: Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
  element?.scrollIntoView?.({ block: 'nearest' });
}

export interface GenerationChatProps {
  /** Accessible name and text of the external-provider button, e.g. 'Sign in with Google'. */
  signInLabel: string;
}

/**
 * The article-generation chat (spec §2). It renders the chat actor's view model and sends events;
 * the workflow lives in machines/chat and its children.
 */
export function GenerationChat({ signInLabel }: GenerationChatProps) {
  const theme = useTheme();
  const chat = ChatActor.useActorRef();
  const chatSnapshot = ChatActor.useSelector((s) => s);
  const wizard = useSelector(chatSnapshot.children.wizard, (s) => s);
  const paywall = useSelector(chatSnapshot.children.paywall, (s) => s);
  const analysis = useSelector(wizard?.children.analysis, (s) => s);
  const generation = useSelector(wizard?.children.generation, (s) => s);
  const tips = useSelector(generation?.children.writingTips, (s) => s);
  const view = chatView({ chat: chatSnapshot, wizard, paywall, analysis, generation, tips });
  const lines = view.lines.length + (view.topics ? 1 : 0) + (view.progress ? 1 : 0);

  const input =
    view.input === 'viewArticle' ? (
      <PromptLine>
        <Button onClick={() => chat.send({ type: 'user.viewArticle' })}>{LABELS.viewYourArticle}</Button>
      </PromptLine>
    ) : (
      <UrlForm busy={view.analyzing} onAnalyze={(url) => chat.send({ type: 'user.analyze', url })} />
    );

  return (
    <>
      <TerminalWindow title={view.header} titleAs="h1" height={theme.layout.chatHeight} footer={input}>
        <Messages aria-live="polite" aria-label="Conversation">
          {view.lines.map((line, i) => (
            <ChatMessage
              key={i}
              message={line}
              onProceed={() => chat.send({ type: 'user.proceed' })}
              signInLabel={signInLabel}
              onSignIn={() => chat.send({ type: 'user.signIn' })}
            />
          ))}
        </Messages>
        {view.topics && (
          <TopicPicker
            topics={view.topics.list}
            selected={view.topics.selected}
            disabled={view.topics.disabled}
            canGenerate={view.topics.canGenerate}
            onSelect={(topic) => chat.send({ type: 'user.selectTopic', topic })}
            onGenerate={() => chat.send({ type: 'user.generate' })}
          />
        )}
        {view.progress && <ProgressBar value={view.progress.value} status={view.progress.status} />}
        {view.tip !== null && <Tip aria-label="Writing tip">{view.tip}</Tip>}
        <div key={lines} ref={scrollIntoViewOnMount} />
      </TerminalWindow>
      {view.article && <ArticleViewer article={view.article.markdown} />}
      {view.article?.score && <SeoScoreReport report={view.article.score} />}
      <PricingDialog
        open={view.dialogOpen}
        onClose={() => chat.send({ type: 'user.closeDialog' })}
        currentPlanId={view.currentPlanId}
        isSubscriber={view.isSubscriber}
        hasArticle={view.article !== null}
        onSelectPlan={(plan) => chat.send({ type: 'user.selectPlan', plan: plan.name })}
        onViewArticle={() => chat.send({ type: 'user.viewArticle' })}
        onGoToDashboard={() => chat.send({ type: 'user.goToDashboard' })}
      />
      {view.article && (
        <ArticlePreview open={view.previewOpen} article={view.article.markdown} onClose={() => chat.send({ type: 'user.closePreview' })} />
      )}
    </>
  );
}
