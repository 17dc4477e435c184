/**
 * Every user-facing message of the chat workflow and checkout (spec §2, §4, §8), in one module:
 * machines post them, views show them, tests import them and never retype them.
 */

export const GREETING =
  "Welcome! I'm your AI writing assistant. Let's start by analyzing your website to create SEO-optimized content.";
export const SIGN_IN_PROMPT = 'Please sign in to continue';
export const OFFER_TOPICS = 'Would you like me to generate blog topics based on this analysis?';
export const TOPICS_INTRO = 'Here are the recommended topics based on your website content:';
export const NO_TOPICS = 'Article generated. Please try a different URL.';
export const SIGN_IN_FAILED_MESSAGE = 'There was an error signing in. Please try again.';
export const ANALYSIS_FAILED_MESSAGE = 'Failed to analyze the website. Please try a different URL or try again later.';
export const retryMessage = (attemptsRemaining: number) => `Retrying analysis... (${attemptsRemaining} attempts remaining)`;

/** The progress bar's status text per analysis stage (spec §4). */
export const ANALYSIS_STATUS = {
  initial: '',
  scraping: 'Scraping website...',
  analyzing: 'Analyzing content...',
  complete: 'Analysis complete',
} as const;

/** The progress bar's status text per generation phase (spec §4). */
export const GENERATION_STATUS = {
  competitors: 'Analyzing competitors...',
  reddit: 'Researching Reddit discussions...',
  youtube: 'Gathering YouTube insights...',
  writing: 'Writing your article...',
} as const;

/** Shown one at a time while an article is written (spec §2: 10 tips, rotating every 3 s). */
export const WRITING_TIPS: readonly string[] = [
  'Answer the searcher’s question in the first two sentences; expand on it afterwards.',
  'Put the main keyword in the title, the first paragraph and one subheading — then write for people, not for counts.',
  'Use one H1 and a clear H2/H3 outline so readers and search engines can scan the structure.',
  'Link to two or three of your own related pages with descriptive anchor text, not “click here”.',
  'Cite primary sources for every statistic and link to them; unsupported numbers cost trust.',
  'Write a meta description under about 155 characters that promises exactly what the article delivers.',
  'Keep paragraphs short — two to four sentences — and use lists for steps and comparisons.',
  'Add original examples, screenshots or data from your own experience; that is what competitors cannot copy.',
  'Give every image descriptive alt text and compress it so the page stays fast.',
  'Revisit the article every few months: update facts, dates and links so it keeps its ranking.',
];

/** Buttons, titles and placeholders of the chat and the pricing dialog (spec §2). */
export const LABELS = {
  analyzeSite: 'Analyze Site',
  analyzing: 'Analyzing...',
  proceed: 'Proceed with Topic Generation',
  generateArticle: (topic: string) => `Generate ${topic} Article`,
  viewYourArticle: 'View Your Generated Article',
  viewArticle: 'View Generated Article',
  goToDashboard: 'Go to Dashboard',
  pricingDialogTitle: 'Choose Your Plan',
  previewTitle: 'Generated Article Preview',
  articleLoading: 'Loading the article…',
  /** The external-provider button: the local stand-in in embedded mode, Google in Supabase mode. */
  signInWith: (mode: 'embedded' | 'supabase') => (mode === 'embedded' ? 'Sign in with Local Provider' : 'Sign in with Google'),
} as const;

export interface Notice {
  title: string;
  description?: string;
  variant?: 'default' | 'error';
}

export const NOTICES = {
  creditsExhausted: {
    title: 'Credits Exhausted',
    description: "You've used all available credits for this URL. Subscribe to continue analyzing.",
    variant: 'error',
  },
  analysisFailed: {
    title: 'Analysis Failed',
    description: 'The website could not be analyzed. Please try again or try a different URL.',
    variant: 'error',
  },
  freeTrialCompleted: {
    title: 'Free Trial Completed',
    description: "You've used your free analysis. Subscribe to continue using the service.",
  },
  authenticationRequired: {
    title: 'Authentication Required',
    description: SIGN_IN_PROMPT,
    variant: 'error',
  },
  signInFailed: { title: 'Error signing in', description: 'Please try again', variant: 'error' },
  loggedOut: { title: 'Logged out successfully' },
  logoutFailed: { title: 'Error logging out', description: 'Please try again', variant: 'error' },
  noCredits: { title: 'Error', description: 'No credits remaining. Please subscribe to continue.', variant: 'error' },
  noArticle: { title: 'Error', description: 'No article content received', variant: 'error' },
  generationFailed: { title: 'Error', description: 'Failed to generate article. Please try again.', variant: 'error' },
} as const satisfies Record<string, Notice>;

/** Spec §5, §8: checkout without a signed-in user. */
export const LOGIN_FIRST = 'Please login first';
const SUBSCRIPTION_STARTED = 'Subscription Started';
const subscriptionStartedText = (plan: string) => `You've selected the ${plan} plan. Implementation coming soon!`;
/** Spec §4: the subscribe handler's toast once checkout has completed. */
export const subscriptionStartedNotice = (plan: string): Notice => ({ title: SUBSCRIPTION_STARTED, description: subscriptionStartedText(plan) });
/** No hosted checkout link is configured for the chosen plan (not in the spec: a server without billing). */
export const CHECKOUT_UNAVAILABLE: Notice = { title: 'Checkout unavailable', description: 'Checkout is not configured on this server.', variant: 'error' };

