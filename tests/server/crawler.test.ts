import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressPolicy, systemResolver } from '../../src/server/analysis/address-policy';
import { crawlSite, isListingView, pageKey, scopeOf } from '../../src/server/analysis/crawler';
import { createSafeFetcher } from '../../src/server/analysis/safe-fetch';
import { startFixtureSite, staticSite, type FixtureSite } from '../support/fixture-sites';

const fetcher = createSafeFetcher({
  userAgent: 'RankScribeBot/1.0 (+http://localhost)',
  policy: addressPolicy(true),
  resolver: systemResolver,
  connectTimeoutMs: 1000,
  totalTimeoutMs: 2000,
  maxBodyBytes: 256 * 1024,
  maxRedirects: 5,
});
const options = { maxExtraPages: 10, concurrency: 3 };
let business: FixtureSite;
let blog: FixtureSite;
let mover: FixtureSite;
let hanging: FixtureSite;

beforeAll(async () => {
  business = await startFixtureSite(staticSite('business'));
  blog = await startFixtureSite(staticSite('blog'));
  mover = await startFixtureSite((req, res) => {
    if (req.url === '/old') res.writeHead(301, { location: `${business.origin}/` }).end();
    else res.writeHead(404).end();
  });
  hanging = await startFixtureSite(() => {});
});
afterAll(async () => {
  await fetcher.close();
  await Promise.all([business, blog, mover, hanging].map((s) => s.close()));
});

const paths = (urls: string[], origin: string) => urls.map((u) => u.slice(origin.length)).sort();

describe('crawlSite', () => {
  it('reads the start page and the linked pages, obeying robots.txt and skipping non-pages and other sites', async () => {
    const result = await crawlSite(`${business.origin}/`, fetcher, options);
    expect(paths(result.pages.map((p) => p.url), business.origin)).toEqual(['/', '/about.html', '/contact.html', '/services.html']);
    expect(business.requests).not.toContain('/private/secret.html');
    expect(business.requests).not.toContain('/price-list.pdf');
    expect(result.skipped).toContainEqual({ url: `${business.origin}/private/secret.html`, reason: expect.stringContaining('robots.txt') });
    expect(business.requests.filter((r) => r === '/services.html')).toHaveLength(1);
  });

  it('finds pages through the sitemap named in robots.txt, staying on the site', async () => {
    const result = await crawlSite(`${blog.origin}/`, fetcher, options);
    expect(paths(result.pages.map((p) => p.url), blog.origin)).toEqual([
      '/',
      '/posts/first-bikepacking-trip.html',
      '/posts/touring-bike-gear.html',
      '/posts/wild-camping-scotland.html',
    ]);
    expect(result.pages.filter((p) => p.isArticle)).toHaveLength(3);
  });

  it('stops at the page limit', async () => {
    const result = await crawlSite(`${blog.origin}/`, fetcher, { maxExtraPages: 1, concurrency: 2 });
    expect(result.pages).toHaveLength(2);
  });

  it('follows a redirecting start page and crawls where it lands', async () => {
    const result = await crawlSite(`${mover.origin}/old`, fetcher, options);
    expect(result.startUrl).toBe(`${business.origin}/`);
    expect(result.pages[0]!.title).toBe('Brightwater Plumbing | Emergency Plumbers in Leeds');
  });

  it('refuses a start page that robots.txt disallows, as a final error, without fetching it', async () => {
    const before = business.requests.length;
    await expect(crawlSite(`${business.origin}/private/secret.html`, fetcher, options)).rejects.toMatchObject({
      kind: 'robots-disallowed',
      retryable: false,
    });
    expect(business.requests.slice(before)).toEqual(['/private/robots.txt', '/robots.txt']);
  });

  it('fails with the start page error when the site never answers', async () => {
    await expect(crawlSite(`${hanging.origin}/`, fetcher, options)).rejects.toMatchObject({ kind: 'timeout', retryable: true });
  });
});

describe('scope and page keys', () => {
  it('keeps a crawl under a path prefix when the start URL has one', () => {
    expect(scopeOf('http://localhost:3000/sample-site/')).toEqual({ origin: 'http://localhost:3000', pathPrefix: '/sample-site/' });
    expect(scopeOf('https://shop.example/about')).toEqual({ origin: 'https://shop.example', pathPrefix: '/' });
  });

  it('treats index.html and fragments as the same page', () => {
    expect(pageKey('https://shop.example/blog/index.html#top')).toBe('https://shop.example/blog/');
  });
});

describe('crawl budget', () => {
  it('starts no new pages once the budget is spent and analyses what it has', async () => {
    const result = await crawlSite(`${blog.origin}/`, fetcher, { maxExtraPages: 10, concurrency: 1, budgetMs: 0 });
    expect(result.pages.map((p) => p.url)).toEqual([`${blog.origin}/`]);
  });
});

describe('crawl order', () => {
  it('reads the small print last: with room for two pages, the services and about pages, not privacy and terms', async () => {
    const page = (body: string) => `<!doctype html><html><head><title>Page</title></head><body>${body}</body></html>`;
    const site = await startFixtureSite((req, res) => {
      if (req.url === '/') {
        res.writeHead(200, { 'content-type': 'text/html' }).end(page('<a href="/privacy-policy/">Privacy</a><a href="/terms/">Terms</a><a href="/services/">Services</a><a href="/about/">About</a>'));
      } else if (['/privacy-policy/', '/terms/', '/services/', '/about/'].includes(req.url ?? '')) {
        res.writeHead(200, { 'content-type': 'text/html' }).end(page(`<h1>${req.url}</h1><p>Text of this page.</p>`));
      } else res.writeHead(404).end();
    });
    try {
      const result = await crawlSite(`${site.origin}/`, fetcher, { maxExtraPages: 2, concurrency: 1 });
      expect(paths(result.pages.map((p) => p.url), site.origin)).toEqual(['/', '/about/', '/services/']);
    } finally {
      await site.close();
    }
  });
});

