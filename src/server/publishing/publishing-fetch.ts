import { fetch as undiciFetch, type Agent } from 'undici';
import type { HttpFetch } from './http';

/**
 * The fetch every publisher gets in production: undici's fetch over the SSRF-safe agent
 * (createSafeAgent: the address policy is checked on every connection, redirect hops included),
 * with a timeout per request. Redirects are not followed unless asked for: a CMS that redirects a
 * POST would otherwise receive a GET.
 */
export function safeHttpFetch(agent: Agent, timeoutMs: number): HttpFetch {
  return async (url, init = {}) => {
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    // undici's fetch takes the same WHATWG RequestInit and returns the same Response as the DOM
    // lib's, but its TypeScript types are declared separately (and add `dispatcher`).
    const options = { ...init, redirect: init.redirect ?? 'manual', signal, dispatcher: agent } as Parameters<typeof undiciFetch>[1];
    return (await undiciFetch(url, options)) as unknown as Response;
  };
}
