/**
 * DESIGN.md's tokens as data, for everything that draws RankScribe: the web theme and the pages
 * the server renders itself (sign-in, checkout, example articles), so both show one colour set.
 */
export const designTokens = {
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
    /** Text on a primary-coloured button. */
    onPrimary: '#04140a',
  },
  font: {
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
    size: { sm: '0.8125rem', md: '0.9375rem', lg: '1.25rem', xl: '2rem' },
    lineHeight: { tight: 1.3, prose: 1.6 },
  },
  radius: '6px',
  shadow: '0 12px 40px rgba(0, 0, 0, 0.6)',
} as const;
