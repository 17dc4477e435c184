// Review run over the held-out sites (tests/fixtures/sites/holdout/) and the tuning corpus
// (tests/fixtures/sites/corpus/): each site is served on 127.0.0.1, analysed by the real crawler
// and extractor with the embedded mode's fetcher (private addresses allowed), given topics by the
// offline engine, and its first three topics written by the offline writer through the real
// composeArticle pipeline (free limits; the first topic also with subscriber limits). Everything
// lands in /tmp/review/<slug>/ for a person to read, plus cross-site figures in
// /tmp/review/summary.txt (REVIEW_OUT=<dir> writes elsewhere, so two people reviewing at once do
// not overwrite each other). Loopback traffic only.
//
//   npx tsx scripts/review/run-holdout.ts [slug …] [path/to/site-folder …]
//
// A folder argument (anything with a '/') is served as it is: the way to judge a site nobody
// tuned against without committing it first. Its expect.json is optional.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { analyseUrl } from '../../src/server/analysis/analyse-url';
import { safeFetcherFor } from '../../src/server/analysis/analysis-deps';
import { offlinePlans } from '../../src/server/analysis/offline-topics';
import { composeArticle, type ComposedArticle, type ComposeInput } from '../../src/server/generation/compose-article';
import type { ImageCheck } from '../../src/server/generation/images/image-check';
import { siteImageCheck } from '../../src/server/generation/generation-setup';
import { loadConfig } from '../../src/server/config';
import { wordBudgetFor } from '../../src/server/generation/generation.service';
import { parseMarkdown, textBlocks } from '../../src/server/generation/markdown';
import { offlineWriter } from '../../src/server/generation/writer/offline.writer';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { corpusExpectationSchema, type CorpusExpectation } from '../../tests/support/corpus';
import { FIXTURE_SITES_DIR, startFixtureSite, staticSite } from '../../tests/support/fixture-sites';

const OUT_DIR = process.env.REVIEW_OUT ?? '/tmp/review';
const TYPED_TOPICS = (process.env.REVIEW_TOPICS ?? '').split('|').map((t) => t.trim()).filter(Boolean);
const ARTICLES_PER_SITE = 3;

interface SiteRef {
  /** 'extra' is a site folder named on the command line, anywhere on disk (a new site to judge). */
  group: 'holdout' | 'corpus' | 'extra';
  slug: string;
  root: string;
}

interface SiteResult {
  site: SiteRef;
  expect: CorpusExpectation | null;
  topics: string[];
  /** The topics with their own keyphrase, business name, locations and amounts replaced by slots: the frame left over. */
  masked: string[];
  /** Article text without the notes for the editor, one entry per free article written. */
  articles: { title: string; text: string; masked: string }[];
  neverHits: string[];
  offeringsFound: string[];
  offeringsMissed: string[];
  error?: string;
}

function sitesIn(group: 'holdout' | 'corpus'): SiteRef[] {
  const dir = path.join(FIXTURE_SITES_DIR, group);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => existsSync(path.join(dir, name, 'expect.json')))
    .sort()
    .map((slug) => ({ group, slug, root: path.join(dir, slug) }));
}

function loadExpect(site: SiteRef): CorpusExpectation | null {
  const file = path.join(site.root, 'expect.json');
  if (!existsSync(file)) return null;
  const parsed = corpusExpectationSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    console.warn(`${site.group}/${site.slug}: expect.json does not match the corpus schema: ${parsed.error.message}`);
    return null;
  }
  return parsed.data;
}

// The embedded mode's own fetcher (its config defaults allow private networks): the fixture is on loopback.
const CONFIG = loadConfig({});
const fetcher = safeFetcherFor(CONFIG);
// The server's own crawl limits, so a review reads what a user's analysis would.
const CRAWL = { maxExtraPages: CONFIG.analysis.maxExtraPages, concurrency: CONFIG.analysis.concurrency };

