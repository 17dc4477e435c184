import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { analyseSite } from '../analysis/analyse-site';
import { extractPage } from '../analysis/extract-page';
import type { TopicIntent } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';

/**
 * What each published example is written from: a site, analysed from its bundled HTML through the
 * same extractor and analyser a crawl uses (so the example shows what a user of such a site would
 * get), and a topic. The sites are the bundled sample site (src/server/sample-site/site) and three
 * fictional businesses under sites/. The slugs are the ones the Examples grid links to
 * (src/web/features/examples/example-articles.ts).
 */
export interface ExampleSource {
  slug: string;
  site: ExampleSite;
  topic: string;
  /** What the topic engine would have planned for it (the keyphrase the site uses, the intent). */
  keyphrase: string;
  intent: TopicIntent;
}

export type ExampleSite = 'sample-site' | 'coffee-roaster' | 'dental-clinic' | 'garden-blog';

export const EXAMPLE_SOURCES: readonly ExampleSource[] = [
  { slug: 'what-happens-at-a-dental-check-up', site: 'dental-clinic', topic: 'What Happens at a Dental Check-Up?', keyphrase: 'check-up', intent: 'explainer' },
  { slug: 'how-to-dial-in-home-espresso', site: 'coffee-roaster', topic: 'How to Dial In Home Espresso', keyphrase: 'espresso', intent: 'how-to' },
  { slug: 'month-end-close-checklist', site: 'sample-site', topic: 'Month-End Close Checklist for Small Businesses', keyphrase: 'month-end close', intent: 'checklist' },
  { slug: 'bakery-bookkeeping-case-study', site: 'sample-site', topic: 'Monthly Bookkeeping for a Small Bakery: A Case Study', keyphrase: 'monthly bookkeeping', intent: 'explainer' },
  { slug: 'what-is-companion-planting', site: 'garden-blog', topic: 'What Is Companion Planting in a Raised Bed?', keyphrase: 'companion planting', intent: 'explainer' },
];

const HERE = path.dirname(fileURLToPath(import.meta.url));

/** Where each site's HTML lives and the address it is analysed as (the businesses are fictional). */
const SITES: Record<ExampleSite, { dir: string; origin: string }> = {
  'sample-site': { dir: path.join(HERE, '../sample-site/site'), origin: 'https://harborandpine.example' },
  'coffee-roaster': { dir: path.join(HERE, 'sites/coffee-roaster'), origin: 'https://harborlanecoffee.example' },
  'dental-clinic': { dir: path.join(HERE, 'sites/dental-clinic'), origin: 'https://brightsmile-dental.example' },
  'garden-blog': { dir: path.join(HERE, 'sites/garden-blog'), origin: 'https://smallplotgardener.example' },
};

/** The crawl time the examples are analysed at, so every start publishes the same articles. */
const ANALYSED_AT = new Date('2026-11-01T09:00:00Z');

function htmlFiles(dir: string, prefix = ''): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? htmlFiles(path.join(dir, e.name), `${prefix}${e.name}/`) : e.name.endsWith('.html') ? [`${prefix}${e.name}`] : []));
}

/** The page address of a file: index.html is its folder. */
function pagePath(file: string): string {
  return `/${file.replace(/(^|\/)index\.html$/, '$1')}`;
}

export function loadExampleAnalysis(site: ExampleSite): SiteAnalysis {
  const { dir, origin } = SITES[site];
  const pages = htmlFiles(dir)
    .map((file) => ({ url: `${origin}${pagePath(file)}`, html: readFileSync(path.join(dir, file), 'utf8') }))
    // The start page first, as the crawler hands pages over.
    .sort((a, b) => Number(b.url === `${origin}/`) - Number(a.url === `${origin}/`));
  return analyseSite(
    pages.map((p) => extractPage(p.html, p.url)),
    `${origin}/`,
    ANALYSED_AT,
  );
}
