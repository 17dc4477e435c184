import './zod-jitless';
import { runtimeConfigSchema, type RuntimeConfig } from '../shared/runtime-config';
import { embeddedRuntimeConfigJson, fetchRuntimeConfigJson } from './runtime-config-source';

/** The config the server embedded in the page, or null (e.g. under `npm run dev`, where Vite serves the HTML). */
export function readEmbeddedRuntimeConfig(doc: Document = document): RuntimeConfig | null {
  const parsed = runtimeConfigSchema.safeParse(embeddedRuntimeConfigJson(doc));
  return parsed.success ? parsed.data : null;
}

let loading: Promise<RuntimeConfig> | undefined;

/** The runtime config, read once: embedded in the page, else from GET /api/config. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  loading ??= Promise.resolve(readEmbeddedRuntimeConfig() ?? fetchRuntimeConfigJson().then((json) => runtimeConfigSchema.parse(json))).catch(
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}
