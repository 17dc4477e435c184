import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { SettingsScreen } from '../../src/web/features/settings';
import { getSupabaseClient } from '../../src/web/services/supabase-client';
import { createAppStore, type RootState } from '../../src/web/store/store';
import { theme, ToastProvider } from '../../src/web/ui';
import { embedRuntimeConfigForEachTest } from './runtime-config-fixture';

const USER_ID = '0b7c4c54-2f0e-4a8e-9d57-5a8c2c1e0f01';

interface Row {
  email_notifications: boolean;
  campaign_alerts: boolean;
}

/**
 * The Supabase project at the edge, as supabase-js meets it in embedded mode (this origin's
 * /auth/v1 and /rest/v1): the user's metadata and their user_settings row, and every call recorded.
 */
const project = {
  metadata: {} as Record<string, unknown>,
  row: null as Row | null,
  refuseUpsert: false,
  calls: [] as { method: string; path: string; prefer: string | null; body: unknown }[],
};

const userObject = () => ({
  id: USER_ID,
  aud: 'authenticated',
  role: 'authenticated',
  email: 'ada@example.com',
  app_metadata: { provider: 'google' },
  user_metadata: project.metadata,
  identities: [],
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  last_sign_in_at: '2026-11-01T00:00:00Z',
  is_anonymous: false,
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function answer(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  const method = init?.method ?? 'GET';
  const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : null;
  project.calls.push({ method, path: `${url.pathname}${url.search}`, prefer: new Headers(init?.headers).get('prefer'), body });
  if (url.pathname === '/auth/v1/user' && method === 'PUT') {
    const data = (body as { data: Record<string, unknown> }).data;
    project.metadata = Object.fromEntries(Object.entries({ ...project.metadata, ...data }).filter(([, v]) => v !== null));
    return json(userObject());
  }
  if (url.pathname === '/auth/v1/user' && method === 'GET') return json(userObject());
  if (url.pathname === '/rest/v1/user_settings' && method === 'GET') return json(project.row ? [project.row] : []);
  if (url.pathname === '/rest/v1/user_settings' && method === 'POST') {
    if (project.refuseUpsert) {
      return json({ code: '42501', message: 'new row violates row-level security policy for table "user_settings"', details: null, hint: null }, 403);
    }
    const { email_notifications, campaign_alerts } = body as Row;
    project.row = { email_notifications, campaign_alerts };
    return new Response(null, { status: 201 });
  }
  return json({ message: 'not found' }, 404);
}

function preloaded(who: 'subscriber' | 'free' | 'deciding' | 'visitor'): Partial<RootState> {
  const signedIn = who !== 'visitor';
  return {
    session: signedIn
      ? { status: 'signedIn', user: { id: USER_ID, email: 'ada@example.com', displayName: 'Ada' }, accessToken: 'token-1', expiresAt: null, lastEvent: 'SIGNED_IN', signInFailed: false }
      : { status: 'signedOut', user: null, accessToken: null, expiresAt: null, lastEvent: 'INITIAL_SESSION', signInFailed: false },
    subscription: {
      loading: who === 'deciding' ? 'pending' : 'loaded',
      status: who === 'subscriber' ? 'active' : null,
      planId: who === 'subscriber' ? '684404' : null,
      error: null,
    },
  };
}

function renderScreen(who: Parameters<typeof preloaded>[0]) {
  const store = createAppStore({ getSupabase: getSupabaseClient, openWindow: () => {}, origin: window.location.origin }, preloaded(who));
  return render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ToastProvider>
            <SettingsScreen />
          </ToastProvider>
        </MemoryRouter>
      </ThemeProvider>
    </Provider>,
  );
}

embedRuntimeConfigForEachTest();

// supabase-js takes the global fetch when the app's one client is created, so the stub stays for the file.
beforeAll(() => vi.stubGlobal('fetch', vi.fn(answer)));
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => {
  Object.assign(project, { metadata: { full_name: 'Ada Google', display_name: 'Ada L.' }, row: { email_notifications: true, campaign_alerts: true }, refuseUpsert: false, calls: [] });
  // A signed-in browser: the session supabase-js stored (sb-<host>-auth-token), valid for an hour.
  const now = Math.floor(Date.now() / 1000);
  window.localStorage.setItem(
    `sb-${window.location.hostname.split('.')[0]}-auth-token`,
    JSON.stringify({ access_token: 'token-1', refresh_token: 'refresh-1', token_type: 'bearer', expires_in: 3600, expires_at: now + 3600, user: userObject() }),
  );
});

