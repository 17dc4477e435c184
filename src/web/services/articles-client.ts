import '../zod-jitless';
import type { z } from 'zod';
import {
  articleListResponseSchema,
  articleResponseSchema,
  deleteArticleResponseSchema,
  quotaResponseSchema,
  type ArticleDetail,
  type ArticleListResponse,
  type ArticleQuota,
} from '../../shared/contracts/articles';
import { ApiRequestError, callWorkspace } from './api-client';

/** Your Articles' calls (GET/DELETE /api/articles, GET /api/quota), same origin, Bearer token. */
export interface ArticlesClient {
  list(accessToken: string): Promise<ArticleListResponse>;
  open(id: string, accessToken: string): Promise<ArticleDetail>;
  remove(id: string, accessToken: string): Promise<void>;
  quota(accessToken: string): Promise<ArticleQuota | null>;
}

/** Throws ApiRequestError with the server's message unless the answer is a 2xx of the contract. */
export function createArticlesClient(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): ArticlesClient {
  const call = <S extends z.ZodType<{ error: string | null }>>(path: string, method: string, accessToken: string, schema: S) =>
    callWorkspace(fetchImpl, path, { method, accessToken }, schema);

  return {
    list: (accessToken) => call('/api/articles', 'GET', accessToken, articleListResponseSchema),
    open: async (id, accessToken) => {
      const { article } = await call(`/api/articles/${encodeURIComponent(id)}`, 'GET', accessToken, articleResponseSchema);
      if (!article) throw new ApiRequestError('Article not found.', 404);
      return article;
    },
    remove: async (id, accessToken) => {
      await call(`/api/articles/${encodeURIComponent(id)}`, 'DELETE', accessToken, deleteArticleResponseSchema);
    },
    quota: async (accessToken) => (await call('/api/quota', 'GET', accessToken, quotaResponseSchema)).quota,
  };
}
