import type { z } from 'zod';

export type FetchLike = typeof fetch;

export class ProviderError extends Error {
  override name = 'ProviderError';
}

/** One JSON call to a research API, validated; any failure is a ProviderError naming the API. */
export async function fetchJson<T>(
  fetchFn: FetchLike,
  label: string,
  url: string,
  init: RequestInit,
  schema: z.ZodType<T>,
): Promise<T> {
  let res: Response;
  try {
    res = await fetchFn(url, init);
  } catch (err) {
    throw new ProviderError(`${label} could not be reached: ${err instanceof Error ? err.message : String(err)}`);
  }
  if (!res.ok) {
    await res.body?.cancel();
    throw new ProviderError(`${label} answered HTTP ${res.status}`);
  }
  const parsed = schema.safeParse(await res.json().catch(() => undefined));
  if (!parsed.success) throw new ProviderError(`${label} answered in an unexpected shape`);
  return parsed.data;
}
