import { z } from 'zod';
import { safeText } from '../safe-text';

/**
 * Publishing to a subscriber's CMS (issue 17): their connections, a connection check, and publishing
 * an article. Shared by the browser and the server; every answer carries `error` (null on success).
 * Secrets go one way: they are sent when a connection is saved and never come back (a webhook's
 * signing secret is shown once, in the answer that created it).
 */

/** The CMS cards that connect for real; the others stay "coming soon". */
export const CONNECTABLE = ['WordPress', 'Ghost', 'Zapier', 'Custom'] as const;
export type ConnectableLabel = (typeof CONNECTABLE)[number];

const httpUrl = safeText(z.url({ protocol: /^https?$/, error: 'An http(s) address is required.' }).max(2000));
const text = (max: number) => safeText(z.string().trim().min(1).max(max));

export const connectionDraftSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('wordpress'), siteUrl: httpUrl, username: text(60), applicationPassword: text(200) }),
  z.object({
    kind: z.literal('ghost'),
    adminUrl: httpUrl,
    adminApiKey: safeText(z.string().trim().regex(/^[0-9a-f]{24}:[0-9a-f]{64}$/i, 'A Ghost Admin API key looks like "<24 hex>:<64 hex>".')),
  }),
  z.object({ kind: z.literal('webhook'), label: z.enum(['Zapier', 'Custom']), url: httpUrl }),
]);
export type ConnectionDraft = z.infer<typeof connectionDraftSchema>;
export type ConnectionKind = ConnectionDraft['kind'];

/** What the CMS screen shows of a saved connection: never the secret, only its last four characters. */
export const connectionSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(['wordpress', 'ghost', 'webhook']),
  label: z.enum(CONNECTABLE),
  siteUrl: z.string(),
  /** WordPress user name, the Ghost key's id; '' for a webhook. */
  account: z.string(),
  secretHint: z.string(),
  createdAt: z.string(),
});
export type ConnectionSummary = z.infer<typeof connectionSummarySchema>;

export const connectionIdParamsSchema = z.object({ id: safeText(z.guid()) });

export const connectionListResponseSchema = z.object({ connections: z.array(connectionSummarySchema), error: z.string().nullable() });
export type ConnectionListResponse = z.infer<typeof connectionListResponseSchema>;

export const saveConnectionResponseSchema = z.object({
  connection: connectionSummarySchema.nullable(),
  /** A webhook's signing secret, in this answer only. */
  signingSecret: z.string().nullable(),
  error: z.string().nullable(),
});
export type SaveConnectionResponse = z.infer<typeof saveConnectionResponseSchema>;

/** POST /api/publishing/connections/test: unsaved WordPress or Ghost details; /:id/test: a saved connection. */
export const testDraftSchema = z.discriminatedUnion('kind', [connectionDraftSchema.options[0], connectionDraftSchema.options[1]]);
export const testConnectionResponseSchema = z.object({
  ok: z.boolean(),
  /** On success, what was checked ("Signed in to WordPress as Edith Editor."). */
  message: z.string().nullable(),
  error: z.string().nullable(),
});
export type TestConnectionResponse = z.infer<typeof testConnectionResponseSchema>;

export const deleteConnectionResponseSchema = z.object({ deleted: z.boolean(), error: z.string().nullable() });
export type DeleteConnectionResponse = z.infer<typeof deleteConnectionResponseSchema>;

const termList = z.array(text(80)).max(10);

export const publishRequestSchema = z.object({
  articleId: safeText(z.guid()),
  connectionId: safeText(z.guid()),
  status: z.enum(['draft', 'publish']),
  /** Names; WordPress resolves or creates each, Ghost has tags only and takes both as tags. */
  categories: termList.default([]),
  /** Default: the article's keyphrase. */
  tags: termList.optional(),
});
export type PublishRequest = z.input<typeof publishRequestSchema>;

/** Where an article went. */
export const publicationSchema = z.object({
  id: z.string(),
  connectionId: z.string().nullable(),
  target: z.string(),
  remoteId: z.string(),
  /** The post's address (a draft's preview link); null when a webhook did not say. */
  url: z.string().nullable(),
  /** The CMS's word: draft, publish, published, delivered… */
  status: z.string(),
  publishedAt: z.string(),
});
export type Publication = z.infer<typeof publicationSchema>;

export const publishResponseSchema = z.object({ publication: publicationSchema.nullable(), error: z.string().nullable() });
export type PublishResponse = z.infer<typeof publishResponseSchema>;

export const EMPTY_CONNECTION_LIST: ConnectionListResponse = { connections: [], error: null };
export const EMPTY_SAVE_CONNECTION: SaveConnectionResponse = { connection: null, signingSecret: null, error: null };
export const EMPTY_TEST_CONNECTION: TestConnectionResponse = { ok: false, message: null, error: null };
export const EMPTY_DELETE_CONNECTION: DeleteConnectionResponse = { deleted: false, error: null };
export const EMPTY_PUBLISH_RESPONSE: PublishResponse = { publication: null, error: null };

/**
 * The empty answer of the /api/publishing endpoint a request is for (`path` under /api/publishing),
 * for the refusals made before the route runs (a too-large body, the rate limit): each endpoint
 * answers in its own shape. Any other path answers `{}` plus its error.
 */
export function emptyPublishingResponse(method: string, path: string): object {
  const route = path.replace(/^\/api\/publishing/, '').replace(/\/+$/, '');
  if (route === '/publish') return EMPTY_PUBLISH_RESPONSE;
  if (/^\/connections(\/[^/]+)?\/test$/.test(route)) return EMPTY_TEST_CONNECTION;
  if (route === '/connections') return method === 'POST' ? EMPTY_SAVE_CONNECTION : EMPTY_CONNECTION_LIST;
  if (/^\/connections\/[^/]+$/.test(route) && method === 'DELETE') return EMPTY_DELETE_CONNECTION;
  return {};
}
