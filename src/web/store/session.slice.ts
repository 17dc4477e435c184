import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { nameFromMetadata } from '../../shared/user-name';
import { createAppAsyncThunk, errorMessage } from './store-deps';

export interface SessionUser {
  id: string;
  email: string | null;
  displayName: string;
}

export interface SessionState {
  /** unknown until supabase-js reports INITIAL_SESSION. */
  status: 'unknown' | 'signedIn' | 'signedOut';
  user: SessionUser | null;
  accessToken: string | null;
  expiresAt: number | null;
  lastEvent: AuthChangeEvent | null;
  /** The provider sent the browser back with an error (spec §8: sign-in failure). */
  signInFailed: boolean;
}

const initialState: SessionState = {
  status: 'unknown',
  user: null,
  accessToken: null,
  expiresAt: null,
  lastEvent: null,
  signInFailed: false,
};

/**
 * Spec §3: full_name, else the e-mail before the at-sign; a subscriber's name chosen in Settings
 * (display_name, issue 17) comes before both.
 */
export function displayNameOf(user: Pick<User, 'email' | 'user_metadata'>): string {
  return nameFromMetadata(user.user_metadata) || ((user.email ?? '').split('@')[0] ?? '');
}

export interface SessionChange {
  event: AuthChangeEvent;
  session: Pick<Session, 'access_token' | 'expires_at'> & { user: Pick<User, 'id' | 'email' | 'user_metadata'> } | null;
}

/** The serialisable part of a supabase-js auth event. */
export function toSessionChange(event: AuthChangeEvent, session: Session | null): SessionChange {
  return {
    event,
    session: session && {
      access_token: session.access_token,
      expires_at: session.expires_at,
      user: { id: session.user.id, email: session.user.email, user_metadata: session.user.user_metadata },
    },
  };
}

const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    /**
     * Every auth event of spec §4 (INITIAL_SESSION, SIGNED_IN, SIGNED_OUT, TOKEN_REFRESHED,
     * USER_UPDATED, PASSWORD_RECOVERY, MFA_CHALLENGE_VERIFIED) lands here: the event's session,
     * or its absence, is the truth.
     */
    sessionChanged(state, action: PayloadAction<SessionChange>) {
      const { event, session } = action.payload;
      state.lastEvent = event;
      if (event === 'SIGNED_OUT' || !session) {
        Object.assign(state, { status: 'signedOut', user: null, accessToken: null, expiresAt: null });
        return;
      }
      state.status = 'signedIn';
      state.signInFailed = false;
      state.accessToken = session.access_token;
      state.expiresAt = session.expires_at ?? null;
      state.user = { id: session.user.id, email: session.user.email ?? null, displayName: displayNameOf(session.user) };
    },
    signInFailed(state) {
      state.signInFailed = true;
    },
    signInFailureShown(state) {
      state.signInFailed = false;
    },
  },
});

export const { sessionChanged, signInFailed, signInFailureShown } = sessionSlice.actions;
export default sessionSlice.reducer;

/** Opens the provider's sign-in in a new tab; it returns to /app, and this tab hears of it from supabase-js. */
export const signInStarted = createAppAsyncThunk('session/signInStarted', async (_: void, { extra, rejectWithValue }) => {
  try {
    const supabase = await extra.getSupabase();
    const { data, error } = await supabase.auth.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: `${extra.origin}/app`, skipBrowserRedirect: true },
    });
    if (error || !data.url) return rejectWithValue(error?.message ?? 'No sign-in address');
    extra.openWindow(data.url);
    return data.url;
  } catch (err) {
    return rejectWithValue(errorMessage(err));
  }
});

export const signOutRequested = createAppAsyncThunk('session/signOutRequested', async (_: void, { extra, rejectWithValue }) => {
  try {
    const supabase = await extra.getSupabase();
    const { error } = await supabase.auth.signOut();
    if (error) return rejectWithValue(error.message);
  } catch (err) {
    return rejectWithValue(errorMessage(err));
  }
});

type SessionRoot = { session: SessionState };
export const selectSession = (s: SessionRoot) => s.session;
