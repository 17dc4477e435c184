import { describe, expect, it, vi, beforeEach, afterEach } from 'vitest';
import { screen, within, render, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ArticleDetail, ArticleListResponse, ArticleSummary } from '../../src/shared/contracts/articles';
import { ArticlesScreen } from '../../src/web/features/articles';
import { QuotaLine } from '../../src/web/features/shell/quota-line';
import { createAppStore, type RootState } from '../../src/web/store/store';
import { theme, ToastProvider } from '../../src/web/ui';

const summary = (id: string, title: string, topic: string, siteUrl: string, createdAt: string): ArticleSummary => ({
  id,
  contentId: '11111111-1111-4111-8111-111111111111',
  title,
  topic,
  siteUrl,
  siteName: null,
  createdAt,
  wordCount: 1234,
  seoScore: 87,
  engine: 'offline',
  publications: [],
});
const GARDEN = summary('aaaaaaaa-0000-4000-8000-000000000001', 'Companion Planting in a Raised Bed', 'Companion Planting', 'https://garden.test/', '2026-11-20T10:00:00Z');
const DENTAL = summary('aaaaaaaa-0000-4000-8000-000000000002', 'What Teeth Whitening Costs', 'Teeth Whitening Cost', 'https://smile-dental.test/', '2026-11-22T10:00:00Z');
const MARKDOWN = '# What Teeth Whitening Costs\n\nHome whitening starts at **£295**.\n\n<script>alert(1)</script>\n\n[bad](javascript:alert(1))';
const DETAIL: ArticleDetail = {
  ...DENTAL,
  content: MARKDOWN,
  metaDescription: 'What whitening costs at Smile Dental.',
  keyphrase: 'teeth whitening',
  score: null,
  sources: [{ url: 'https://smile-dental.test/prices', title: 'Prices', kind: 'site', claims: [{ text: 'Home whitening costs £295.', passage: 'Home whitening – £295' }] }],
};
const QUOTA = { plan: 'Growth', limit: 20, used: 13, remaining: 7, renewsAt: '2026-12-01T00:00:00.000Z' };

function preloaded(subscriber: boolean, signedIn = true): Partial<RootState> {
  return {
    session: signedIn
      ? { status: 'signedIn', user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' }, accessToken: 'token-1', expiresAt: null, lastEvent: 'SIGNED_IN', signInFailed: false }
      : { status: 'signedOut', user: null, accessToken: null, expiresAt: null, lastEvent: 'INITIAL_SESSION', signInFailed: false },
    subscription: { loading: 'loaded', status: subscriber ? 'active' : null, planId: subscriber ? '684404' : null, error: null },
    credits: { loading: 'loaded', credits: [], error: null },
  };
}

/** A stand-in for the server's /api/articles, answering the contract's shapes. */
function fakeServer(list: ArticleListResponse) {
  const calls: { method: string; path: string; auth: string | null }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    calls.push({ method, path, auth: new Headers(init?.headers).get('authorization') });
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/articles' && method === 'GET') return json(list);
    if (path === `/api/articles/${DENTAL.id}` && method === 'GET') return json({ article: DETAIL, error: null });
    if (path.startsWith('/api/articles/') && method === 'DELETE') {
      const id = path.split('/').pop();
      list = { ...list, articles: list.articles.filter((a) => a.id !== id) };
      return json({ deleted: true, error: null });
    }
    return json({ error: 'No such endpoint' }, 404);
  });
  return { fetchMock, calls };
}

function renderScreen(subscriber: boolean, signedIn = true) {
  const store = createAppStore({ getSupabase: () => Promise.reject(new Error('not used')), openWindow: () => {}, origin: window.location.origin }, preloaded(subscriber, signedIn));
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ToastProvider>
            <QuotaLine />
            <ArticlesScreen />
          </ToastProvider>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
  return store;
}

