import type { WordBudget } from '../article-writer';

/**
 * How many words go where. A section of 250–450 words is long enough to say something specific
 * and short enough for one model call to write well and fast; the introduction is a short answer
 * to the topic's question, not a section of its own.
 */
export const SECTION_WORDS = { min: 250, ideal: 350, max: 450 } as const;

/** Accepted distance from the target, as the issue asks (±10%); the writer aims inside it. */
export const TOLERANCE = 0.1;
/** Extend or trim when outside this narrower band, so the result lands well inside ±10%. */
const AIM = 0.06;

export interface Plan {
  target: number;
  max: number;
  intro: number;
  /** Words for the H2 sections together. */
  body: number;
  /** Section counts an outline may have for this budget. */
  sections: { min: number; ideal: number; max: number };
}

export function planBudget(budget: WordBudget): Plan {
  const target = Math.min(budget.target, budget.max);
  const intro = clamp(Math.round(target * 0.07), 60, 180);
  const body = Math.max(0, target - intro);
  const min = Math.max(2, Math.ceil(body / SECTION_WORDS.max));
  const max = Math.max(min, Math.floor(body / SECTION_WORDS.min));
  const ideal = clamp(Math.round(body / SECTION_WORDS.ideal), min, max);
  return { target, max: budget.max, intro, body, sections: { min, ideal, max } };
}

/** Splits the body's words over the sections by weight (a table section needs fewer words). */
export function allocate(body: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const raw = weights.map((w) => (body * w) / sum);
  return raw.map((r) => Math.max(80, Math.round(r / 10) * 10));
}

export type Fit = 'short' | 'ok' | 'long';

export function fitOf(words: number, target: number): Fit {
  if (words < target * (1 - AIM)) return 'short';
  if (words > target * (1 + AIM)) return 'long';
  return 'ok';
}

export function withinTolerance(words: number, target: number): boolean {
  return words >= target * (1 - TOLERANCE) && words <= target * (1 + TOLERANCE);
}

/** Completion tokens for `words` of English markdown, with room for citation markers and tables. */
export function tokensFor(words: number): number {
  return Math.ceil(words * 1.6) + 150;
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, n));
}
