import { z } from 'zod';

/**
 * What the browser learns from the server at run time, so one build serves both backend modes.
 * The server embeds it in every HTML page as <script type="application/json" id="runtime-config">
 * and also answers it at GET /api/config.
 */
export const runtimeConfigSchema = z.object({
  mode: z.enum(['embedded', 'supabase']),
  /** Empty in embedded mode: the browser then uses its own origin. */
  supabaseUrl: z.string(),
  supabaseAnonKey: z.string().min(1),
  generationApiUrl: z.string(),
  supportEmail: z.string(),
  /** Hosted checkout link per plan (absolute, or relative to this origin for the local checkout); null = not configured. */
  checkoutLinks: z.object({ Starter: z.string(), Beginner: z.string(), Growth: z.string(), Ultimate: z.string() }).nullable(),
  /** The checkout provider's origin: the only one whose checkout:complete messages are accepted. */
  checkoutOrigin: z.string(),
});

export type RuntimeConfig = z.infer<typeof runtimeConfigSchema>;

export { RUNTIME_CONFIG_ELEMENT_ID, RUNTIME_CONFIG_PLACEHOLDER } from './runtime-config-element';
