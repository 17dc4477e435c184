import { analyseSite } from './analyse-site';
import type { CrawlLogEntry } from './analysis-store';
import { crawlSite, type CrawlOptions } from './crawler';
import type { SafeFetcher } from './safe-fetch';
import type { SiteAnalysis } from '../../shared/site-analysis';

/** Crawl, then analyse what was read. Throws FetchFailure when the start page cannot be read. */
export async function analyseUrl(
  url: string,
  fetcher: SafeFetcher,
  options: CrawlOptions,
  now: Date,
): Promise<{ analysis: SiteAnalysis; log: CrawlLogEntry[] }> {
  const crawl = await crawlSite(url, fetcher, options);
  const analysis = analyseSite(crawl.pages, crawl.startUrl, now);
  const log: CrawlLogEntry[] = [
    ...crawl.pages.map((p) => ({ url: p.url, title: p.title, wordCount: p.wordCount })),
    ...crawl.skipped.map((s) => ({ url: s.url, skipped: s.reason })),
  ];
  return { analysis, log };
}
