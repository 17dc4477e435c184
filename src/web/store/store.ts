import {
  combineReducers,
  configureStore,
  createListenerMiddleware,
  type ThunkAction,
  type ThunkDispatch,
  type UnknownAction,
} from '@reduxjs/toolkit';
import credits, { fetchCredits } from './credits.slice';
import session, { sessionChanged, signInFailed, toSessionChange } from './session.slice';
import subscription, { fetchSubscription, selectIsSubscriber } from './subscription.slice';
import quota, { fetchQuota } from './quota.slice';
import type { StoreDeps } from './store-deps';

const rootReducer = combineReducers({ session, subscription, credits, quota });
export type RootState = ReturnType<typeof rootReducer>;

/** One store per app shell; `deps` are the edges (supabase client, window) so tests can swap them. */
export function createAppStore(deps: StoreDeps, preloadedState?: Partial<RootState>) {
  const listener = createListenerMiddleware<RootState, ThunkDispatch<RootState, StoreDeps, UnknownAction>, StoreDeps>({ extra: deps });

  // A different user signed in (or the page opened with one): load what belongs to them.
  listener.startListening({
    predicate: (action, current, previous) =>
      sessionChanged.match(action) && !!current.session.user && current.session.user.id !== previous.session.user?.id,
    effect: async (_action, api) => {
      // Leave supabase-js's auth callback before querying through the same client (its docs' advice).
      await api.delay(0);
      const userId = api.getState().session.user?.id;
      if (!userId) return;
      await Promise.all([api.dispatch(fetchSubscription(userId)), api.dispatch(fetchCredits(userId))]);
    },
  });

  // A subscriber's quota line (issue 17): read once their subscription is known.
  listener.startListening({
    actionCreator: fetchSubscription.fulfilled,
    effect: async (_action, api) => {
      if (selectIsSubscriber(api.getState())) await api.dispatch(fetchQuota());
    },
  });

  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault({ thunk: { extraArgument: deps } }).prepend(listener.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppThunk<R = void> = ThunkAction<R, RootState, StoreDeps, UnknownAction>;

/**
 * Feeds supabase-js's auth events into the store (spec §4's seven events all arrive through
 * onAuthStateChange, INITIAL_SESSION first). Resolves to the unsubscribe function.
 */
export const watchAuthChanges = (): AppThunk<Promise<() => void>> => async (dispatch, _getState, deps) => {
  const supabase = await deps.getSupabase();
  const { data } = supabase.auth.onAuthStateChange((event, authSession) => {
    dispatch(sessionChanged(toSessionChange(event, authSession)));
  });
  // Resolves with the error when the provider came back with one in the URL.
  const { error } = await supabase.auth.initialize();
  if (error) dispatch(signInFailed());
  return () => data.subscription.unsubscribe();
};
