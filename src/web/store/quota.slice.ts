import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ArticleQuota } from '../../shared/contracts/articles';
import { createArticlesClient } from '../services/articles-client';
import { sessionChanged } from './session.slice';
import { createAppAsyncThunk, errorMessage } from './store-deps';

/** A subscriber's articles left this billing period (GET /api/quota), for the shell's quota line. */
export interface QuotaState {
  quota: ArticleQuota | null;
  error: string | null;
}

const initialState: QuotaState = { quota: null, error: null };

export const fetchQuota = createAppAsyncThunk('quota/fetch', async (_: void, { getState, rejectWithValue }) => {
  const token = (getState() as { session: { accessToken: string | null } }).session.accessToken;
  if (!token) return null;
  try {
    return await createArticlesClient().quota(token);
  } catch (err) {
    return rejectWithValue(errorMessage(err));
  }
});

const quotaSlice = createSlice({
  name: 'quota',
  initialState,
  reducers: {
    /** Your Articles read the quota with the list. */
    quotaLoaded: (state, action: PayloadAction<ArticleQuota | null>) => {
      state.quota = action.payload;
      state.error = null;
    },
    /** An article was saved; a subscriber's `creditsRemaining` is the quota left this period. */
    articleSaved: (state, action: PayloadAction<{ creditsRemaining: number }>) => {
      if (!state.quota) return;
      state.quota.remaining = Math.max(0, action.payload.creditsRemaining);
      state.quota.used = Math.max(0, state.quota.limit - state.quota.remaining);
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchQuota.fulfilled, (state, action) => {
        state.quota = action.payload;
        state.error = null;
      })
      .addCase(fetchQuota.rejected, (state, action) => {
        state.error = action.payload ?? action.error.message ?? 'Could not load the quota';
      })
      .addCase(sessionChanged, (state, action) => (action.payload.session ? state : initialState));
  },
});

export const { quotaLoaded, articleSaved } = quotaSlice.actions;
export default quotaSlice.reducer;

type QuotaRoot = { quota: QuotaState };
export const selectQuota = (s: QuotaRoot) => s.quota.quota;
