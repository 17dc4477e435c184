import type { SnapshotFrom } from 'xstate';
import type { SeoScoreReport } from '../../src/shared/seo-score';
import type { ChatMessage, wizardMachine } from './wizard.machine';

export interface WizardView {
  /** Spec §2: the user's name, else the site address, else 'article-generation'. */
  header: string;
  messages: ChatMessage[];
  /** Index of the last bot message, if it offers the Proceed button. */
  proceedIndex: number | null;
  proceedOffered: boolean;
  analyzing: boolean;
  generating: boolean;
  showTopics: boolean;
  topics: string[];
  selectedTopic: string | null;
  topicsDisabled: boolean;
  canGenerate: boolean;
  article: string | null;
  score: SeoScoreReport | null;
}

export function wizardView(snapshot: SnapshotFrom<typeof wizardMachine>): WizardView {
  const { context } = snapshot;
  const lastBot = context.messages.findLastIndex((m) => m.role === 'bot');
  const proceedOffered = snapshot.matches({ ready: 'offering' }) && context.messages[lastBot]?.showProceed === true;
  const generating = snapshot.matches('generating');
  const showTopics = snapshot.matches({ ready: 'choosing' }) || generating;
  return {
    header: context.userName || context.url || 'article-generation',
    messages: context.messages,
    proceedIndex: proceedOffered ? lastBot : null,
    proceedOffered,
    analyzing: snapshot.matches('analyzing'),
    generating,
    showTopics,
    topics: context.topics,
    selectedTopic: context.selectedTopic,
    topicsDisabled: generating,
    canGenerate: snapshot.matches({ ready: 'choosing' }) && context.selectedTopic !== null && context.contentId !== null,
    article: context.article,
    score: context.score,
  };
}
