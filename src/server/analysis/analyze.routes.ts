import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AnalysisConfig } from '../config';
import type { Db } from '../db/db';
import type { Logger } from '../logger';
import { requireUser, type AuthVariables } from '../auth/require-user';
import { contractBody } from '../http/request-body';
import type { TokenVerifier } from '../auth/jwt';
import {
  EMPTY_SCRAPE_RESPONSE,
  EMPTY_TOPICS_RESPONSE,
  scrapeRequestSchema,
  topicsRequestSchema,
  type ScrapeResponse,
  type TopicsResponse,
} from '../../shared/contracts/api';
import { siteAnalysisSchema } from '../../shared/site-analysis';
import { validateSiteUrlForServer } from '../../shared/url-rules';
import { analyseUrl } from './analyse-url';
import { completeAnalysis, findOwnAnalysis, releaseAnalysis, reserveAnalysis, storeTopicPlans } from './analysis-store';
import { FetchFailure } from './fetch-failure';
import type { SafeFetcher } from './safe-fetch';
import type { TopicEngine } from './topic-engine';

export interface AnalyzeDeps {
  db: Db;
  verifier: TokenVerifier;
  logger: Logger;
  fetcher: SafeFetcher;
  topicEngine: TopicEngine;
  limits: AnalysisConfig;
  now?: () => Date;
}

export const analyzeMessages = {
  invalidBody: 'Please send the website address as {"url": "…"}.',
  paywall: "You've used your free analysis. Subscribe to continue analyzing.",
  busy: 'An analysis of your site is already running. Please wait for it to finish.',
  rateLimited: (limit: number) => `You have reached the fair-use limit of ${limit} analyses per hour. Please try again later.`,
  internal: 'Something went wrong on our side while analyzing the site. Please try again.',
  invalidContentId: 'Please send the analysis id as {"contentId": "…"}.',
  notFound: 'No analysis with this id was found for your account.',
  notReady: 'This analysis is still running. Please try again in a moment.',
  unreadable: 'This analysis could not be read. Please analyze the site again.',
} as const;


function scrapeAnswer(c: Context, status: ContentfulStatusCode, fields: Partial<ScrapeResponse>) {
  return c.json({ ...EMPTY_SCRAPE_RESPONSE, ...fields } satisfies ScrapeResponse, status);
}

function topicsAnswer(c: Context, status: ContentfulStatusCode, fields: Partial<TopicsResponse>) {
  return c.json({ ...EMPTY_TOPICS_RESPONSE, ...fields } satisfies TopicsResponse, status);
}

/** POST /api/analyze/scrape and POST /api/analyze/topics (spec §7, docs/api.md). */
export function analyzeRoutes(deps: AnalyzeDeps) {
  const now = deps.now ?? (() => new Date());
  const app = new Hono<{ Variables: AuthVariables }>();

  const scrapeBody = contractBody(scrapeRequestSchema, EMPTY_SCRAPE_RESPONSE, analyzeMessages.invalidBody);
  app.post('/scrape', requireUser(deps.verifier, EMPTY_SCRAPE_RESPONSE), scrapeBody, async (c) => {
    const checked = validateSiteUrlForServer(c.req.valid('json').url);
    if (!checked.ok) return scrapeAnswer(c, 400, { error: checked.error });

    const userId = c.get('user').id;
    const reservation = await reserveAnalysis(deps.db, {
      userId,
      url: checked.url,
      now: now(),
      analysesPerHour: deps.limits.analysesPerHour,
    });
    switch (reservation.kind) {
      case 'paywall':
        return scrapeAnswer(c, 402, { showPaywall: true, contentId: reservation.contentId, error: analyzeMessages.paywall });
      case 'busy':
        return scrapeAnswer(c, 409, { error: analyzeMessages.busy });
      case 'rate-limited':
        return scrapeAnswer(c, 429, { error: analyzeMessages.rateLimited(reservation.limit) });
      case 'reserved':
        break;
    }

    const { contentId } = reservation;
    try {
      const { analysis, log } = await analyseUrl(
        checked.url,
        deps.fetcher,
        { maxExtraPages: deps.limits.maxExtraPages, concurrency: deps.limits.concurrency },
        now(),
      );
      await completeAnalysis(deps.db, contentId, analysis, log);
      return scrapeAnswer(c, 200, { success: true, contentId });
    } catch (err) {
      await releaseAnalysis(deps.db, contentId);
      if (err instanceof FetchFailure) {
        deps.logger.info(`analysis of ${checked.url} failed: ${err.kind} (${err.message})`);
        return scrapeAnswer(c, err.retryable ? 502 : 422, { retryable: err.retryable, error: err.message });
      }
      deps.logger.error(`analysis of ${checked.url} failed unexpectedly`, err);
      return scrapeAnswer(c, 500, { error: analyzeMessages.internal });
    }
  });

  const topicsBody = contractBody(topicsRequestSchema, EMPTY_TOPICS_RESPONSE, analyzeMessages.invalidContentId);
  app.post('/topics', requireUser(deps.verifier, EMPTY_TOPICS_RESPONSE), topicsBody, async (c) => {
    const { contentId } = c.req.valid('json');
    const row = await findOwnAnalysis(deps.db, contentId, c.get('user').id);
    // Someone else's analysis answers exactly like a missing one, so ids reveal nothing.
    if (!row.found) return topicsAnswer(c, 404, { error: analyzeMessages.notFound });
    if (row.analysis === null) return topicsAnswer(c, 409, { error: analyzeMessages.notReady });
    const analysis = siteAnalysisSchema.safeParse(row.analysis);
    if (!analysis.success) {
      deps.logger.error(`stored analysis ${contentId} does not match SiteAnalysis`, analysis.error);
      return topicsAnswer(c, 500, { error: analyzeMessages.unreadable });
    }
    const suggestions = await deps.topicEngine.suggest(analysis.data);
    await storeTopicPlans(deps.db, contentId, c.get('user').id, suggestions.plans);
    return topicsAnswer(c, 200, { success: true, topics: suggestions.topics, analysis_summary: suggestions.analysisSummary });
  });

  return app;
}
