// Articles: over the corpus (tests/fixtures/sites/corpus), every topic the offline topic engine
// proposes, written by the offline engine through the whole pipeline. The figure that matters is
// how much wording an article shares with another site's article (six-word runs; target ≤ 10%,
// 59% before issue 15): shared wording is the engine's template, not the site. Then the share two
// articles of the same site share (target ≤ 15%): a tail every article carries is boilerplate. Alongside: whether
// cost articles quote a price the site states, whether first paragraphs name the topic, and what
// the claim check had to remove from the engine's own drafts.
import { corpusArticles, sameSiteRuns, sharedRuns } from '../../tests/support/corpus-articles';
import type { Figures } from './run-benchmarks';

const TARGET_SHARED = 0.1;
const TARGET_SAME_SITE = 0.15;

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const pct = (x: number) => Math.round(x * 1000) / 10;

export async function runArticlesBench(): Promise<Figures> {
  const started = performance.now();
  const articles = await corpusArticles({ topicsPerSite: 10 });
  const ms = (performance.now() - started) / Math.max(1, articles.length);
  const texts = articles.map((a) => ({ site: a.site, title: a.plan.title, text: a.text }));
  const shared = sharedRuns(texts);
  const sameSite = sameSiteRuns(texts);

  const cost = articles.filter((a) => a.plan.intent === 'cost');
  const statedPrices = (a: (typeof articles)[number]) => a.analysis.facts!.offerings.flatMap((o) => o.prices.map((p) => p.text.toLowerCase()));
  const firstParagraph = (a: (typeof articles)[number]) => a.composed.article.markdown.split('\n\n')[1] ?? '';
  const quotesPrice = cost.filter((a) => statedPrices(a).some((p) => firstParagraph(a).toLowerCase().includes(p)));
  const namesTopic = articles.filter((a) => firstParagraph(a).toLowerCase().includes(a.plan.keyphrase.toLowerCase()));
  const removed = articles.reduce((n, a) => n + a.composed.claimCheck.removed.length, 0);
  const traced = articles.reduce((n, a) => n + a.composed.claimCheck.traced, 0) / Math.max(1, articles.reduce((n, a) => n + a.composed.claimCheck.sentences, 0));

  return {
    corpus_articles: articles.length,
    'shared_six_word_runs_%': pct(shared.share),
    'worst_article_shared_%': `${pct(shared.worst.share)} (${shared.worst.site})`,
    'target_<=10%': shared.share <= TARGET_SHARED ? 'met' : 'missed',
    'same_site_shared_six_word_runs_%': pct(sameSite.share),
    'same_site_worst_article_%': `${pct(sameSite.worst.share)} (${sameSite.worst.site}: ${sameSite.worst.title})`,
    'same_site_target_<=15%': sameSite.share <= TARGET_SAME_SITE ? 'met' : 'missed',
    median_words: median(articles.map((a) => a.composed.article.wordCount)),
    cost_articles_quoting_a_site_price: `${quotesPrice.length}/${cost.length}`,
    first_paragraph_names_keyphrase: `${namesTopic.length}/${articles.length}`,
    'sentences_traced_to_site_%': pct(traced),
    claim_check_removed_from_offline_drafts: removed,
    ms_per_article: Math.round(ms),
  };
}
