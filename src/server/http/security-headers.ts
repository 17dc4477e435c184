import { NONCE, secureHeaders } from 'hono/secure-headers';

/** What the pages may reach besides their own origin. */
export interface CspSources {
  /** Supabase mode: the project the browser talks to (HTTPS and its realtime WebSocket). */
  supabaseUrl: string | null;
  /** A separately deployed generation service; '' = this server. */
  generationApiUrl: string;
  /** The hosted checkout's origin (CHECKOUT_ORIGIN), whose overlay may be framed. */
  checkoutOrigin: string;
}

/** Lemon Squeezy serves each store's checkout overlay from a subdomain of its own. */
export const LEMON_SQUEEZY_FRAMES = 'https://*.lemonsqueezy.com';

function originsOf(url: string): string[] {
  if (!url) return [];
  const { origin, protocol, host } = new URL(url);
  const socket = protocol === 'https:' ? `wss://${host}` : `ws://${host}`;
  return [origin, socket];
}

/**
 * Hono's secure headers with a strict Content-Security-Policy: scripts only from this origin or
 * with the response's nonce (c.get('secureHeadersNonce'), put on the few inline scripts), so a
 * script injected into a page does not run. Styles allow inline: styled-components writes <style>
 * elements at run time; styles cannot run script. Images may come from any web site: articles
 * show the analysed site's own images where they are (often plain http on a local site in embedded
 * mode), and an image cannot run script. The policy is on every response; only documents use it.
 */
export function securityHeaders(sources: CspSources) {
  const connect = [...new Set([...originsOf(sources.supabaseUrl ?? ''), ...(sources.generationApiUrl ? [new URL(sources.generationApiUrl).origin] : [])])];
  return secureHeaders({
    crossOriginEmbedderPolicy: false,
    // Not Hono's no-referrer: under it a browser sends `Origin: null` even with a same-origin form,
    // and the sign-in and checkout forms are accepted only with their own Origin.
    referrerPolicy: 'same-origin',
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", NONCE],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'https:', 'http:'],
      connectSrc: ["'self'", ...connect],
      frameSrc: ["'self'", LEMON_SQUEEZY_FRAMES, ...(sources.checkoutOrigin ? [sources.checkoutOrigin] : [])],
      frameAncestors: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
    },
  });
}
