/** The article formats shown on the Examples grid (spec §2). */
export type ExampleCategory = 'QA Articles' | 'How-to Guides' | 'Checklists' | 'Case Studies';

export interface ExampleArticle {
  category: ExampleCategory;
  title: string;
  description: string;
  /** Absolute address of the published article; opened in a new tab. */
  link: string;
}

/**
 * The spec gives no addresses for its examples. Until real published examples exist these point
 * at the reserved `.example` domain (RFC 2606), so no link can ever land on someone else's site.
 */
const EXAMPLES_ORIGIN = 'https://examples.rankscribe.example';

export const EXAMPLE_ARTICLES: readonly ExampleArticle[] = [
  {
    category: 'QA Articles',
    title: 'How Long Does It Take for a New Blog to Rank on Google?',
    description: 'A direct answer with realistic timelines, what speeds ranking up and what slows it down.',
    link: `${EXAMPLES_ORIGIN}/how-long-to-rank-a-new-blog`,
  },
  {
    category: 'How-to Guides',
    title: 'How to Write a Product Comparison Page That Converts',
    description: 'A step-by-step guide from keyword choice to the comparison table and the call to action.',
    link: `${EXAMPLES_ORIGIN}/product-comparison-page-guide`,
  },
  {
    category: 'Checklists',
    title: 'The On-Page SEO Checklist for Small Business Websites',
    description: 'Twenty checks for titles, headings, links, images and speed, each with how to fix it.',
    link: `${EXAMPLES_ORIGIN}/on-page-seo-checklist`,
  },
  {
    category: 'Case Studies',
    title: 'How a Two-Person SaaS Grew Organic Sign-ups with Weekly Articles',
    description: 'The topics chosen, the publishing rhythm and what changed in search traffic over six months.',
    link: `${EXAMPLES_ORIGIN}/saas-organic-growth-case-study`,
  },
  {
    category: 'QA Articles',
    title: 'Do AI-Written Articles Rank on Google?',
    description: 'What search guidelines say about AI content, and what makes an article helpful enough to rank.',
    link: `${EXAMPLES_ORIGIN}/do-ai-articles-rank`,
  },
];
