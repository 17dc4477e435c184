import { assign, fromPromise, setup } from 'xstate';
import type { ArticleDetail, ArticleListResponse, ArticleQuota, ArticleSummary } from '../../src/shared/contracts/articles';
import { ARTICLES_MESSAGES, type Notice } from '../../src/shared/messages';

export interface ArticlesContext {
  articles: ArticleSummary[];
  quota: ArticleQuota | null;
  /** What the search box holds; the list shown is filtered by it (articles.view.ts). */
  query: string;
  /** The article open in the viewer, once loaded. */
  open: ArticleDetail | null;
  /** The article the user asked to delete, while the confirmation shows and the delete runs. */
  pendingDelete: ArticleSummary | null;
  /** The last failure, for the screen (cleared by the next action). */
  error: string | null;
}

export type ArticlesEvent =
  | { type: 'user.search'; query: string }
  | { type: 'user.retry' }
  | { type: 'user.open'; id: string }
  | { type: 'user.close' }
  | { type: 'user.delete'; id: string }
  | { type: 'user.confirmDelete' }
  | { type: 'user.cancelDelete' };

const errorText = (error: unknown) => (error instanceof Error && error.message ? error.message : ARTICLES_MESSAGES.failed);

/**
 * Your Articles for a subscriber (issue 17): load the list, open one article, delete one after a
 * confirmation (from the list or from the open article). Searching filters in the view model and
 * works in every state. The calls are placeholder actors the React edge provides.
 */
export const articlesMachine = setup({
  types: {
    context: {} as ArticlesContext,
    events: {} as ArticlesEvent,
  },
  actors: {
    loadArticles: fromPromise<ArticleListResponse>(() => {
      throw new Error('loadArticles is provided by the edge');
    }),
    openArticle: fromPromise<ArticleDetail, { id: string }>(() => {
      throw new Error('openArticle is provided by the edge');
    }),
    deleteArticle: fromPromise<void, { id: string }>(() => {
      throw new Error('deleteArticle is provided by the edge');
    }),
  },
  actions: {
    notify: (_, _notice: Notice) => {},
  },
  guards: {
    viewing: ({ context }) => context.open !== null,
    known: ({ context, event }) => 'id' in event && context.articles.some((a) => a.id === event.id),
  },
}).createMachine({
  id: 'articles',
  context: { articles: [], quota: null, query: '', open: null, pendingDelete: null, error: null },
  initial: 'loading',
  on: {
    'user.search': { actions: assign({ query: ({ event }) => event.query }) },
  },
  states: {
    loading: {
      invoke: {
        id: 'loadArticles',
        src: 'loadArticles',
        onDone: { target: 'list', actions: assign({ articles: ({ event }) => event.output.articles, quota: ({ event }) => event.output.quota, error: null }) },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    failed: {
      on: { 'user.retry': 'loading' },
    },
    list: {
      on: {
        'user.open': { guard: 'known', target: 'opening', actions: assign({ error: null }) },
        'user.delete': {
          guard: 'known',
          target: 'confirmingDelete',
          actions: assign({ pendingDelete: ({ context, event }) => context.articles.find((a) => a.id === event.id) ?? null, error: null }),
        },
      },
    },
    opening: {
      invoke: {
        id: 'openArticle',
        src: 'openArticle',
        input: ({ event }) => ({ id: (event as { id: string }).id }),
        onDone: { target: 'viewing', actions: assign({ open: ({ event }) => event.output }) },
        onError: { target: 'list', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    viewing: {
      on: {
        'user.close': { target: 'list', actions: assign({ open: null, error: null }) },
        'user.delete': {
          guard: 'known',
          target: 'confirmingDelete',
          actions: assign({ pendingDelete: ({ context, event }) => context.articles.find((a) => a.id === event.id) ?? null, error: null }),
        },
      },
    },
    confirmingDelete: {
      on: {
        'user.confirmDelete': 'deleting',
        'user.cancelDelete': [
          { guard: 'viewing', target: 'viewing', actions: assign({ pendingDelete: null }) },
          { target: 'list', actions: assign({ pendingDelete: null }) },
        ],
      },
    },
    deleting: {
      invoke: {
        id: 'deleteArticle',
        src: 'deleteArticle',
        input: ({ context }) => ({ id: context.pendingDelete!.id }),
        onDone: {
          target: 'list',
          actions: [
            { type: 'notify', params: ({ context }) => ARTICLES_MESSAGES.deleted(context.pendingDelete!.title) },
            assign({
              articles: ({ context }) => context.articles.filter((a) => a.id !== context.pendingDelete!.id),
              open: null,
              pendingDelete: null,
            }),
          ],
        },
        onError: [
          { guard: 'viewing', target: 'viewing', actions: assign({ pendingDelete: null, error: ({ event }) => errorText(event.error) }) },
          { target: 'list', actions: assign({ pendingDelete: null, error: ({ event }) => errorText(event.error) }) },
        ],
      },
    },
  },
});
