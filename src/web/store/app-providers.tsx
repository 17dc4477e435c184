import type { ReactNode } from 'react';

/** Pass-through until the store lands: the auth engineer puts the Redux provider here. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
