import { z } from 'zod';

/**
 * Text Postgres cannot store, rejected at the edge so it answers 400 instead of failing deep in a
 * query: NUL (text and jsonb refuse it) and UTF-16 surrogates without their partner (not valid
 * Unicode, so no UTF-8 form exists). Everything else — emoji, RTL marks, combining marks — passes.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export const UNSAFE_TEXT_MESSAGE = 'Text must not contain NUL characters or unpaired UTF-16 surrogates';

export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && !LONE_SURROGATE.test(text);
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
export function isUnsafeTextError(error: z.ZodError): boolean {
  return error.issues.some((issue) => issue.message === UNSAFE_TEXT_MESSAGE);
}
