import type { ConnectionDraft } from '../../shared/contracts/publishing';
import type { Connection } from './connection-store';
import { publishToGhost, testGhost } from './ghost';
import type { HttpFetch } from './http';
import type { PublishedPost, PublishPost } from './post';
import { publishToWebhook, testWebhook } from './webhook';
import { publishToWordPress, testWordPress } from './wordpress';

export interface PublishEdge {
  fetch: HttpFetch;
  retryDelaysMs: readonly number[];
}

/**
 * Sends the post through the connection's publisher. `previousRemoteId` is the CMS's id of the post
 * this connection made of the article before: that post is updated instead of a second one made.
 */
export function publishTo(connection: Connection, post: PublishPost, articleId: string, edge: PublishEdge, previousRemoteId: string | null = null): Promise<PublishedPost> {
  switch (connection.kind) {
    case 'wordpress':
      return publishToWordPress(
        { siteUrl: connection.siteUrl, username: connection.username, applicationPassword: connection.applicationPassword },
        post,
        edge.fetch,
        previousRemoteId,
      );
    case 'ghost':
      return publishToGhost({ adminUrl: connection.siteUrl, adminApiKey: connection.adminApiKey }, post, edge.fetch, previousRemoteId);
    case 'webhook':
      return publishToWebhook({ url: connection.siteUrl, signingSecret: connection.signingSecret }, post, articleId, edge.fetch, {
        retryDelaysMs: edge.retryDelaysMs,
        previousRemoteId,
      });
  }
}

/** Checks a saved connection or unsaved WordPress/Ghost details; the answer says what was checked. */
export async function testConnection(target: Connection | Exclude<ConnectionDraft, { kind: 'webhook' }>, edge: PublishEdge): Promise<string> {
  switch (target.kind) {
    case 'wordpress': {
      const { user } = await testWordPress({ siteUrl: target.siteUrl, username: target.username, applicationPassword: target.applicationPassword }, edge.fetch);
      return `Signed in to WordPress at ${target.siteUrl} as ${user}.`;
    }
    case 'ghost': {
      const adminUrl = 'adminUrl' in target ? target.adminUrl : target.siteUrl;
      await testGhost({ adminUrl, adminApiKey: target.adminApiKey }, edge.fetch);
      return `Ghost at ${adminUrl} accepted the Admin API key.`;
    }
    case 'webhook':
      await testWebhook({ url: target.siteUrl, signingSecret: target.signingSecret }, edge.fetch);
      return `The webhook at ${target.siteUrl} answered a signed test delivery.`;
  }
}
