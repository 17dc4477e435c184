/**
 * The four monthly plans (spec §9) and the free trial. One source for the pricing dialog, the
 * landing pricing section, checkout, the webhook's plan mapping and the quotas.
 */
export type PlanName = 'Starter' | 'Beginner' | 'Growth' | 'Ultimate';

export interface Plan {
  id: string;
  name: PlanName;
  /** US dollars per month. */
  price: number;
  period: 'month';
  articlesPerMonth: number;
  features: string[];
  highlighted: boolean;
}

export const PLAN_IDS: Record<PlanName, string> = {
  Starter: '684399',
  Beginner: '684403',
  Growth: '684404',
  Ultimate: '684406',
};

export const MAX_WORDS_PER_ARTICLE = 3000;

export const PLANS: readonly Plan[] = [
  {
    id: PLAN_IDS.Starter,
    name: 'Starter',
    price: 9,
    period: 'month',
    articlesPerMonth: 2,
    features: ['Up to 2 articles per month', 'Up to 3000 words per article', 'Email support'],
    highlighted: false,
  },
  {
    id: PLAN_IDS.Beginner,
    name: 'Beginner',
    price: 29,
    period: 'month',
    articlesPerMonth: 10,
    features: ['10 articles per month', 'Up to 3000 words per article', 'Email support'],
    highlighted: false,
  },
  {
    id: PLAN_IDS.Growth,
    name: 'Growth',
    price: 49,
    period: 'month',
    articlesPerMonth: 20,
    features: ['20 articles per month', 'Up to 3000 words per article', 'Email support'],
    highlighted: true,
  },
  {
    id: PLAN_IDS.Ultimate,
    name: 'Ultimate',
    price: 99,
    period: 'month',
    articlesPerMonth: 50,
    features: ['50 articles per month', 'Up to 3000 words per article', 'Email support'],
    highlighted: false,
  },
];

export const MOST_POPULAR_LABEL = 'Most Popular';
export const BETA_OFFER = '50% off for life';

export const ALL_PLANS_INCLUDE: readonly string[] = [
  'Up to 3000 words per article',
  'Internal and external linking',
  'Images',
  'YouTube insights',
  'Reddit and Quora insights',
  'Google scraping and research',
  'Fact checking',
  'Anti-hallucination and anti AI detection',
  'Automated posting to blog CMS',
  'Email support',
  'Regular article updates',
  'Monthly article re-linking',
];

/** The free trial (spec §1, §9): one analysis and one article. */
export const FREE_TRIAL = { analyses: 1, articles: 1, maxWords: 1200 } as const;

/**
 * What the free article lacks. The pricing dialog lists these words and the generation pipeline
 * leaves exactly these out of a free article, so the two can never disagree.
 */
export const FREE_ARTICLE_LACKS = [
  { feature: 'research', label: 'Competitor, Reddit and YouTube research insights' },
  { feature: 'externalLinks', label: 'External links to cited sources' },
  { feature: 'images', label: 'Images' },
  { feature: 'fullLength', label: `Full length (up to ${MAX_WORDS_PER_ARTICLE} words)` },
] as const;
export type PremiumFeature = (typeof FREE_ARTICLE_LACKS)[number]['feature'];

export function planById(id: string | null | undefined): Plan | undefined {
  return PLANS.find((p) => p.id === id);
}

export function planByName(name: string | null | undefined): Plan | undefined {
  const wanted = name?.trim().toLowerCase();
  return PLANS.find((p) => p.name.toLowerCase() === wanted);
}
