import { useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { getSupabaseClient } from '../services/supabase-client';
import { createAppStore, watchAuthChanges, type AppStore } from './store';

function browserStore(): AppStore {
  return createAppStore({
    getSupabase: getSupabaseClient,
    openWindow: (url) => window.open(url, '_blank', 'noopener'),
    origin: window.location.origin,
  });
}

/** The app shell's Redux store, kept in step with supabase-js's session for as long as it is mounted. */
export function AppProviders({ children, store: given }: { children: ReactNode; store?: AppStore }) {
  const [store] = useState(() => given ?? browserStore());
  useEffect(() => {
    const watching = store.dispatch(watchAuthChanges());
    return () => {
      void watching.then((stop) => stop()).catch(() => undefined);
    };
  }, [store]);
  return <Provider store={store}>{children}</Provider>;
}
