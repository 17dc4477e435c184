// `npm run bench`: runs every benchmark, prints one table and writes bench-results/latest.json.
// Each benchmark module returns named figures; ratios are measured within one run (both sides on
// this machine, now), so they mean something on any machine. `npm run bench -- landing api` runs
// only the named ones.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { runLandingBench } from './landing.bench';
import { runAnalysisBench } from './analysis.bench';
import { runGenerationBench } from './generation.bench';
import { runAppBundleBench } from './app-bundle.bench';
import { runApiBench } from './api.bench';
import { runTopicsBench } from './topics.bench';
import { runArticlesBench } from './articles.bench';
import { runLlmPipelineBench } from './llm-pipeline.bench';
import { runJobsBench } from './jobs.bench';

export type Figures = Record<string, string | number>;
interface Benchmark {
  name: string;
  run: () => Promise<Figures>;
}

const benchmarks: Benchmark[] = [
  { name: 'landing', run: runLandingBench },
  { name: 'app', run: runAppBundleBench },
  { name: 'analysis', run: runAnalysisBench },
  { name: 'generation', run: runGenerationBench },
  { name: 'api', run: runApiBench },
  { name: 'topics', run: runTopicsBench },
  { name: 'articles', run: runArticlesBench },
  { name: 'llm-pipeline', run: runLlmPipelineBench },
  { name: 'jobs', run: runJobsBench },
];

const only = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const selected = only.length ? benchmarks.filter((b) => only.includes(b.name)) : benchmarks;
if (selected.length === 0) {
  console.log(`No benchmark matches ${only.join(', ') || '(none registered yet)'}. Known: ${benchmarks.map((b) => b.name).join(', ') || 'none'}.`);
  process.exit(only.length ? 1 : 0);
}

const results: { benchmark: string; figures: Figures; error?: string; seconds: number }[] = [];
for (const b of selected) {
  const started = performance.now();
  process.stdout.write(`running ${b.name}…\n`);
  try {
    results.push({ benchmark: b.name, figures: await b.run(), seconds: (performance.now() - started) / 1000 });
  } catch (err) {
    results.push({ benchmark: b.name, figures: {}, error: err instanceof Error ? err.message : String(err), seconds: (performance.now() - started) / 1000 });
  }
}

const rows = results.flatMap((r) =>
  r.error ? [[r.benchmark, 'ERROR', r.error]] : Object.entries(r.figures).map(([k, v]) => [r.benchmark, k, String(v)]),
);
const widths = [0, 1, 2].map((i) => Math.max(...[['benchmark', 'figure', 'value'], ...rows].map((row) => row[i]!.length)));
const line = (row: string[]) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`;
console.log(['', line(['benchmark', 'figure', 'value']), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n'));

const outDir = path.resolve('bench-results');
await mkdir(outDir, { recursive: true });
const report = { ranAt: new Date().toISOString(), node: process.version, results };
await writeFile(path.join(outDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
console.log(`\nwritten to ${path.relative(process.cwd(), path.join(outDir, 'latest.json'))}`);
if (results.some((r) => r.error)) process.exit(1);
