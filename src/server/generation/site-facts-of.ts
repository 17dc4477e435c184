import type { SiteFacts } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { factsOf } from '../analysis/facts-of';

/**
 * The site facts an article is written from: the analysis's own, or — for one stored before site
 * facts existed (old records, hand-written fixtures) — the ones the analysis module rebuilds from
 * its pages, so the writer and the topic engines always see the same facts.
 */
export function siteFactsOf(analysis: SiteAnalysis): SiteFacts {
  return factsOf(analysis);
}
