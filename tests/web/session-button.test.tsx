import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SessionButton } from '../../src/web/features/shell/session-button';
import { AppProviders } from '../../src/web/store/app-providers';
import { createAppStore } from '../../src/web/store/store';
import { ToastProvider } from '../../src/web/ui';
import { renderAt } from './render';

interface FakeOptions {
  session?: Session | null;
  initError?: Error;
  oauthError?: Error;
  signOutError?: Error;
}

const SIGN_IN_URL = 'http://127.0.0.1:3000/auth/v1/authorize?provider=google&redirect_to=http%3A%2F%2F127.0.0.1%3A3000%2Fapp';

/**
 * supabase-js at the edge of the app: the part of its auth API the shell uses, behaving as the
 * library does (INITIAL_SESSION on subscribe, SIGNED_OUT after a successful signOut).
 */
function fakeSupabase(opts: FakeOptions = {}) {
  let listener: ((event: AuthChangeEvent, session: Session | null) => void) | undefined;
  const rows = { data: [], error: null };
  const query = { select: () => query, eq: () => query, then: (resolve: (v: typeof rows) => unknown) => Promise.resolve(rows).then(resolve) };
  const client = {
    auth: {
      onAuthStateChange(fn: (event: AuthChangeEvent, session: Session | null) => void) {
        listener = fn;
        queueMicrotask(() => fn('INITIAL_SESSION', opts.session ?? null));
        return { data: { subscription: { unsubscribe: () => (listener = undefined) } } };
      },
      initialize: async () => ({ error: opts.initError ?? null }),
      signInWithOAuth: async () =>
        opts.oauthError ? { data: { url: null }, error: opts.oauthError } : { data: { provider: 'google', url: SIGN_IN_URL }, error: null },
      signOut: async () => {
        if (opts.signOutError) return { error: opts.signOutError };
        listener?.('SIGNED_OUT', null);
        return { error: null };
      },
    },
    from: () => query,
  };
  // Only the members above are used by the shell; the cast stands in for the whole client type.
  return client as unknown as SupabaseClient;
}

const session = {
  access_token: 'at',
  refresh_token: 'rt',
  expires_in: 3600,
  expires_at: 2_000_000_000,
  token_type: 'bearer',
  user: { id: 'u1', email: 'ada@example.com', user_metadata: { full_name: 'Ada' }, app_metadata: {}, aud: 'authenticated', created_at: '' },
} as Session;

function renderButton(opts: FakeOptions = {}) {
  const openWindow = vi.fn();
  const supabase = fakeSupabase(opts);
  const store = createAppStore({ getSupabase: async () => supabase, openWindow, origin: 'http://127.0.0.1:3000' });
  renderAt(
    <AppProviders store={store}>
      <ToastProvider>
        <SessionButton />
      </ToastProvider>
    </AppProviders>,
    '/app',
  );
  return { openWindow, store };
}

describe('SessionButton', () => {
  it('offers Login when signed out and opens the provider sign-in in a new tab', async () => {
    const { openWindow } = renderButton();
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(openWindow).toHaveBeenCalledWith(SIGN_IN_URL);
  });

  it('toasts the sign-in error when the provider URL cannot be made', async () => {
    renderButton({ oauthError: new Error('boom') });
    await userEvent.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Error signing in')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
  });

  it('toasts the sign-in error when the provider sent the browser back with one', async () => {
    renderButton({ initError: new Error('access_denied') });
    expect(await screen.findByText('Error signing in')).toBeInTheDocument();
  });

  it('offers Logout when signed in; logging out toasts success and shows Login again', async () => {
    renderButton({ session });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Login' })).toBeInTheDocument();
  });

  it('toasts the logout error and stays signed in when signing out fails', async () => {
    renderButton({ session, signOutError: new Error('network') });
    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Error logging out')).toBeInTheDocument();
    expect(screen.getByText('Please try again')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
