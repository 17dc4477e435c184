import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { offlinePlans } from '../../src/server/analysis/offline-topics';
import type { SiteAnalysis } from '../../src/shared/site-analysis';

/**
 * Shapes of small-business sites the engine was not tuned on, each on a hand-made site: FAQ pages
 * written as question headings, a main offering priced by a size table, symptom headings on an
 * advice page, shops and one-page sites.
 */

function site(origin: string, business: string, pages: [path: string, title: string, description: string, body: string][]): SiteAnalysis {
  return analyseSite(
    pages.map(([path, title, description, body]) =>
      extractPage(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}"></head>
<body><header><nav><a href="/">Home</a></nav></header><main>${body}</main><footer><p>© 2026 ${business}</p></footer></body></html>`,
        `${origin}${path}`,
      ),
    ),
    `${origin}/`,
    new Date('2026-03-01T00:00:00Z'),
  );
}

describe('an FAQ page written as question headings, each over its paragraph', () => {
  const films = site('http://films.test', 'Fernery Window Films', [
    ['/', 'Fernery Window Films | Window film in Carlow', 'Solar and privacy window film fitted in Carlow.', '<h1>Window film fitting</h1><p>We fit solar control film and privacy film to homes and offices.</p>'],
    [
      '/faq/',
      'FAQ | Fernery Window Films',
      'Questions about window film.',
      `<h1>FAQ</h1>
<div class="faq"><h4>1. How long does window film last?</h4><p>Fitted film lasts 10 to 15 years indoors.</p></div>
<div class="faq"><h4>2. Can privacy film be removed?</h4><p>Yes, with steam and a scraper, leaving no residue.</p></div>
<div class="faq"><h4>Does solar control film darken a room?</h4><p>Only slightly; most films let through over half of the visible light.</p></div>`,
    ],
  ]);

  it('reads each as a question with its answer, numbered or not', () => {
    expect(films.facts!.questions.map((q) => [q.question, q.answer])).toEqual([
      ['How long does window film last?', 'Fitted film lasts 10 to 15 years indoors.'],
      ['Can privacy film be removed?', 'Yes, with steam and a scraper, leaving no residue.'],
      ['Does solar control film darken a room?', 'Only slightly; most films let through over half of the visible light.'],
    ]);
  });

  it('counts them as customer questions the pages answer', () => {
    const { analysisSummary } = offlinePlans(films);
    expect(analysisSummary).toContain('Its pages answer 3 customer questions.');
    expect(analysisSummary).not.toContain('answers no customer questions');
  });
});
