import { exchange, failureOf, parseJson, PublishFailure, sendForJson, type HttpFetch } from './http';
import { downloadImage } from './images';
import { withImageSources, type CmsPost, type PublishPost } from './post';
import {
  apiRootCandidates,
  exactTerm,
  indexRequest,
  indexSchema,
  mediaRequest,
  mediaSchema,
  meRequest,
  meSchema,
  postRequest,
  postSchema,
  termCreateRequest,
  termExistsSchema,
  termListSchema,
  termSchema,
  termSearchRequest,
  type ApiRoot,
  type Taxonomy,
  type WordPressCredentials,
} from './wordpress-requests';

export type { WordPressCredentials } from './wordpress-requests';
export type { CmsPost, PublishPost } from './post';

const SERVICE = 'WordPress';

/** The REST API's root: /wp-json/ when the site has pretty permalinks, else ?rest_route=. */
export async function findApiRoot(siteUrl: string, fetch: HttpFetch): Promise<ApiRoot> {
  let redirected: PublishFailure | null = null;
  for (const root of apiRootCandidates(siteUrl)) {
    try {
      const index = await sendForJson(fetch, indexRequest(root), indexSchema, SERVICE);
      if (index.namespaces.includes('wp/v2')) return root;
    } catch (err) {
      if (!(err instanceof PublishFailure)) throw err;
      // Only "not here" moves on to the next form; an unreachable or refusing site is the answer.
      if (err.kind !== 'not-found' && err.kind !== 'bad-answer' && err.kind !== 'redirect') throw err;
      // A site that moved (http → https, another host) says where to: that beats "not found".
      redirected ??= err.kind === 'redirect' ? err : null;
    }
  }
  throw redirected ?? new PublishFailure('not-found', `No WordPress REST API answers at ${siteUrl} (tried /wp-json/ and ?rest_route=/).`);
}

/** Test connection: the API is there and the application password signs in a user who may publish. */
export async function testWordPress(credentials: WordPressCredentials, fetch: HttpFetch): Promise<{ user: string }> {
  const root = await findApiRoot(credentials.siteUrl, fetch);
  const me = await sendForJson(fetch, meRequest(root, credentials), meSchema, SERVICE);
  if (me.capabilities.publish_posts === false) {
    throw new PublishFailure('credentials', `WordPress user ${me.name || credentials.username} may not publish posts. Use an Author, Editor or Administrator.`);
  }
  return { user: me.name || credentials.username };
}

async function termId(root: ApiRoot, credentials: WordPressCredentials, fetch: HttpFetch, taxonomy: Taxonomy, name: string): Promise<number> {
  const found = exactTerm(await sendForJson(fetch, termSearchRequest(root, credentials, taxonomy, name), termListSchema, SERVICE), name);
  if (found !== null) return found;
  const request = termCreateRequest(root, credentials, taxonomy, name);
  const response = await exchange(fetch, request, SERVICE);
  if (response.status === 400) {
    const exists = termExistsSchema.safeParse(await response.clone().json().catch(() => null));
    if (exists.success) return exists.data.data.term_id;
  }
  if (!response.ok) throw await failureOf(response, SERVICE, request.url);
  return (await parseJson(response, termSchema, SERVICE, request.url)).id;
}

/**
 * Publishes a post (draft or live): uploads its pictures to the media library (the first becomes
 * the featured image), resolves or creates its categories and tags by name, then creates the post
 * with the pictures re-pointed at their uploaded copies. With `existingId` (the post this
 * connection made of the article before) the same post is updated (POST /wp/v2/posts/<id>); a post
 * deleted in WordPress since (404) is created again.
 */
export async function publishToWordPress(credentials: WordPressCredentials, post: PublishPost, fetch: HttpFetch, existingId: string | null = null): Promise<CmsPost> {
  const root = await findApiRoot(credentials.siteUrl, fetch);
  const moved = new Map<string, string>();
  let featuredMedia: number | null = null;
  for (const image of post.images) {
    const file = await downloadImage(fetch, image);
    if (!file) continue;
    const media = await sendForJson(fetch, mediaRequest(root, credentials, file), mediaSchema, SERVICE);
    moved.set(image.src, media.source_url);
    featuredMedia ??= media.id;
  }
  const categories: number[] = [];
  for (const name of post.categories) categories.push(await termId(root, credentials, fetch, 'categories', name));
  const tags: number[] = [];
  for (const name of post.tags) tags.push(await termId(root, credentials, fetch, 'tags', name));
  const ids = { categories, tags, featuredMedia };
  const html = withImageSources(post.html, moved);
  const send = (id: string | null) => sendForJson(fetch, postRequest(root, credentials, post, ids, html, id), postSchema, SERVICE);
  const saved = await send(existingId).catch((err: unknown) => {
    if (existingId === null || !(err instanceof PublishFailure) || err.kind !== 'not-found') throw err;
    return send(null);
  });
  return { remoteId: String(saved.id), url: saved.link, status: saved.status };
}
