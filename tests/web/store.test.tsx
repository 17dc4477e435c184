// @vitest-environment node
// The store's thunks run against the real embedded server, so this file needs Node, not jsdom.
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { hasExhaustedRecord, isFreeTrialCompleted, selectFreeTrialCompleted, selectSomeCreditsExhausted } from '../../src/web/store/credits.slice';
import reducer, { displayNameOf, sessionChanged, signInStarted, type SessionChange } from '../../src/web/store/session.slice';
import { createAppStore, watchAuthChanges } from '../../src/web/store/store';
import { selectIsSubscriber, selectPlan } from '../../src/web/store/subscription.slice';
import { supabaseClient } from '../support/auth-helpers';
import { startTestServer, type TestServer } from '../support/test-server';

const user = { id: 'u1', email: 'grace@example.com', user_metadata: {} };
const change = (event: SessionChange['event'], withSession = true): SessionChange => ({
  event,
  session: withSession ? { access_token: `token-${event}`, expires_at: 123, user } : null,
});

describe('session reducer', () => {
  it('signs in on every event that carries a session', () => {
    for (const event of ['INITIAL_SESSION', 'SIGNED_IN', 'TOKEN_REFRESHED', 'USER_UPDATED', 'PASSWORD_RECOVERY', 'MFA_CHALLENGE_VERIFIED'] as const) {
      const state = reducer(undefined, sessionChanged(change(event)));
      expect(state).toMatchObject({ status: 'signedIn', lastEvent: event, accessToken: `token-${event}`, expiresAt: 123 });
      expect(state.user).toEqual({ id: 'u1', email: 'grace@example.com', displayName: 'grace' });
    }
  });

  it('is signed out after SIGNED_OUT or an INITIAL_SESSION without a session', () => {
    const signedIn = reducer(undefined, sessionChanged(change('SIGNED_IN')));
    expect(reducer(signedIn, sessionChanged(change('SIGNED_OUT', false)))).toMatchObject({ status: 'signedOut', user: null, accessToken: null });
    expect(reducer(undefined, sessionChanged(change('INITIAL_SESSION', false))).status).toBe('signedOut');
  });

  it('display name is full_name, else the e-mail before the at-sign', () => {
    expect(displayNameOf({ email: 'ada@example.com', user_metadata: { full_name: 'Ada Lovelace' } })).toBe('Ada Lovelace');
    expect(displayNameOf({ email: 'ada@example.com', user_metadata: { full_name: '  ' } })).toBe('ada');
    expect(displayNameOf({ email: 'ada@example.com', user_metadata: {} })).toBe('ada');
    // A name chosen in Settings (issue 17) comes first; the provider rewrites full_name at each sign-in.
    expect(displayNameOf({ email: 'ada@example.com', user_metadata: { full_name: 'Ada Lovelace', display_name: ' Ada L. ' } })).toBe('Ada L.');
    expect(displayNameOf({ email: 'ada@example.com', user_metadata: { full_name: 'Ada Lovelace', display_name: 7 } })).toBe('Ada Lovelace');
  });
});

describe('credits and subscription rules', () => {
  it('one credits read, two rules: some record ≤ 0 opens the dialog (§4), all ≤ 0 is the Free Trial Completed toast (§8)', () => {
    const state = (credits: number[]) => ({ credits: { loading: 'loaded' as const, credits, error: null } });
    // [0, 1] tells the rules apart: each assertion fails if its selector used the other rule.
    expect(selectSomeCreditsExhausted(state([0, 1]))).toBe(true);
    expect(selectFreeTrialCompleted(state([0, 1]))).toBe(false);
    expect(selectSomeCreditsExhausted(state([0, -2]))).toBe(true);
    expect(selectFreeTrialCompleted(state([0, -2]))).toBe(true);
    expect(hasExhaustedRecord([])).toBe(false);
    expect(hasExhaustedRecord([1, 2])).toBe(false);
  });

  it('the free trial is completed only when there are records and all have credits ≤ 0', () => {
    expect(isFreeTrialCompleted([])).toBe(false);
    expect(isFreeTrialCompleted([0, -1])).toBe(true);
    expect(isFreeTrialCompleted([0, 1])).toBe(false);
  });

  it('only status active makes a subscriber, and the plan comes from plan_id', () => {
    const state = (status: string | null, planId: string | null) => ({
      subscription: { loading: 'loaded' as const, status, planId, error: null },
    });
    expect(selectIsSubscriber(state('active', '684404'))).toBe(true);
    expect(selectPlan(state('active', '684404'))?.name).toBe('Growth');
    expect(selectIsSubscriber(state('cancelled', '684404'))).toBe(false);
    expect(selectPlan(state('past_due', '684399'))).toBeUndefined();
  });
});

