import type { SnapshotFrom } from 'xstate';
import type { paywallMachine } from './paywall.machine';

export interface PaywallView {
  paywallShown: boolean;
  dialogOpen: boolean;
  previewOpen: boolean;
  article: string | null;
  /** 'View Your Generated Article' replaces the input while the paywall shows and an article exists. */
  showViewArticleButton: boolean;
}

export function paywallView(snapshot: SnapshotFrom<typeof paywallMachine>): PaywallView {
  const { paywallShown, article } = snapshot.context;
  return {
    paywallShown,
    dialogOpen: snapshot.matches('dialog'),
    previewOpen: snapshot.matches('preview'),
    article,
    showViewArticleButton: paywallShown && article !== null,
  };
}
