/** The words of spec §2, §4 and §8 that the workflow machines post; tests import them, never retype them. */

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
