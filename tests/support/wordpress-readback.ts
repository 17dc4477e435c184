import { z } from 'zod';
import { basicAuth } from '../../src/server/publishing/wordpress-requests';
import type { RealWordPressSite } from './real-wordpress';

/**
 * Reads a WordPress back through its own REST API as its administrator, for assertions: what a
 * test (or the e2e journey) checks is what WordPress stores, not what the publisher says it sent.
 *
 *   const post = await readWordPressPost(wp, id);   // status, slug, raw title/content/excerpt,
 *                                                   // term names, featured and embedded pictures
 */
export interface WordPressRest {
  /** GET a wp/v2 route such as /wp/v2/posts/12; a non-2xx answer throws with its body. */
  get(route: string, query?: Record<string, string>): Promise<unknown>;
}

export function wordPressRest(site: RealWordPressSite): WordPressRest {
  const authorization = basicAuth({ siteUrl: site.url, username: site.username, applicationPassword: site.applicationPassword });
  return {
    async get(route, query = {}) {
      const qs = new URLSearchParams(query).toString();
      const url = `${site.url}/wp-json${route}${qs ? `?${qs}` : ''}`;
      const res = await fetch(url, { headers: { authorization, accept: 'application/json' } });
      const body = await res.text();
      if (!res.ok) throw new Error(`GET ${url}: HTTP ${res.status} ${body.slice(0, 500)}`);
      return JSON.parse(body) as unknown;
    },
  };
}

const raw = z.object({ raw: z.string() });
const postSchema = z.object({
  id: z.number(),
  status: z.string(),
  slug: z.string(),
  link: z.string(),
  title: raw,
  content: raw,
  excerpt: raw,
  featured_media: z.number(),
  categories: z.array(z.number()),
  tags: z.array(z.number()),
});
const mediaSchema = z.object({
  id: z.number(),
  source_url: z.string(),
  mime_type: z.string(),
  alt_text: z.string(),
  media_details: z.object({ width: z.number(), height: z.number(), sizes: z.record(z.string(), z.unknown()) }),
});
const termsSchema = z.array(z.object({ id: z.number(), name: z.string() }));

/** A picture in the media library, as WordPress describes it. */
export interface StoredMedia {
  id: number;
  sourceUrl: string;
  mimeType: string;
  altText: string;
  width: number;
  height: number;
  /** The smaller sizes WordPress made (thumbnail, medium, …). */
  sizes: string[];
}

export interface StoredPost {
  id: number;
  status: string;
  slug: string;
  link: string;
  title: string;
  /** The HTML as stored (context=edit), before WordPress's display filters. */
  content: string;
  excerpt: string;
  /** Term names in alphabetical order (WordPress keeps no order of its own for them). */
  categories: string[];
  tags: string[];
  featured: StoredMedia | null;
  /** Every picture of the content that is in this site's media library, in order. */
  pictures: StoredMedia[];
}

const toMedia = (m: z.infer<typeof mediaSchema>): StoredMedia => ({
  id: m.id,
  sourceUrl: m.source_url,
  mimeType: m.mime_type,
  altText: m.alt_text,
  width: m.media_details.width,
  height: m.media_details.height,
  sizes: Object.keys(m.media_details.sizes),
});

async function termNames(rest: WordPressRest, taxonomy: 'categories' | 'tags', ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const terms = termsSchema.parse(await rest.get(`/wp/v2/${taxonomy}`, { include: ids.join(','), per_page: '100' }));
  return ids.map((id) => terms.find((t) => t.id === id)?.name ?? `#${id}`).sort();
}

/** A post (any status) with its terms by name and its pictures from the media library. */
export async function readWordPressPost(site: RealWordPressSite, id: number | string): Promise<StoredPost> {
  const rest = wordPressRest(site);
  const post = postSchema.parse(await rest.get(`/wp/v2/posts/${id}`, { context: 'edit' }));
  const library = z.array(mediaSchema).parse(await rest.get('/wp/v2/media', { media_type: 'image', per_page: '100', context: 'edit' })).map(toMedia);
  const sources = [...post.content.raw.matchAll(/<img\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]);
  return {
    id: post.id,
    status: post.status,
    slug: post.slug,
    link: post.link,
    title: post.title.raw,
    content: post.content.raw,
    excerpt: post.excerpt.raw,
    categories: await termNames(rest, 'categories', post.categories),
    tags: await termNames(rest, 'tags', post.tags),
    featured: library.find((m) => m.id === post.featured_media) ?? null,
    pictures: sources.flatMap((src) => library.filter((m) => m.sourceUrl === src)),
  };
}
