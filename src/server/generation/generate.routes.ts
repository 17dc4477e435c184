import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { EMPTY_GENERATE_RESPONSE as empty, generateRequestSchema, type GenerateResponse } from '../../shared/contracts/api';
import { requireUser, type AuthVariables } from '../auth/require-user';
import { contractBody } from '../http/request-body';
import type { TokenVerifier } from '../auth/jwt';
import type { FailureReason } from './generation-outcome';
import type { GenerationJobs } from './jobs/generation-jobs';

export const NO_CREDITS = 'No credits remaining. Please subscribe to continue.';

export interface GenerateRoutesDeps {
  verifier: TokenVerifier;
  jobs: GenerationJobs;
  /** Browser origins allowed to call this service when it is deployed on its own origin. */
  allowedOrigins: readonly string[];
}

const FAILED: Record<FailureReason, { status: ContentfulStatusCode; error: string }> = {
  refused: { status: 422, error: 'The article writer declined to write about this topic. No credit was used; please try another topic.' },
  timeout: { status: 504, error: 'The article writer took too long to answer. No credit was used; please try again.' },
  unavailable: { status: 502, error: 'The article writer is unavailable. No credit was used; please try again.' },
  internal: { status: 500, error: 'The article could not be written. No credit was used; please try again.' },
};

/**
 * POST /api/generate-article (spec §7): a route module of its own so it can be deployed apart.
 * The article is written by a job (generation-jobs.ts); the request waits for it and answers as
 * before. A request that goes away leaves the job running: its article is saved all the same.
 */
export function generateRoutes(deps: GenerateRoutesDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.use('*', cors({ origin: [...deps.allowedOrigins], allowMethods: ['POST'], allowHeaders: ['authorization', 'content-type'], maxAge: 600 }));
  app.use('*', requireUser(deps.verifier, { ...empty }));

  const body = contractBody(generateRequestSchema, empty, 'Please choose a topic and analyze your site first: topic and contentId are required.');
  app.post('/', body, async (c) => {
    const fail = (status: ContentfulStatusCode, error: string, extra: Partial<GenerateResponse> = {}) =>
      c.json<GenerateResponse>({ ...empty, ...extra, error }, status);

    const { topic, contentId } = c.req.valid('json');
    const user = c.get('user');

    const job = await deps.jobs.submit({ userId: user.id, contentId, topic });
    const outcome = 'outcome' in job ? job.outcome : await deps.jobs.wait(job.id, c.req.raw.signal);
    // The client has gone; the job goes on and this answer is for logs only.
    if (!outcome) return fail(499 as ContentfulStatusCode, 'The request was cancelled; the article is still being written.', { contentId });

    switch (outcome.kind) {
      case 'not-found':
        return fail(404, 'Analysis not found.');
      case 'not-analysed':
        return fail(409, 'This site has not been analyzed yet. Please analyze it first.', { contentId });
      case 'no-credits':
        return fail(402, NO_CREDITS, { showPaywall: true, contentId });
      case 'failed':
        return fail(FAILED[outcome.reason].status, FAILED[outcome.reason].error, { contentId });
      case 'saved': {
        const a = outcome.article;
        return c.json<GenerateResponse>({
          article: a.content,
          creditsRemaining: outcome.creditsRemaining,
          showPaywall: false,
          contentId,
          error: null,
          title: a.title,
          metaDescription: a.meta_description,
          engine: a.engine,
          score: a.score,
          sources: a.sources.map((s) => ({ url: s.url, title: s.title, kind: s.kind, claims: s.claims.map((cl) => ({ text: cl.text })) })),
        });
      }
    }
  });
  return app;
}
