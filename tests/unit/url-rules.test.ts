import { describe, expect, it } from 'vitest';
import { MAX_URL_LENGTH } from '../../src/shared/contracts/api';
import {
  BLOCKED_DOMAIN_MESSAGE,
  CREDENTIALS_IN_URL_MESSAGE,
  EMPTY_URL_MESSAGE,
  INVALID_URL_MESSAGE,
  UNSUPPORTED_SCHEME_MESSAGE,
  URL_TOO_LONG_MESSAGE,
  normalizeSiteUrl,
  validateSiteUrlForServer,
} from '../../src/shared/url-rules';

describe('normalizeSiteUrl (spec §5)', () => {
  it('uses the spec messages word for word', () => {
    expect(BLOCKED_DOMAIN_MESSAGE).toBe('This domain cannot be analyzed. Please enter your own website URL.');
    expect(INVALID_URL_MESSAGE).toBe('Please enter a valid URL');
  });

  it('trims and prepends https:// when there is no http(s) scheme', () => {
    expect(normalizeSiteUrl('  example.com  ')).toEqual({ ok: true, url: 'https://example.com/' });
    expect(normalizeSiteUrl('http://example.com/shop')).toEqual({ ok: true, url: 'http://example.com/shop' });
    expect(normalizeSiteUrl('HTTPS://Example.com')).toEqual({ ok: true, url: 'https://example.com/' });
    expect(normalizeSiteUrl('localhost:3000/sample-site/')).toEqual({ ok: true, url: 'https://localhost:3000/sample-site/' });
  });

  it('refuses an empty value', () => {
    expect(normalizeSiteUrl('   ')).toEqual({ ok: false, error: EMPTY_URL_MESSAGE });
  });

  it.each([
    'google.com',
    'www.facebook.com/mypage',
    'https://instagram.com/me',
    'twitter.com',
    'en.wikipedia.org/wiki/SEO',
    'youtube.com',
    'www.linkedin.com/in/me',
    'old.reddit.com',
    'tiktok.com/@me',
    'smile.amazon.co.uk',
    'github.com/me',
    'mygoogleshop.com',
  ])('refuses the platform domain %s', (input) => {
    expect(normalizeSiteUrl(input)).toEqual({ ok: false, error: BLOCKED_DOMAIN_MESSAGE });
  });

  it('accepts ordinary business sites', () => {
    expect(normalizeSiteUrl('harborandpine.example').ok).toBe(true);
    expect(normalizeSiteUrl('www.bakery.example/menu').ok).toBe(true);
  });

  it.each(['hello world', 'https://', 'http://exa mple.com', 'https://[::1'])('refuses unparseable %s', (input) => {
    expect(normalizeSiteUrl(input)).toEqual({ ok: false, error: INVALID_URL_MESSAGE });
  });
});

describe('validateSiteUrlForServer', () => {
  it.each(['ftp://example.com/', 'javascript:alert(1)', 'file:///etc/passwd', 'data:text/html,hi', 'mailto:me@example.com', 'gopher://x.example'])(
    'refuses the non-http(s) scheme in %s',
    (input) => {
      expect(validateSiteUrlForServer(input)).toEqual({ ok: false, error: UNSUPPORTED_SCHEME_MESSAGE });
    },
  );

  it('refuses credentials in the URL', () => {
    expect(validateSiteUrlForServer('https://user:secret@example.com/')).toEqual({ ok: false, error: CREDENTIALS_IN_URL_MESSAGE });
    expect(validateSiteUrlForServer('user@example.com')).toEqual({ ok: false, error: CREDENTIALS_IN_URL_MESSAGE });
  });

  it('refuses over-long URLs and accepts one at the limit', () => {
    const base = 'https://example.com/';
    expect(validateSiteUrlForServer(base + 'a'.repeat(MAX_URL_LENGTH))).toEqual({ ok: false, error: URL_TOO_LONG_MESSAGE });
    expect(validateSiteUrlForServer(base + 'a'.repeat(MAX_URL_LENGTH - base.length)).ok).toBe(true);
  });

  it('keeps the browser rules and drops the fragment', () => {
    expect(validateSiteUrlForServer('github.com')).toEqual({ ok: false, error: BLOCKED_DOMAIN_MESSAGE });
    expect(validateSiteUrlForServer('example.com/about#team')).toEqual({ ok: true, url: 'https://example.com/about' });
    expect(validateSiteUrlForServer('localhost:3000/sample-site/')).toEqual({ ok: true, url: 'https://localhost:3000/sample-site/' });
  });
});
