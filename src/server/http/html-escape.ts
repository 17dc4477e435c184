import { escapeToBuffer, type StringBuffer } from 'hono/utils/html';

/**
 * Hono's own HTML escaping, for values placed into a document read from disk: the `html` tagged
 * template needs its markup as a literal, which a built page is not.
 */
export function escapeHtml(text: string): string {
  const buffer: StringBuffer = [''];
  escapeToBuffer(text, buffer);
  return buffer[0] as string;
}
