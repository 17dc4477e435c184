import '../zod-jitless';
import type { z } from 'zod';
import {
  connectionListResponseSchema,
  deleteConnectionResponseSchema,
  publishResponseSchema,
  saveConnectionResponseSchema,
  testConnectionResponseSchema,
  type ConnectionDraft,
  type ConnectionSummary,
  type Publication,
  type PublishRequest,
  type SaveConnectionResponse,
} from '../../shared/contracts/publishing';
import { ApiRequestError, callWorkspace } from './api-client';

/** The CMS screen's and the Publish panel's calls (/api/publishing), same origin, Bearer token. */
export interface PublishingClient {
  connections(accessToken: string): Promise<ConnectionSummary[]>;
  save(draft: ConnectionDraft, accessToken: string): Promise<SaveConnectionResponse>;
  remove(id: string, accessToken: string): Promise<void>;
  /** Unsaved WordPress/Ghost details, or a saved connection by id; resolves with what was checked. */
  test(target: Exclude<ConnectionDraft, { kind: 'webhook' }> | { id: string }, accessToken: string): Promise<string>;
  publish(request: PublishRequest, accessToken: string): Promise<Publication>;
}

/** Throws ApiRequestError with the server's message unless the answer is a 2xx of the contract. */
export function createPublishingClient(fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args)): PublishingClient {
  const call = <S extends z.ZodType<{ error: string | null }>>(path: string, method: string, accessToken: string, schema: S, body?: unknown) =>
    callWorkspace(fetchImpl, `/api/publishing${path}`, { method, accessToken, body }, schema);

  return {
    connections: async (accessToken) => (await call('/connections', 'GET', accessToken, connectionListResponseSchema)).connections,
    save: (draft, accessToken) => call('/connections', 'POST', accessToken, saveConnectionResponseSchema, draft),
    remove: async (id, accessToken) => {
      await call(`/connections/${encodeURIComponent(id)}`, 'DELETE', accessToken, deleteConnectionResponseSchema);
    },
    test: async (target, accessToken) => {
      const answer =
        'id' in target
          ? await call(`/connections/${encodeURIComponent(target.id)}/test`, 'POST', accessToken, testConnectionResponseSchema)
          : await call('/connections/test', 'POST', accessToken, testConnectionResponseSchema, target);
      return answer.message ?? '';
    },
    publish: async (request, accessToken) => {
      const { publication } = await call('/publish', 'POST', accessToken, publishResponseSchema, request);
      if (!publication) throw new ApiRequestError('Publishing failed.', null);
      return publication;
    },
  };
}
