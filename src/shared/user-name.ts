/** The user's name from Supabase Auth user metadata (no zod here: the app shell imports it). */

const metadataText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The name in user metadata: the one chosen in Settings (`display_name`), else the provider's
 * `full_name` (spec §3), else ''. The chosen name has its own key because providers write
 * `full_name` again at every sign-in.
 */
export function nameFromMetadata(metadata: Record<string, unknown> | undefined): string {
  return metadataText(metadata?.display_name) || metadataText(metadata?.full_name);
}
