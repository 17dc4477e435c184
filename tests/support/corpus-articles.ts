import { offlinePlans } from '../../src/server/analysis/offline-topics';
import { composeArticle, type ComposedArticle } from '../../src/server/generation/compose-article';
import { wordBudgetFor } from '../../src/server/generation/generation.service';
import { parseMarkdown, textBlocks } from '../../src/server/generation/markdown';
import { offlineWriter } from '../../src/server/generation/writer/offline.writer';
import type { TopicPlan } from '../../src/shared/site-facts';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { CORPUS_SITES } from './corpus';
import { analyseCorpusSite } from './corpus-analysis';

/**
 * Offline articles over the corpus (docs/corpus.md), written as a user would get them: the site
 * analysed through the real extractor, its topics proposed by the offline topic engine, each topic
 * written by the offline engine through the whole pipeline. Used by the article tests and
 * `npm run bench` (articles).
 */
export interface CorpusArticle {
  site: string;
  plan: TopicPlan;
  analysis: SiteAnalysis;
  composed: ComposedArticle;
  /** The article's text (headings included, notes for the editor not: they are not article text). */
  text: string;
}

export async function corpusArticles(opts: { topicsPerSite: number; subscriber?: boolean }): Promise<CorpusArticle[]> {
  const out: CorpusArticle[] = [];
  for (const site of CORPUS_SITES) {
    const analysis = analyseCorpusSite(site);
    const { plans } = offlinePlans(analysis);
    const withPlans = { ...analysis, topicPlans: plans };
    for (const plan of plans.slice(0, opts.topicsPerSite)) {
      const composed = await composeArticle(offlineWriter(), {
        topic: plan.title,
        analysis: withPlans,
        research: [],
        crawledUrls: analysis.pages.map((p) => p.url),
        externalLinks: opts.subscriber ?? false,
        images: false,
        wordBudget: wordBudgetFor(opts.subscriber ?? false),
      });
      out.push({ site, plan, analysis: withPlans, composed, text: textBlocks(parseMarkdown(composed.article.markdown)).join('\n') });
    }
  }
  return out;
}

/**
 * The article's distinct runs of six consecutive words (lower-case, punctuation ignored), within
 * each block (line of `text`): a heading and the paragraph under it are not read as one phrase.
 */
export function sixWordRuns(text: string): Set<string> {
  const runs = new Set<string>();
  for (const block of text.split('\n')) {
    const words = block.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
    for (let i = 0; i + 6 <= words.length; i++) runs.add(words.slice(i, i + 6).join(' '));
  }
  return runs;
}

export interface SharedRuns {
  /** Over all articles: runs that also occur in an article of another site, per run (0–1). */
  share: number;
  /** The article sharing the most, with its own share. */
  worst: { site: string; title: string; share: number };
}

/** How much of the articles' wording is the engine's rather than the site's: six-word runs shared across sites. */
export function sharedRuns(articles: readonly { site: string; title: string; text: string }[]): SharedRuns {
  const runs = articles.map((a) => sixWordRuns(a.text));
  const sitesOf = new Map<string, Set<string>>();
  articles.forEach((a, i) => {
    for (const r of runs[i]!) sitesOf.set(r, (sitesOf.get(r) ?? new Set()).add(a.site));
  });
  let total = 0;
  let shared = 0;
  let worst = { site: '', title: '', share: 0 };
  articles.forEach((a, i) => {
    const own = runs[i]!;
    const n = [...own].filter((r) => sitesOf.get(r)!.size > 1).length;
    total += own.size;
    shared += n;
    const share = own.size ? n / own.size : 0;
    if (share > worst.share) worst = { site: a.site, title: a.title, share };
  });
  return { share: total ? shared / total : 0, worst };
}

/**
 * How much two articles of the same site share: for each pair, the share of one article's six-word
 * runs that the other has too (the same booking, guarantee and area sections under every topic
 * would make it high). Averaged over every ordered pair of articles of one site, with the worst.
 */
export function sameSiteRuns(articles: readonly { site: string; title: string; text: string }[]): SharedRuns {
  const runs = articles.map((a) => sixWordRuns(a.text));
  let total = 0;
  let pairs = 0;
  let worst = { site: '', title: '', share: 0 };
  articles.forEach((a, i) => {
    const own = runs[i]!;
    if (own.size === 0) return;
    articles.forEach((b, j) => {
      if (j === i || b.site !== a.site) return;
      const share = [...own].filter((r) => runs[j]!.has(r)).length / own.size;
      total += share;
      pairs++;
      if (share > worst.share) worst = { site: a.site, title: `${a.title} / ${b.title}`, share };
    });
  });
  return { share: pairs ? total / pairs : 0, worst };
}
