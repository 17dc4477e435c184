import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseSite, findPositioning, seoChecklist } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { extractKeyphrases } from '../../src/server/analysis/keyphrases';
import { siteAnalysisSchema } from '../../src/shared/site-analysis';
import { FIXTURE_SITES_DIR, readSampleSite } from '../support/fixture-sites';

const now = new Date('2026-03-01T12:00:00Z');
const business = ['index.html', 'services.html', 'about.html', 'contact.html'].map((file) =>
  extractPage(readFileSync(path.join(FIXTURE_SITES_DIR, 'business', file), 'utf8').replaceAll('{{ORIGIN}}', 'http://shop.test'), `http://shop.test/${file}`),
);

describe('analyseSite', () => {
  const analysis = analyseSite(business, 'http://shop.test/', now);

  it('produces the stored SiteAnalysis shape', () => {
    expect(siteAnalysisSchema.parse(analysis)).toEqual(analysis);
    expect(analysis.crawledAt).toBe('2026-03-01T12:00:00.000Z');
  });

  it('says what the site offers, for whom and where', () => {
    expect(analysis.siteName).toBe('Brightwater Plumbing');
    expect(analysis.offering).toBe('emergency plumbing, boiler repair and bathroom installation');
    expect(analysis.audience).toBe('homeowners and landlords');
    expect(analysis.location).toBe('Leeds');
    expect(analysis.summary).toBe(
      'Brightwater Plumbing offers emergency plumbing, boiler repair and bathroom installation for homeowners and landlords in Leeds.',
    );
    expect(analysis.language).toBe('en-GB');
  });

  it('ranks the site’s themes as keyphrases, without the brand or navigation words', () => {
    const phrases = analysis.keyphrases.map((k) => k.phrase);
    expect(phrases.slice(0, 5)).toEqual(expect.arrayContaining(['boiler repair', 'bathroom installation']));
    expect(phrases.some((p) => p.includes('brightwater'))).toBe(false);
    expect(phrases).not.toContain('contact');
    expect(analysis.keyphrases[0]!.weight).toBe(1);
  });

  it('runs the on-page SEO checklist', () => {
    const byId = Object.fromEntries(seoChecklist(business).map((c) => [c.id, c]));
    expect(byId['missing-title']).toMatchObject({ ok: true, urls: [] });
    expect(byId['missing-description']).toMatchObject({ ok: false, urls: ['http://shop.test/services.html'] });
    expect(byId['duplicate-title']).toMatchObject({ ok: false, urls: ['http://shop.test/services.html', 'http://shop.test/about.html'] });
    expect(byId['missing-h1']).toMatchObject({ ok: false, urls: ['http://shop.test/about.html'], detail: '1 page has no H1 heading.' });
    expect(byId['thin-content']!.urls).toContain('http://shop.test/contact.html');
  });

  it('lists the sample site’s blog posts as existing articles by their headline', () => {
    const sample = readSampleSite().map(([url, html]) => extractPage(html, url));
    const result = analyseSite(sample, 'http://localhost:3000/sample-site/', now);
    expect(result.existingArticles.map((a) => a.title)).toEqual([
      'Quarterly Estimated Taxes for Freelancers: A Plain-English Guide',
      'Cash vs. Accrual Accounting: Which Method Fits Your Small Business?',
      'The Month-End Close Checklist We Use for Every Client',
      'Case Study: How a Portland Bakery Cut Its Bookkeeping Time From 10 Hours to 1 a Month',
    ]);
  });
});

describe('extractKeyphrases', () => {
  it('weights titles over body text and merges singular and plural', () => {
    const phrases = extractKeyphrases(
      [
        [{ text: 'Sourdough bread classes', weight: 3 }, { text: 'We bake sourdough loaves. Our sourdough loaf uses wild yeast.', weight: 1 }],
        [{ text: 'Sourdough loaves and wild yeast starters for home bakers.', weight: 1 }],
      ],
      { limit: 5 },
    );
    const names = phrases.map((p) => p.phrase);
    expect(names.slice(0, 2)).toContain('sourdough bread classes');
    expect(names.indexOf('sourdough bread classes')).toBeLessThan(names.indexOf('wild yeast starters'));
    expect(names.filter((n) => /^sourdough loa/.test(n))).toHaveLength(1);
  });
});

describe('extractKeyphrases on coordinated phrases', () => {
  it('does not take the second half of "profit and loss statement" for a phrase', () => {
    const names = extractKeyphrases(
      [[{ text: 'Your profit and loss statement each month. The profit and loss statement shows margins. Sales tax filings.', weight: 2 }]],
      { limit: 10 },
    ).map((k) => k.phrase);
    expect(names).not.toContain('loss statement');
    expect(names).toContain('sales tax filings');
  });
});

describe('findPositioning', () => {
  const page = (description: string, h1: string[] = [], mainText = '') =>
    extractPage(
      `<html lang="en"><head><title>Roastery</title><meta name="description" content="${description}"></head><body><h1>${h1.join('')}</h1><p>${mainText}</p></body></html>`,
      'https://roast.example/',
    );

  it('reads offering, audience and place from a "… for … in …" line', () => {
    expect(findPositioning(page('Fresh specialty coffee beans and brewing gear for home baristas in Bristol.'), 'Roastery')).toEqual({
      offering: 'fresh specialty coffee beans and brewing gear',
      audience: 'home baristas',
      location: 'Bristol',
    });
  });

  it('falls back to "we help … grow"', () => {
    expect(findPositioning(page('Welcome.', [], 'We help independent cafés grow their wholesale trade.'), 'Roastery')).toEqual({
      audience: 'independent cafés',
    });
  });

  it('ignores "for" phrases that are not an audience', () => {
    expect(findPositioning(page('Open for 20 years. Ask for a free quote.'), 'Roastery')).toEqual({});
  });
});