/** Your Articles for subscribers (issue 17): the workspace's own words (the spec's placeholder keeps its own). */
export const ARTICLES_MESSAGES = {
  loading: 'Loading your articles…',
  failed: 'Your articles could not be loaded. Please try again.',
  retry: 'Try again',
  noMatch: (query: string) => `No articles match "${query}".`,
  none: 'No articles yet. Generate one and it will be kept here.',
  generate: 'Generate an article',
  open: 'Open',
  back: 'Back to Your Articles',
  delete: 'Delete',
  copyMarkdown: 'Copy Markdown',
  copyHtml: 'Copy HTML',
  downloadMarkdown: 'Download .md',
  downloadHtml: 'Download .html',
  confirmTitle: 'Delete this article?',
  confirmText: (title: string) => `"${title}" will be deleted for good. It still counts toward this month's articles.`,
  confirm: 'Delete article',
  cancel: 'Cancel',
  evidence: 'Evidence ledger',
  evidenceNone: 'No sources were stored with this article.',
  copied: (what: 'Markdown' | 'HTML'): Notice => ({ title: 'Copied', description: `The article's ${what} is on your clipboard.` }),
  copyFailed: { title: 'Error', description: 'The clipboard is not available here. Use the download instead.', variant: 'error' } as Notice,
  deleted: (title: string): Notice => ({ title: 'Article deleted', description: `"${title}" was deleted.` }),
  /** The shell's quota line: "7 of 20 articles left this month, renews on 1 December 2026". */
  quotaLine: (remaining: number, limit: number, renewsOn: string) =>
    `${remaining} of ${limit} article${limit === 1 ? '' : 's'} left this month, renews on ${renewsOn}`,
} as const;

/** Settings for subscribers (issue 17); the spec's placeholder for everyone else has no messages. */
export const SETTINGS_MESSAGES = {
  loading: 'Loading your settings…',
  loadFailed: 'Your settings could not be loaded. Please try again.',
  retry: 'Try again',
  saving: 'Saving…',
  emailHint: 'Your sign-in e-mail. It cannot be changed here.',
  nameHint: 'Leave empty to use the name from your sign-in provider.',
  apiKeyPlaceholder: 'API access is not available yet',
  saved: { title: 'Settings saved', description: 'Your name and notification settings are saved.' } as Notice,
  saveFailed: (reason: string): Notice => ({
    title: 'Settings not saved',
    description: `${reason.replace(/[.!]?$/, '.')} Your changes are still in the form: press Save Changes to try again.`,
    variant: 'error',
  }),
} as const;

/** Publishing to a CMS for subscribers (issue 17): the CMS screen's forms and an article's Publish panel. */
export const PUBLISHING_MESSAGES = {
  loading: 'Loading your connections…',
  loadFailed: 'Your CMS connections could not be loaded. Please try again.',
  retry: 'Try again',
  comingSoon: 'Coming soon',
  connectedTo: (site: string) => `Connected to ${site}`,
  testConnection: 'Test connection',
  testing: 'Testing the connection…',
  save: 'Save connection',
  saving: 'Saving…',
  cancel: 'Cancel',
  done: 'Done',
  disconnect: 'Disconnect',
  disconnecting: 'Disconnecting…',
  help: {
    WordPress: 'Use an application password (WordPress → Users → Profile → Application Passwords), not your login password.',
    Ghost: 'Add a custom integration in Ghost (Settings → Integrations) and copy its Admin API URL and Admin API key.',
    Zapier: 'Paste the URL of a "Webhooks by Zapier → Catch Hook" trigger. Each article is sent as signed JSON.',
    Custom: 'Any endpoint that accepts a JSON POST: Make, n8n or your own CMS. Each article is sent signed (docs/publishing.md).',
  },
  fields: {
    siteUrl: 'Site address',
    username: 'Username',
    applicationPassword: 'Application password',
    adminUrl: 'Admin API URL',
    adminApiKey: 'Admin API key',
    url: 'Webhook URL',
  },
  signingSecret: 'Signing secret: copy it now into the receiver, it will not be shown again.',
  connected: (name: string): Notice => ({ title: 'Connected', description: `${name} is connected. Publish from an article in Your Articles.` }),
  disconnected: (name: string): Notice => ({ title: 'Disconnected', description: `${name} is no longer connected.` }),
  publishHeading: 'Publish',
  noConnections: 'Connect WordPress, Ghost or a webhook on the CMS screen to publish this article.',
  openCms: 'Open CMS Integration',
  target: 'Publish to',
  mode: 'As',
  draft: 'Draft',
  live: 'Published post',
  publish: 'Publish',
  publishing: 'Publishing…',
  published: (target: string, status: string) => `Sent to ${target} (${status}).`,
  openPost: 'Open the post',
  failed: 'Publishing failed. Nothing was changed; try again.',
  history: 'Published to',
} as const;
