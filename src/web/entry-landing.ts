// The entry for `/`. The page arrives prerendered and is painted before this runs (the prerendered
// HTML requests this entry only after the first paint); it attaches the page's behaviour (a few
// kilobytes, no React). React is fetched with the first section body the visitor scrolls to.
// See docs/landing.md.
import { enhanceLandingPage } from './features/landing/enhance-landing';
import { loadInsights } from './insights';

enhanceLandingPage(document);
setTimeout(() => loadInsights(document), 0);
