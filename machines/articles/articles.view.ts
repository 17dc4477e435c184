import type { SnapshotFrom } from 'xstate';
import type { ArticleSummary } from '../../src/shared/contracts/articles';
import type { articlesMachine } from './articles.machine';

type ArticlesSnapshot = SnapshotFrom<typeof articlesMachine>;

/** The search: every word of the query must appear in the title, topic, site address or site name. */
export function filterArticles(articles: readonly ArticleSummary[], query: string): ArticleSummary[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...articles];
  return articles.filter((a) => {
    const haystack = [a.title, a.topic, a.siteUrl, a.siteName ?? ''].join('\n').toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}

/** What the Your Articles screen shows, from the machine's snapshot (views only render this). */
export function articlesView(snapshot: ArticlesSnapshot) {
  const { context } = snapshot;
  const confirming = snapshot.matches('confirmingDelete') || snapshot.matches('deleting');
  const viewing = context.open !== null && (snapshot.matches('viewing') || confirming);
  return {
    loading: snapshot.matches('loading'),
    failed: snapshot.matches('failed'),
    error: context.error,
    query: context.query,
    quota: context.quota,
    total: context.articles.length,
    articles: filterArticles(context.articles, context.query),
    opening: snapshot.matches('opening'),
    open: viewing ? context.open : null,
    confirmDelete: confirming ? context.pendingDelete : null,
    deleting: snapshot.matches('deleting'),
  };
}
export type ArticlesView = ReturnType<typeof articlesView>;