describe('a site answering at another address than its canonical one', () => {
  it('reads the pages it links at its canonical address, and its sitemap’s, at the address that answered; the FAQ and prices before its posts', async () => {
    const canonical = 'https://www.pest-fixture.test';
    const page = (path: string, body: string) => `<!doctype html><html><head><title>Page</title><link rel="canonical" href="${canonical}${path}"></head><body>${body}</body></html>`;
    const sitemap = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${['/possums-in-the-roof/', '/termite-baits/', '/faq/', '/pricing/'].map((p) => `<url><loc>${canonical}${p}</loc></url>`).join('')}</urlset>`;
    const site = await startFixtureSite((req, res) => {
      if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(page('/', `<a href="${canonical}/termite-inspections/">Termite inspections</a><a href="https://other-site.test/">Partner</a>`));
      else if (req.url === '/sitemap.xml') res.writeHead(200, { 'content-type': 'application/xml' }).end(sitemap);
      else if (['/termite-inspections/', '/possums-in-the-roof/', '/termite-baits/', '/faq/', '/pricing/'].includes(req.url ?? '')) res.writeHead(200, { 'content-type': 'text/html' }).end(page(req.url!, `<h1>${req.url}</h1><p>Text of this page.</p>`));
      else res.writeHead(404).end();
    });
    try {
      const result = await crawlSite(`${site.origin}/`, fetcher, { maxExtraPages: 3, concurrency: 1 });
      expect(paths(result.pages.map((p) => p.url), site.origin)).toEqual(['/', '/faq/', '/possums-in-the-roof/', '/pricing/']);
      expect(result.pages.every((p) => p.url.startsWith(site.origin))).toBe(true);
    } finally {
      await site.close();
    }
  });
});

describe('crawl order, with room for a few pages', () => {
  it('reads the blog’s index before the services, and the team, reviews and contact pages after them', async () => {
    const page = (body: string) => `<!doctype html><html><head><title>Page</title></head><body>${body}</body></html>`;
    const paths = ['/team/', '/reviews/', '/contact/', '/mot/', '/servicing/', '/blog/'];
    const site = await startFixtureSite((req, res) => {
      if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(page(paths.map((p) => `<a href="${p}">${p}</a>`).join('')));
      else if (paths.includes(req.url ?? '')) res.writeHead(200, { 'content-type': 'text/html' }).end(page(`<h1>${req.url}</h1><p>Text of this page.</p>`));
      else res.writeHead(404).end();
    });
    try {
      const result = await crawlSite(`${site.origin}/`, fetcher, { maxExtraPages: 3, concurrency: 1 });
      expect(result.pages.map((p) => p.url.slice(site.origin.length)).sort()).toEqual(['/', '/blog/', '/mot/', '/servicing/']);
    } finally {
      await site.close();
    }
  });
});

describe('a blog of many posts', () => {
  it('leaves the pages of what is sold their budget: posts after them, before the team and contact pages', async () => {
    const page = (body: string) => `<!doctype html><html><head><title>Page</title></head><body>${body}</body></html>`;
    const posts = ['/blog/glaze-lab/', '/blog/kiln-day/', '/2024/05/studio-news/', '/news/market-dates/'];
    const own = ['/contact/', '/wholesale/', '/custom-orders/'];
    const sitemap = `<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${[...posts, ...own].map((p) => `<url><loc>http://HOST${p}</loc></url>`).join('')}</urlset>`;
    const site = await startFixtureSite((req, res) => {
      if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html' }).end(page('<a href="/blog/">Blog</a>'));
      else if (req.url === '/sitemap.xml') res.writeHead(200, { 'content-type': 'application/xml' }).end(sitemap.replaceAll('http://HOST', site.origin));
      else if ([...posts, ...own, '/blog/'].includes(req.url ?? '')) res.writeHead(200, { 'content-type': 'text/html' }).end(page(`<h1>${req.url}</h1><p>Text of this page.</p>`));
      else res.writeHead(404).end();
    });
    try {
      const result = await crawlSite(`${site.origin}/`, fetcher, { maxExtraPages: 4, concurrency: 1 });
      expect(result.pages.map((p) => p.url.slice(site.origin.length)).sort()).toEqual(['/', '/blog/', '/blog/glaze-lab/', '/custom-orders/', '/wholesale/']);
    } finally {
      await site.close();
    }
  });
});

describe('a listing sorted or filtered', () => {
  it('is another view of the listing, never a page to read; a page addressed by its id is one', () => {
    expect(['https://shop.test/tableware/?price_min=38&price_max=67&sort=featured', 'https://shop.test/blog/?page=2', 'https://shop.test/?utm_source=x'].filter((u) => !isListingView(u))).toEqual([]);
    expect(['https://shop.test/?page_id=12', 'https://shop.test/?p=42', 'https://shop.test/about/'].filter(isListingView)).toEqual([]);
  });
});