function wholeWord(haystack: string, needle: string): boolean {
  const escaped = needle.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(haystack.toLowerCase());
}

function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

function runs(text: string, n: number): Set<string> {
  const w = words(text);
  const out = new Set<string>();
  for (let i = 0; i + n <= w.length; i++) out.add(w.slice(i, i + n).join(' '));
  return out;
}

/**
 * The frame of a text: its keyphrase, the business's name, its locations and any amount replaced by
 * placeholders, so 'Bronze Service in Kestwick: What £55 Covers' and 'EV Charger Installation in
 * Brackenford: What £849 Covers' show the frame they share ('<k> in <l>: what <n> covers').
 */
function mask(text: string, keyphrase: string, names: readonly string[], offerings: readonly string[]): string {
  let out = ` ${text.toLowerCase()} `;
  const escape = (x: string) => x.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const subjects = [keyphrase, ...offerings].sort((a, b) => b.length - a.length);
  for (const [phrase, slot] of [...subjects.map((k) => [k, 'kslot'] as const), ...names.map((n) => [n, 'lslot'] as const)]) {
    if (phrase.trim().length < 2) continue;
    out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase)}(?![\\p{L}\\p{N}])`, 'gu'), ` ${slot} `);
  }
  return out.replace(/(?:a\$|nz\$|us\$|[£$€])?\d[\d,.]*(?:\s?(?:%|€|c|p|kg|kwp|kwh|m²)(?!\p{L}))?/gu, ' nslot ').replace(/\s+/g, ' ').trim();
}

/** A 1×1 PNG: the fixture sites name pictures but ship no image files, so the server answers this for any of them. */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');


/** The production image check (safe fetcher), held to the fixture's own origin: loopback traffic only. */
function loopbackImageCheck(origin: string): ImageCheck {
  const check = siteImageCheck(CONFIG);
  return async (src, signal) => new URL(src).origin === origin && check(src, signal);
}

async function compose(analysis: SiteAnalysis, topic: string, subscriber: boolean, origin: string): Promise<ComposedArticle> {
  // As the generation service builds it; typed through a variable so an older ComposeInput without imageCheck still compiles.
  const input: ComposeInput & { imageCheck?: ImageCheck } = {
    topic,
    analysis,
    research: [],
    crawledUrls: analysis.pages.map((p) => p.url),
    externalLinks: subscriber,
    images: subscriber,
    wordBudget: wordBudgetFor(subscriber),
    ...(subscriber ? { imageCheck: loopbackImageCheck(origin) } : {}),
  };
  return composeArticle(offlineWriter(), input);
}

function articleReport(composed: ComposedArticle, label: string): string {
  const { plan, article, score, claimCheck, ledger, editorNotes } = composed;
  const header = [
    `<!-- ${label}`,
    `title: ${article.title}`,
    `keyphrase: ${plan.keyphrase} | intent: ${plan.intent} | updateOf: ${plan.updateOf ?? '-'}`,
    `grounding: ${plan.grounding.map((g) => g.url).join(', ')}`,
    `meta (${article.metaDescription.length}): ${article.metaDescription}`,
    `words: ${article.wordCount} | score: ${score.score}/100 | failed checks: ${score.checks.filter((c) => !c.ok).map((c) => `${c.id} (${c.detail})`).join('; ') || 'none'}`,
    `claim check: ${claimCheck.sentences} sentences, ${claimCheck.traced} traced, ${claimCheck.removed.length} removed`,
    ...claimCheck.removed.map((r) => `  removed: ${JSON.stringify(r).slice(0, 300)}`),
    `ledger entries: ${ledger.length} | editor notes: ${editorNotes.length}`,
    `removed links: ${article.removedLinks.length}`,
    '-->',
    '',
  ];
  return `${header.join('\n')}${composed.markdown}\n`;
}

/** The site's visible text, block by block (tags stripped), read from the fixture files: what a claim must match. */
function siteBlocks(site: SiteRef): string[] {
  const root = site.root;
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, name.name);
      if (name.isDirectory()) walk(full);
      else if (name.name.endsWith('.html')) {
        const html = readFileSync(full, 'utf8').replace(/<(script|style)\b[^>]*>([\s\S]*?)<\/\1>/gi, (_m, tag: string, body: string) => (tag.toLowerCase() === 'script' && body.includes('schema.org') ? ` ${body} ` : ' '));
        for (const block of html.split(/<\/?(?:p|li|tr|h[1-6]|div|section|article|blockquote|summary|details|dt|dd)\b[^>]*>/i)) {
          const text = block
            .replace(/<[^>]+>/g, ' ')
            .replace(/&#8217;|&#039;|&rsquo;/g, '’')
            .replace(/&amp;/g, '&')
            .replace(/&#36;/g, '$')
            .replace(/&nbsp;|&#47;/g, ' ')
            .replace(/&[#\w]+;/g, ' ')
            .replace(/\s+/g, ' ')
            .trim();
          if (text) out.push(text);
        }
      }
    }
  };
  walk(root);
  return out;
}

/**
 * Numbers the article states that the site's text does not contain anywhere, and 'charges X for Y'
 * sentences whose amount and offering never appear in one block of the site (a price pinned on
 * the wrong thing).
 */
function checkNumbers(text: string, blocks: readonly string[]): string[] {
  const all = blocks.join(' \n ').toLowerCase().replace(/[’']/g, "'");
  const problems: string[] = [];
  for (const m of text.matchAll(/(?:A\$|NZ\$|[£$€])?\d[\d,.]*\d|(?:A\$|NZ\$|[£$€])\d/g)) {
    const num = m[0].replace(/[.,]$/, '');
    const bare = num.replace(/^(?:A\$|NZ\$|[£$€])/, '');
    if (!all.includes(bare.toLowerCase())) problems.push(`number not on the site: ${num}`);
  }
  for (const m of text.matchAll(/charges ((?:A\$|[£$€])[\d,.]+) for ([^.;]+?)(?: and |[.;]|$)/g)) {
    const amount = m[1]!.replace(/^(?:A\$|[£$€])/, '').replace(/\.00$/, '');
    const what = words(m[2]!.replace(/\(.*?\)/g, '')).filter((w) => w.length > 3);
    const together = blocks.some((b) => {
      const lb = b.toLowerCase();
      return lb.includes(amount) && what.every((w) => lb.includes(w.replace(/s$/, '')));
    });
    if (!together) problems.push(`price pinned on the wrong thing? "${m[0]}"`);
  }
  return problems;
}

async function reviewSite(site: SiteRef): Promise<SiteResult> {
  const expect = loadExpect(site);
  const out = path.join(OUT_DIR, site.slug);
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const result: SiteResult = { site, expect, topics: [], masked: [], articles: [], neverHits: [], offeringsFound: [], offeringsMissed: [] };
  const pages = staticSite(path.relative(FIXTURE_SITES_DIR, site.root), {
    '/expect.json': (_req, res) => {
      res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
    },
  });
  const server = await startFixtureSite((req, res) => {
    if (/\.(?:jpe?g|png|webp|gif)$/i.test(new URL(req.url ?? '/', 'http://fixture').pathname)) {
      res.writeHead(200, { 'content-type': 'image/png', 'content-length': String(PIXEL.length) }).end(PIXEL);
      return;
    }
    pages(req, res);
  });
  try {
    const started = Date.now();
    const { analysis, log } = await analyseUrl(`${server.origin}/`, fetcher, CRAWL, new Date());
    const analyseMs = Date.now() - started;
    writeFileSync(path.join(out, 'facts.json'), JSON.stringify(analysis.facts ?? null, null, 2));
    writeFileSync(
      path.join(out, 'analysis.json'),
      // Whole, as stored (facts apart, in facts.json): the writer's context can be rebuilt from these two files.
      JSON.stringify({ ...analysis, facts: undefined }, null, 2),
    );
    writeFileSync(path.join(out, 'crawl-log.json'), JSON.stringify(log, null, 2));

    const t0 = Date.now();
    const { plans, analysisSummary } = offlinePlans(analysis);
    const topicsMs = Date.now() - t0;
    result.topics = plans.map((p) => p.title);
    const names = [analysis.facts?.business.name ?? analysis.siteName, ...(analysis.facts?.locations ?? []).map((l) => l.text)];
    const offeringNames = (analysis.facts?.offerings ?? []).map((o) => o.name);
    result.masked = plans.map((p) => mask(p.title, p.keyphrase, names, offeringNames));
    const withPlans: SiteAnalysis = { ...analysis, topicPlans: plans };

    const facts = analysis.facts;
    const offerings = facts?.offerings ?? [];
    if (expect) {
      const names = offerings.map((o) => o.name.toLowerCase());
      for (const o of expect.offerings) {
        const lw = new Set(words(o));
        const hit = names.some((n) => {
          const nw = words(n);
          const shared = nw.filter((w) => lw.has(w)).length;
          return shared / Math.max(1, Math.min(lw.size, nw.length)) >= 0.6;
        });
        (hit ? result.offeringsFound : result.offeringsMissed).push(o);
      }
      for (const never of expect.neverInTopics) {
        for (const t of result.topics) if (wholeWord(t, never)) result.neverHits.push(`topic "${t}" contains "${never}"`);
        for (const o of offerings) if (wholeWord(o.name, never)) result.neverHits.push(`offering "${o.name}" contains "${never}"`);
      }
    }

    const lines = [
      `# ${site.group}/${site.slug}  (analysis ${analyseMs} ms, topics ${topicsMs} ms, ${analysis.pages.length} pages)`,
      '',
      'TOPICS',
      ...plans.map(
        (p, i) => `${i + 1}. ${p.title}\n     keyphrase: ${p.keyphrase} | intent: ${p.intent}${p.updateOf ? ` | update of: ${p.updateOf}` : ''}\n     grounding: ${p.grounding.map((g) => `${new URL(g.url).pathname} «${g.passage.slice(0, 90)}»`).join(' ; ')}`,
      ),
      '',
      'SUMMARY',
      analysisSummary,
      '',
      'ANALYSIS (legacy fields)',
      `siteName: ${analysis.siteName} | offering: ${analysis.offering} | audience: ${analysis.audience} | location: ${analysis.location ?? '-'}`,
      `summary: ${analysis.summary}`,
      '',
      'FACTS',
      `business: ${facts?.business.name ?? '-'} | language: ${facts?.language ?? '-'} | english: ${String(facts?.english)}`,
      `category: ${facts?.category?.text ?? '-'} | description: ${facts?.description?.text ?? '-'}`,
      'offerings:',
      ...offerings.map(
        (o) => `  - [${o.kind}] ${o.name}  ${o.prices.map((p) => p.text).join(' / ') || '(no price)'}  ${o.specs.length ? `specs: ${o.specs.map((s) => s.text).join('; ').slice(0, 160)}` : ''}  @${new URL(o.url).pathname}`,
      ),
      `audiences: ${(facts?.audiences ?? []).map((a) => a.text).join(' | ')}`,
      `locations: ${(facts?.locations ?? []).map((a) => a.text).join(' | ')}`,
      'questions:',
      ...(facts?.questions ?? []).map((q) => `  - (${q.origin}) ${q.question}${q.answer ? '  → ' + q.answer.slice(0, 100) : ''}`),
      `blog subjects: ${(facts?.blogSubjects ?? []).map((b) => b.title).join(' | ')}`,
      `passages: ${facts?.passages.length ?? 0} | images: ${facts?.images.length ?? 0}`,
      '',
    ];
    if (expect) {
      lines.push(
        'AGAINST expect.json',
        `offerings found (${result.offeringsFound.length}/${expect.offerings.length}): ${result.offeringsFound.join(' | ')}`,
        `offerings missed: ${result.offeringsMissed.join(' | ')}`,
        `prices stated: ${Object.entries(expect.prices)
          .map(([k, v]) => `${k}=${v}`)
          .join(' | ')}`,
        `neverInTopics hits: ${result.neverHits.length ? '\n  ' + result.neverHits.join('\n  ') : 'none'}`,
        '',
      );
    }

    const blocks = siteBlocks(site);
    for (const [i, plan] of plans.slice(0, ARTICLES_PER_SITE).entries()) {
      const free = await compose(withPlans, plan.title, false, server.origin);
      writeFileSync(path.join(out, `article-${i + 1}.md`), articleReport(free, `free article ${i + 1}`));
      // Block by block: plainText would glue a heading to the paragraph after it ('…in 4 StepsHow we…').
      const text = textBlocks(parseMarkdown(free.article.markdown)).join('\n');
      result.articles.push({ title: plan.title, text, masked: mask(text, plan.keyphrase, names, offeringNames) });
      lines.push(`article-${i + 1}.md: ${free.article.wordCount} words, score ${free.score.score}, notes ${free.editorNotes.length}`);
      for (const problem of checkNumbers(text, blocks)) lines.push(`  ${problem}`);
      if (i === 0) {
        const sub = await compose(withPlans, plan.title, true, server.origin);
        writeFileSync(path.join(out, `article-${i + 1}-subscriber.md`), articleReport(sub, `subscriber article ${i + 1}`));
        lines.push(`article-${i + 1}-subscriber.md: ${sub.article.wordCount} words, score ${sub.score.score}, notes ${sub.editorNotes.length}`);
      }
    }
    // A topic a user types (REVIEW_TOPICS="A title|Another"), written as the chat would.
    for (const [i, title] of TYPED_TOPICS.entries()) {
      const typed = await compose(withPlans, title, false, server.origin);
      writeFileSync(path.join(out, `typed-${i + 1}.md`), articleReport(typed, `typed topic ${i + 1}`));
      lines.push(`typed-${i + 1}.md: ${typed.article.wordCount} words, score ${typed.score.score}`);
    }
    writeFileSync(path.join(out, 'topics.txt'), `${lines.join('\n')}\n`);
  } catch (err) {
    result.error = err instanceof Error ? `${err.message}\n${err.stack ?? ''}` : String(err);
    writeFileSync(path.join(out, 'error.txt'), result.error);
  } finally {
    await server.close();
  }
  return result;
}

