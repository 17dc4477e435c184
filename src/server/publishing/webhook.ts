import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { exchange, failureOf, PublishFailure, type HttpFetch } from './http';
import type { PublishedPost, PublishPost } from './post';
import { DELIVERY_HEADER, signedHeaders } from './webhook-signature';

/** A subscriber's endpoint (Zapier's "Catch Hook", a Make webhook, a custom CMS). */
export interface WebhookTarget {
  url: string;
  signingSecret: string;
}

export interface WebhookOptions {
  now?: () => Date;
  /** Waits between attempts; tests pass one that does not wait. */
  sleep?: (ms: number) => Promise<void>;
  /** The waits before each retry: exponential, bounded (four attempts in all by default). */
  retryDelaysMs?: readonly number[];
  deliveryId?: string;
  /** The id this connection's earlier delivery of the article got: the delivery is an `article.update`. */
  previousRemoteId?: string | null;
}

export const RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
const SERVICE = 'The webhook';
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Test connection: one signed `connection.test` delivery, not retried; any 2xx passes. */
export async function testWebhook(target: WebhookTarget, fetch: HttpFetch, now = new Date()): Promise<void> {
  const body = JSON.stringify({ event: 'connection.test', delivery_id: randomUUID(), sent_at: now.toISOString() });
  const response = await exchange(fetch, { method: 'POST', url: target.url, headers: { 'content-type': 'application/json', ...signedHeaders(target.signingSecret, body, now) }, body }, SERVICE);
  if (!response.ok) throw await failureOf(response, SERVICE, target.url);
  await response.body?.cancel();
}

/**
 * The JSON body of a delivery: `event`, `delivery_id`, `sent_at` and the article. The first
 * delivery of an article to a connection is `article.publish`; each later one is `article.update`
 * with the same `article.id` and `previous_id`, the id the receiver answered before (or that
 * delivery's id), so the receiver updates what it made instead of adding a copy.
 */
export function webhookPayload(post: PublishPost, deliveryId: string, articleId: string, sentAt: Date, previousRemoteId: string | null = null) {
  return {
    event: previousRemoteId === null ? 'article.publish' : 'article.update',
    delivery_id: deliveryId,
    sent_at: sentAt.toISOString(),
    ...(previousRemoteId === null ? {} : { previous_id: previousRemoteId }),
    article: {
      id: articleId,
      title: post.title,
      slug: post.slug,
      status: post.status,
      excerpt: post.excerpt,
      html: post.html,
      markdown: post.markdown,
      categories: post.categories,
      tags: post.tags,
      images: post.images,
    },
  };
}

/** A receiver may answer where it put the post; anything else counts as delivered. */
const answerSchema = z.object({
  url: z.url({ protocol: /^https?$/ }).optional().catch(undefined),
  id: z.union([z.string(), z.number()]).optional().catch(undefined),
  status: z.string().max(40).optional().catch(undefined),
});

/**
 * POSTs the article, signed, and retries a network failure, timeout, 408, 429 or 5xx with
 * exponential backoff (same delivery id every time, so a receiver can drop duplicates; a fresh
 * timestamp and signature each attempt). A 4xx is the receiver's answer and is not retried.
 */
export async function publishToWebhook(
  target: WebhookTarget,
  post: PublishPost,
  articleId: string,
  fetch: HttpFetch,
  options: WebhookOptions = {},
): Promise<PublishedPost> {
  const now = options.now ?? (() => new Date());
  const sleep = options.sleep ?? wait;
  const delays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const deliveryId = options.deliveryId ?? randomUUID();
  for (let attempt = 0; ; attempt++) {
    const body = JSON.stringify(webhookPayload(post, deliveryId, articleId, now(), options.previousRemoteId ?? null));
    const request = {
      method: 'POST' as const,
      url: target.url,
      headers: { 'content-type': 'application/json', [DELIVERY_HEADER]: deliveryId, ...signedHeaders(target.signingSecret, body, now()) },
      body,
    };
    let failure: PublishFailure;
    try {
      const response = await exchange(fetch, request, SERVICE);
      if (response.ok) {
        const answer = answerSchema.safeParse(await response.json().catch(() => ({})));
        const said = answer.success ? answer.data : {};
        // An update the receiver answers without an id keeps the id of what it made first.
        const remoteId = said.id === undefined ? (options.previousRemoteId ?? deliveryId) : String(said.id);
        return { remoteId, url: said.url ?? null, status: said.status ?? 'delivered' };
      }
      failure = await failureOf(response, SERVICE, request.url);
    } catch (err) {
      if (!(err instanceof PublishFailure)) throw err;
      failure = err;
    }
    const delay = delays[attempt];
    if (!failure.retryable || delay === undefined) throw failure;
    await sleep(delay);
  }
}
