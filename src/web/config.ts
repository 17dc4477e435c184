import './zod-jitless';
import { RUNTIME_CONFIG_ELEMENT_ID, runtimeConfigSchema, type RuntimeConfig } from '../shared/runtime-config';

/** The config the server embedded in the page, or null (e.g. under `npm run dev`, where Vite serves the HTML). */
export function readEmbeddedRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const text = doc.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = runtimeConfigSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const res = await fetch('/api/config', { headers: { Accept: 'application/json' } });
  if (!res.ok) throw new Error(`GET /api/config answered ${res.status}`);
  return runtimeConfigSchema.parse(await res.json());
}

let loading: Promise<RuntimeConfig> | undefined;

/** The runtime config, read once: embedded in the page, else from GET /api/config. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= Promise.resolve(readEmbeddedRuntimeConfig() ?? fetchRuntimeConfig()).catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}