/** Share of topics having a three-word run that topics of two or more other sites also have. */
function frameShare(results: readonly SiteResult[], masked = false): { share: number; examples: string[] } {
  const sitesOf = new Map<string, Set<string>>();
  const topicsOf = (r: SiteResult) => (masked ? r.masked : r.topics);
  for (const r of results) for (const t of topicsOf(r)) for (const run of runs(t, 3)) sitesOf.set(run, (sitesOf.get(run) ?? new Set()).add(r.site.slug));
  let total = 0;
  let shared = 0;
  const examples: string[] = [];
  for (const r of results) {
    for (const t of topicsOf(r)) {
      total++;
      const frame = [...runs(t, 3)].find((run) => [...sitesOf.get(run)!].filter((s) => s !== r.site.slug).length >= 2);
      if (frame) {
        shared++;
        examples.push(`${r.site.slug}: "${t}"  [${frame}]`);
      }
    }
  }
  return { share: total ? shared / total : 0, examples };
}

/** Share of six-word runs (over all articles) that also occur in an article of another site. */
function sixWordShare(results: readonly SiteResult[], masked = false): { share: number; perSite: string[]; common: string[] } {
  const sitesOf = new Map<string, Set<string>>();
  const all = results.flatMap((r) => r.articles.map((a) => ({ site: r.site.slug, title: a.title, runs: runs(masked ? a.masked : a.text, 6) })));
  for (const a of all) for (const run of a.runs) sitesOf.set(run, (sitesOf.get(run) ?? new Set()).add(a.site));
  let total = 0;
  let shared = 0;
  const perSite: string[] = [];
  for (const a of all) {
    const n = [...a.runs].filter((run) => sitesOf.get(run)!.size > 1).length;
    total += a.runs.size;
    shared += n;
    perSite.push(`${a.site}: ${a.runs.size ? ((100 * n) / a.runs.size).toFixed(1) : '0'}%  ${a.title}`);
  }
  const common = [...sitesOf.entries()]
    .filter(([, s]) => s.size > 1)
    .sort((x, y) => y[1].size - x[1].size)
    .slice(0, 40)
    .map(([run, s]) => `${s.size} sites: ${run}`);
  return { share: total ? shared / total : 0, perSite, common };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const folders = args.filter((a) => a.includes('/')).map((a): SiteRef => ({ group: 'extra', slug: path.basename(path.resolve(a)), root: path.resolve(a) }));
  const only = new Set(args.filter((a) => !a.includes('/')));
  const named = [...sitesIn('holdout'), ...sitesIn('corpus')].filter((s) => only.has(s.slug) || (only.size === 0 && folders.length === 0));
  const sites = [...named, ...folders];
  mkdirSync(OUT_DIR, { recursive: true });
  const results: SiteResult[] = [];
  for (const site of sites) {
    const r = await reviewSite(site);
    console.log(`${site.group}/${site.slug}: ${r.error ? `ERROR ${r.error.split('\n')[0]}` : `${r.topics.length} topics, ${r.articles.length} articles`}`);
    results.push(r);
  }
  const frames = frameShare(results);
  const six = sixWordShare(results);
  const maskedFrames = frameShare(results, true);
  const maskedSix = sixWordShare(results, true);
  const holdout = results.filter((r) => r.site.group === 'holdout');
  const summary = [
    `run at ${new Date().toISOString()} over ${results.length} sites (${holdout.length} held out)`,
    '',
    `three-word frames shared with topics of >= 2 other sites: ${(100 * frames.share).toFixed(1)}% of ${results.reduce((n, r) => n + r.topics.length, 0)} topics`,
    ...frames.examples.map((e) => `  ${e}`),
    '',
    `six-word runs shared with another site's article: ${(100 * six.share).toFixed(1)}% over ${six.perSite.length} free articles`,
    ...six.perSite.map((e) => `  ${e}`),
    'most shared runs:',
    ...six.common.map((e) => `  ${e}`),
    '',
    `with keyphrase, business name, locations and amounts as slots: three-word frames shared with >= 2 other sites: ${(100 * maskedFrames.share).toFixed(1)}%`,
    ...maskedFrames.examples.map((e) => `  ${e}`),
    `with the same slots: six-word runs shared with another site's article: ${(100 * maskedSix.share).toFixed(1)}%`,
    ...maskedSix.perSite.map((e) => `  ${e}`),
    'most shared masked runs:',
    ...maskedSix.common.map((e) => `  ${e}`),
    '',
    'per site:',
    ...results.map(
      (r) =>
        `  ${r.site.group}/${r.site.slug}: ${r.error ? 'ERROR' : `${r.topics.length} topics`}; offerings ${r.offeringsFound.length}/${r.offeringsFound.length + r.offeringsMissed.length}; neverInTopics hits ${r.neverHits.length}`,
    ),
  ];
  writeFileSync(path.join(OUT_DIR, 'summary.txt'), `${summary.join('\n')}\n`);
  console.log(summary.filter((l) => !l.startsWith('  ')).join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
