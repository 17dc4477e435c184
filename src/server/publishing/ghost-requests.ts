import { SignJWT } from 'jose';
import { z } from 'zod';
import type { HttpRequest } from './http';
import type { ImageFile } from './images';
import type { PublishPost } from './post';

/**
 * Ghost Admin API requests as data (no I/O), per Ghost's Admin API docs: a staff or custom
 * integration's Admin API key "id:secret" signs a short-lived HS256 token (kid = id, aud /admin/,
 * at most 5 minutes), sent as `Authorization: Ghost <token>`.
 */

export interface GhostCredentials {
  /** The Admin API URL, e.g. https://blog.example.com (a trailing /ghost is tolerated). */
  adminUrl: string;
  /** "<24 hex id>:<64 hex secret>" from Settings → Integrations. */
  adminApiKey: string;
}

export const ADMIN_KEY = /^([0-9a-f]{24}):([0-9a-f]{64})$/i;
export const TOKEN_LIFETIME_SECONDS = 5 * 60;
const ACCEPT_VERSION = 'v5.0';

export const adminBase = (adminUrl: string) => `${adminUrl.trim().replace(/\/+$/, '').replace(/\/ghost$/, '')}/ghost/api/admin`;

/** The token for one publish: signed with the key's secret (hex-decoded), valid five minutes. */
export async function adminToken(adminApiKey: string, now: Date): Promise<string> {
  const match = ADMIN_KEY.exec(adminApiKey.trim());
  if (!match) throw new Error('not an Admin API key');
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256', kid: match[1]!, typ: 'JWT' })
    .setIssuedAt(iat)
    .setExpirationTime(iat + TOKEN_LIFETIME_SECONDS)
    .setAudience('/admin/')
    .sign(Buffer.from(match[2]!, 'hex'));
}

const headers = (token: string) => ({ authorization: `Ghost ${token}`, 'accept-version': ACCEPT_VERSION, accept: 'application/json' });

/** Browsing one post needs a valid token: the connection check. */
export const probeRequest = (credentials: GhostCredentials, token: string): HttpRequest => ({
  method: 'GET',
  url: `${adminBase(credentials.adminUrl)}/posts/?limit=1&fields=id`,
  headers: headers(token),
});
export const probeSchema = z.object({ posts: z.array(z.unknown()) });

/** POST /images/upload/: multipart `file` (+ purpose, ref); answers { images: [{ url, ref }] }. */
export function imageUploadRequest(credentials: GhostCredentials, token: string, image: ImageFile): HttpRequest {
  const form = new FormData();
  form.append('file', new Blob([image.bytes], { type: image.contentType }), image.fileName);
  form.append('purpose', 'image');
  form.append('ref', image.src);
  return { method: 'POST', url: `${adminBase(credentials.adminUrl)}/images/upload/`, headers: headers(token), body: form };
}
export const imageUploadSchema = z.object({ images: z.array(z.object({ url: z.string() })).min(1) });

/** GET /posts/<id>/: the post's `updated_at`, which an edit must send back (Ghost's collision check). */
export const readPostRequest = (credentials: GhostCredentials, token: string, id: string): HttpRequest => ({
  method: 'GET',
  url: `${adminBase(credentials.adminUrl)}/posts/${encodeURIComponent(id)}/?fields=id,updated_at`,
  headers: headers(token),
});
export const readPostSchema = z.object({ posts: z.array(z.object({ id: z.string(), updated_at: z.string() })).min(1) });

/**
 * POST /posts/?source=html: Ghost converts the HTML to its own format. Ghost has tags only, so
 * categories become tags. With `existing` it is PUT /posts/<id>/?source=html carrying the post's
 * `updated_at`, an edit of that post.
 */
export function postRequest(
  credentials: GhostCredentials,
  token: string,
  post: PublishPost,
  html: string,
  featureImage: string | null,
  existing: { id: string; updatedAt: string } | null = null,
): HttpRequest {
  const tags = [...new Map([...post.categories, ...post.tags].map((name) => [name.toLowerCase(), name])).values()];
  return {
    method: existing ? 'PUT' : 'POST',
    url: `${adminBase(credentials.adminUrl)}/posts/${existing ? `${encodeURIComponent(existing.id)}/` : ''}?source=html`,
    headers: { ...headers(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      posts: [
        {
          title: post.title,
          html,
          slug: post.slug,
          status: post.status === 'publish' ? 'published' : 'draft',
          // Ghost caps custom_excerpt at 300 characters.
          custom_excerpt: post.excerpt.slice(0, 300),
          ...(featureImage ? { feature_image: featureImage } : {}),
          ...(tags.length > 0 ? { tags: tags.map((name) => ({ name })) } : {}),
          ...(existing ? { updated_at: existing.updatedAt } : {}),
        },
      ],
    }),
  };
}
export const postSchema = z.object({ posts: z.array(z.object({ id: z.string(), url: z.string(), status: z.string() })).min(1) });
