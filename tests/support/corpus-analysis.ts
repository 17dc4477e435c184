import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { corpusPages } from './corpus';

export const CORPUS_ORIGIN = 'http://corpus.test';

/**
 * A corpus site analysed as the crawler would hand it over (home page first), without a server:
 * what the site-facts and topics tests and the topics bench read.
 */
export function analyseCorpusSite(slug: string, now = new Date('2026-03-01T00:00:00Z')): SiteAnalysis {
  const files = corpusPages(slug, CORPUS_ORIGIN).sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
  return analyseSite(
    files.map((f) => extractPage(f.html, `${CORPUS_ORIGIN}${f.path}`)),
    `${CORPUS_ORIGIN}/`,
    now,
  );
}
