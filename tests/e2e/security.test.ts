import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser';

// Issue 13: a link to /app/"><script>…</script> ran script in the app's origin (the path was pasted
// into the canonical link), with no Content-Security-Policy to stop it.
describe('reflected markup in the address', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  async function configuredPublicUrl(): Promise<string> {
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    const url = /^Sitemap: (\S+)\/sitemap\.xml$/m.exec(robots)?.[1];
    if (!url) throw new Error(`robots.txt names no sitemap:\n${robots}`);
    return url;
  }

  it('runs no script from the path, and the canonical link is the configured one', async () => {
    const { context, page } = await openPage(browser());
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.goto(`${baseUrl}/app/${encodeURIComponent('"><script>window.__xss=1;alert(1)</script>')}`);
    await page.getByRole('button', { name: /Login|Logout/ }).first().waitFor();

    await expect(page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
    expect(dialogs).toEqual([]);
    const publicUrl = await configuredPublicUrl();
    await expect(page.locator('link[rel="canonical"]').getAttribute('href')).resolves.toBe(`${publicUrl}/app`);
    await expect(page.locator('meta[property="og:url"]').getAttribute('content')).resolves.toBe(`${publicUrl}/app`);
    await expect(page.locator('script:not([src]):not([type])').count()).resolves.toBe(0);
    await context.close();
  });

  it("the landing's inline loader carries the response's nonce, and the page's scripts run", async () => {
    const res = await fetch(`${baseUrl}/`);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeDefined();
    const inline = [...(await res.text()).matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype=)([^>]*)>/g)].map((m) => m[1]);
    expect(inline).toEqual([` nonce="${nonce}"`]);

    const { context, page } = await openPage(browser());
    await page.goto(`${baseUrl}/`);
    // The loader adds the landing's entry after the first paint; had the policy blocked it, none would appear.
    await page.waitForFunction(() => document.querySelectorAll('script[type="module"][src^="/assets/"]').length > 0);
    await context.close();
  });
});
