/** Facts stated on the static pages (spec §2, §9), kept as data so the pages and tests agree. */
export const POLICY_LAST_UPDATED = 'Last updated: February 6, 2024';

export const SUPPORT_RESPONSE_TIME = 'within 24 hours';

export const REFUND_POLICY = {
  windowDays: 30,
  processingTime: '5-10 business days',
  exclusions: [
    'Custom enterprise solutions',
    'Add-on services after delivery',
    'Accounts suspended for policy violations',
    'Partial months of service',
  ],
} as const;

/** What an account holds (spec §2, Privacy). */
export const PRIVACY_DATA_CATEGORIES = [
  { name: 'Account information', detail: 'Your name, email and company details.' },
  { name: 'Website and content data', detail: 'The site addresses you submit, what we read from them and the articles generated for you.' },
  { name: 'Usage data', detail: 'How you use the product, such as analyses run and articles generated.' },
  { name: 'Payment information', detail: 'Subscription and billing details, handled by our payment provider.' },
] as const;

export const STATIC_PAGE_LINKS = [
  { to: '/contact', label: 'Contact' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/terms', label: 'Terms' },
  { to: '/refund', label: 'Refund' },
] as const;
