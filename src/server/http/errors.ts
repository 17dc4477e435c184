import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * One error shape for every /api answer that is not a success: `{ error: string }` plus whatever
 * contract fields the route adds (e.g. `success: false`). Never a stack trace.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export function errorResponse(c: Context, err: unknown, log: (msg: string, err: unknown) => void) {
  if (err instanceof ApiError) {
    return c.json({ ...err.body, error: err.message }, err.status);
  }
  if (err instanceof HTTPException) {
    const status = err.status as ContentfulStatusCode;
    return c.json({ error: err.message || 'Request failed' }, status);
  }
  log(`Unhandled error on ${c.req.method} ${c.req.path}`, err);
  return c.json({ error: 'Something went wrong on our side. Please try again.' }, 500);
}
