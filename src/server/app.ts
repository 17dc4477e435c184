import { Hono, type Context } from 'hono';
import { compress } from 'hono/compress';
import type { ServerConfig } from './config';
import type { Logger } from './logger';
import { errorResponse } from './http/errors';
import { jsonBodyLimit } from './http/json-body-limit';
import { endpointLimits } from './http/endpoint-limits';
import { EMPTY_GENERATE_RESPONSE, EMPTY_SCRAPE_RESPONSE, EMPTY_TOPICS_RESPONSE } from '../shared/contracts/api';
import { emptyPublishingResponse } from '../shared/contracts/publishing';
import { healthRoutes } from './http/health.routes';
import { spaRoutes } from './http/spa.routes';
import { securityHeaders } from './http/security-headers';
import { analyzeRoutes } from './analysis/analyze.routes';
import { safeFetcherFor, topicEngineFor } from './analysis/analysis-deps';
import { SAMPLE_SITE_PATH, sampleSiteRoutes } from './sample-site/sample-site.routes';
import type { RuntimeConfig } from '../shared/runtime-config';
import type { Db } from './db/db';
import type { AuthSetup } from './auth/auth-setup';
import { localSupabaseRoutes } from './local-supabase/local-supabase.routes';
import type { BillingSetup } from './billing/billing-setup';
import { lemonWebhookRoutes } from './billing/webhook.routes';
import { localCheckoutRoutes } from './billing/local-checkout.routes';
import { generateRoutes } from './generation/generate.routes';
import type { GenerationJobs } from './generation/jobs/generation-jobs';
import { jobsRoutes } from './generation/jobs/jobs.routes';
import { EXAMPLES_PATH, examplesRoutes } from './examples/examples.routes';
import { articlesRoutes, quotaRoutes } from './articles/articles.routes';
import { publishingRoutes } from './publishing/publishing.routes';
import { publishingFor } from './publishing/publishing-setup';

export interface AppDeps {
  config: ServerConfig;
  logger: Logger;
  runtimeConfig: RuntimeConfig;
  startedAt?: Date;
  /** Connected as the owner: bypasses RLS, so server-side writes go through here. */
  db: Db;
  /** `auth.verifier` checks Bearer tokens (use `requireUser(deps.auth.verifier)` on /api routes). */
  auth: AuthSetup;
  billing: BillingSetup;
  /** Generation jobs on this database (generation-setup.ts `startGenerationJobs`). */
  jobs: GenerationJobs;
}

/** Composes the route modules. Each module gets only the dependencies it needs. */
export function createApp(deps: AppDeps) {
  const app = new Hono();
  app.use(
    '*',
    securityHeaders({
      supabaseUrl: deps.config.supabase?.url ?? null,
      generationApiUrl: deps.config.generationApiUrl,
      checkoutOrigin: deps.config.billing.checkoutOrigin,
    }),
  );
  // Gzip for what is made per request (HTML pages, JSON); built assets carry their own .br/.gz.
  app.use('*', compress());

  app.route('/api/health', healthRoutes({ mode: deps.config.mode, startedAt: deps.startedAt ?? new Date() }));
  app.get('/api/config', (c) => c.json(deps.runtimeConfig));
  const webhook = lemonWebhookRoutes({
    db: deps.db,
    logger: deps.logger,
    secret: deps.billing.webhookSecret,
    variantPlans: deps.config.billing.variantPlans,
  });
  app.route('/api/webhooks/lemonsqueezy', webhook);
  if (deps.billing.localCheckout && deps.billing.webhookSecret) {
    app.route(
      '/checkout/local',
      localCheckoutRoutes({
        webhookSecret: deps.billing.webhookSecret,
        verifier: deps.auth.verifier,
        ownOrigins: deps.config.ownOrigins,
        redirectOrigins: deps.config.auth.redirectOrigins,
        deliverWebhook: (raw, signature) =>
          Promise.resolve(
            webhook.request('/', { method: 'POST', body: raw, headers: { 'content-type': 'application/json', 'x-signature': signature } }),
          ),
      }),
    );
  }
  // Rate limits first: a refused request costs no body read, no token check beyond the key's.
  const limits = endpointLimits(deps.config.rateLimits, deps.auth.verifier, deps.config.auth.redirectOrigins);
  app.use('/api/analyze/scrape', limits.scrape);
  app.use('/api/analyze/topics', limits.topics);
  app.use('/api/generate-article', limits.generate);
  app.use('/api/analyze/scrape', jsonBodyLimit(EMPTY_SCRAPE_RESPONSE));
  app.use('/api/analyze/topics', jsonBodyLimit(EMPTY_TOPICS_RESPONSE));
  app.use('/api/generate-article', jsonBodyLimit(EMPTY_GENERATE_RESPONSE));
  app.route(
    '/api/generate-article',
    generateRoutes({
      verifier: deps.auth.verifier,
      jobs: deps.jobs,
      allowedOrigins: deps.config.auth.redirectOrigins,
    }),
  );
  app.route('/api/jobs', jobsRoutes({ db: deps.db, verifier: deps.auth.verifier, jobs: deps.jobs, allowedOrigins: deps.config.auth.redirectOrigins }));
  if (deps.config.allowPrivateNetworks) {
    deps.logger.info('site analysis may fetch private and loopback addresses (ALLOW_PRIVATE_NETWORKS), e.g. /sample-site/');
  }
  app.route(
    '/api/analyze',
    analyzeRoutes({
      db: deps.db,
      verifier: deps.auth.verifier,
      logger: deps.logger,
      fetcher: safeFetcherFor(deps.config),
      topicEngine: topicEngineFor(deps.config, deps.logger),
      limits: deps.config.analysis,
    }),
  );
  const articleDeps = { db: deps.db, verifier: deps.auth.verifier, logger: deps.logger };
  app.route('/api/articles', articlesRoutes(articleDeps));
  app.route('/api/quota', quotaRoutes(articleDeps));
  // Each publishing endpoint answers a refused body or rate in its own contract shape.
  const publishingEmpty = (c: Context) => emptyPublishingResponse(c.req.method, c.req.path);
  app.use('/api/publishing/*', limits.publishing);
  app.use('/api/publishing/*', jsonBodyLimit(publishingEmpty));
  app.route('/api/publishing', publishingRoutes({ ...articleDeps, ...publishingFor(deps.config, deps.logger) }));
  app.all('/api/*', (c) => c.json({ error: `No such endpoint: ${c.req.method} ${c.req.path}` }, 404));

  if (deps.auth.embedded) {
    app.use('/auth/v1/authorize', limits.signIn);
    app.use('/auth/v1/token', limits.tokenRefresh);
    app.route(
      '/',
      localSupabaseRoutes({ db: deps.db, verifier: deps.auth.verifier, embedded: deps.auth.embedded, siteUrl: deps.config.publicUrl, ownOrigins: deps.config.ownOrigins }),
    );
  }

  if (deps.config.mode === 'embedded') {
    app.route(SAMPLE_SITE_PATH, sampleSiteRoutes());
  }

  app.route(EXAMPLES_PATH, examplesRoutes({ publicUrl: deps.config.publicUrl }));

  app.route('/', spaRoutes({ staticDir: deps.config.staticDir, runtimeConfig: deps.runtimeConfig, publicUrl: deps.config.publicUrl }));

  app.onError((err, c) => errorResponse(c, err, deps.logger.error));
  return app;
}
