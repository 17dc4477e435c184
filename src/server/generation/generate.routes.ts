import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { EMPTY_GENERATE_RESPONSE as empty, generateRequestSchema, type GenerateResponse } from '../../shared/contracts/api';
import { requireUser, type AuthVariables } from '../auth/require-user';
import { contractBody } from '../http/request-body';
import type { TokenVerifier } from '../auth/jwt';
import { LlmError } from '../llm/llm-client';
import type { Logger } from '../logger';
import type { GenerationService } from './generation.service';

export const NO_CREDITS = 'No credits remaining. Please subscribe to continue.';

export interface GenerateRoutesDeps {
  verifier: TokenVerifier;
  service: GenerationService;
  logger: Logger;
  /** Browser origins allowed to call this service when it is deployed on its own origin. */
  allowedOrigins: readonly string[];
}

/** POST /api/generate-article (spec §7): a route module of its own so it can be deployed apart. */
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

    let outcome;
    try {
      outcome = await deps.service.generate({ userId: user.id, contentId, topic, signal: c.req.raw.signal });
    } catch (err) {
      if (err instanceof LlmError) {
        deps.logger.warn(`generation: ${err.message}`);
        if (err.kind === 'refused') {
          return fail(422, 'The article writer declined to write about this topic. No credit was used; please try another topic.', { contentId });
        }
        const status = err.kind === 'timeout' ? 504 : 502;
        const why = err.kind === 'timeout' ? 'The article writer took too long to answer' : 'The article writer is unavailable';
        return fail(status, `${why}. No credit was used; please try again.`, { contentId });
      }
      throw err;
    }

    switch (outcome.kind) {
      case 'not-found':
        return fail(404, 'Analysis not found.');
      case 'not-analysed':
        return fail(409, 'This site has not been analyzed yet. Please analyze it first.', { contentId });
      case 'no-credits':
        return fail(402, NO_CREDITS, { showPaywall: true, contentId });
      case 'interrupted':
        // The client has gone; this answer is for logs only.
        return fail(499 as ContentfulStatusCode, 'The request was cancelled. No credit was used.', { contentId });
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
