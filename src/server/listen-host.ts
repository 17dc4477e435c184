import ipaddr from 'ipaddr.js';

/** Embedded mode's default: its local sign-in and checkout trust whoever can reach them. */
export const EMBEDDED_DEFAULT_HOST = '127.0.0.1';

/** true for addresses that only this machine can reach (127.0.0.0/8, ::1, `localhost`). */
export function isLoopbackHost(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (bare.toLowerCase() === 'localhost') return true;
  if (!ipaddr.isValid(bare)) return false;
  return ipaddr.process(bare).range() === 'loopback';
}

export type ListenDecision =
  | { ok: true; host: string | undefined; exposesEmbedded: boolean }
  | { ok: false; error: string };

/**
 * Where the server listens. Supabase mode keeps Node's default (every interface) unless HOST says
 * otherwise; embedded mode stays on loopback unless EMBEDDED_ALLOW_REMOTE opts in, because anyone
 * who reaches it can sign in as anyone and activate a plan.
 */
export function decideListenHost(mode: 'embedded' | 'supabase', host: string | undefined, allowRemote: boolean): ListenDecision {
  if (mode === 'supabase') return { ok: true, host, exposesEmbedded: false };
  if (host === undefined) return { ok: true, host: EMBEDDED_DEFAULT_HOST, exposesEmbedded: false };
  if (isLoopbackHost(host)) return { ok: true, host, exposesEmbedded: false };
  if (!allowRemote) {
    return {
      ok: false,
      error:
        `HOST=${host} would expose embedded mode beyond this machine. Its local sign-in accepts any e-mail ` +
        'without a password and its local checkout activates plans: they are not for a network. Use a ' +
        'loopback HOST (the default is 127.0.0.1), configure Supabase mode, or set EMBEDDED_ALLOW_REMOTE=true ' +
        'if every machine that can reach this address is yours.',
    };
  }
  return { ok: true, host, exposesEmbedded: true };
}

export const EMBEDDED_REMOTE_WARNING =
  'WARNING: embedded mode is listening beyond loopback (EMBEDDED_ALLOW_REMOTE=true). Its local sign-in ' +
  '(any e-mail, no password) and local checkout are not for the internet: anyone who reaches this ' +
  'address can sign in as any user and activate a plan.';
