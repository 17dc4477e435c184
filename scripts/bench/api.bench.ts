// Load on the embedded server (real app, PGlite, RLS) from autocannon in a worker thread:
// GET /rest/v1/scraped_contents as a signed-in user and POST /api/analyze/topics, then the same
// read as a bare SELECT on the same PGlite. The ratio is our per-request overhead (HTTP, token
// check, transaction, role switch, RLS) over the query itself, measured in this one run.
import autocannon, { type Result } from 'autocannon';
import { startTestServer } from '../../tests/support/test-server';
import { loadAnalysis } from '../../tests/fixtures/analyses/load';
import { insertAnalysedRecord } from '../../tests/fixtures/analyses/records';
import type { Figures } from './run-benchmarks';

const DURATION_S = 8;
const CONNECTIONS = 8;

function load(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ ...opts, duration: DURATION_S, connections: CONNECTIONS, workers: 1 }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

const summary = (r: Result) => ({
  rps: Math.round(r.requests.average),
  p50: r.latency.p50,
  p99: r.latency.p99,
  errors: r.errors + r.non2xx + r.timeouts,
});

export async function runApiBench(): Promise<Figures> {
  const server = await startTestServer();
  try {
    const { accessToken, userId } = await server.signIn('bench@example.com', 'Bench');
    const contentId = await insertAnalysedRecord(server.db, userId, loadAnalysis('sample-site'));
    const auth = { authorization: `Bearer ${accessToken}`, apikey: server.auth.anonKey };

    const rest = summary(
      await load({ url: `${server.url}/rest/v1/scraped_contents?select=credits&user_id=eq.${userId}`, headers: auth }),
    );
    const topics = summary(
      await load({
        url: `${server.url}/api/analyze/topics`,
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ contentId }),
      }),
    );

    // The same read, bare: one query on the same database, no HTTP, no role switch.
    const runs = 2000;
    const started = performance.now();
    for (let i = 0; i < runs; i++) {
      await server.db.query('select credits from public.scraped_contents where user_id = $1', [userId]);
    }
    const bareMs = (performance.now() - started) / runs;
    // Latency under load includes queueing behind the other connections; compare per-request cost instead.
    const restMsPerRequest = 1000 / rest.rps;

    return {
      'REST read req/s': rest.rps,
      'REST read p50 / p99 (ms)': `${rest.p50} / ${rest.p99}`,
      'REST read errors': rest.errors,
      'topics req/s': topics.rps,
      'topics p50 / p99 (ms)': `${topics.p50} / ${topics.p99}`,
      'topics errors': topics.errors,
      'bare SELECT (ms)': +bareMs.toFixed(3),
      'REST cost per request (ms)': +restMsPerRequest.toFixed(3),
      'REST overhead ratio (REST / bare)': +(restMsPerRequest / bareMs).toFixed(1),
    };
  } finally {
    await server.stop();
  }
}
