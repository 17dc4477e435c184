/**
 * What a model's text means before anyone parses it: reasoning to strip, a refusal to recognise,
 * and where a continuation of a cut-off answer joins the part already received. Pure functions.
 */

/**
 * Reasoning models (DeepSeek R1, Qwen QwQ, …) put their thinking in <think>…</think> before the
 * answer. Some servers drop the opening tag, so text before a lone closing tag is reasoning too; an
 * opening tag never closed means the answer never started.
 */
export function stripReasoning(text: string): string {
  let out = text.replace(/<(think|thinking|reasoning)>[\s\S]*?<\/\1>/gi, '');
  const lone = /<\/(think|thinking|reasoning)>/i.exec(out);
  if (lone) out = out.slice(lone.index + lone[0].length);
  const open = /<(think|thinking|reasoning)>/i.exec(out);
  if (open) out = out.slice(0, open.index);
  return out.trim();
}

const REFUSAL_OPENINGS = [
  /^(i['’]m|i am) sorry,? (but )?(i|we) (can['’]?not|can['’]t|won['’]t|am unable to|am not able to)\b/i,
  /^(sorry|unfortunately),? (but )?(i|we) (can['’]?not|can['’]t|won['’]t|am unable to)\b/i,
  /^i (can['’]?not|can['’]t|won['’]t|am unable to|am not able to) (help|assist|comply|provide|write|create|do that|fulfil|fulfill)\b/i,
  /^as an ai( language model)?,? i (can['’]?not|can['’]t|am unable to)\b/i,
];
/** A refusal is short; a long answer that happens to contain "I can't" is an answer. */
const REFUSAL_MAX_CHARS = 600;

export function looksLikeRefusal(text: string): boolean {
  const t = text.trim().replace(/^["'`*_]+/, '');
  if (t.length === 0 || t.length > REFUSAL_MAX_CHARS) return false;
  return REFUSAL_OPENINGS.some((re) => re.test(t));
}

/**
 * Joins a continuation to what came before. Models asked to "continue" often repeat the last few
 * words first; the longest such overlap (up to 300 characters) is dropped.
 */
export function joinContinuation(before: string, after: string): string {
  const max = Math.min(300, before.length, after.length);
  for (let k = max; k >= 8; k--) {
    if (before.endsWith(after.slice(0, k))) return before + after.slice(k);
  }
  const trimmed = after.replace(/^\s+/, '');
  // A cut in the middle of a word continues without a space; after whitespace or a newline, as sent.
  return before + (/\s$/.test(before) ? trimmed : after);
}

/**
 * Seconds or an HTTP date in Retry-After, or milliseconds in retry-after-ms (OpenAI sends it).
 * null when the server gave neither or nonsense.
 */
export function retryAfterMs(headers: { get(name: string): string | null } | undefined, now = Date.now()): number | null {
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const raw = headers?.get('retry-after')?.trim();
  if (!raw) return null;
  if (/^\d+(\.\d+)?$/.test(raw)) return Number.parseFloat(raw) * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}
