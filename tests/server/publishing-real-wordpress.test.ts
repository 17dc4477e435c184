import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PublishFailure } from '../../src/server/publishing/http';
import { postFromArticle } from '../../src/server/publishing/post';
import { publishToWordPress, testWordPress } from '../../src/server/publishing/wordpress';
import { startFixtureSite, type FixtureSite } from '../support/fixture-sites';
import { gardenArticle } from '../support/publishing-article';
import { startRealWordPress, type RealWordPress } from '../support/real-wordpress';
import { readWordPressPost, wordPressRest } from '../support/wordpress-readback';

/**
 * The WordPress publisher against a real WordPress (Debian's wordpress, php and mariadb-server,
 * started on loopback by tests/support/real-wordpress.ts). Everything is read back through
 * WordPress's own REST API. Without the packages this fails, naming them: CI installs them.
 */

const PICTURE_PATH = '/img/raised-bed.png';
let picture: Buffer;
let site: FixtureSite;
let wp: RealWordPress;

beforeAll(async () => {
  // A real picture (the 1200×630 social card), so WordPress's GD makes its smaller sizes from it.
  picture = await readFile(path.resolve(import.meta.dirname, '../../public/og-image.png'));
  site = await startFixtureSite((req, res) => {
    if (req.url === PICTURE_PATH) return res.writeHead(200, { 'content-type': 'image/png' }).end(picture);
    return res.writeHead(404).end();
  });
  wp = await startRealWordPress();
});
afterAll(async () => {
  await Promise.all([site?.close(), wp?.stop()]);
});

const article = () => gardenArticle([`![A raised bed of basil](${site.origin}${PICTURE_PATH})`]);

const credentials = () => ({ siteUrl: wp.url, username: wp.username, applicationPassword: wp.applicationPassword });

describe('publishToWordPress against a real WordPress', () => {
  it('creates a draft whose title, HTML, excerpt, slug, terms and picture WordPress stores', async () => {
    const post = postFromArticle(article(), { status: 'draft', categories: ['Gardening'], tags: ['raised beds', 'companion planting'] });
    const result = await publishToWordPress(credentials(), post, fetch);
    expect(result.status).toBe('draft');
    // A draft has no pretty address yet: WordPress links it by id.
    expect(result.url).toBe(`${wp.url}/?p=${result.remoteId}`);

    const stored = await readWordPressPost(wp, result.remoteId);
    expect(stored).toMatchObject({
      status: 'draft',
      slug: 'companion-planting-in-a-raised-bed',
      title: 'Companion Planting in a Raised Bed',
      excerpt: 'Which plants to grow together in a raised bed, and why.',
      categories: ['Gardening'],
      tags: ['companion planting', 'raised beds'],
    });
    expect(stored.content).toContain('<h2>What to plant together</h2>');
    expect(stored.content).not.toContain('<h1');

    // The picture is in the media library, made into WordPress's sizes, with its alt text; it is
    // the featured image, and the post shows the library's copy, which WordPress serves.
    expect(stored.pictures).toHaveLength(1);
    const [media] = stored.pictures;
    // Width and height as the PNG's header (IHDR) states them: WordPress read the file itself.
    expect(media).toMatchObject({ mimeType: 'image/png', altText: 'A raised bed of basil', width: picture.readUInt32BE(16), height: picture.readUInt32BE(20) });
    expect(media!.sizes).toEqual(expect.arrayContaining(['thumbnail', 'medium']));
    expect(media!.sourceUrl).toMatch(new RegExp(`^${wp.url}/wp-content/uploads/.+/raised-bed\\.png$`));
    expect(stored.featured).toEqual(media);
    expect(stored.content).not.toContain(site.origin);
    const served = await fetch(media!.sourceUrl);
    expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true);
  });

  it('publishes live and reuses WordPress’s terms by exact name', async () => {
    const rest = wordPressRest(wp);
    const categories = async () => z.array(z.object({ id: z.number(), name: z.string() })).parse(await rest.get('/wp/v2/categories', { per_page: '100' }));
    const before = await categories();
    const post = postFromArticle({ ...article(), title: 'Raised Bed Soil' }, { status: 'publish', categories: ['gardening'], tags: ['Raised beds'] });
    const result = await publishToWordPress(credentials(), post, fetch);
    expect(result).toMatchObject({ status: 'publish', url: `${wp.url}/raised-bed-soil/` });

    const stored = await readWordPressPost(wp, result.remoteId);
    expect(stored).toMatchObject({ status: 'publish', categories: ['Gardening'], tags: ['raised beds'] });
    expect(await categories()).toEqual(before);
    // The live post is on the site at the address the publisher returned.
    const page = await fetch(result.url);
    expect(page.status).toBe(200);
  });

  it('publishing the article again updates the post it made (POST /wp/v2/posts/<id>): no second post', async () => {
    const rest = wordPressRest(wp);
    const everything = { status: 'draft,publish', per_page: '100', context: 'edit' };
    const count = async () => z.array(z.unknown()).parse(await rest.get('/wp/v2/posts', everything)).length;
    const first = await publishToWordPress(credentials(), postFromArticle({ ...article(), title: 'Watering a Raised Bed' }, { status: 'draft', categories: [], tags: [] }), fetch);
    const before = await count();
    const revised = { ...article(), title: 'Watering a Raised Bed', content: article().content.replace('Basil and tomatoes share a bed well.', 'Water at the roots, early in the morning.') };
    const again = await publishToWordPress(credentials(), postFromArticle(revised, { status: 'publish', categories: [], tags: [] }), fetch, first.remoteId);
    expect(again).toMatchObject({ remoteId: first.remoteId, status: 'publish', url: `${wp.url}/watering-a-raised-bed/` });
    expect(await count()).toBe(before);
    const stored = await readWordPressPost(wp, first.remoteId);
    expect(stored).toMatchObject({ status: 'publish', title: 'Watering a Raised Bed' });
    expect(stored.content).toContain('Water at the roots, early in the morning.');
    expect(stored.content).not.toContain('Basil and tomatoes');
  });

  it('checks the connection, and a wrong application password is a clear credentials failure that creates nothing', async () => {
    expect(await testWordPress(credentials(), fetch)).toEqual({ user: wp.username });

    const rest = wordPressRest(wp);
    const everything = { status: 'draft,publish', per_page: '100', context: 'edit' };
    const before = z.array(z.unknown()).parse(await rest.get('/wp/v2/posts', everything)).length;
    const wrong = { ...credentials(), applicationPassword: 'abcd efgh ijkl mnop qrst uvwx' };
    const attempts = [
      () => testWordPress(wrong, fetch),
      () => publishToWordPress(wrong, postFromArticle(article(), { status: 'draft', categories: [], tags: [] }), fetch),
    ];
    for (const attempt of attempts) {
      const failure = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(failure).toBeInstanceOf(PublishFailure);
      expect(failure).toMatchObject({ kind: 'credentials', status: 401, retryable: false });
      // WordPress's own words follow the status; which words depends on the route it refused.
      expect((failure as Error).message).toMatch(/^WordPress refused the credentials \(HTTP 401\): .+ Check them on the CMS screen and try again\.$/);
    }
    expect(z.array(z.unknown()).parse(await rest.get('/wp/v2/posts', everything))).toHaveLength(before);
  });
});
