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
  noCredits: { title: 'Error', description: 'No credits remaining. Please subscribe to continue.', variant: 'error' },
  noArticle: { title: 'Error', description: 'No article content received', variant: 'error' },
  generationFailed: { title: 'Error', description: 'Failed to generate article. Please try again.', variant: 'error' },
} as const satisfies Record<string, Notice>;

/** Spec §5, §8: checkout without a signed-in user. */
export const LOGIN_FIRST = 'Please login first';
export const SUBSCRIPTION_STARTED = 'Subscription Started';
export const subscriptionStartedText = (plan: string) => `You've selected the ${plan} plan. Implementation coming soon!`;
/** Spec §4: the subscribe handler's toast once checkout has completed. */
export const subscriptionStartedNotice = (plan: string): Notice => ({ title: SUBSCRIPTION_STARTED, description: subscriptionStartedText(plan) });
/** No hosted checkout link is configured for the chosen plan (not in the spec: a server without billing). */
export const CHECKOUT_UNAVAILABLE: Notice = { title: 'Checkout unavailable', description: 'Checkout is not configured on this server.', variant: 'error' };
