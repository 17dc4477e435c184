import { createSlice } from '@reduxjs/toolkit';
import { planById, type Plan } from '../../shared/plans';
import { tableReads } from '../services/supabase-client';
import { sessionChanged, type SessionState } from './session.slice';
import { createAppAsyncThunk, errorMessage } from './store-deps';

export interface SubscriptionState {
  loading: 'idle' | 'pending' | 'loaded' | 'failed';
  /** user_subscriptions.status; null when the user has no subscription row. */
  status: string | null;
  planId: string | null;
  error: string | null;
}

const initialState: SubscriptionState = { loading: 'idle', status: null, planId: null, error: null };

/** Spec §7: user_subscriptions, select status, plan_id, filtered by user_id. */
export const fetchSubscription = createAppAsyncThunk('subscription/fetch', async (userId: string, { extra, rejectWithValue }) => {
  try {
    const { data, error } = await tableReads.subscription(await extra.getSupabase(), userId);
    if (error) return rejectWithValue(error.message);
    const row = (data as { status: string | null; plan_id: string | null }[])[0];
    return { status: row?.status ?? null, planId: row?.plan_id ?? null };
  } catch (err) {
    return rejectWithValue(errorMessage(err));
  }
});

const subscriptionSlice = createSlice({
  name: 'subscription',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchSubscription.pending, (state) => {
        state.loading = 'pending';
        state.error = null;
      })
      .addCase(fetchSubscription.fulfilled, (state, action) => {
        Object.assign(state, { loading: 'loaded', status: action.payload.status, planId: action.payload.planId, error: null });
      })
      .addCase(fetchSubscription.rejected, (state, action) => {
        state.loading = 'failed';
        state.error = action.payload ?? action.error.message ?? 'Could not load the subscription';
      })
      .addCase(sessionChanged, (state, action) => (action.payload.session ? state : initialState));
  },
});

export default subscriptionSlice.reducer;

type SubscriptionRoot = { subscription: SubscriptionState };
/** Spec §4: status 'active' marks a subscriber. */
export const selectIsSubscriber = (s: SubscriptionRoot) => s.subscription.status === 'active';
/**
 * A signed-in user's subscription is still being read: a screen that differs for subscribers shows
 * neither version yet, so a subscriber never meets the free user's placeholder for a moment.
 */
export const selectSubscriptionDeciding = (s: SubscriptionRoot & { session: Pick<SessionState, 'status'> }) =>
  s.session.status === 'signedIn' && (s.subscription.loading === 'idle' || s.subscription.loading === 'pending');
/** The plan behind plan_id, for a subscriber; undefined otherwise. */
export const selectPlan = (s: SubscriptionRoot): Plan | undefined =>
  selectIsSubscriber(s) ? planById(s.subscription.planId) : undefined;
