/** The one theme: every colour, size and font in components comes from here (DESIGN.md tokens). */
export const theme = {
  color: {
    background: '#070b08',
    surface: '#0d1510',
    raised: '#122018',
    border: '#1f3a29',
    text: '#d7f5e1',
    muted: '#8fbf9f',
    primary: '#3cff8f',
    amber: '#ffb347',
    red: '#ff6b6b',
    onPrimary: '#04140a',
  },
  font: {
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    size: { sm: '0.8125rem', md: '0.9375rem', lg: '1.25rem', xl: '2rem' },
    lineHeight: { tight: 1.3, prose: 1.6 },
  },
  space: (n: number) => `${n * 4}px`,
  radius: '6px',
  shadow: '0 12px 40px rgba(0, 0, 0, 0.6)',
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
