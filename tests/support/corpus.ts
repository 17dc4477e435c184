import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { FIXTURE_SITES_DIR, startFixtureSite, staticSite, type FixtureSite } from './fixture-sites';

/**
 * The topic-quality corpus (docs/corpus.md): small websites of different trades and shapes under
 * tests/fixtures/sites/corpus/<slug>/, each with a hand-written expect.json saying what a marketer
 * would accept from RankScribe on that site and what must never appear. The corpus is for judging
 * output; do not tune an extractor to its strings.
 */

export const CORPUS_DIR = path.join(FIXTURE_SITES_DIR, 'corpus');

/** The hand-written judgement for one corpus site (tests/fixtures/sites/corpus/<slug>/expect.json). */
export const corpusExpectationSchema = z
  .object({
    /** The business's name as a marketer would write it. */
    name: z.string().min(1),
    /** One line: what kind of business it is. */
    trade: z.string().min(1),
    /** BCP 47 primary language of the pages ("en", "de"). */
    language: z.string().min(2),
    /** What it really sells, as noun phrases the site uses. */
    offerings: z.array(z.string().min(1)),
    /** Offering (or fee) → the price text as the site states it. */
    prices: z.record(z.string(), z.string()),
    locations: z.array(z.string()),
    audiences: z.array(z.string()),
    /** Questions its FAQ entries and headings answer (in the site's wording). */
    questions: z.array(z.string()),
    /** Titles of the posts the site's blog already has. */
    blogCovers: z.array(z.string()),
    /** Topic titles a marketer would accept for this site. */
    acceptableTopics: z.array(z.string().min(1)).min(8).max(12),
    /** Strings that must never appear in a topic or as an offering (case-insensitive). */
    neverInTopics: z.array(z.string().min(1)).min(1),
    /** What a careless extractor would get wrong here. */
    notes: z.string().min(1),
  })
  .strict();
export type CorpusExpectation = z.infer<typeof corpusExpectationSchema>;

/** Slugs of the corpus sites: every folder under corpus/ that has an expect.json, sorted. */
export const CORPUS_SITES: readonly string[] = existsSync(CORPUS_DIR)
  ? readdirSync(CORPUS_DIR)
      .filter((name) => existsSync(path.join(CORPUS_DIR, name, 'expect.json')))
      .sort()
  : [];

export function corpusSiteDir(slug: string): string {
  if (!/^[a-z0-9-]+$/.test(slug)) throw new Error(`Not a corpus slug: ${slug}`);
  return path.join(CORPUS_DIR, slug);
}

/** The parsed, validated expect.json of a corpus site. */
export function loadCorpusExpectations(slug: string): CorpusExpectation {
  const file = path.join(corpusSiteDir(slug), 'expect.json');
  return corpusExpectationSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

/** The path a file is served at: index.html → its folder ('/', '/services/'), anything else as is. */
export function servedPath(relativeFile: string): string {
  const posix = relativeFile.split(path.sep).join('/');
  if (posix === 'index.html') return '/';
  if (posix.endsWith('/index.html')) return `/${posix.slice(0, -'index.html'.length)}`;
  return `/${posix}`;
}

function htmlFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    const rel = prefix ? `${prefix}/${name}` : name;
    if (statSync(full).isDirectory()) out.push(...htmlFiles(full, rel));
    else if (name.endsWith('.html')) out.push(rel);
  }
  return out;
}

/**
 * Every page of a corpus site read from disk, with the path it is served at. `{{ORIGIN}}` in the
 * HTML is replaced by `origin` (as the fixture server does), default http://corpus.test.
 */
export function corpusPages(slug: string, origin = 'http://corpus.test'): { path: string; html: string }[] {
  const dir = corpusSiteDir(slug);
  return htmlFiles(dir).map((rel) => ({
    path: servedPath(rel),
    html: readFileSync(path.join(dir, rel), 'utf8').replaceAll('{{ORIGIN}}', origin),
  }));
}

/** The file a served path maps to (as staticSite resolves it), or null when there is none. */
export function corpusFileFor(slug: string, servedPathname: string): string | null {
  const dir = corpusSiteDir(slug);
  let decoded: string;
  try {
    decoded = decodeURIComponent(servedPathname);
  } catch {
    return null;
  }
  const file = path.join(dir, decoded.endsWith('/') ? `${decoded}index.html` : decoded);
  if (!file.startsWith(dir + path.sep)) return null;
  if (path.basename(file) === 'expect.json') return null;
  return existsSync(file) && statSync(file).isFile() ? file : null;
}

/**
 * Serves a corpus site on 127.0.0.1 (robots.txt, sitemap.xml and pages as files; expect.json is
 * withheld). Close it when done.
 */
export function serveCorpusSite(slug: string): Promise<FixtureSite> {
  corpusSiteDir(slug);
  return startFixtureSite(
    staticSite(`corpus/${slug}`, {
      '/expect.json': (_req, res) => {
        res.writeHead(404, { 'content-type': 'text/html' }).end('<h1>Not found</h1>');
      },
    }),
  );
}
