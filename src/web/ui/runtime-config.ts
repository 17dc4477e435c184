import { useSyncExternalStore } from 'react';

/**
 * Same value as RUNTIME_CONFIG_ELEMENT_ID in src/shared/runtime-config (a test keeps them equal).
 * Importing that module would pull its zod schema into the static pages' chunk.
 */
export const RUNTIME_CONFIG_ID = 'runtime-config';

/** The support address from a runtime-config JSON text, or null when it holds none. */
export function parseSupportEmail(json: string): string | null {
  try {
    const value: unknown = JSON.parse(json);
    if (typeof value !== 'object' || value === null) return null;
    const email = (value as { supportEmail?: unknown }).supportEmail;
    return typeof email === 'string' && email.length > 0 ? email : null;
  } catch {
    return null;
  }
}

let fetched: string | null = null;
const listeners = new Set<() => void>();

function readSupportEmail(): string | null {
  const element = document.getElementById(RUNTIME_CONFIG_ID);
  return element ? parseSupportEmail(element.textContent ?? '') : fetched;
}

// Under `npm run dev` Vite serves index.html without the embedded config; /api/config answers it.
function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!document.getElementById(RUNTIME_CONFIG_ID) && fetched === null && listeners.size === 1) {
    fetch('/api/config')
      .then((response) => (response.ok ? response.text() : ''))
      .then((text) => {
        fetched = parseSupportEmail(text);
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
