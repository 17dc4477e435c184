import type { AnyStateMachine } from 'xstate';
import { analysisMachine } from '../../machines/analysis/analysis.machine';
import { articlesMachine } from '../../machines/articles/articles.machine';
import { chatMachine } from '../../machines/chat/chat.machine';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { generationMachine } from '../../machines/generation/generation.machine';
import { writingTipsMachine } from '../../machines/generation/writing-tips.machine';
import { lockedFeatureMachine } from '../../machines/locked-feature/locked-feature.machine';
import { paywallMachine } from '../../machines/paywall/paywall.machine';
import { connectionsMachine } from '../../machines/publishing/connections.machine';
import { publishMachine } from '../../machines/publishing/publish.machine';
import { settingsMachine } from '../../machines/settings/settings.machine';
import { typingMachine } from '../../machines/typing/typing.machine';
import { wizardMachine } from '../../machines/wizard/wizard.machine';

export interface MachineEntry {
  machine: AnyStateMachine;
  /** Where the machine is defined, relative to the repository root. */
  source: string;
  summary: string;
}

/** Every machine of machines/, for the diagrams and their freshness test. */
export const MACHINES: readonly MachineEntry[] = [
  { machine: chatMachine, source: 'machines/chat/chat.machine.ts', summary: 'The root chat actor: owns wizard, paywall and checkout, reads the history, hears the store’s facts.' },
  { machine: wizardMachine, source: 'machines/wizard/wizard.machine.ts', summary: 'The article-generation conversation: sign-in prompt, analysis, topics, generation.' },
  { machine: analysisMachine, source: 'machines/analysis/analysis.machine.ts', summary: 'One analysis run: scraping → analyzing → complete, progress and the retry policy.' },
  { machine: generationMachine, source: 'machines/generation/generation.machine.ts', summary: 'One article generation: phases competitors → reddit → youtube → writing, the server job\'s progress (job.progress) moving the bar but never ending the run, and the outcomes.' },
  { machine: writingTipsMachine, source: 'machines/generation/writing-tips.machine.ts', summary: 'Rotates the writing tips every 3 s while an article is written.' },
  { machine: typingMachine, source: 'machines/typing/typing.machine.ts', summary: 'Types a bot message out word by word, 50 ms per word.' },
  { machine: paywallMachine, source: 'machines/paywall/paywall.machine.ts', summary: 'Paywall, subscription dialog and article preview.' },
  { machine: lockedFeatureMachine, source: 'machines/locked-feature/locked-feature.machine.ts', summary: 'A locked feature screen toggling to the pricing view.' },
  { machine: articlesMachine, source: 'machines/articles/articles.machine.ts', summary: 'Your Articles for a subscriber: list, search, open one, delete after a confirmation.' },
  { machine: connectionsMachine, source: 'machines/publishing/connections.machine.ts', summary: 'The CMS screen for a subscriber: connection forms (test, save, a webhook’s secret once), test or disconnect a saved one.' },
  { machine: publishMachine, source: 'machines/publishing/publish.machine.ts', summary: 'An article’s Publish panel: choose a connection and draft or live, publish, retry a failure.' },
  { machine: settingsMachine, source: 'machines/settings/settings.machine.ts', summary: 'Settings for a subscriber: load, edit, save the name and notification toggles.' },
  { machine: checkoutMachine, source: 'machines/checkout/checkout.machine.ts', summary: 'Plan choice → hosted checkout, and the checkout-completion message.' },
];
