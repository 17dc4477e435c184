import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A loopback WordPress that follows the documented REST API (wp/v2) as far as publishing uses it:
 * the index, users/me, media uploads (raw body + Content-Disposition), categories and tags (search,
 * create, term_exists), posts (create, and edit by id). Application passwords are HTTP Basic credentials. It keeps what it
 * was sent, so a test can read the post, its media and its terms back.
 */
export interface FakeWordPressPost {
  id: number;
  title: string;
  content: string;
  excerpt: string;
  slug: string;
  status: string;
  categories: number[];
  tags: number[];
  featured_media: number;
}

export interface FakeWordPressMedia {
  id: number;
  fileName: string;
  contentType: string;
  altText: string;
  bytes: Buffer;
  sourceUrl: string;
}

export interface FakeWordPress {
  /** The site's address (what a subscriber types). */
  url: string;
  username: string;
  applicationPassword: string;
  posts: FakeWordPressPost[];
  media: FakeWordPressMedia[];
  terms: { categories: { id: number; name: string }[]; tags: { id: number; name: string }[] };
  /** Every request as `METHOD route` (the rest route, whichever URL form carried it). */
  requests: string[];
  /** The next `times` requests to routes starting with `routePrefix` answer `status`. */
  failNext(routePrefix: string, status: number, times?: number): void;
  close(): Promise<void>;
}

export interface FakeWordPressOptions {
  /** false: no /wp-json/ (plain permalinks), only ?rest_route=. Default true. */
  prettyPermalinks?: boolean;
  /** The post's author may only write drafts (a Contributor). */
  canPublish?: boolean;
}

const read = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const json = (res: ServerResponse, status: number, body: unknown) =>
  res.writeHead(status, { 'content-type': 'application/json; charset=UTF-8' }).end(JSON.stringify(body));

const wpError = (res: ServerResponse, status: number, code: string, message: string, data: Record<string, unknown> = {}) =>
  json(res, status, { code, message, data: { status, ...data } });

