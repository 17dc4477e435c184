import { RUNTIME_CONFIG_ELEMENT_ID } from '../shared/runtime-config-element';

/**
 * The one place the browser reads the runtime config from, without validating it (no zod here,
 * so the static pages can use it): the JSON the server embedded in this page, else GET /api/config
 * (under `npm run dev`, where Vite serves the HTML). `config.ts` validates it for the app.
 */
export function embeddedRuntimeConfigJson(doc: Document = document): unknown {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

export function hasEmbeddedRuntimeConfig(doc: Document = document): boolean {
  return doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID) !== null;
}

export async function fetchRuntimeConfigJson(): Promise<unknown> {
  const res = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /api/config answered ${res.status}`);
  return (await res.json()) as unknown;
}
