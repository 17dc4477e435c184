import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_JSON_BODY_BYTES } from '../../shared/contracts/api';

/**
 * Caps a JSON endpoint's request body before anything reads it, answering 413 in the endpoint's
 * own contract shape (`empty` carries its fields, or says them per request where one mount serves
 * several endpoints) so the browser can always parse the answer.
 */
export function jsonBodyLimit(empty: object | ((c: Context) => object), maxSize = MAX_JSON_BODY_BYTES) {
  return bodyLimit({
    maxSize,
    onError: (c) => c.json({ ...(typeof empty === 'function' ? empty(c) : empty), error: 'The request body is too large.' }, 413),
  });
}
