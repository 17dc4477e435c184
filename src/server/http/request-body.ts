import type { Context, MiddlewareHandler } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';

/** What the schema found wrong, each with the path of the field it is about. */
type BodyIssues = readonly { message: string; path: readonly PropertyKey[] }[];

/**
 * A route's answer to a refused body. `issues` is null when the body could not be read at all;
 * `received` is what was read (for a form page that shows the visitor's input again).
 */
type RefuseBody = (c: Context, issues: BodyIssues | null, received: unknown) => Response | Promise<Response>;

const mediaType = (c: Context) => (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
/** The media types Hono's validator reads for each target; it validates any other body as `{}`. */
const JSON_TYPE = /^application\/([\w.-]+\+)?json$/;
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);

/**
 * Hono's validator throws its own 400 on a body it cannot parse instead of calling the hook;
 * reading such a body first (Hono caches it for the validator) lets the route answer that case too.
 */
function readFirst<M extends MiddlewareHandler>(read: (c: Context) => Promise<unknown> | null, validate: M, refuse: RefuseBody): M {
  const guarded: MiddlewareHandler = async (c, next) => {
    const readable = await (read(c) ?? Promise.resolve()).then(
      () => true,
      () => false,
    );
    return readable ? validate(c, next) : refuse(c, null, undefined);
  };
  // The same middleware with a read in front: its typed input (`c.req.valid(…)`) is the validator's.
  return guarded as M;
}

/**
 * Validates a JSON request body with its schema (@hono/zod-validator), so the handler reads typed
 * data from `c.req.valid('json')`, and hands every refusal to the route's `refuse`. A body that is
 * not declared `application/json` is validated as `{}`, so it is refused like a wrong shape.
 */
export function jsonBody<T extends z.ZodType>(schema: T, refuse: RefuseBody) {
  const validate = zValidator('json', schema, (result, c) => (result.success ? undefined : refuse(c, result.error.issues, result.data)));
  return readFirst((c) => (JSON_TYPE.test(mediaType(c)) ? c.req.json() : null), validate, refuse);
}

/** The same for an HTML form (urlencoded or multipart): `c.req.valid('form')`; other bodies are `{}`. */
export function formBody<T extends z.ZodType>(schema: T, refuse: RefuseBody) {
  const validate = zValidator('form', schema, (result, c) => (result.success ? undefined : refuse(c, result.error.issues, result.data)));
  return readFirst((c) => (FORM_TYPES.has(mediaType(c)) ? c.req.formData() : null), validate, refuse);
}

/**
 * The /api endpoints' body validator: every refusal is 400 in the endpoint's own shape, `empty`
 * carrying the contract's fields and `error` saying what the body must be.
 */
export function contractBody<T extends z.ZodType>(schema: T, empty: object, error: string) {
  return jsonBody(schema, (c) => c.json({ ...empty, error }, 400));
}

/**
 * The same for a route's path parameters (`c.req.valid('param')`): a refused parameter answers
 * 400 in the endpoint's own shape, like a refused body.
 */
export function contractParams<T extends z.ZodType>(schema: T, empty: object, error: string) {
  return zValidator('param', schema, (result, c) => (result.success ? undefined : c.json({ ...empty, error }, 400)));
}
