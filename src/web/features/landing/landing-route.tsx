import { useEffect } from 'react';
import { enhanceLandingPage } from './enhance-landing';
import { LandingPage } from './landing-screen';

/**
 * `/` inside the app (the dev server, or a link to `/` followed within the app): React renders
 * the page and the same enhancers attach as on the prerendered document, and detach on leaving.
 */
export function LandingRoute() {
  useEffect(() => enhanceLandingPage(document), []);
  return <LandingPage />;
}
