// Topics over the topic-quality corpus (tests/fixtures/sites/corpus): the share of topics that
// share a three-word frame with topics of two or more other sites (issue 14's target: ≤ 20%),
// and the analysis time per site (extraction, site facts, keyphrases and offline topics, from the
// HTML already read; no network).
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { offlineTopics } from '../../src/server/analysis/offline-topics';
import { frameSharing, maskTopic } from '../../src/server/analysis/topics/frames';
import { CORPUS_SITES, corpusPages } from '../../tests/support/corpus';
import type { Figures } from './run-benchmarks';

const ORIGIN = 'http://corpus.test';
const RUNS = 3;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function runTopicsBench(): Promise<Figures> {
  if (CORPUS_SITES.length === 0) throw new Error('no corpus sites under tests/fixtures/sites/corpus');
  const figures: Figures = {};
  const topicsBySite: string[][] = [];
  const maskedBySite: string[][] = [];
  const times: number[] = [];
  for (const slug of CORPUS_SITES) {
    const files = corpusPages(slug, ORIGIN).sort((a, b) => (a.path === '/' ? -1 : b.path === '/' ? 1 : a.path.localeCompare(b.path)));
    const runs: number[] = [];
    let topics: string[] = [];
    let masked: string[] = [];
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now();
      const analysis = analyseSite(
        files.map((f) => extractPage(f.html, `${ORIGIN}${f.path}`)),
        `${ORIGIN}/`,
        new Date(),
      );
      const result = offlineTopics(analysis);
      runs.push(performance.now() - started);
      topics = result.topics;
      const slots = { business: analysis.facts?.business.name ?? analysis.siteName, places: analysis.facts?.locations.map((l) => l.text) ?? [] };
      masked = result.plans.map((p) => maskTopic(p.title, { ...slots, keyphrase: p.keyphrase }));
    }
    topicsBySite.push(topics);
    maskedBySite.push(masked);
    const ms = median(runs);
    times.push(ms);
    figures[`${slug}: pages / topics / ms`] = `${files.length} / ${topics.length} / ${ms.toFixed(0)}`;
  }
  const report = frameSharing(topicsBySite);
  const maskedReport = frameSharing(maskedBySite);
  return {
    'sites': CORPUS_SITES.length,
    'topics': report.total,
    'topics sharing a 3-word frame with ≥2 other sites (target ≤ 20%)': `${(report.share * 100).toFixed(1)}% (${report.shared}/${report.total})`,
    'most shared frames': report.frames.slice(0, 3).map((f) => `"${f.frame}" ×${f.sites}`).join(', ') || 'none',
    'the same with keyphrase, business, places and amounts as slots': `${(maskedReport.share * 100).toFixed(1)}% (${maskedReport.shared}/${maskedReport.total})`,
    'most shared masked frames': maskedReport.frames.slice(0, 3).map((f) => `"${f.frame}" ×${f.sites}`).join(', ') || 'none',
    'analysis ms per site (median)': Number(median(times).toFixed(0)),
    'analysis ms per site (max)': Number(Math.max(...times).toFixed(0)),
    ...figures,
  };
}
