import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import type { ConnectionSummary, Publication } from '../../src/shared/contracts/publishing';
import { IntegrateScreen } from '../../src/web/features/integrate';
import { PublishPanel } from '../../src/web/features/articles/publish-panel';
import { createAppStore, type RootState } from '../../src/web/store/store';
import { theme, ToastProvider } from '../../src/web/ui';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';

const ARTICLE_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const WP: ConnectionSummary = { id: 'c1', kind: 'wordpress', label: 'WordPress', siteUrl: 'https://blog.test', account: 'editor', secretHint: '5678', createdAt: '2026-11-23T00:00:00Z' };
const HOOK: ConnectionSummary = { id: 'c2', kind: 'webhook', label: 'Zapier', siteUrl: 'https://hooks.test/1', account: '', secretHint: 'ecet', createdAt: '2026-11-23T00:00:00Z' };
const PUBLICATION: Publication = { id: 'p1', connectionId: 'c1', target: 'WordPress', remoteId: '12', url: 'https://blog.test/?p=12', status: 'draft', publishedAt: '2026-11-23T00:00:00Z' };

const preloaded = (subscriber: boolean): Partial<RootState> => ({
  session: { status: 'signedIn', user: { id: 'u1', email: 'ada@example.com', displayName: 'Ada' }, accessToken: 'token-1', expiresAt: null, lastEvent: 'SIGNED_IN', signInFailed: false },
  subscription: { loading: 'loaded', status: subscriber ? 'active' : null, planId: subscriber ? '684404' : null, error: null },
  credits: { loading: 'loaded', credits: [], error: null },
});

/** A stand-in for /api/publishing answering the contract's shapes; `publishFailures` 502 first. */
function fakeServer(connections: ConnectionSummary[], publishFailures = 0) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ method, path, body });
    const json = (value: unknown, status = 200) => new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } });
    if (path === '/api/publishing/connections' && method === 'GET') return json({ connections, error: null });
    if (path === '/api/publishing/connections/test') {
      const ok = (body as { applicationPassword?: string }).applicationPassword === 'right one';
      return ok
        ? json({ ok: true, message: 'Signed in to WordPress at https://blog.test as Edith.', error: null })
        : json({ ok: false, message: null, error: 'WordPress refused the credentials (HTTP 401). Check them on the CMS screen and try again.' }, 502);
    }
    if (path === '/api/publishing/connections' && method === 'POST') {
      const kind = (body as { kind: string }).kind;
      return json(kind === 'webhook' ? { connection: HOOK, signingSecret: 'whsec_shown_once', error: null } : { connection: WP, signingSecret: null, error: null }, 201);
    }
    if (path === '/api/publishing/publish') {
      if (publishFailures-- > 0) return json({ publication: null, error: 'WordPress could not take the request (HTTP 503). Nothing was changed here; try again in a moment.' }, 502);
      return json({ publication: PUBLICATION, error: null });
    }
    return json({ error: 'No such endpoint' }, 404);
  });
  return { fetchMock, calls };
}

function renderWith(ui: React.ReactElement, subscriber: boolean) {
  const store = createAppStore({ getSupabase: () => Promise.reject(new Error('not used')), openWindow: () => {}, origin: window.location.origin }, preloaded(subscriber));
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ToastProvider>{ui}</ToastProvider>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
}

let server: ReturnType<typeof fakeServer>;
afterEach(() => vi.unstubAllGlobals());

