import { createSlice } from '@reduxjs/toolkit';
import { tableReads } from '../services/supabase-client';
import { sessionChanged } from './session.slice';
import { createAppAsyncThunk, errorMessage } from './store-deps';

export interface CreditsState {
  loading: 'idle' | 'pending' | 'loaded' | 'failed';
  /** credits of each of the user's scraped_contents records. */
  credits: number[];
  error: string | null;
}

const initialState: CreditsState = { loading: 'idle', credits: [], error: null };

/** Spec §8: the free trial is completed when the user has records and every one has credits ≤ 0 (the toast). */
export function isFreeTrialCompleted(credits: readonly number[]): boolean {
  return credits.length > 0 && credits.every((c) => c <= 0);
}

/** Spec §4: some record has credits ≤ 0 (the subscription dialog opens on load). */
export function hasExhaustedRecord(credits: readonly number[]): boolean {
  return credits.some((c) => c <= 0);
}

/** Spec §7: scraped_contents, select credits, filtered by user_id. */
export const fetchCredits = createAppAsyncThunk('credits/fetch', async (userId: string, { extra, rejectWithValue }) => {
  try {
    const { data, error } = await tableReads.credits(await extra.getSupabase(), userId);
    if (error) return rejectWithValue(error.message);
    return (data as { credits: number }[]).map((r) => r.credits);
  } catch (err) {
    return rejectWithValue(errorMessage(err));
  }
});

const creditsSlice = createSlice({
  name: 'credits',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(fetchCredits.pending, (state) => {
        state.loading = 'pending';
        state.error = null;
      })
      .addCase(fetchCredits.fulfilled, (state, action) => {
        Object.assign(state, { loading: 'loaded', credits: action.payload, error: null });
      })
      .addCase(fetchCredits.rejected, (state, action) => {
        state.loading = 'failed';
        state.error = action.payload ?? action.error.message ?? 'Could not load credits';
      })
      .addCase(sessionChanged, (state, action) => (action.payload.session ? state : initialState));
  },
});

export default creditsSlice.reducer;

type CreditsRoot = { credits: CreditsState };
/** The two rules over the one credits read: §4's dialog on load and §8's 'Free Trial Completed'. */
export const selectSomeCreditsExhausted = (s: CreditsRoot) => hasExhaustedRecord(s.credits.credits);
export const selectFreeTrialCompleted = (s: CreditsRoot) => isFreeTrialCompleted(s.credits.credits);