export async function startFakeWordPress(options: FakeWordPressOptions = {}): Promise<FakeWordPress> {
  const pretty = options.prettyPermalinks ?? true;
  const username = 'editor';
  const applicationPassword = 'abcd EFGH 1234 ijkl MNOP 5678';
  const posts: FakeWordPressPost[] = [];
  const media: FakeWordPressMedia[] = [];
  const terms = { categories: [] as { id: number; name: string }[], tags: [] as { id: number; name: string }[] };
  const requests: string[] = [];
  const failures: { prefix: string; status: number; left: number }[] = [];
  let nextId = 100;
  let origin = '';

  const authorised = (req: IncomingMessage) => {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Basic ')) return false;
    const [user, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
    return user === username && rest.join(':') === applicationPassword.replace(/\s+/g, '');
  };

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', origin);
      const uploaded = media.find((m) => url.pathname === new URL(m.sourceUrl).pathname);
      if (req.method === 'GET' && uploaded) return res.writeHead(200, { 'content-type': uploaded.contentType }).end(uploaded.bytes);
      let route: string | null = null;
      if (pretty && url.pathname.startsWith('/wp-json')) route = url.pathname.slice('/wp-json'.length) || '/';
      else if (url.pathname === '/' && url.searchParams.has('rest_route')) route = url.searchParams.get('rest_route');
      if (route === null) return res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not Found</h1>');
      requests.push(`${req.method} ${route}`);
      const failure = failures.find((f) => route.startsWith(f.prefix) && f.left > 0);
      if (failure) {
        failure.left--;
        return failure.status >= 500
          ? res.writeHead(failure.status, { 'content-type': 'text/html' }).end('<h1>Error establishing a database connection</h1>')
          : wpError(res, failure.status, 'rest_forbidden', 'Sorry, you are not allowed to do that.');
      }
      const body = await read(req);
      if (route === '/' || route === '') return json(res, 200, { name: 'Fake WordPress', namespaces: ['oembed/1.0', 'wp/v2'], routes: {} });
      if (!authorised(req)) {
        return req.headers.authorization
          ? wpError(res, 401, 'incorrect_password', 'The provided password is an invalid application password.')
          : wpError(res, 401, 'rest_not_logged_in', 'You are not currently logged in.');
      }
      if (route === '/wp/v2/users/me' && req.method === 'GET') {
        return json(res, 200, { id: 1, name: 'Edith Editor', capabilities: { edit_posts: true, publish_posts: options.canPublish ?? true } });
      }
      if (route === '/wp/v2/media' && req.method === 'POST') {
        const disposition = req.headers['content-disposition'] ?? '';
        const fileName = /filename="?([^";]+)"?/.exec(disposition)?.[1];
        if (!fileName) return wpError(res, 400, 'rest_upload_no_content_disposition', 'No Content-Disposition supplied.');
        if (body.length === 0) return wpError(res, 400, 'rest_upload_no_data', 'No data supplied.');
        const id = nextId++;
        const item: FakeWordPressMedia = {
          id,
          fileName,
          contentType: String(req.headers['content-type'] ?? ''),
          altText: url.searchParams.get('alt_text') ?? '',
          bytes: body,
          sourceUrl: `${origin}/wp-content/uploads/2026/11/${id}-${fileName}`,
        };
        media.push(item);
        return json(res, 201, { id, source_url: item.sourceUrl, alt_text: item.altText, media_type: 'image' });
      }
      const taxonomy = /^\/wp\/v2\/(categories|tags)$/.exec(route)?.[1] as 'categories' | 'tags' | undefined;
      if (taxonomy && req.method === 'GET') {
        const search = (url.searchParams.get('search') ?? '').toLowerCase();
        return json(res, 200, terms[taxonomy].filter((t) => t.name.toLowerCase().includes(search)).map((t) => ({ ...t, name: t.name.replace(/&/g, '&amp;') })));
      }
      if (taxonomy && req.method === 'POST') {
        const { name } = JSON.parse(body.toString('utf8')) as { name?: string };
        if (!name) return wpError(res, 400, 'rest_missing_callback_param', 'Missing parameter(s): name');
        const existing = terms[taxonomy].find((t) => t.name.toLowerCase() === name.toLowerCase());
        if (existing) return wpError(res, 400, 'term_exists', 'A term with the name provided already exists.', { term_id: existing.id });
        const term = { id: nextId++, name };
        terms[taxonomy].push(term);
        return json(res, 201, term);
      }
      const postId = /^\/wp\/v2\/posts(?:\/(\d+))?$/.exec(route);
      if (postId && req.method === 'POST') {
        const sent = JSON.parse(body.toString('utf8')) as Partial<FakeWordPressPost>;
        // POST /wp/v2/posts/<id> edits that post; an id WordPress does not have is 404 rest_post_invalid_id.
        const existing = postId[1] === undefined ? undefined : posts.find((p) => p.id === Number(postId[1]));
        if (postId[1] !== undefined && !existing) return wpError(res, 404, 'rest_post_invalid_id', 'Invalid post ID.');
        if (!existing && !sent.title && !sent.content) return wpError(res, 400, 'empty_content', 'Content, title, and excerpt are empty.');
        if (sent.status === 'publish' && options.canPublish === false) {
          return wpError(res, 403, 'rest_cannot_publish', 'Sorry, you are not allowed to publish posts as this user.');
        }
        const post: FakeWordPressPost = existing ?? {
          id: nextId++,
          title: '',
          content: '',
          excerpt: '',
          slug: '',
          status: 'draft',
          categories: [],
          tags: [],
          featured_media: 0,
        };
        Object.assign(post, Object.fromEntries(Object.entries(sent).filter(([k]) => k in post && k !== 'id')));
        if (!existing) posts.push(post);
        const link = post.status === 'publish' ? `${origin}/${post.slug}/` : `${origin}/?p=${post.id}`;
        return json(res, existing ? 200 : 201, { id: post.id, link, status: post.status, slug: post.slug });
      }
      return wpError(res, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
    })().catch(() => res.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    username,
    applicationPassword,
    posts,
    media,
    terms,
    requests,
    failNext(prefix, status, times = 1) {
      failures.push({ prefix, status, left: times });
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
