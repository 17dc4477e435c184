// Analysis of the bundled sample site against the I/O floor: the bare time to download the very
// pages the crawl read (plus robots.txt and sitemap.xml), with the same concurrency, on this
// machine, now. The ratio says how much the crawl bookkeeping, extraction and NLP add.
import { serve, type ServerType } from '@hono/node-server';
import { Hono } from 'hono';
import type { AddressInfo } from 'node:net';
import pLimit from 'p-limit';
import { analyseUrl } from '../../src/server/analysis/analyse-url';
import { safeFetcherFor } from '../../src/server/analysis/analysis-deps';
import { loadConfig } from '../../src/server/config';
import { SAMPLE_SITE_PATH, sampleSiteRoutes } from '../../src/server/sample-site/sample-site.routes';
import type { Figures } from './run-benchmarks';

const RUNS = 7;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function startSampleSite(): Promise<{ server: ServerType; origin: string }> {
  const app = new Hono();
  app.route(SAMPLE_SITE_PATH, sampleSiteRoutes());
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ server, origin: `http://127.0.0.1:${info.port}` }),
    );
  });
}

export async function runAnalysisBench(): Promise<Figures> {
  const { server, origin } = await startSampleSite();
  // The embedded mode's own fetcher: its config defaults allow the loopback sample site.
  const config = loadConfig({});
  const fetcher = safeFetcherFor(config);
  const crawl = { maxExtraPages: config.analysis.maxExtraPages, concurrency: config.analysis.concurrency };
  const start = `${origin}${SAMPLE_SITE_PATH}/`;
  try {
    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
    }, 5);

    const coldStarted = performance.now();
    const first = await analyseUrl(start, fetcher, crawl, new Date());
    const coldMs = performance.now() - coldStarted;
    const urls = [
      `${start}robots.txt`,
      `${start}sitemap.xml`,
      ...first.log.filter((entry) => entry.skipped === undefined).map((entry) => entry.url),
    ];

    const analysisMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await analyseUrl(start, fetcher, crawl, new Date());
      analysisMs.push(performance.now() - t);
    }
    clearInterval(sampler);

    const limit = pLimit(crawl.concurrency);
    const floorMs: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await Promise.all(urls.map((url) => limit(async () => (await fetch(url)).text())));
      floorMs.push(performance.now() - t);
    }

    const analysis = median(analysisMs);
    const floor = median(floorMs);
    return {
      pages_read: first.analysis.pages.length,
      cold_first_analysis_ms: Math.round(coldMs),
      analysis_median_ms: Math.round(analysis),
      fetch_floor_median_ms: Math.round(floor * 10) / 10,
      'analysis/fetch_ratio': Math.round((analysis / floor) * 10) / 10,
      peak_rss_mb: Math.round(peakRss / 1048576),
    };
  } finally {
    await fetcher.close();
    server.close();
  }
}
