import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyMachineSnapshot } from 'xstate';
import { articlesMachine } from '../../machines/articles/articles.machine';
import { articlesView, filterArticles } from '../../machines/articles/articles.view';
import type { ArticleDetail, ArticleListResponse, ArticleSummary } from '../../src/shared/contracts/articles';
import { modelSuite } from './model';

const summary = (id: string, title: string, topic: string, siteUrl: string): ArticleSummary => ({
  id,
  contentId: 'c',
  title,
  topic,
  siteUrl,
  siteName: null,
  createdAt: '2026-11-01T00:00:00Z',
  wordCount: 900,
  seoScore: 80,
  engine: 'offline',
  publications: [],
});
const A = summary('a', 'Companion Planting Guide', 'Companion Planting', 'https://garden.test/');
const B = summary('b', 'Whitening Costs', 'Teeth Whitening', 'https://dental.test/');
const detail = (s: ArticleSummary): ArticleDetail => ({ ...s, content: `# ${s.title}`, metaDescription: '', keyphrase: '', score: null, sources: [] });

modelSuite(articlesMachine, {
  fakes: ['loadArticles', 'openArticle', 'deleteArticle'],
  events: [
    { type: 'user.search', query: 'garden' },
    { type: 'user.retry' },
    { type: 'user.open', id: 'a' },
    { type: 'user.close' },
    { type: 'user.delete', id: 'a' },
    { type: 'user.delete', id: 'unknown' },
    { type: 'user.confirmDelete' },
    { type: 'user.cancelDelete' },
    { type: 'xstate.done.actor.loadArticles', output: { articles: [A], quota: null, error: null } },
    { type: 'xstate.error.actor.loadArticles', error: new Error('down') },
    { type: 'xstate.done.actor.openArticle', output: detail(A) },
    { type: 'xstate.error.actor.openArticle', error: new Error('gone') },
    { type: 'xstate.done.actor.deleteArticle', output: undefined },
    { type: 'xstate.error.actor.deleteArticle', error: new Error('refused') },
  ],
  // The guards read these: is the article known, is one open, is a delete pending.
  serialize: (s: AnyMachineSnapshot) => ({
    ids: (s.context as { articles: ArticleSummary[] }).articles.map((a) => a.id),
    open: (s.context as { open: unknown }).open !== null,
    pending: (s.context as { pendingDelete: unknown }).pendingDelete !== null,
  }),
});

function start(opts: { failDelete?: boolean; failLoad?: boolean } = {}) {
  const calls = { notify: vi.fn(), deleted: [] as string[] };
  const actor = createActor(
    articlesMachine.provide({
      actions: { notify: (_, notice) => calls.notify(notice) },
      actors: {
        loadArticles: fromPromise(async (): Promise<ArticleListResponse> => {
          if (opts.failLoad) throw new Error('down');
          return { articles: [B, A], quota: null, error: null };
        }),
        openArticle: fromPromise(async ({ input }) => detail(input.id === 'a' ? A : B)),
        deleteArticle: fromPromise(async ({ input }) => {
          if (opts.failDelete) throw new Error('Article not found.');
          calls.deleted.push(input.id);
        }),
      },
    }),
  ).start();
  return { actor, calls };
}

describe('articlesMachine', () => {
  it('loads, searches, opens, and deletes from the open article after confirming', async () => {
    const { actor, calls } = start();
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'user.search', query: 'whitening dental' });
    expect(articlesView(actor.getSnapshot()).articles.map((a) => a.id)).toEqual(['b']);
    actor.send({ type: 'user.search', query: '' });
    actor.send({ type: 'user.open', id: 'a' });
    await waitFor(actor, (s) => s.matches('viewing'));
    expect(articlesView(actor.getSnapshot()).open?.content).toBe('# Companion Planting Guide');
    actor.send({ type: 'user.delete', id: 'a' });
    expect(articlesView(actor.getSnapshot()).confirmDelete?.id).toBe('a');
    actor.send({ type: 'user.cancelDelete' });
    expect(actor.getSnapshot().value).toBe('viewing');
    actor.send({ type: 'user.delete', id: 'a' });
    actor.send({ type: 'user.confirmDelete' });
    await waitFor(actor, (s) => s.matches('list'));
    expect(calls.deleted).toEqual(['a']);
    expect(calls.notify).toHaveBeenCalledWith(expect.objectContaining({ title: 'Article deleted' }));
    expect(articlesView(actor.getSnapshot())).toMatchObject({ open: null, confirmDelete: null, total: 1 });
  });

  it('keeps the article when the delete fails, and says why', async () => {
    const { actor } = start({ failDelete: true });
    await waitFor(actor, (s) => s.matches('list'));
    actor.send({ type: 'user.delete', id: 'b' });
    actor.send({ type: 'user.confirmDelete' });
    await waitFor(actor, (s) => s.matches('list'));
    expect(articlesView(actor.getSnapshot())).toMatchObject({ total: 2, error: 'Article not found.' });
    actor.send({ type: 'user.delete', id: 'nope' });
    expect(actor.getSnapshot().value).toBe('list');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const { actor } = start({ failLoad: true });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(articlesView(actor.getSnapshot()).error).toBe('down');
    actor.send({ type: 'user.retry' });
    expect(actor.getSnapshot().value).toBe('loading');
  });

  it('searches title, topic and site, every word', () => {
    expect(filterArticles([A, B], 'GARDEN').map((a) => a.id)).toEqual(['a']);
    expect(filterArticles([A, B], 'costs').map((a) => a.id)).toEqual(['b']);
    expect(filterArticles([A, B], '  ').map((a) => a.id)).toEqual(['a', 'b']);
    expect(filterArticles([A, B], 'planting dental')).toEqual([]);
  });
});
