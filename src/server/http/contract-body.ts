import type { Context } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';

/** What the schema found wrong, each with the path of the field it is about. */
export type BodyIssues = readonly { message: string; path: readonly PropertyKey[] }[];

/** A route's answer to a refused body; `issues` is null when the body is not JSON at all. */
export type RefuseBody = (c: Context, issues: BodyIssues | null) => Response | Promise<Response>;

/**
 * Validates a JSON request body with its schema (@hono/zod-validator), so the handler reads typed
 * data from `c.req.valid('json')`, and hands every refusal to the route's `refuse`. A body that is
 * not declared `application/json` is validated as `{}`, so it is refused like a wrong shape.
 */
export function jsonBody<T extends z.ZodType>(schema: T, refuse: RefuseBody) {
  const validate = zValidator('json', schema, (result, c) => (result.success ? undefined : refuse(c, result.error.issues)));
  // Hono's validator throws its own 400 on unparsable JSON instead of calling the hook; reading
  // the body first (Hono caches the text for the validator) lets the route answer that case too.
  const guarded: typeof validate = async (c, next) => {
    const parses = await c.req.json().then(
      () => true,
      () => false,
    );
    return parses ? validate(c, next) : refuse(c, null);
  };
  return guarded;
}

/**
 * The /api endpoints' body validator: every refusal is 400 in the endpoint's own shape, `empty`
 * carrying the contract's fields and `error` saying what the body must be.
 */
export function contractBody<T extends z.ZodType>(schema: T, empty: object, error: string) {
  return jsonBody(schema, (c) => c.json({ ...empty, error }, 400));
}
