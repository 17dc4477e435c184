import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { decodeProtectedHeader, jwtVerify } from 'jose';

/**
 * A loopback Ghost Admin API (v5) as far as publishing uses it: `Authorization: Ghost <token>`
 * checked like Ghost does (HS256 signed with the hex-decoded secret of the key whose id is the
 * token's kid, aud /admin/, at most 5 minutes between iat and exp), posts browse, create, read
 * and edit (?source=html; an edit carries the post's updated_at), and image upload (multipart `file`).
 */
export interface FakeGhostPost {
  id: string;
  title: string;
  html: string;
  slug: string;
  status: string;
  custom_excerpt: string;
  feature_image: string | null;
  tags: { name: string }[];
  updated_at: string;
}

export interface FakeGhost {
  url: string;
  /** "id:secret" as Ghost shows it under Settings → Integrations. */
  adminApiKey: string;
  posts: FakeGhostPost[];
  images: { fileName: string; contentType: string; size: number; url: string }[];
  /** What each refused token was refused for. */
  refusals: string[];
  close(): Promise<void>;
}

const KEY_ID = '6745a1b2c3d4e5f60718293a';
const SECRET = 'a1'.repeat(32);

async function authorise(req: IncomingMessage): Promise<string | null> {
  const token = /^Ghost (.+)$/.exec(req.headers.authorization ?? '')?.[1];
  if (!token) return 'no Ghost token';
  try {
    if (decodeProtectedHeader(token).kid !== KEY_ID) return 'unknown kid';
    const { payload } = await jwtVerify(token, Buffer.from(SECRET, 'hex'), { audience: '/admin/', algorithms: ['HS256'] });
    if (typeof payload.iat !== 'number' || typeof payload.exp !== 'number' || payload.exp - payload.iat > 5 * 60) return 'token lives too long';
    return null;
  } catch (err) {
    return (err as Error).message;
  }
}

export async function startFakeGhost(): Promise<FakeGhost> {
  const posts: FakeGhostPost[] = [];
  const images: FakeGhost['images'] = [];
  const refusals: string[] = [];
  let origin = '';
  let next = 1;
  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const json = (status: number, body: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (!url.pathname.startsWith('/ghost/api/admin/')) return res.writeHead(404).end('Not Found');
      const refused = await authorise(req);
      if (refused) {
        refusals.push(refused);
        return json(401, { errors: [{ message: 'Invalid token', type: 'UnauthorizedError' }] });
      }
      if (req.headers['accept-version'] !== 'v5.0') return json(400, { errors: [{ message: 'Accept-Version v5.0 expected' }] });
      const route = url.pathname.slice('/ghost/api/admin'.length);
      if (route === '/posts/' && req.method === 'GET') return json(200, { posts: posts.slice(0, 1).map((p) => ({ id: p.id })), meta: {} });
      if (route === '/images/upload/' && req.method === 'POST') {
        const form = await new Request(url, { method: 'POST', headers: req.headers as HeadersInit, body: req as unknown as BodyInit, duplex: 'half' } as RequestInit).formData();
        const file = form.get('file');
        if (!(file instanceof File)) return json(422, { errors: [{ message: 'Please select an image.' }] });
        const stored = { fileName: file.name, contentType: file.type, size: file.size, url: `${origin}/content/images/2026/11/${file.name}` };
        images.push(stored);
        return json(201, { images: [{ url: stored.url, ref: form.get('ref') }] });
      }
      const editing = /^\/posts\/([0-9a-f]{24})\/$/.exec(route)?.[1];
      const existing = editing === undefined ? undefined : posts.find((p) => p.id === editing);
      if (editing !== undefined && !existing) return json(404, { errors: [{ message: 'Post not found.', type: 'NotFoundError' }] });
      if (existing && req.method === 'GET') return json(200, { posts: [{ id: existing.id, updated_at: existing.updated_at }] });
      if ((route === '/posts/' && req.method === 'POST') || (existing && req.method === 'PUT')) {
        if (url.searchParams.get('source') !== 'html') return json(422, { errors: [{ message: 'Expected ?source=html for HTML content' }] });
        const chunks: Buffer[] = [];
        for await (const chunk of req) chunks.push(chunk as Buffer);
        const [sent] = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { posts: Partial<FakeGhostPost>[] }).posts;
        // An edit must carry the updated_at it read: Ghost's check that nobody saved in between.
        if (existing && sent?.updated_at !== existing.updated_at) {
          return json(409, { errors: [{ message: 'Saving failed! Someone else is editing this post.', type: 'UpdateCollisionError' }] });
        }
        const post: FakeGhostPost = {
          id: existing?.id ?? `64${String(next++).padStart(22, '0')}`,
          title: sent?.title ?? '',
          html: sent?.html ?? '',
          slug: sent?.slug ?? '',
          status: sent?.status ?? 'draft',
          custom_excerpt: sent?.custom_excerpt ?? '',
          feature_image: sent?.feature_image ?? null,
          tags: sent?.tags ?? [],
          updated_at: new Date(Date.now() + next++).toISOString(),
        };
        if (existing) Object.assign(existing, post);
        else posts.push(post);
        const link = post.status === 'published' ? `${origin}/${post.slug}/` : `${origin}/p/${post.id}/`;
        return json(existing ? 200 : 201, { posts: [{ ...post, url: link }] });
      }
      return json(404, { errors: [{ message: 'Resource not found' }] });
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    adminApiKey: `${KEY_ID}:${SECRET}`,
    posts,
    images,
    refusals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
