import { z } from 'zod';

/**
 * Text Postgres cannot store, rejected at the edge so it answers 400 instead of failing deep in a
 * query: NUL (text and jsonb refuse it) and UTF-16 surrogates without their partner (not valid
 * Unicode, so no UTF-8 form exists). Everything else — emoji, RTL marks, combining marks — passes.
 */
export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired UTF-16 surrogates';

export function isSafeText(text: string): boolean {
  // A scan rather than a regex with lookbehind: this module ships to browsers that lack it.
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit === 0) return false;
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (!(next >= 0xdc00 && next <= 0xdfff)) return false;
      i++;
    } else if (unit >= 0xdc00 && unit <= 0xdfff) {
      return false;
    }
  }
  return true;
}

/** The same rule over a whole JSON value: every string in it, object keys included. */
export function hasOnlySafeText(value: unknown): boolean {
  if (typeof value === 'string') return isSafeText(value);
  if (Array.isArray(value)) return value.every(hasOnlySafeText);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).every(([key, item]) => isSafeText(key) && hasOnlySafeText(item));
  }
  return true;
}

/** `schema` (any string schema: z.string(), z.email(), z.uuid() …) that also refuses unsafe text. */
export function safeText<T extends z.ZodType<string>>(schema: T): T {
  return schema.refine(isSafeText, UNSAFE_TEXT_MESSAGE);
}

/** For free-form JSON (user metadata): every string and key inside must be safe text. */
export function safeJson<T extends z.ZodType>(schema: T): T {
  return schema.refine(hasOnlySafeText, UNSAFE_TEXT_MESSAGE);
}

/** true when a zod failure is (also) about unsafe text, which the Auth subset answers with 400. */
export function isUnsafeTextError(error: { issues: readonly { message: string }[] }): boolean {
  return error.issues.some((issue) => issue.message === UNSAFE_TEXT_MESSAGE);
}
