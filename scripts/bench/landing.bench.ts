// The landing benchmark (issue 7): builds, serves with the real server and runs Lighthouse 12.8 in
// mobile emulation (its default simulated throttling) on `/` and, in the same run on the same
// server, on a bare static page, so our LCP is reported as a ratio to the fastest possible page.
import { execFile, execFileSync } from 'node:child_process';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { checkLandingBudget } from '../prerender-budget';
import { startServerProcess } from '../../tests/support/server-process';
import type { Figures } from './run-benchmarks';

const root = path.resolve(import.meta.dirname, '../..');
const clientDir = path.join(root, 'dist/client');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(process.env.LANDING_BENCH_RUNS ?? 5);
/** `.htm`, not `.html`: the server serves it as a plain file instead of routing it to the app. */
const STATIC_PAGE = 'bench-static.htm';

/** The control: a page with a heading and a paragraph, no script, no styles to fetch. */
const BARE_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Static control page</title><meta name="description" content="A bare static page used as the benchmark's control."></head>
<body style="background:#070b08;color:#d7f5e1;font-family:monospace"><main><h1>SEO blog articles that rank, written in seconds</h1>
<p>A bare static page served by the same server, measured in the same run.</p></main></body></html>`;

interface LighthouseResult {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Lighthouse occasionally loses the trace (NO_NAVSTART) and asks to be run again: it gets one retry. */
async function lighthouse(url: string): Promise<LighthouseResult> {
  try {
    return await lighthouseOnce(url);
  } catch {
    return lighthouseOnce(url);
  }
}

async function lighthouseOnce(url: string): Promise<LighthouseResult> {
  const bin = path.join(root, 'node_modules/.bin/lighthouse');
  const { stdout } = await promisify(execFile)(
    bin,
    [
      url,
      '--output=json',
      '--output-path=stdout',
      '--quiet',
      '--form-factor=mobile',
      '--chrome-flags=--headless --no-sandbox --disable-gpu --disable-dev-shm-usage --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { ...process.env, CHROME_PATH }, maxBuffer: 256 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseResult;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

const score = (r: LighthouseResult, category: string) => Math.round((r.categories[category]?.score ?? 0) * 100);
const metric = (r: LighthouseResult, audit: string) => r.audits[audit]?.numericValue ?? Number.NaN;

export async function runLandingBench(): Promise<Figures> {
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  const budget = await checkLandingBudget(clientDir);
  await writeFile(path.join(clientDir, STATIC_PAGE), BARE_PAGE);
  const server = await startServerProcess();
  try {
    // localhost, the origin the server's default PUBLIC_URL names, so the canonical link matches.
    const base = `http://localhost:${server.port}`;
    const ours: LighthouseResult[] = [];
    const control: LighthouseResult[] = [];
    // One discarded pass first: the build has just pushed Chromium, the fonts and the server's
    // files out of the OS cache, and a cold first run measures the disk, not the page.
    await lighthouse(`${base}/`);
    await lighthouse(`${base}/${STATIC_PAGE}`);
    for (let i = 0; i < RUNS; i++) {
      ours.push(await lighthouse(`${base}/`));
      control.push(await lighthouse(`${base}/${STATIC_PAGE}`));
    }
    // The last full reports, for looking into a figure (bench-results/ is not committed).
    await mkdir(path.join(root, 'bench-results'), { recursive: true });
    await writeFile(path.join(root, 'bench-results/landing-lighthouse.json'), JSON.stringify(ours.at(-1)));
    const med = (results: LighthouseResult[], pick: (r: LighthouseResult) => number) => median(results.map(pick));
    const lcp = med(ours, (r) => metric(r, 'largest-contentful-paint'));
    const staticLcp = med(control, (r) => metric(r, 'largest-contentful-paint'));
    return {
      runs: RUNS,
      performance: med(ours, (r) => score(r, 'performance')),
      accessibility: med(ours, (r) => score(r, 'accessibility')),
      'best-practices': med(ours, (r) => score(r, 'best-practices')),
      seo: med(ours, (r) => score(r, 'seo')),
      'LCP ms': Math.round(lcp),
      'TBT ms': Math.round(med(ours, (r) => metric(r, 'total-blocking-time'))),
      // Every run, and the bare page's in the same runs: on a shared machine one noisy run can
      // add hundreds of milliseconds to any page, including a page without scripts.
      'TBT ms, each run': ours.map((r) => Math.round(metric(r, 'total-blocking-time'))).join(' '),
      'static page TBT ms, each run': control.map((r) => Math.round(metric(r, 'total-blocking-time'))).join(' '),
      CLS: Number(med(ours, (r) => metric(r, 'cumulative-layout-shift')).toFixed(3)),
      'initial JS KB gzip': Number((budget.gzipBytes / 1024).toFixed(1)),
      'static page LCP ms': Math.round(staticLcp),
      'LCP ratio to static page': Number((lcp / staticLcp).toFixed(2)),
      'budget problems': budget.problems.length ? budget.problems.join('; ') : 'none',
    };
  } finally {
    await server.stop();
    await rm(path.join(clientDir, STATIC_PAGE), { force: true });
  }
}
