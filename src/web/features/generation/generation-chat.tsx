import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import styled, { useTheme } from 'styled-components';
import type { SnapshotFrom } from 'xstate';
import { analysisView } from '../../../../machines/analysis/analysis.view';
import type { analysisMachine } from '../../../../machines/analysis/analysis.machine';
import type { generationMachine } from '../../../../machines/generation/generation.machine';
import { generationView } from '../../../../machines/generation/generation.view';
import type { writingTipsMachine } from '../../../../machines/generation/writing-tips.machine';
import { paywallView } from '../../../../machines/paywall/paywall.view';
import { wizardView } from '../../../../machines/wizard/wizard.view';
import type { Plan } from '../../../shared/plans';
import { Button, PricingDialog, PromptLine, TerminalWindow, useToast } from '../../ui';
import { ArticlePreview } from './article-preview';
import { ArticleViewer } from './article-viewer';
import { preloadArticleMarkdown } from './lazy-article-markdown';
import { ChatMessage } from './chat-message';
import { ProgressBar } from './progress-bar';
import { SeoScoreReport } from './seo-score-report';
import { TopicPicker } from './topic-picker';
import { UrlForm } from './url-form';
import { useGenerationWorkflow, type WorkflowDeps } from './use-generation-workflow';

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

export interface GenerationChatProps extends Omit<WorkflowDeps, 'toast'> {
  isSubscriber: boolean;
  currentPlanId: string | null;
  /** Accessible name and text of the external-provider button, e.g. 'Sign in with Google'. */
  signInLabel: string;
  /** Starts the provider's sign-in; resolves false when it could not be started. */
  onSignIn: () => Promise<boolean>;
  /** A plan button in the pricing dialog; `closeDialog` closes it once the subscription has started. */
  onSelectPlan: (plan: Plan, closeDialog: () => void) => void;
  onGoToDashboard: () => void;
}

type AnalysisSnapshot = SnapshotFrom<typeof analysisMachine>;
type GenerationSnapshot = SnapshotFrom<typeof generationMachine>;
type TipsSnapshot = SnapshotFrom<typeof writingTipsMachine>;

/**
 * The article-generation chat (spec §2). It renders machine state and sends events; the workflow
 * itself lives in machines/ (wizard, analysis, generation, typing, paywall).
 */
export function GenerationChat({ isSubscriber, currentPlanId, signInLabel, onSignIn, onSelectPlan, onGoToDashboard, ...deps }: GenerationChatProps) {
  const theme = useTheme();
  const { toast } = useToast();
  const { wizard, paywall } = useGenerationWorkflow({ ...deps, toast });
  const view = useSelector(wizard, wizardView);
  const pay = useSelector(paywall, paywallView);
  const analysisRef = useSelector(wizard, (s) => s.children.analysis);
  const generationRef = useSelector(wizard, (s) => s.children.generation);
  const analysis = analysisView(useSelector(analysisRef, (s) => s as AnalysisSnapshot | undefined));
  const generationSnapshot = useSelector(generationRef, (s) => s as GenerationSnapshot | undefined);
  const tipsRef = generationSnapshot?.children.writingTips;
  const tips = useSelector(tipsRef, (s) => s as TipsSnapshot | undefined);
  const generation = generationView(generationSnapshot, tips);
  const progress = generation ?? (analysis.busy ? analysis : undefined);

  // Keep the newest line of the conversation in view, as a terminal does. A block body on purpose:
  // Chromium's scrollIntoView returns a promise, which React would take for a cleanup function.
  const end = useRef<HTMLDivElement>(null);
  const lines = view.messages.length + (view.showTopics ? 1 : 0) + (progress ? 1 : 0);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [lines]);
  // The article renderer is its own chunk; fetch it while the visitor is still typing a URL.
  useEffect(preloadArticleMarkdown, []);

  const input = pay.paywallShown && pay.showViewArticleButton ? (
    <PromptLine>
      <Button onClick={() => paywall.send({ type: 'preview.open' })}>View Your Generated Article</Button>
    </PromptLine>
  ) : (
    <UrlForm busy={view.analyzing} onAnalyze={(url) => wizard.send({ type: 'user.analyze', url })} />
  );

  return (
    <>
      <TerminalWindow title={view.header} titleAs="h1" bodyHeight={theme.layout.chatHeight} footer={input}>
        <Messages aria-live="polite" aria-label="Conversation">
          {view.messages.map((message, i) => (
            <ChatMessage
              key={i}
              message={message}
              showProceed={i === view.proceedIndex}
              onProceed={() => wizard.send({ type: 'user.proceed' })}
              signInLabel={signInLabel}
              onSignIn={() => {
                void onSignIn().then((started) => {
                  if (!started) wizard.send({ type: 'session.signInFailed' });
                });
              }}
            />
          ))}
        </Messages>
        {view.showTopics && (
          <TopicPicker
            topics={view.topics}
            selected={view.selectedTopic}
            disabled={view.topicsDisabled}
            canGenerate={view.canGenerate}
            onSelect={(topic) => wizard.send({ type: 'user.selectTopic', topic })}
            onGenerate={() => wizard.send({ type: 'user.generate' })}
          />
        )}
        {progress && <ProgressBar value={progress.progress} status={progress.status} />}
        {generation && <Tip aria-label="Writing tip">{generation.tip}</Tip>}
        <div ref={end} />
      </TerminalWindow>
      {(pay.article ?? view.article) && <ArticleViewer article={(pay.article ?? view.article) as string} />}
      {view.score && <SeoScoreReport report={view.score} />}
      <PricingDialog
        open={pay.dialogOpen}
        onClose={() => paywall.send({ type: 'dialog.close' })}
        currentPlanId={currentPlanId}
        isSubscriber={isSubscriber}
        hasArticle={pay.article !== null}
        onSelectPlan={(plan) => onSelectPlan(plan, () => paywall.send({ type: 'dialog.close' }))}
        onViewArticle={() => paywall.send({ type: 'preview.open' })}
        onGoToDashboard={onGoToDashboard}
      />
      {pay.article !== null && <ArticlePreview open={pay.previewOpen} article={pay.article} onClose={() => paywall.send({ type: 'preview.close' })} />}
    </>
  );
}
