import { lazy, type ComponentType } from 'react';

export interface LandingSection {
  id: string;
  title: string;
  /** Space kept for the section before its chunk arrives, in theme.space units (no layout shift). */
  reserve: number;
  Content: ComponentType;
}

const section = (id: string, title: string, reserve: number, load: () => Promise<ComponentType>): LandingSection => ({
  id,
  title,
  reserve,
  Content: lazy(() => load().then((Content) => ({ default: Content }))),
});

/** The landing sections in the spec's order (§2). Each is its own chunk, fetched as it nears the viewport. */
export const LANDING_SECTIONS: readonly LandingSection[] = [
  section('results', 'Client results', 100, () => import('./sections/client-results').then((m) => m.ClientResults)),
  section('features', 'Features', 160, () => import('./sections/features').then((m) => m.Features)),
  section('comparison', 'RankScribe compared', 150, () => import('./sections/comparison').then((m) => m.Comparison)),
  section('how-it-works', 'How it works', 110, () => import('./sections/how-it-works').then((m) => m.HowItWorks)),
  section('integrations', 'Integrations', 90, () => import('./sections/integrations').then((m) => m.Integrations)),
  section('examples', 'Article examples', 110, () => import('./sections/article-examples').then((m) => m.ArticleExamples)),
  section('testimonials', 'Testimonials', 110, () => import('./sections/testimonials').then((m) => m.Testimonials)),
  section('pricing', 'Pricing', 220, () => import('./sections/pricing').then((m) => m.Pricing)),
  section('faq', 'Frequently asked questions', 150, () => import('./sections/faq').then((m) => m.Faq)),
  section('get-started', 'Start ranking this week', 60, () => import('./sections/call-to-action').then((m) => m.CallToAction)),
];