describe('Settings for a subscriber', () => {
  it('loads the name and toggles, saves both through Auth and REST, and shows them again after a reload', async () => {
    const user = userEvent.setup();
    const first = renderScreen('subscriber');
    const name = await screen.findByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Ada L.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    expect(screen.getByLabelText('API Key')).toHaveAttribute('readonly');
    const alerts = screen.getByRole('switch', { name: 'Campaign Alerts' });
    expect(alerts).toBeChecked();

    await user.clear(name);
    await user.type(name, 'Ada Lovelace');
    await user.click(alerts);
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Settings saved')).toBeInTheDocument();
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    const writes = project.calls.filter((c) => c.method !== 'GET');
    expect(writes).toHaveLength(2);
    expect(writes).toContainEqual(expect.objectContaining({ method: 'PUT', path: '/auth/v1/user', body: expect.objectContaining({ data: { display_name: 'Ada Lovelace' } }) }));
    expect(writes).toContainEqual({
      method: 'POST',
      path: '/rest/v1/user_settings?on_conflict=user_id',
      prefer: expect.stringContaining('resolution=merge-duplicates'),
      body: { user_id: USER_ID, email_notifications: true, campaign_alerts: false },
    });
    expect(project.metadata).toEqual({ full_name: 'Ada Google', display_name: 'Ada Lovelace' });

    first.unmount();
    renderScreen('subscriber');
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace'));
    expect(screen.getByRole('switch', { name: 'Campaign Alerts' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
  });

  it('an empty name deletes the chosen one, so the provider’s name shows again', async () => {
    const user = userEvent.setup();
    renderScreen('subscriber');
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(screen.getByRole('status', { name: 'Notifications' })).findByText('Settings saved')).toBeInTheDocument();
    expect(project.calls).toContainEqual(expect.objectContaining({ method: 'PUT', body: expect.objectContaining({ data: { display_name: null } }) }));
    expect(project.metadata).toEqual({ full_name: 'Ada Google' });
  });

  it('a refused save says so, keeps the edits, and the next Save Changes saves them', async () => {
    const user = userEvent.setup();
    project.refuseUpsert = true;
    renderScreen('subscriber');
    await user.click(await screen.findByRole('switch', { name: 'Email Notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const toasts = screen.getByRole('status', { name: 'Notifications' });
    expect(await within(toasts).findByText('Settings not saved')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('new row violates row-level security policy for table "user_settings"');
    expect(screen.getByRole('switch', { name: 'Email Notifications' })).not.toBeChecked();
    expect(project.row).toEqual({ email_notifications: true, campaign_alerts: true });

    project.refuseUpsert = false;
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await within(toasts).findByText('Settings saved')).toBeInTheDocument();
    expect(project.row).toEqual({ email_notifications: false, campaign_alerts: true });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('Settings while the subscription is read', () => {
  it('shows neither the placeholder nor the subscriber’s form', () => {
    renderScreen('deciding');
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    expect(screen.getByText('Loading your settings…')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
    expect(project.calls).toEqual([]);
  });
});

describe('Settings for free users and visitors: the spec placeholder', () => {
  for (const who of ['free', 'visitor'] as const) {
    it(`${who}: unconnected inputs, toggles on, 'Save Changes' opens pricing and calls nothing`, async () => {
      const user = userEvent.setup();
      renderScreen(who);
      const name = screen.getByLabelText('Name');
      expect(name).toHaveValue('');
      await user.type(name, 'Ada');
      expect(screen.getByLabelText('Email')).not.toHaveAttribute('readonly');
      expect(screen.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
      expect(screen.getByRole('switch', { name: 'Campaign Alerts' })).toBeChecked();
      expect(screen.getByLabelText('API Key')).toHaveAttribute('placeholder', 'Available with a subscription');
      await user.click(screen.getByRole('button', { name: 'Save Changes' }));
      expect(await screen.findByRole('dialog', { name: 'Choose Your Plan' })).toBeInTheDocument();
      expect(project.calls).toEqual([]);
    });
  }
});
