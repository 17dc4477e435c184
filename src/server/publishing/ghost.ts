import { PublishFailure, sendForJson, type HttpFetch } from './http';
import { downloadImage } from './images';
import { withImageSources, type CmsPost, type PublishPost } from './post';
import {
  ADMIN_KEY,
  adminToken,
  imageUploadRequest,
  imageUploadSchema,
  postRequest,
  postSchema,
  probeRequest,
  probeSchema,
  readPostRequest,
  readPostSchema,
  type GhostCredentials,
} from './ghost-requests';

export type { GhostCredentials } from './ghost-requests';

const SERVICE = 'Ghost';

const token = (credentials: GhostCredentials, now: Date) => {
  if (!ADMIN_KEY.test(credentials.adminApiKey.trim())) {
    throw new PublishFailure('credentials', 'That is not a Ghost Admin API key (it looks like "<24 hex characters>:<64 hex characters>").');
  }
  return adminToken(credentials.adminApiKey, now);
};

/** Test connection: the Admin API answers and accepts a token signed with the key. */
export async function testGhost(credentials: GhostCredentials, fetch: HttpFetch, now = new Date()): Promise<void> {
  await sendForJson(fetch, probeRequest(credentials, await token(credentials, now)), probeSchema, SERVICE);
}

/** The post's id and `updated_at`, or null when Ghost no longer has it (deleted there: 404). */
async function existingPost(credentials: GhostCredentials, jwt: string, id: string, fetch: HttpFetch) {
  try {
    const [p] = (await sendForJson(fetch, readPostRequest(credentials, jwt, id), readPostSchema, SERVICE)).posts;
    return { id: p!.id, updatedAt: p!.updated_at };
  } catch (err) {
    if (err instanceof PublishFailure && err.kind === 'not-found') return null;
    throw err;
  }
}

/**
 * Publishes a post (draft or live) from HTML: the article's pictures are uploaded to Ghost's
 * storage and re-pointed, the first one being the feature image. With `existingId` (the post this
 * connection made of the article before) that post is edited (PUT with its `updated_at`); one
 * deleted in Ghost since is created again.
 */
export async function publishToGhost(
  credentials: GhostCredentials,
  post: PublishPost,
  fetch: HttpFetch,
  existingId: string | null = null,
  now = new Date(),
): Promise<CmsPost> {
  const jwt = await token(credentials, now);
  const moved = new Map<string, string>();
  for (const image of post.images) {
    const file = await downloadImage(fetch, image);
    if (!file) continue;
    const uploaded = await sendForJson(fetch, imageUploadRequest(credentials, jwt, file), imageUploadSchema, SERVICE);
    moved.set(image.src, uploaded.images[0]!.url);
  }
  const featureImage = moved.values().next().value ?? null;
  const existing = existingId === null ? null : await existingPost(credentials, jwt, existingId, fetch);
  const created = await sendForJson(fetch, postRequest(credentials, jwt, post, withImageSources(post.html, moved), featureImage, existing), postSchema, SERVICE);
  const [p] = created.posts;
  return { remoteId: p!.id, url: p!.url, status: p!.status };
}
