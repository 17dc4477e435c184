import { createAsyncThunk } from '@reduxjs/toolkit';
import type { SupabaseClient } from '@supabase/supabase-js';

/** What thunks reach the outside world through (the thunk extra argument): swapped in tests. */
export interface StoreDeps {
  getSupabase: () => Promise<SupabaseClient>;
  /** Opens the provider's sign-in page in a new tab. */
  openWindow: (url: string) => void;
  /** This page's origin, for the sign-in return address. */
  origin: string;
}

export const createAppAsyncThunk = createAsyncThunk.withTypes<{ extra: StoreDeps; rejectValue: string }>();

export const errorMessage = (err: unknown) => (err instanceof Error ? err.message : String(err));
