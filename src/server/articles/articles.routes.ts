import { Hono } from 'hono';
import {
  articleIdParamsSchema,
  EMPTY_ARTICLE_LIST,
  EMPTY_ARTICLE_RESPONSE,
  EMPTY_DELETE_ARTICLE_RESPONSE,
  EMPTY_QUOTA_RESPONSE,
  type QuotaResponse,
  type ArticleListResponse,
  type ArticleResponse,
  type DeleteArticleResponse,
} from '../../shared/contracts/articles';
import { requireUser, type AuthVariables } from '../auth/require-user';
import type { TokenVerifier } from '../auth/jwt';
import type { Db } from '../db/db';
import { contractParams } from '../http/request-body';
import type { Logger } from '../logger';
import { asUser, deleteArticle, listArticles, readArticle, readQuota } from './article-library';

export const ARTICLE_NOT_FOUND = 'Article not found.';
const BAD_ID = 'An article id (uuid) is required.';

export interface ArticlesRoutesDeps {
  db: Db;
  verifier: TokenVerifier;
  logger: Logger;
  now?: () => Date;
}

/**
 * Your Articles (issue 17): GET / (the caller's articles and quota), GET /:id, DELETE /:id. Only
 * the caller's own articles exist for them; another user's id answers 404 like an unknown one.
 * Deleting takes nothing back: the quota still counts the article and credits are untouched.
 */
export function articlesRoutes(deps: ArticlesRoutesDeps) {
  const now = deps.now ?? (() => new Date());
  const app = new Hono<{ Variables: AuthVariables }>();

  app.get('/', requireUser(deps.verifier, { ...EMPTY_ARTICLE_LIST }), async (c) => {
    const userId = c.get('user').id;
    const { articles, quota } = await asUser(deps.db, userId, async (tx) => ({
      articles: await listArticles(tx, userId),
      quota: await readQuota(tx, userId, now()),
    }));
    return c.json<ArticleListResponse>({ articles, quota, error: null });
  });

  app.get('/:id', requireUser(deps.verifier, { ...EMPTY_ARTICLE_RESPONSE }), contractParams(articleIdParamsSchema, EMPTY_ARTICLE_RESPONSE, BAD_ID), async (c) => {
    const userId = c.get('user').id;
    const found = await asUser(deps.db, userId, (tx) => readArticle(tx, userId, c.req.valid('param').id));
    if (!found) return c.json<ArticleResponse>({ ...EMPTY_ARTICLE_RESPONSE, error: ARTICLE_NOT_FOUND }, 404);
    return c.json<ArticleResponse>({ article: found, error: null });
  });
  app.delete('/:id', requireUser(deps.verifier, { ...EMPTY_DELETE_ARTICLE_RESPONSE }), contractParams(articleIdParamsSchema, EMPTY_DELETE_ARTICLE_RESPONSE, BAD_ID), async (c) => {
    const userId = c.get('user').id;
    const { id } = c.req.valid('param');
    const deleted = await deleteArticle(deps.db, userId, id);
    if (!deleted) return c.json<DeleteArticleResponse>({ ...EMPTY_DELETE_ARTICLE_RESPONSE, error: ARTICLE_NOT_FOUND }, 404);
    deps.logger.info(`articles: user ${userId} deleted article ${id}`);
    return c.json<DeleteArticleResponse>({ deleted: true, error: null });
  });
  return app;
}

/** GET /api/quota: the caller's quota this billing period (null for a user without a plan). */
export function quotaRoutes(deps: ArticlesRoutesDeps) {
  const now = deps.now ?? (() => new Date());
  const app = new Hono<{ Variables: AuthVariables }>();
  app.get('/', requireUser(deps.verifier, { ...EMPTY_QUOTA_RESPONSE }), async (c) =>
    c.json<QuotaResponse>({ quota: await asUser(deps.db, c.get('user').id, (tx) => readQuota(tx, c.get('user').id, now())), error: null }),
  );
  return app;
}
