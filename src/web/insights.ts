/** RankScribe's first-party page-view insights (public/insights/script.js). */
export const INSIGHTS_SCRIPT_PATH = '/insights/script.js';
/** A deployment names its collector here; without it events stay in the page (none is bundled). */
export const INSIGHTS_ENDPOINT_META = 'rankscribe-insights-endpoint';
export const INSIGHTS_BLOCKED_HINT =
  '[Insights] The analytics script did not load. If you use an ad blocker, please check that it allows /insights/, or enable analytics in your browser.';

/**
 * Adds the analytics script. The entries call this once the page is on screen: a request that
 * finishes before the first paint competes with it (docs/landing.md). If the script does not load
 * (an ad blocker), the console gets a hint and nothing else changes.
 */
export function loadInsights(doc: Document): void {
  const script = doc.createElement('script');
  script.src = INSIGHTS_SCRIPT_PATH;
  const endpoint = doc.querySelector(`meta[name="${INSIGHTS_ENDPOINT_META}"]`)?.getAttribute('content');
  if (endpoint) script.dataset.endpoint = endpoint;
  script.onerror = () => console.log(INSIGHTS_BLOCKED_HINT);
  doc.head.append(script);
}
