import type { SnapshotFrom } from 'xstate';
import type { analysisMachine } from '../analysis/analysis.machine';
import { analysisView } from '../analysis/analysis.view';
import type { generationMachine } from '../generation/generation.machine';
import { generationView } from '../generation/generation.view';
import type { writingTipsMachine } from '../generation/writing-tips.machine';
import type { paywallMachine } from '../paywall/paywall.machine';
import type { ChatMessage, MessageAction, wizardMachine } from '../wizard/wizard.machine';
import type { ChatArticle, chatMachine } from './chat.machine';

/** The snapshots the chat screen shows: the root and its running children (typed, never cast). */
export interface ChatSnapshots {
  chat: SnapshotFrom<typeof chatMachine>;
  wizard: SnapshotFrom<typeof wizardMachine> | undefined;
  paywall: SnapshotFrom<typeof paywallMachine> | undefined;
  analysis: SnapshotFrom<typeof analysisMachine> | undefined;
  generation: SnapshotFrom<typeof generationMachine> | undefined;
  tips: SnapshotFrom<typeof writingTipsMachine> | undefined;
}

export interface ChatLine extends Omit<ChatMessage, 'action'> {
  /** The button under this message, if any: spec §2's 'Sign in with' and 'Proceed with Topic Generation'. */
  action: MessageAction;
}

export interface ChatView {
  /** Spec §2: the user's name, else the site address, else 'article-generation'. */
  header: string;
  lines: ChatLine[];
  /** The progress bar during analysis and generation (spec §4), or null. */
  progress: { value: number; status: string } | null;
  /** The writing tip while an article is written. */
  tip: string | null;
  /** Spec §2: the URL form, or 'View Your Generated Article' while the paywall shows and an article exists. */
  input: 'url' | 'viewArticle';
  /** The URL form is busy ('Analyzing...'). */
  analyzing: boolean;
  topics: { list: string[]; selected: string | null; disabled: boolean; canGenerate: boolean } | null;
  article: ChatArticle | null;
  dialogOpen: boolean;
  previewOpen: boolean;
  isSubscriber: boolean;
  currentPlanId: string | null;
}

/** Snapshots → what the chat shows. Pure: decisions come from the machines (`can`, tags, state). */
export function chatView({ chat, wizard, paywall, analysis, generation, tips }: ChatSnapshots): ChatView {
  const { article, isSubscriber, planId } = chat.context;
  const messages = wizard?.context.messages ?? [];
  const lastBot = messages.findLastIndex((m) => m.role === 'bot');
  const canProceed = wizard?.can({ type: 'user.proceed' }) ?? false;
  const lines = messages.map((m, i) => ({
    ...m,
    // 'Proceed' belongs to the last bot message, and only while the wizard takes it.
    action: m.action === 'proceed' && !(canProceed && i === lastBot) ? null : m.action,
  }));
  const running = generationView(generation, tips);
  const analysed = analysisView(analysis);
  const progress = running ?? (analysed.busy ? analysed : undefined);
  const showTopics = wizard !== undefined && (wizard.matches({ ready: 'choosing' }) || wizard.matches('generating') || wizard.matches('generated'));
  return {
    header: wizard?.context.userName || wizard?.context.url || 'article-generation',
    lines,
    progress: progress ? { value: progress.progress, status: progress.status } : null,
    tip: running?.tip ?? null,
    input: paywall?.context.paywallShown && article !== null ? 'viewArticle' : 'url',
    analyzing: wizard?.matches('analyzing') ?? false,
    topics:
      wizard && showTopics
        ? {
            list: wizard.context.topics,
            selected: wizard.context.selectedTopic,
            disabled: !wizard.can({ type: 'user.selectTopic', topic: '' }),
            canGenerate: wizard.can({ type: 'user.generate' }),
          }
        : null,
    article,
    dialogOpen: paywall?.matches('dialog') ?? false,
    previewOpen: paywall?.matches('preview') ?? false,
    isSubscriber,
    currentPlanId: planId,
  };
}
