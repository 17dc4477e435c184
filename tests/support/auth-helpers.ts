import { createClient, type SupabaseClient, type WebSocketLikeConstructor } from '@supabase/supabase-js';
import ws from 'ws';

/**
 * The real supabase-js client as the browser creates it, for Node: Node has no WebSocket for the
 * realtime client, and timers for auto-refresh would outlive a test.
 */
export function supabaseClient(url: string, anonKey: string): SupabaseClient {
  return createClient(url, anonKey, {
    auth: { autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
    // ws's constructor types are stricter than realtime-js's structural WebSocketLike; it is the same API at run time.
    realtime: { transport: ws as unknown as WebSocketLikeConstructor },
  });
}

export interface RedirectTokens {
  access_token: string;
  refresh_token: string;
  expires_in: string;
  expires_at: string;
  token_type: string;
}

/**
 * Signs in the way a person does in the browser, over plain HTTP: opens the provider URL that
 * supabase-js built, checks the local sign-in page, submits its form and reads the session from
 * the redirect's fragment.
 */
export async function signInThroughLocalPage(
  client: SupabaseClient,
  baseUrl: string,
  person: { email: string; name?: string },
): Promise<{ redirect: URL; tokens: RedirectTokens; page: string }> {
  const { data, error } = await client.auth.signInWithOAuth({
    provider: 'google',
    options: { redirectTo: `${baseUrl}/app`, skipBrowserRedirect: true },
  });
  if (error || !data.url) throw error ?? new Error('no provider URL');
  const pageRes = await fetch(data.url);
  const page = await pageRes.text();
  if (pageRes.status !== 200) throw new Error(`sign-in page answered ${pageRes.status}: ${page}`);
  const form = new URLSearchParams({
    provider: 'google',
    redirect_to: new URL(data.url).searchParams.get('redirect_to') ?? '',
    name: person.name ?? '',
    email: person.email,
  });
  const res = await fetch(`${baseUrl}/auth/v1/authorize`, {
    method: 'POST',
    body: form,
    headers: { Origin: baseUrl },
    redirect: 'manual',
  });
  const location = res.headers.get('location');
  if (res.status !== 303 || !location) throw new Error(`sign-in answered ${res.status}: ${await res.text()}`);
  const redirect = new URL(location);
  const hash = new URLSearchParams(redirect.hash.slice(1));
  const tokens = Object.fromEntries(hash) as unknown as RedirectTokens;
  return { redirect, tokens, page };
}
