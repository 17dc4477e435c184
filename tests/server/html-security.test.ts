import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from '../../src/server/http/security-headers';
import { CSP_NONCE_TOKEN } from '../../src/server/http/spa.routes';
import { EXAMPLE_SOURCES } from '../../src/server/examples/example-sources';
import { startTestServer, type TestServer } from '../support/test-server';
import { rawRequest } from '../support/raw-http';

// Issue 13: the SPA fallback pasted the decoded request path into the canonical link and og:url
// (reflected XSS), and no Content-Security-Policy stood in the way.

/** The CSP header as directive → sources. */
function policyOf(header: string | null): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name, sources);
  }
  return policy;
}

/** Inline scripts a browser would run (not JSON or JSON-LD data blocks), with their nonce attribute. */
function inlineScripts(html: string): { nonce: string | null }[] {
  return [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1]!)
    .filter((attrs) => !/\bsrc=/.test(attrs) && !/\btype="application\/(ld\+)?json"/.test(attrs))
    .map((attrs) => ({ nonce: /\bnonce="([^"]*)"/.exec(attrs)?.[1] ?? null }));
}

const XSS_PATH = '/app/%22%3E%3Cscript%3Ewindow.__xss=1%3C/script%3E';

describe('server-made HTML', () => {
  let server: TestServer;
  let staticDir: string;

  beforeAll(async () => {
    // The real page template, plus a prerendered landing with an inline loader marked as scripts/prerender.ts marks it.
    staticDir = await mkdtemp(path.join(tmpdir(), 'rankscribe-static-'));
    const template = await readFile(path.resolve(import.meta.dirname, '../../index.html'), 'utf8');
    await mkdir(path.join(staticDir, 'prerendered'));
    await writeFile(path.join(staticDir, 'index.html'), template);
    await writeFile(path.join(staticDir, 'prerendered/contact.html'), template);
    await writeFile(
      path.join(staticDir, 'prerendered/index.html'),
      template.replace('</head>', `<script nonce="${CSP_NONCE_TOKEN}">window.__loader = 1;</script></head>`),
    );
    server = await startTestServer({ env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await server?.stop();
    await rm(staticDir, { recursive: true, force: true });
  });

  const canonicalOf = (html: string) => ({
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    ogUrl: /<meta property="og:url" content="([^"]*)"/.exec(html)?.[1],
  });

  it('does not reflect the request path: no injected markup, canonical and og:url from PUBLIC_URL and the app route', async () => {
    const res = await fetch(`${server.url}${XSS_PATH}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain('__xss');
    expect(canonicalOf(html)).toEqual({ canonical: `${server.config.publicUrl}/app`, ogUrl: `${server.config.publicUrl}/app` });

    // The same path sent unencoded, as a raw client can.
    const raw = await rawRequest(`${server.url}/app/"><script>window.__xss=1</script>`);
    expect(raw.body).not.toContain('__xss');
    expect(raw.body).not.toContain('"><script>');
  });

  it('names known routes canonically, whatever the Host header or trailing slash', async () => {
    const spoofed = await rawRequest(`${server.url}/app/articles/`, { headers: { Host: 'evil.example' } });
    expect(canonicalOf(spoofed.body)).toEqual({ canonical: `${server.config.publicUrl}/app/articles`, ogUrl: `${server.config.publicUrl}/app/articles` });
    expect(spoofed.body).not.toContain('evil.example');
    expect(canonicalOf(await (await fetch(`${server.url}/contact/`)).text()).canonical).toBe(`${server.config.publicUrl}/contact`);
    expect(canonicalOf(await (await fetch(`${server.url}/`)).text()).canonical).toBe(`${server.config.publicUrl}/`);
  });

  it('sends a strict Content-Security-Policy on every HTML page, whose nonce is the one on its inline scripts', async () => {
    const { accessToken } = await server.signIn('csp@example.com');
    const checkoutPage = () =>
      fetch(`${server.url}/checkout/local/growth`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', Origin: server.url },
        body: new URLSearchParams({ access_token: accessToken }),
      });
    const pages: [string, () => Promise<Response>][] = [
      ...['/', '/contact', '/app', '/app/articles', XSS_PATH, '/nowhere/at/all'].map((p) => [p, () => fetch(`${server.url}${p}`)] as [string, () => Promise<Response>]),
      ['sign-in page', () => fetch(`${server.url}/auth/v1/authorize?provider=google`)],
      ['sign-in error page', () => fetch(`${server.url}/auth/v1/authorize?provider=google&redirect_to=https%3A%2F%2Fevil.example%2F`)],
      ['local checkout (no session)', () => fetch(`${server.url}/checkout/local/growth`)],
      ['local checkout', checkoutPage],
      ['example article', () => fetch(`${server.url}/examples/${EXAMPLE_SOURCES[0]!.slug}`)],
      ['sample site', () => fetch(`${server.url}/sample-site/`)],
      ['sample site 404', () => fetch(`${server.url}/sample-site/missing`)],
    ];
    const nonces = new Set<string>();
    for (const [name, load] of pages) {
      const res = await load();
      expect(res.headers.get('content-type'), name).toMatch(/^text\/html/);
      const policy = policyOf(res.headers.get('content-security-policy'));
      expect(policy.get('default-src'), name).toEqual(["'self'"]);
      const scriptSrc = policy.get('script-src') ?? [];
      expect(scriptSrc, name).toContain("'self'");
      expect(scriptSrc.filter((s) => !s.startsWith("'nonce-")), name).toEqual(["'self'"]);
      const nonce = /^'nonce-([A-Za-z0-9+/=]{16,})'$/.exec(scriptSrc.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
      expect(nonce, name).toBeDefined();
      nonces.add(nonce!);
      expect(policy.get('object-src'), name).toEqual(["'none'"]);
      expect(policy.get('base-uri'), name).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors'), name).toEqual(["'self'"]);
      expect(policy.get('frame-src'), name).toContain('https://*.lemonsqueezy.com');
      // With no-referrer a browser would send `Origin: null` on the page's own forms, which are then refused.
      expect(res.headers.get('referrer-policy'), name).toBe('same-origin');
      for (const script of inlineScripts(await res.text())) expect(script.nonce, name).toBe(nonce);
    }
    expect(nonces.size, 'a fresh nonce per response').toBe(pages.length);

    const landing = await (await fetch(`${server.url}/`)).text();
    expect(inlineScripts(landing)).toHaveLength(1);
    expect(landing).not.toContain(CSP_NONCE_TOKEN);
  });
});

describe('the Content-Security-Policy in Supabase mode', () => {
  it('lets the page reach the Supabase project (HTTPS and realtime) and a separate generation service, nothing else', async () => {
    const app = new Hono()
      .use(securityHeaders({ supabaseUrl: 'https://proj.supabase.co', generationApiUrl: 'https://gen.example.com/api', checkoutOrigin: 'https://app.lemonsqueezy.com' }))
      .get('/', (c) => c.html('<!doctype html><title>x</title>'));
    const policy = policyOf((await app.request('/')).headers.get('content-security-policy'));
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://proj.supabase.co', 'wss://proj.supabase.co', 'https://gen.example.com']);
  });
});
