import { useSyncExternalStore } from 'react';
import { embeddedRuntimeConfigJson, fetchRuntimeConfigJson, hasEmbeddedRuntimeConfig } from '../runtime-config-source';

/** The support address of a runtime config (validated JSON or not), or null when it holds none. */
export function supportEmailOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null) return null;
  const email = (value as { supportEmail?: unknown }).supportEmail;
  return typeof email === 'string' && email.length > 0 ? email : null;
}

let fetched: string | null = null;
const listeners = new Set<() => void>();

function readSupportEmail(): string | null {
  return hasEmbeddedRuntimeConfig() ? supportEmailOf(embeddedRuntimeConfigJson()) : fetched;
}

// Under `npm run dev` Vite serves index.html without the embedded config; /api/config answers it.
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!hasEmbeddedRuntimeConfig() && fetched === null && listeners.size === 1) {
    fetchRuntimeConfigJson()
      .then((json) => {
        fetched = supportEmailOf(json);
        if (fetched) listeners.forEach((l) => l());
      })
      .catch(() => undefined);
  }
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The support e-mail from the runtime configuration. Null while unknown, and always null during
 * the build-time prerender, so hydration matches before the real address is filled in.
 */
export function useSupportEmail(): string | null {
  return useSyncExternalStore(subscribe, readSupportEmail, () => null);
}
