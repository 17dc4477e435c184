import type { SiteAnalysis } from '../../shared/site-analysis';
import type { RelatedPage } from './post-process';
import { contentWords, pageHeadline } from './text';

/**
 * The crawled pages most about the topic, best first (never the home page): what post-processing
 * offers as "Related reading" when a draft links none of the site's pages. Pure.
 */
export function relatedPages(topic: string, keyphrase: string, analysis: SiteAnalysis, limit = 3): RelatedPage[] {
  const wanted = new Set([...contentWords(topic), ...contentWords(keyphrase)]);
  const home = analysis.url.replace(/\/$/, '');
  return analysis.pages
    .filter((p) => p.url.replace(/\/$/, '') !== home)
    .map((p, index) => {
      const words = contentWords(`${p.title} ${p.description} ${p.h1.join(' ')} ${p.excerpt}`);
      const hits = new Set(words.filter((w) => wanted.has(w))).size;
      return { p, index, score: hits + (p.isArticle ? 0.5 : 0) };
    })
    .filter((x) => x.score >= 1)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ p }) => ({ url: p.url, headline: pageHeadline(p.title, analysis.siteName) }));
}