let server: ReturnType<typeof fakeServer>;
beforeEach(() => {
  server = fakeServer({ articles: [DENTAL, GARDEN], quota: QUOTA, error: null });
  vi.stubGlobal('fetch', server.fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

describe('Your Articles for a subscriber', () => {
  it('lists every article newest first with its facts, and the quota line', async () => {
    renderScreen(true);
    const list = await screen.findByRole('list', { name: 'Your articles' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([DENTAL.title, GARDEN.title]);
    expect(items[0]).toHaveTextContent('smile-dental.test · Topic: Teeth Whitening Cost · 22 Nov 2026 · 1,234 words · SEO score: 87/100 · Engine: offline');
    expect(screen.getByText('7 of 20 articles left this month, renews on 1 December 2026')).toBeInTheDocument();
    expect(server.calls[0]).toEqual({ method: 'GET', path: '/api/articles', auth: 'Bearer token-1' });
  });

  it('filters by title, topic and site as the user types', async () => {
    const user = userEvent.setup();
    renderScreen(true);
    await screen.findByRole('list', { name: 'Your articles' });
    const search = screen.getByPlaceholderText('Search articles...');
    const titles = () => within(screen.getByRole('list', { name: 'Your articles' })).getAllByRole('heading').map((h) => h.textContent);
    await user.type(search, 'garden.test');
    expect(titles()).toEqual([GARDEN.title]);
    await user.clear(search);
    await user.type(search, 'whitening cost');
    expect(titles()).toEqual([DENTAL.title]);
    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(screen.getByText('No articles match "nothing like this".')).toBeInTheDocument();
  });

  it('opens an article rendered safely, with its evidence ledger, and copies it', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderScreen(true);
    await user.click(await screen.findByRole('button', { name: DENTAL.title }));
    const body = await screen.findByRole('region', { name: 'Article' });
    expect(within(body).getByRole('heading', { level: 1, name: DENTAL.title })).toBeInTheDocument();
    expect(body.querySelector('strong')).toHaveTextContent('£295');
    expect(body.querySelector('script')).toBeNull();
    expect(within(body).getByText('bad')).not.toHaveAttribute('href', expect.stringMatching(/javascript/));
    const ledger = screen.getByRole('region', { name: 'Evidence ledger' });
    expect(within(ledger).getByRole('link', { name: 'Prices' })).toHaveAttribute('href', 'https://smile-dental.test/prices');
    expect(ledger).toHaveTextContent('Home whitening costs £295.');

    await user.click(screen.getByRole('button', { name: 'Copy Markdown' }));
    expect(writeText).toHaveBeenLastCalledWith(MARKDOWN);
    await user.click(screen.getByRole('button', { name: 'Copy HTML' }));
    const html = writeText.mock.lastCall![0];
    expect(html).toContain('<h1>What Teeth Whitening Costs</h1>');
    expect(html).toContain('<strong>£295</strong>');
    expect(html).not.toContain('<script>');
    await user.click(screen.getByRole('button', { name: 'Back to Your Articles' }));
    expect(await screen.findByRole('list', { name: 'Your articles' })).toBeInTheDocument();
  });

  it('deletes only after the confirmation', async () => {
    const user = userEvent.setup();
    renderScreen(true);
    const list = await screen.findByRole('list', { name: 'Your articles' });
    const garden = within(list).getAllByRole('listitem')[1]!;
    await user.click(within(garden).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this article?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(garden).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete article' }));
    await waitFor(() => expect(within(screen.getByRole('list', { name: 'Your articles' })).getAllByRole('listitem')).toHaveLength(1));
    expect(server.calls.filter((c) => c.method === 'DELETE')).toEqual([{ method: 'DELETE', path: `/api/articles/${GARDEN.id}`, auth: 'Bearer token-1' }]);
    expect(await screen.findByText(`"${GARDEN.title}" was deleted.`)).toBeInTheDocument();
  });
});

describe('Your Articles while the subscription is read', () => {
  it('shows neither the placeholder nor the workspace until the subscription is known', async () => {
    const store = createAppStore(
      { getSupabase: () => Promise.reject(new Error('not used')), openWindow: () => {}, origin: window.location.origin },
      { ...preloaded(false), subscription: { loading: 'pending', status: null, planId: null, error: null } },
    );
    render(
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <MemoryRouter>
            <ToastProvider>
              <ArticlesScreen />
            </ToastProvider>
          </MemoryRouter>
        </ThemeProvider>
      </Provider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your Articles' })).toBeInTheDocument();
    expect(screen.getByText('Loading your articles…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Article' })).toBeNull();
    expect(server.calls).toEqual([]);
  });
});

describe('Your Articles for free users and visitors: the spec placeholder', () => {
  for (const [who, signedIn] of [['a free user', true], ['a visitor', false]] as const) {
    it(`shows ${who} the placeholder and calls nothing`, async () => {
      renderScreen(false, signedIn);
      expect(screen.getByRole('heading', { level: 1, name: 'Your Articles' })).toBeInTheDocument();
      expect(screen.getByPlaceholderText('Search articles...')).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'No Articles Available' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Create Article' })).toBeInTheDocument();
      expect(screen.queryByText(/articles left this month/)).toBeNull();
      expect(server.calls).toEqual([]);
    });
  }
});
