import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { streamSSE } from 'hono/streaming';
import { jobIdParamSchema, type CurrentJobResponse, type JobEvent } from '../../../shared/contracts/jobs';
import { requireUser, type AuthVariables } from '../../auth/require-user';
import type { TokenVerifier } from '../../auth/jwt';
import type { Db } from '../../db/db';
import { contractParams } from '../../http/request-body';
import type { GenerationJobs } from './generation-jobs';
import { openJobOf, readJob, type GenerationJob } from './job-store';

export interface JobsRoutesDeps {
  db: Db;
  verifier: TokenVerifier;
  jobs: GenerationJobs;
  allowedOrigins: readonly string[];
}

export function jobEvent(job: GenerationJob): JobEvent {
  return { jobId: job.id, contentId: job.contentId, topic: job.topic, stage: job.stage, progress: job.progress, done: job.state === 'done' };
}

/** Comments keep a quiet stream open through proxies that close idle connections. */
const KEEP_ALIVE_MS = 15_000;

/**
 * /api/jobs: the caller's own generation jobs. `GET /current` names the unfinished one (a reloaded
 * chat follows it); `GET /:id/events` streams its stage and share of the work as Server-Sent Events
 * until it is done. Another user's job answers 404, as a missing one does.
 */
export function jobsRoutes(deps: JobsRoutesDeps) {
  const app = new Hono<{ Variables: AuthVariables }>();
  app.use('*', cors({ origin: [...deps.allowedOrigins], allowMethods: ['GET'], allowHeaders: ['authorization'], maxAge: 600 }));
  app.use('*', requireUser(deps.verifier));

  app.get('/current', async (c) => {
    const job = await openJobOf(deps.db, c.get('user').id);
    return c.json<CurrentJobResponse>({ job: job ? jobEvent(job) : null });
  });

  app.get('/:id/events', contractParams(jobIdParamSchema, {}, 'A job id is a UUID.'), async (c) => {
    const { id } = c.req.valid('param');
    const job = await readJob(deps.db, id);
    if (!job || job.userId !== c.get('user').id) return c.json({ error: 'Job not found.' }, 404);
    c.header('cache-control', 'no-store');
    return streamSSE(c, async (stream) => {
      let last = '';
      // Writes in order, and the last one flushed before the stream ends.
      let written = Promise.resolve();
      const write = (chunk: () => Promise<void>) => (written = written.then(chunk, chunk));
      const keepAlive = setInterval(() => write(() => stream.write(': keep-alive\n\n').then(() => undefined)), KEEP_ALIVE_MS);
      await new Promise<void>((resolve) => {
        const stop = deps.jobs.watch(id, (now) => {
          if (now) {
            const data = JSON.stringify(jobEvent(now));
            if (data !== last) {
              last = data;
              write(() => stream.writeSSE({ event: 'progress', data }));
            }
          }
          if (!now || now.state === 'done') end();
        });
        stream.onAbort(end);
        function end() {
          stop();
          resolve();
        }
      });
      clearInterval(keepAlive);
      await written;
    });
  });
  return app;
}
