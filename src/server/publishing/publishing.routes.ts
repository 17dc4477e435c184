import { Hono, type MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import {
  connectionDraftSchema,
  connectionIdParamsSchema,
  EMPTY_CONNECTION_LIST,
  EMPTY_DELETE_CONNECTION,
  EMPTY_PUBLISH_RESPONSE,
  EMPTY_SAVE_CONNECTION,
  EMPTY_TEST_CONNECTION,
  publishRequestSchema,
  testDraftSchema,
  type ConnectionListResponse,
  type DeleteConnectionResponse,
  type PublishResponse,
  type SaveConnectionResponse,
  type TestConnectionResponse,
} from '../../shared/contracts/publishing';
import { entitledPlan, type SubscriptionRecord } from '../../shared/subscription-rules';
import { asUser, readArticle } from '../articles/article-library';
import { ARTICLE_NOT_FOUND } from '../articles/articles.routes';
import type { TokenVerifier } from '../auth/jwt';
import { requireUser, type AuthVariables } from '../auth/require-user';
import type { Db } from '../db/db';
import { contractBody, contractParams } from '../http/request-body';
import type { Logger } from '../logger';
import { deleteConnection, listConnections, readConnection, saveConnection, type Connection } from './connection-store';
import type { CredentialCipher } from './credential-cipher';
import { PublishFailure, type PublishFailureKind } from './http';
import { postFromArticle } from './post';
import { previousPublication, recordPublication } from './publication-store';
import { publishTo, testConnection, type PublishEdge } from './publish';
import { newSigningSecret } from './webhook-signature';

export const PUBLISHING_NEEDS_PLAN = 'Publishing to your CMS is part of every plan. Choose a plan to connect one.';
export const PUBLISHING_OFF = 'Publishing is not configured on this server (PUBLISHING_SECRET_KEY).';
export const CONNECTION_NOT_FOUND = 'Connection not found.';
const BAD_CONNECTION = 'Connection details are required: WordPress (siteUrl, username, applicationPassword), Ghost (adminUrl, adminApiKey) or a webhook (label, url).';
const BAD_ID = 'A connection id (uuid) is required.';
const BAD_PUBLISH = 'An articleId, a connectionId and a status (draft or publish) are required.';
const UNREADABLE = 'This connection can no longer be read (the server key changed). Connect it again.';

export interface PublishingRoutesDeps extends PublishEdge {
  db: Db;
  verifier: TokenVerifier;
  logger: Logger;
  /** Resolves null when publishing is off (no key): every route answers 503. */
  cipher: () => Promise<CredentialCipher | null>;
  now?: () => Date;
}

/** A CMS that did not take a request is the gateway's failure; a refused address is the request's. */
const STATUS: Record<PublishFailureKind, ContentfulStatusCode> = {
  credentials: 502,
  'not-found': 502,
  refused: 502,
  unavailable: 502,
  timeout: 504,
  network: 502,
  blocked: 422,
  redirect: 502,
  'bad-answer': 502,
};

/**
 * /api/publishing (issue 17), subscribers only: GET/POST /connections, DELETE /connections/:id,
 * POST /connections/test (unsaved WordPress or Ghost details), POST /connections/:id/test, and
 * POST /publish. Secrets are sealed on save and never answered back (a webhook's new signing
 * secret once, in the save's answer). Every request to a subscriber's URL goes through the
 * SSRF-safe fetch. A failed publish answers the CMS's reason and changes nothing.
 */
export function publishingRoutes(deps: PublishingRoutesDeps) {
  const now = deps.now ?? (() => new Date());
  const app = new Hono<{ Variables: AuthVariables }>();

  /** Signed in (401), on a plan (403), and the server able to seal credentials (503). */
  const subscriberOnly = (empty: object) => {
    const onPlan: MiddlewareHandler<{ Variables: AuthVariables }> = async (c, next) => {
      const { rows } = await deps.db.query<SubscriptionRecord>(
        'select status, plan_id, current_period_start, current_period_end, ends_at from public.user_subscriptions where user_id = $1',
        [c.get('user').id],
      );
      if (!entitledPlan(rows[0] ?? null, now())) return c.json({ ...empty, error: PUBLISHING_NEEDS_PLAN }, 403);
      if (!(await deps.cipher())) return c.json({ ...empty, error: PUBLISHING_OFF }, 503);
      await next();
    };
    return [requireUser(deps.verifier, { ...empty }), onPlan] as const;
  };
  /** Behind subscriberOnly, which answers 503 without a cipher. */
  const sealing = async (): Promise<CredentialCipher> => {
    const cipher = await deps.cipher();
    if (!cipher) throw new Error('publishing is off');
    return cipher;
  };

  const failed = (err: unknown, userId: string, what: string) => {
    if (!(err instanceof PublishFailure)) throw err;
    deps.logger.warn(`publishing: user ${userId} ${what} failed (${err.kind}${err.status ? ` ${err.status}` : ''})`);
    return { status: STATUS[err.kind], error: err.message };
  };

  const opened = async (cipher: CredentialCipher, userId: string, id: string): Promise<Connection | null | 'unreadable'> => {
    try {
      return await readConnection(deps.db, cipher, userId, id);
    } catch {
      return 'unreadable';
    }
  };

  app.get('/connections', ...subscriberOnly(EMPTY_CONNECTION_LIST), async (c) =>
    c.json<ConnectionListResponse>({ connections: await listConnections(deps.db, c.get('user').id), error: null }),
  );

  app.post('/connections', ...subscriberOnly(EMPTY_SAVE_CONNECTION), contractBody(connectionDraftSchema, EMPTY_SAVE_CONNECTION, BAD_CONNECTION), async (c) => {
    const userId = c.get('user').id;
    const draft = c.req.valid('json');
    const signingSecret = draft.kind === 'webhook' ? newSigningSecret() : null;
    const connection = await saveConnection(deps.db, await sealing(), userId, draft, signingSecret);
    deps.logger.info(`publishing: user ${userId} connected ${connection.label}`);
    return c.json<SaveConnectionResponse>({ connection, signingSecret, error: null }, 201);
  });

  app.delete('/connections/:id', ...subscriberOnly(EMPTY_DELETE_CONNECTION), contractParams(connectionIdParamsSchema, EMPTY_DELETE_CONNECTION, BAD_ID), async (c) => {
    const deleted = await deleteConnection(deps.db, c.get('user').id, c.req.valid('param').id);
    if (!deleted) return c.json<DeleteConnectionResponse>({ ...EMPTY_DELETE_CONNECTION, error: CONNECTION_NOT_FOUND }, 404);
    return c.json<DeleteConnectionResponse>({ deleted: true, error: null });
  });

  app.post('/connections/test', ...subscriberOnly(EMPTY_TEST_CONNECTION), contractBody(testDraftSchema, EMPTY_TEST_CONNECTION, BAD_CONNECTION), async (c) => {
    try {
      return c.json<TestConnectionResponse>({ ok: true, message: await testConnection(c.req.valid('json'), deps), error: null });
    } catch (err) {
      const { status, error } = failed(err, c.get('user').id, 'connection test');
      return c.json<TestConnectionResponse>({ ...EMPTY_TEST_CONNECTION, error }, status);
    }
  });

  app.post('/connections/:id/test', ...subscriberOnly(EMPTY_TEST_CONNECTION), contractParams(connectionIdParamsSchema, EMPTY_TEST_CONNECTION, BAD_ID), async (c) => {
    const userId = c.get('user').id;
    const connection = await opened(await sealing(), userId, c.req.valid('param').id);
    if (connection === 'unreadable') return c.json<TestConnectionResponse>({ ...EMPTY_TEST_CONNECTION, error: UNREADABLE }, 409);
    if (!connection) return c.json<TestConnectionResponse>({ ...EMPTY_TEST_CONNECTION, error: CONNECTION_NOT_FOUND }, 404);
    try {
      return c.json<TestConnectionResponse>({ ok: true, message: await testConnection(connection, deps), error: null });
    } catch (err) {
      const { status, error } = failed(err, userId, `${connection.label} test`);
      return c.json<TestConnectionResponse>({ ...EMPTY_TEST_CONNECTION, error }, status);
    }
  });

  app.post('/publish', ...subscriberOnly(EMPTY_PUBLISH_RESPONSE), contractBody(publishRequestSchema, EMPTY_PUBLISH_RESPONSE, BAD_PUBLISH), async (c) => {
    const userId = c.get('user').id;
    const request = c.req.valid('json');
    const article = await asUser(deps.db, userId, (tx) => readArticle(tx, userId, request.articleId));
    if (!article) return c.json<PublishResponse>({ ...EMPTY_PUBLISH_RESPONSE, error: ARTICLE_NOT_FOUND }, 404);
    const connection = await opened(await sealing(), userId, request.connectionId);
    if (connection === 'unreadable') return c.json<PublishResponse>({ ...EMPTY_PUBLISH_RESPONSE, error: UNREADABLE }, 409);
    if (!connection) return c.json<PublishResponse>({ ...EMPTY_PUBLISH_RESPONSE, error: CONNECTION_NOT_FOUND }, 404);
    const post = postFromArticle(article, {
      status: request.status,
      categories: request.categories,
      tags: request.tags ?? (article.keyphrase ? [article.keyphrase] : []),
    });
    // Published here before: the CMS's post is updated, not made again.
    const previous = await previousPublication(deps.db, userId, article.id, connection.id);
    try {
      const published = await publishTo(connection, post, article.id, deps, previous?.remoteId ?? null);
      const publication = await recordPublication(deps.db, userId, article.id, connection, published, previous);
      deps.logger.info(`publishing: user ${userId} ${previous ? 'updated' : 'published'} article ${article.id} on ${connection.label} (${published.status})`);
      return c.json<PublishResponse>({ publication, error: null });
    } catch (err) {
      const { status, error } = failed(err, userId, `publish to ${connection.label}`);
      return c.json<PublishResponse>({ ...EMPTY_PUBLISH_RESPONSE, error }, status);
    }
  });

  return app;
}
