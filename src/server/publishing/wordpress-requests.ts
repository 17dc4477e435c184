import { z } from 'zod';
import type { HttpRequest } from './http';
import type { ImageFile } from './images';
import type { PublishPost } from './post';

/**
 * WordPress REST API requests as data (no I/O). Shapes from the REST API handbook and
 * wp-includes/rest-api/endpoints (class-wp-rest-posts-controller.php,
 * class-wp-rest-attachments-controller.php, class-wp-rest-terms-controller.php).
 */

export interface WordPressCredentials {
  /** The site's address, e.g. https://blog.example.com (or a sub-directory install). */
  siteUrl: string;
  username: string;
  /** An application password (Users → Profile → Application Passwords); spaces are allowed. */
  applicationPassword: string;
}

/**
 * Where the REST API answers. Pretty permalinks give /wp-json/; without them only
 * ?rest_route= reaches it, so a route is put in that query parameter.
 */
export type ApiRoot = { style: 'pretty' | 'query'; base: string };

export const siteBase = (siteUrl: string) => siteUrl.trim().replace(/\/+$/, '');

export const apiRootCandidates = (siteUrl: string): ApiRoot[] => [
  { style: 'pretty', base: `${siteBase(siteUrl)}/wp-json` },
  { style: 'query', base: `${siteBase(siteUrl)}/` },
];

/** The URL of `route` (e.g. /wp/v2/posts) under the API root, with query parameters. */
export function routeUrl(root: ApiRoot, route: string, query: Record<string, string> = {}): string {
  const params = new URLSearchParams(query);
  if (root.style === 'pretty') {
    const qs = params.toString();
    return `${root.base}${route}${qs ? `?${qs}` : ''}`;
  }
  const all = new URLSearchParams({ rest_route: route });
  for (const [k, v] of params) all.append(k, v);
  return `${root.base}?${all.toString()}`;
}

/** Application passwords are HTTP Basic credentials; WordPress ignores the spaces it shows them with. */
export function basicAuth({ username, applicationPassword }: WordPressCredentials): string {
  return `Basic ${Buffer.from(`${username}:${applicationPassword.replace(/\s+/g, '')}`, 'utf8').toString('base64')}`;
}

const jsonHeaders = (credentials: WordPressCredentials) => ({
  authorization: basicAuth(credentials),
  accept: 'application/json',
  'content-type': 'application/json',
});

export const indexRequest = (root: ApiRoot): HttpRequest => ({ method: 'GET', url: routeUrl(root, '/'), headers: { accept: 'application/json' } });

/** The API index: any JSON object naming its namespaces (wp/v2 among them). */
export const indexSchema = z.object({ namespaces: z.array(z.string()) });

/** GET /wp/v2/users/me?context=edit needs a logged-in user: the credentials check. */
export const meRequest = (root: ApiRoot, credentials: WordPressCredentials): HttpRequest => ({
  method: 'GET',
  url: routeUrl(root, '/wp/v2/users/me', { context: 'edit' }),
  headers: { authorization: basicAuth(credentials), accept: 'application/json' },
});
export const meSchema = z.object({ id: z.number(), name: z.string().catch(''), capabilities: z.record(z.string(), z.boolean()).catch({}) });

/** POST /wp/v2/media with the file as the raw body; alt_text is read from the query as any param. */
export function mediaRequest(root: ApiRoot, credentials: WordPressCredentials, image: ImageFile): HttpRequest {
  return {
    method: 'POST',
    url: routeUrl(root, '/wp/v2/media', image.alt ? { alt_text: image.alt } : {}),
    headers: {
      authorization: basicAuth(credentials),
      accept: 'application/json',
      'content-type': image.contentType,
      'content-disposition': `attachment; filename="${image.fileName}"`,
    },
    body: image.bytes,
  };
}
export const mediaSchema = z.object({ id: z.number(), source_url: z.string() });

export type Taxonomy = 'categories' | 'tags';

/** GET /wp/v2/<taxonomy>?search=<name>: candidates for an exact name match. */
export const termSearchRequest = (root: ApiRoot, credentials: WordPressCredentials, taxonomy: Taxonomy, name: string): HttpRequest => ({
  method: 'GET',
  url: routeUrl(root, `/wp/v2/${taxonomy}`, { search: name, per_page: '100', context: 'edit' }),
  headers: { authorization: basicAuth(credentials), accept: 'application/json' },
});
export const termListSchema = z.array(z.object({ id: z.number(), name: z.string() }));

export const termCreateRequest = (root: ApiRoot, credentials: WordPressCredentials, taxonomy: Taxonomy, name: string): HttpRequest => ({
  method: 'POST',
  url: routeUrl(root, `/wp/v2/${taxonomy}`),
  headers: jsonHeaders(credentials),
  body: JSON.stringify({ name }),
});
export const termSchema = z.object({ id: z.number() });
/** A create that lost a race with an existing term answers 400 term_exists with its id. */
export const termExistsSchema = z.object({ code: z.literal('term_exists'), data: z.object({ term_id: z.number() }) });

/** The term with exactly this name (WordPress searches by substring and HTML-escapes names in context=view). */
export function exactTerm(terms: { id: number; name: string }[], name: string): number | null {
  const norm = (s: string) => s.replace(/&amp;/g, '&').trim().toLowerCase();
  return terms.find((t) => norm(t.name) === norm(name))?.id ?? null;
}

export function postRequest(
  root: ApiRoot,
  credentials: WordPressCredentials,
  post: PublishPost,
  ids: { categories: number[]; tags: number[]; featuredMedia: number | null },
  html: string,
  /** The post this connection created before: POST /wp/v2/posts/<id> updates it in place. */
  existingId: string | null = null,
): HttpRequest {
  return {
    method: 'POST',
    url: routeUrl(root, existingId === null ? '/wp/v2/posts' : `/wp/v2/posts/${encodeURIComponent(existingId)}`),
    headers: jsonHeaders(credentials),
    body: JSON.stringify({
      title: post.title,
      content: html,
      excerpt: post.excerpt,
      slug: post.slug,
      status: post.status,
      ...(ids.categories.length > 0 ? { categories: ids.categories } : {}),
      ...(ids.tags.length > 0 ? { tags: ids.tags } : {}),
      ...(ids.featuredMedia !== null ? { featured_media: ids.featuredMedia } : {}),
    }),
  };
}
export const postSchema = z.object({ id: z.number(), link: z.string(), status: z.string() });
