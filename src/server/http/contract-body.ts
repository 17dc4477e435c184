import type { Context } from 'hono';
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';

/**
 * Validates a JSON endpoint's request body with its contract schema (@hono/zod-validator), so the
 * handler reads typed data from `c.req.valid('json')`. Every refusal is 400 in the endpoint's own
 * shape: `empty` carries the contract's fields, `error` says what the body must be. A body that is
 * not declared `application/json` is refused the same way.
 */
export function contractBody<T extends z.ZodType>(schema: T, empty: object, error: string) {
  const refuse = (c: Context) => c.json({ ...empty, error }, 400);
  const validate = zValidator('json', schema, (result, c) => (result.success ? undefined : refuse(c)));
  // Hono's validator throws its own 400 on unparsable JSON instead of calling the hook; reading
  // the body first (Hono caches the text for the validator) answers that case in the contract too.
  const guarded: typeof validate = async (c, next) => {
    const parses = await c.req.json().then(
      () => true,
      () => false,
    );
    return parses ? validate(c, next) : refuse(c);
  };
  return guarded;
}
