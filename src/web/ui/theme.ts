import { designTokens } from '../../shared/design-tokens';

/** The one theme: every colour, size and font in components comes from here (DESIGN.md's tokens, shared with the server's pages). */
export const theme = {
  color: designTokens.color,
  font: designTokens.font,
  space: (n: number) => `${n * 4}px`,
  radius: designTokens.radius,
  shadow: designTokens.shadow,
  breakpoint: { mobile: '768px' },
  layout: {
    chatHeight: '600px',
    articleViewerHeight: '400px',
    proseWidth: '75ch',
    shellWidth: '80rem',
    sidePanelWidth: '18rem',
    dialogWidth: '64rem',
    avatarSize: '40px',
  },
  /** Stacking order: toasts stay above an open dialog. */
  layer: { nav: 10, dialog: 100, toast: 200 },
} as const;

export type Theme = typeof theme;
