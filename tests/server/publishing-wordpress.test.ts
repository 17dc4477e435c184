import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublishFailure } from '../../src/server/publishing/http';
import { postFromArticle } from '../../src/server/publishing/post';
import { publishToWordPress, testWordPress } from '../../src/server/publishing/wordpress';
import { startFakeWordPress, type FakeWordPress } from '../support/fake-wordpress';
import { startFixtureSite, type FixtureSite } from '../support/fixture-sites';
import { gardenArticle } from '../support/publishing-article';

/** A 1×1 PNG, the picture the article shows from its site. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==', 'base64');

let site: FixtureSite;
let wp: FakeWordPress;
beforeAll(async () => {
  site = await startFixtureSite((req, res) => {
    if (req.url === '/img/raised-bed.png') return res.writeHead(200, { 'content-type': 'image/png' }).end(PNG);
    if (req.url === '/img/missing.png') return res.writeHead(404).end();
    return res.writeHead(200, { 'content-type': 'text/html' }).end('<p>page</p>');
  });
  wp = await startFakeWordPress();
});
afterAll(async () => {
  await Promise.all([site.close(), wp.close()]);
});

const article = () =>
  gardenArticle(
    [`![A raised bed of basil](${site.origin}/img/raised-bed.png)`, `![A picture that is gone](${site.origin}/img/missing.png)`],
    ['<script>alert(1)</script>', '[a bad link](javascript:alert(1))'],
  );

const credentials = () => ({ siteUrl: wp.url, username: wp.username, applicationPassword: wp.applicationPassword });

describe('publishToWordPress (loopback WordPress, documented wp/v2 API)', () => {
  it('creates a draft with HTML, excerpt, slug, terms and the article’s pictures in the media library', async () => {
    const post = postFromArticle(article(), { status: 'draft', categories: ['Gardening'], tags: ['raised beds', 'companion planting'] });
    const result = await publishToWordPress(credentials(), post, fetch);

    const created = wp.posts.at(-1)!;
    expect(result).toEqual({ remoteId: String(created.id), url: `${wp.url}/?p=${created.id}`, status: 'draft' });
    expect(created).toMatchObject({ title: 'Companion Planting in a Raised Bed', slug: 'companion-planting-in-a-raised-bed', status: 'draft', excerpt: article().metaDescription });
    // The title is WordPress's to print; the body is the safe HTML (no raw HTML, no javascript: links).
    expect(created.content).not.toContain('<h1');
    expect(created.content).toContain('<h2>What to plant together</h2>');
    expect(created.content).not.toContain('<script');
    expect(created.content).not.toContain('javascript:');
    // The picture was uploaded with its alt text and the post points at the uploaded copy.
    const [uploaded] = wp.media;
    expect(uploaded).toMatchObject({ fileName: 'raised-bed.png', contentType: 'image/png', altText: 'A raised bed of basil' });
    expect(uploaded!.bytes.equals(PNG)).toBe(true);
    expect(created.featured_media).toBe(uploaded!.id);
    expect(created.content).toContain(`src="${uploaded!.sourceUrl}"`);
    expect(created.content).not.toContain(`${site.origin}/img/raised-bed.png`);
    // A picture that cannot be read stays where it was rather than failing the post.
    expect(created.content).toContain(`src="${site.origin}/img/missing.png"`);
    expect(wp.terms.categories.map((t) => t.name)).toEqual(['Gardening']);
    expect(created.categories).toEqual([wp.terms.categories[0]!.id]);
    expect(created.tags).toEqual(wp.terms.tags.map((t) => t.id));
  });

  it('reuses existing terms by exact name (search is a substring match; names come HTML-escaped)', async () => {
    const before = { categories: wp.terms.categories.length, tags: wp.terms.tags.length };
    await publishToWordPress(credentials(), postFromArticle(article(), { status: 'publish', categories: ['gardening'], tags: ['Raised beds'] }), fetch);
    expect(wp.terms.categories.length).toBe(before.categories);
    expect(wp.terms.tags.length).toBe(before.tags);
    const created = wp.posts.at(-1)!;
    expect(created.status).toBe('publish');
    expect(created.tags).toEqual([wp.terms.tags.find((t) => t.name === 'raised beds')!.id]);
  });

  it('creates a term whose name only contains an existing one, and takes the id of a term_exists answer', async () => {
    await publishToWordPress(credentials(), postFromArticle(article(), { status: 'draft', categories: ['Gardening & Tools'], tags: [] }), fetch);
    expect(wp.terms.categories.map((t) => t.name)).toEqual(['Gardening', 'Gardening & Tools']);
  });

  it('finds the API through ?rest_route= on a site without pretty permalinks', async () => {
    const plain = await startFakeWordPress({ prettyPermalinks: false });
    try {
      const result = await publishToWordPress(
        { siteUrl: `${plain.url}/`, username: plain.username, applicationPassword: plain.applicationPassword },
        postFromArticle(article(), { status: 'draft', categories: [], tags: [] }),
        fetch,
      );
      expect(result.status).toBe('draft');
      expect(plain.posts).toHaveLength(1);
      expect(plain.requests).toContain('POST /wp/v2/posts');
    } finally {
      await plain.close();
    }
  });

  it('says where a site that redirects has moved, and that a site without the API is not WordPress', async () => {
    const moved = await startFixtureSite((_req, res) => res.writeHead(301, { location: 'https://blog.example/wp-json/' }).end());
    try {
      const err = await testWordPress({ ...credentials(), siteUrl: moved.origin }, fetch).catch((e: unknown) => e);
      expect(err).toMatchObject({ kind: 'redirect', message: 'WordPress redirected /wp-json/ to https://blog.example/wp-json/. Use that address in the connection.' });
    } finally {
      await moved.close();
    }
    const notWordPress = await testWordPress({ ...credentials(), siteUrl: site.origin }, fetch).catch((e: unknown) => e);
    expect(notWordPress).toMatchObject({ kind: 'not-found', message: `No WordPress REST API answers at ${site.origin} (tried /wp-json/ and ?rest_route=/).` });
  });

  it('checks a connection: the API answers and the application password signs in', async () => {
    expect(await testWordPress(credentials(), fetch)).toEqual({ user: 'Edith Editor' });
    const wrong = await testWordPress({ ...credentials(), applicationPassword: 'nope nope nope' }, fetch).catch((e: unknown) => e);
    expect(wrong).toBeInstanceOf(PublishFailure);
    expect(wrong).toMatchObject({ kind: 'credentials', status: 401 });
    expect((wrong as Error).message).toContain('invalid application password');
  });

  it('turns a refusal, a server error and an unreachable site into clear failures', async () => {
    const post = postFromArticle(article(), { status: 'draft', categories: [], tags: [] });
    const count = wp.posts.length;
    wp.failNext('/wp/v2/posts', 503);
    const down = await publishToWordPress(credentials(), post, fetch).catch((e: unknown) => e);
    expect(down).toMatchObject({ kind: 'unavailable', status: 503, retryable: true });
    expect((down as Error).message).toBe('WordPress could not take the request (HTTP 503). Nothing was changed here; try again in a moment.');
    wp.failNext('/wp/v2/media', 403);
    expect(await publishToWordPress(credentials(), post, fetch).catch((e: unknown) => e)).toMatchObject({ kind: 'credentials', retryable: false });
    expect(wp.posts.length).toBe(count);
    const gone = await publishToWordPress({ ...credentials(), siteUrl: 'http://127.0.0.1:9' }, post, fetch).catch((e: unknown) => e);
    expect(gone).toMatchObject({ kind: 'network' });
    expect((gone as Error).message).toBe('Could not reach WordPress at 127.0.0.1:9. Check the address and try again.');
  });
});
