import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The app's last word on a thrown error: a Hono HTTPException keeps its status, anything else is
 * a logged 500. Either way `{ error: string }`, never a stack trace.
 */
export function errorResponse(c: Context, err: unknown, log: (msg: string, err: unknown) => void) {
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ error: err.message || 'Request failed' }, status);
  }
  log(`Unhandled error on ${c.req.method} ${c.req.path}`, err);
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}