describe('CMS Integration for a subscriber', () => {
  beforeEach(() => {
    server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetchMock);
  });

  it('Connect WordPress opens its form: a failed test says why, a passing one says so, saving shows the connection without its secret', async () => {
    const user = userEvent.setup();
    renderWith(<IntegrateScreen />, true);
    await user.click(await screen.findByRole('button', { name: 'Connect WordPress' }));
    const form = await screen.findByRole('dialog', { name: 'Connect WordPress' });
    await user.type(within(form).getByLabelText('Site address'), 'https://blog.test');
    await user.type(within(form).getByLabelText('Username'), 'editor');
    const password = within(form).getByLabelText('Application password');
    expect(password).toHaveAttribute('type', 'password');
    await user.type(password, 'wrong');
    await user.click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('WordPress refused the credentials (HTTP 401).');
    await user.clear(password);
    await user.type(password, 'right one');
    await user.click(within(form).getByRole('button', { name: 'Test connection' }));
    expect(await within(form).findByText('Signed in to WordPress at https://blog.test as Edith.')).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Save connection' }));
    await user.click(await within(form).findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Connect WordPress' })).toBeNull());
    const card = screen.getByRole('listitem', { name: 'WordPress' });
    expect(card).toHaveTextContent('Connected to https://blog.test · editor · ••••5678');
    expect(server.calls.find((c) => c.method === 'POST' && c.path === '/api/publishing/connections')?.body).toEqual({
      kind: 'wordpress',
      siteUrl: 'https://blog.test',
      username: 'editor',
      applicationPassword: 'right one',
    });
    // Typing a whole form keystroke by keystroke in jsdom takes a few seconds on a busy machine.
  }, 30_000);

  it('a Zapier webhook has no test before saving and shows its signing secret once', async () => {
    const user = userEvent.setup();
    renderWith(<IntegrateScreen />, true);
    await user.click(await screen.findByRole('button', { name: 'Connect Zapier' }));
    const form = await screen.findByRole('dialog', { name: 'Connect Zapier' });
    expect(within(form).queryByRole('button', { name: 'Test connection' })).toBeNull();
    await user.type(within(form).getByLabelText('Webhook URL'), 'https://hooks.test/1');
    await user.click(within(form).getByRole('button', { name: 'Save connection' }));
    expect(await within(form).findByLabelText('Signing secret')).toHaveTextContent('whsec_shown_once');
    await user.click(within(form).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByText('whsec_shown_once')).toBeNull());
  });

  it('the other cards are labelled Coming soon and open pricing', async () => {
    const user = userEvent.setup();
    renderWith(<IntegrateScreen />, true);
    const shopify = await screen.findByRole('listitem', { name: 'Shopify' });
    expect(shopify).toHaveTextContent('Coming soon');
    expect(screen.getByRole('listitem', { name: 'WordPress' })).not.toHaveTextContent('Coming soon');
    await user.click(within(shopify).getByRole('button', { name: 'Connect Shopify' }));
    expect(await screen.findByRole('dialog', { name: PRICING_DIALOG_TITLE })).toBeInTheDocument();
  });

  it('a free user keeps the placeholder: Connect WordPress opens pricing and nothing is asked of the server', async () => {
    const user = userEvent.setup();
    renderWith(<IntegrateScreen />, false);
    await user.click(await screen.findByRole('button', { name: 'Connect WordPress' }));
    expect(await screen.findByRole('dialog', { name: PRICING_DIALOG_TITLE })).toBeInTheDocument();
    expect(screen.queryByText('Coming soon')).toBeNull();
    expect(server.calls.filter((c) => c.path.startsWith('/api/publishing'))).toEqual([]);
  });
});

describe('an article’s Publish panel', () => {
  it('publishes as a draft; a failure shows the reason and Try again publishes the same way; the link is shown', async () => {
    server = fakeServer([WP, HOOK], 1);
    vi.stubGlobal('fetch', server.fetchMock);
    const user = userEvent.setup();
    renderWith(<PublishPanel articleId={ARTICLE_ID} />, true);
    const panel = await screen.findByRole('region', { name: 'Publish' });
    await waitFor(() => expect(within(panel).getByLabelText('Publish to')).toHaveValue('c1'));
    expect(within(panel).getByLabelText('As')).toHaveValue('draft');
    await user.click(within(panel).getByRole('button', { name: 'Publish' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('WordPress could not take the request (HTTP 503).');
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));
    expect(await within(panel).findByText('Sent to WordPress (draft).', { exact: false })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Open the post' })).toHaveAttribute('href', 'https://blog.test/?p=12');
    const sent = server.calls.filter((c) => c.path === '/api/publishing/publish').map((c) => c.body);
    expect(sent).toEqual([
      { articleId: ARTICLE_ID, connectionId: 'c1', status: 'draft' },
      { articleId: ARTICLE_ID, connectionId: 'c1', status: 'draft' },
    ]);
  });

  it('without connections it points to the CMS screen', async () => {
    server = fakeServer([]);
    vi.stubGlobal('fetch', server.fetchMock);
    renderWith(<PublishPanel articleId={ARTICLE_ID} />, true);
    expect(await screen.findByText('Connect WordPress, Ghost or a webhook on the CMS screen to publish this article.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open CMS Integration' })).toHaveAttribute('href', '/app/integrate');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
  });
});
