// The entry for `/`. The page arrives prerendered, painted before any script runs; this entry only
// attaches its behaviour (a few kilobytes, no React). React is fetched with the first section
// body the visitor scrolls to. See docs/landing.md.
import { enhanceLandingPage } from './features/landing/enhance-landing';

enhanceLandingPage(document);
