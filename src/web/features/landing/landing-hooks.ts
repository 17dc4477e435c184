/**
 * Where the browser's enhancers (`*.enhance.ts`) find their elements in the prerendered markup.
 * The markup components and the enhancers both read these, so they cannot drift apart.
 */
export const LANDING_IDS = {
  menuButton: 'landing-menu-button',
  nav: 'landing-nav',
  typed: 'hero-typed',
  counter: 'blog-count',
  rain: 'matrix-rain',
} as const;

/** The empty element inside each section that its lazily loaded body is rendered into. */
export const SECTION_BODY_ATTRIBUTE = 'data-section-body';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

/** The element with `id`, or a clear error: the markup and its enhancer disagree. */
export function requiredElement<T extends HTMLElement>(doc: Document, id: string): T {
  const element = doc.getElementById(id);
  if (!element) throw new Error(`the landing page has no #${id}`);
  return element as T;
}
