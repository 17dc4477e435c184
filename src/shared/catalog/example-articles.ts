/** The article formats shown on the Examples grid (spec §2). */
export type ExampleCategory = 'QA Articles' | 'How-to Guides' | 'Checklists' | 'Case Studies';

export interface ExampleArticle {
  category: ExampleCategory;
  title: string;
  description: string;
  /** Site-relative address of the published article; opened in a new tab. */
  link: string;
}

/**
 * Published by our own server (src/server/examples), written by the offline engine from the
 * analyses of a bundled sample site and fictional businesses, so the links work with no internet.
 * Titles are the articles' own H1s.
 */
export const EXAMPLE_ARTICLES: readonly ExampleArticle[] = [
  {
    category: 'QA Articles',
    title: 'What Happens at a Dental Check-Up?',
    description: 'A family dental clinic answers what a check-up involves, why it matters and the questions patients ask most.',
    link: '/examples/what-happens-at-a-dental-check-up',
  },
  {
    category: 'How-to Guides',
    title: 'How to Dial in Home Espresso',
    description: 'A coffee roaster’s six-step method, from setting a target to changing one variable at a time.',
    link: '/examples/how-to-dial-in-home-espresso',
  },
  {
    category: 'Checklists',
    title: 'Month-End Close Checklist for Small Businesses',
    description: 'A bookkeeping firm’s checklist for before, during and after the close, with the mistakes to avoid.',
    link: '/examples/month-end-close-checklist',
  },
  {
    category: 'Case Studies',
    title: 'Monthly Bookkeeping for a Small Bakery: a Case Study',
    description: 'Monthly bookkeeping explained through a bookkeeping firm’s case study of a Portland bakery, with the mistakes to avoid.',
    link: '/examples/bakery-bookkeeping-case-study',
  },
  {
    category: 'QA Articles',
    title: 'What Is Companion Planting in a Raised Bed?',
    description: 'A small-plot gardening blog explains companion planting, how to start and which mistakes to skip.',
    link: '/examples/what-is-companion-planting',
  },
];
