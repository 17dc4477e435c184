import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteAnalysisSchema, type SiteAnalysis } from '../../shared/site-analysis';

/**
 * What each published example is written from: a site analysis (in sources/, copies of the test
 * fixtures: the bundled sample site's real crawl and four hand-written fictional businesses) and
 * a topic. The slugs are the ones the Examples grid links to (src/shared/catalog/example-articles.ts).
 */
export interface ExampleSource {
  slug: string;
  site: 'sample-site' | 'coffee-roaster' | 'dental-clinic' | 'garden-blog';
  topic: string;
}

export const EXAMPLE_SOURCES: readonly ExampleSource[] = [
  { slug: 'what-happens-at-a-dental-check-up', site: 'dental-clinic', topic: 'What Happens at a Dental Check-Up?' },
  { slug: 'how-to-dial-in-home-espresso', site: 'coffee-roaster', topic: 'How to Dial In Home Espresso' },
  { slug: 'month-end-close-checklist', site: 'sample-site', topic: 'Month-End Close Checklist for Small Businesses' },
  { slug: 'bakery-bookkeeping-case-study', site: 'sample-site', topic: 'Monthly Bookkeeping for a Small Bakery: A Case Study' },
  { slug: 'what-is-companion-planting', site: 'garden-blog', topic: 'What Is Companion Planting in a Raised Bed?' },
];

const SOURCES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sources');

export function loadExampleAnalysis(site: ExampleSource['site']): SiteAnalysis {
  return siteAnalysisSchema.parse(JSON.parse(readFileSync(path.join(SOURCES_DIR, `${site}.json`), 'utf8')));
}