describe('the store against the real embedded backend', () => {
  let server: TestServer;
  // Starting PGlite takes seconds, beyond the web project's default hook timeout.
  beforeAll(async () => {
    server = await startTestServer();
  }, 120_000);
  afterAll(async () => {
    await server?.stop();
  });

  function storeFor(client: SupabaseClient, openWindow = vi.fn()) {
    return { store: createAppStore({ getSupabase: async () => client, openWindow, origin: server.url }), openWindow };
  }

  it('follows the session from supabase-js and loads the user’s subscription and credits', async () => {
    const signIn = await server.signIn('store@example.com', 'Store Person');
    await server.db.query(`insert into public.user_subscriptions (user_id, status, plan_id) values ($1, 'active', '684406')`, [signIn.userId]);
    await server.db.query('insert into public.scraped_contents (user_id, url, credits) values ($1, $2, 0), ($1, $3, 0)', [
      signIn.userId,
      'https://one.test',
      'https://two.test',
    ]);
    const client = supabaseClient(server.url, server.auth.anonKey);
    await client.auth.setSession({ access_token: signIn.accessToken, refresh_token: signIn.refreshToken });
    const { store } = storeFor(client);

    const stop = await store.dispatch(watchAuthChanges());
    await vi.waitFor(() => expect(store.getState().credits.loading).toBe('loaded'));
    await vi.waitFor(() => expect(store.getState().subscription.loading).toBe('loaded'));
    const state = store.getState();
    expect(state.session.user).toEqual({ id: signIn.userId, email: 'store@example.com', displayName: 'Store Person' });
    expect(state.session.lastEvent).toBe('INITIAL_SESSION');
    expect(selectPlan(state)?.name).toBe('Ultimate');
    expect(state.credits.credits).toEqual([0, 0]);
    expect(selectFreeTrialCompleted(state)).toBe(true);

    await client.auth.updateUser({ data: { full_name: 'Renamed' } });
    await vi.waitFor(() => expect(store.getState().session.lastEvent).toBe('USER_UPDATED'));
    expect(store.getState().session.user?.displayName).toBe('Renamed');

    await client.auth.signOut();
    await vi.waitFor(() => expect(store.getState().session.status).toBe('signedOut'));
    expect(store.getState().subscription.status).toBeNull();
    expect(store.getState().credits.credits).toEqual([]);
    stop();
  });

  it('a user without records is neither a subscriber nor past the free trial', async () => {
    const signIn = await server.signIn('fresh@example.com');
    const client = supabaseClient(server.url, server.auth.anonKey);
    await client.auth.setSession({ access_token: signIn.accessToken, refresh_token: signIn.refreshToken });
    const { store } = storeFor(client);
    const stop = await store.dispatch(watchAuthChanges());
    await vi.waitFor(() => expect(store.getState().credits.loading).toBe('loaded'));
    await vi.waitFor(() => expect(store.getState().subscription.loading).toBe('loaded'));
    expect(selectIsSubscriber(store.getState())).toBe(false);
    expect(selectFreeTrialCompleted(store.getState())).toBe(false);
    stop();
  });

  it('Login opens the local provider page for a return to /app', async () => {
    const { store, openWindow } = storeFor(supabaseClient(server.url, server.auth.anonKey));
    await store.dispatch(signInStarted());
    const url = new URL(openWindow.mock.calls[0]![0] as string);
    expect(`${url.origin}${url.pathname}`).toBe(`${server.url}/auth/v1/authorize`);
    expect(url.searchParams.get('provider')).toBe('google');
    expect(url.searchParams.get('redirect_to')).toBe(`${server.url}/app`);
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('local development provider');
  });
});
