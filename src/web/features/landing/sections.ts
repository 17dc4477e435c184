import type { ComponentType } from 'react';

export interface LandingSection {
  id: string;
  title: string;
  /** Space kept for the section before its chunk arrives, in theme.space units (no layout shift). */
  reserve: number;
  /** Fetches the section's body: its own chunk, loaded as the section nears the viewport. */
  load: () => Promise<ComponentType>;
}

/** The landing sections in the spec's order (§2). */
export const LANDING_SECTIONS: readonly LandingSection[] = [
  { id: 'results', title: 'Client results', reserve: 100, load: () => import('./sections/client-results').then((m) => m.ClientResults) },
  { id: 'features', title: 'Features', reserve: 160, load: () => import('./sections/features').then((m) => m.Features) },
  { id: 'comparison', title: 'RankScribe compared', reserve: 150, load: () => import('./sections/comparison').then((m) => m.Comparison) },
  { id: 'how-it-works', title: 'How it works', reserve: 110, load: () => import('./sections/how-it-works').then((m) => m.HowItWorks) },
  { id: 'integrations', title: 'Integrations', reserve: 90, load: () => import('./sections/integrations').then((m) => m.Integrations) },
  { id: 'examples', title: 'Article examples', reserve: 110, load: () => import('./sections/article-examples').then((m) => m.ArticleExamples) },
  { id: 'testimonials', title: 'Testimonials', reserve: 110, load: () => import('./sections/testimonials').then((m) => m.Testimonials) },
  { id: 'pricing', title: 'Pricing', reserve: 220, load: () => import('./sections/pricing').then((m) => m.Pricing) },
  { id: 'faq', title: 'Frequently asked questions', reserve: 150, load: () => import('./sections/faq').then((m) => m.Faq) },
  { id: 'get-started', title: 'Start ranking this week', reserve: 60, load: () => import('./sections/call-to-action').then((m) => m.CallToAction) },
];
