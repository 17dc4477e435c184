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
 * bundled HTML of a sample site and three fictional businesses, so the links work with no internet.
 * Titles are the articles' own H1s.
 */
export const EXAMPLE_ARTICLES: readonly ExampleArticle[] = [
  {
    category: 'QA Articles',
    title: 'What Happens at a Dental Check-Up?',
    description: 'A family dental clinic’s own check-up steps, prices and answers to the questions its patients ask.',
    link: '/examples/what-happens-at-a-dental-check-up',
  },
  {
    category: 'How-to Guides',
    title: 'How to Dial In Home Espresso',
    description: 'A coffee roaster’s starting recipe and six dialling-in steps, with the grind fixes for sour and bitter shots.',
    link: '/examples/how-to-dial-in-home-espresso',
  },
  {
    category: 'Checklists',
    title: 'Month-End Close Checklist for Small Businesses',
    description: 'The ten-step close a bookkeeping firm runs for every client, and why the order matters.',
    link: '/examples/month-end-close-checklist',
  },
  {
    category: 'Case Studies',
    title: 'Monthly Bookkeeping for a Small Bakery: A Case Study',
    description: 'A bookkeeping firm’s case study of a Portland bakery: where it started, what monthly bookkeeping covers and the results.',
    link: '/examples/bakery-bookkeeping-case-study',
  },
  {
    category: 'QA Articles',
    title: 'What Is Companion Planting in a Raised Bed?',
    description: 'A small-plot gardening blog’s companion chart for raised beds, how to plan a bed and what it got wrong.',
    link: '/examples/what-is-companion-planting',
  },
];
