import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { offlineTopics } from '../../src/server/analysis/offline-topics';
import { validateTopic } from '../../src/server/analysis/topics/validator';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { analyseCorpusSite } from '../support/corpus-analysis';

/**
 * The marketer's rules for offline topics, each on a small hand-made site no rule was written
 * against: support questions are not topics, keyphrases are specific noun phrases, comparisons
 * are between alternatives, local topics are what a local searcher asks, titles take their
 * articles, and the summary reads as plain English.
 */
const ORIGIN = 'http://rules.test';

function page(path: string, title: string, description: string, body: string, head = ''): [string, string] {
  return [
    `${ORIGIN}${path}`,
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}">${head}</head>
<body><header><nav><a href="/">Home</a> <a href="/faq/">FAQ</a> <a href="/blog/">Blog</a></nav></header><main>${body}</main><footer><p>© 2026 Greenblade Mower Care</p></footer></body></html>`,
  ];
}

function site(pages: [string, string][]): SiteAnalysis {
  return analyseSite(
    pages.map(([url, html]) => extractPage(html, url)),
    `${ORIGIN}/`,
    new Date('2026-03-01T00:00:00Z'),
  );
}

const tier = (name: string, text: string) => `<div class="card"><h4>${name}</h4><p>${text}</p></div>`;

/** A mobile lawnmower mechanic: a ladder of tiers, an unrelated kind of service, an add-on fee, an FAQ of mixed questions, one blog post. */
const mowers = site([
  page(
    '/',
    'Greenblade | Mobile Lawnmower Servicing in Ashcombe',
    'Mobile lawnmower servicing and repairs at your home in Ashcombe. Services from £45, robot mower servicing too.',
    `<h1>Ashcombe's Mobile Mower Mechanics</h1>
<p>Greenblade is a workshop in a van. We service and repair lawnmowers on your drive, so you never have to haul a heavy mower across town. Regular lawnmower servicing keeps the blades sharp and the engine starting first pull.</p>
<section><h2>Services</h2>
${tier('Basic service', 'Blades sharpened, oil changed, spark plug checked and air filter cleaned. £45.')}
${tier('Premium service', 'Everything in Basic plus carburettor cleaned, cables adjusted and deck scraped. £79.')}
${tier('Robot mower service', 'Boundary wire checks, firmware updates and sensor cleaning for robot mowers. £95.')}
${tier('Platinum service', 'Full engine strip-down and rebuild, returned to you within 48 hours. £139.')}
${tier('Cordless service', 'Battery health check, charger test and blade change for cordless mowers. £55.')}
${tier('Call-out and distance', 'Visits beyond five miles of Ashcombe. £12 per visit.')}
</section>
<p>Lawnmower servicing across Ashcombe, Pelling and Norbury.</p>`,
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Greenblade Mower Care","address":{"@type":"PostalAddress","addressLocality":"Ashcombe","addressCountry":"GB"},"areaServed":["Ashcombe","Pelling","Norbury"]}</script>`,
  ),
  page(
    '/faq/',
    'Questions | Greenblade',
    'Answers to common questions about mobile lawnmower servicing.',
    `<h1>Frequently asked questions</h1>
<h3>How often should I service my lawnmower?</h3><p>A Basic service every spring suits most lawns. Regular lawnmower servicing keeps blades sharp and stops the engine stalling.</p>
<h3>What if you need a spare part you don't stock?</h3><p>We order the spare part for next-day delivery and come back to fit it.</p>
<h3>Do I need to be home when you arrive for a Premium service?</h3><p>No. Leave the mower by the gate for its Premium service and we text a card link afterwards.</p>
<h3>Is there a minimum contract?</h3><p>There is no minimum contract: book a service when you need one.</p>
<h3>Are there card processing fees?</h3><p>No card processing fees are added to any service.</p>
<h3>Why does my lawnmower keep stalling?</h3><p>Stale petrol and a blocked air filter cause most stalling. A Basic service cleans the air filter and drains old fuel.</p>`,
  ),
  page(
    '/blog/',
    'Blog | Greenblade',
    'Lawn and mower tips from Greenblade.',
    `<h1>Blog</h1><ul><li><a href="/blog/winter-mower-storage/">Storing Your Mower Over Winter</a></li></ul>`,
  ),
  page(
    '/blog/winter-mower-storage/',
    'Storing Your Mower Over Winter | Greenblade',
    'How to store a lawnmower over winter so it starts in spring.',
    `<article><h1>Storing Your Mower Over Winter</h1><p>Drain the fuel tank, clean the deck and keep the mower somewhere dry. A mower stored with old petrol rarely starts in spring, and a rusty deck shortens its life.</p></article>`,
    '<meta property="og:type" content="article">',
  ),
]);
const result = offlineTopics(mowers);
const plans = result.plans;

describe('offline topic rules on a hand-made mower-servicing site', () => {
  it('has topics, each accepted by the validator', () => {
    expect(plans.length).toBeGreaterThanOrEqual(4);
    plans.forEach((plan, i) => expect(validateTopic(plan, mowers.facts!, plans.slice(0, i)), plan.title).toEqual({ ok: true }));
  });

  it('rule 1: drops questions about the business’s own operations and terms, keeps a customer’s general question', () => {
    const titles = result.topics.join(' | ');
    expect(titles).not.toMatch(/part you don|be home when|minimum contract|card processing fees/i);
    expect(result.topics).toContain('How Often Should I Service My Lawnmower?');
  });

  it('rule 2: gives a question the site’s specific noun phrase, never a lone countable noun', () => {
    for (const plan of plans) expect(/^(?:lawnmower|mower|part|engine|blades?)$/i.test(plan.keyphrase), `${plan.title} → ${plan.keyphrase}`).toBe(false);
    expect(plans.find((p) => p.title === 'How Often Should I Service My Lawnmower?')?.keyphrase).toBe('lawnmower servicing');
  });

  it('rule 3: compares tiers of one ladder, never two different kinds of service, and at most one comparison of them', () => {
    const comparisons = plans.filter((p) => p.intent === 'comparison');
    expect(comparisons.length).toBeLessThanOrEqual(1);
    for (const c of comparisons) {
      expect(c.title).toMatch(/Basic|Premium/);
      expect(c.title).not.toMatch(/Robot|Platinum|Cordless/);
    }
  });

  it('rule 4: a local topic is what a local searcher asks, about the trade, never an offering with a place and a price glued on', () => {
    const local = plans.filter((p) => p.intent === 'local');
    expect(local.length).toBe(1);
    expect(local[0]!.keyphrase.toLowerCase()).toContain('lawnmower servicing');
    expect(local[0]!.title).not.toMatch(/£|\$/);
    for (const plan of plans) expect(plan.title, 'an add-on fee is not a topic').not.toMatch(/call-out|distance/i);
  });

  it('rule 5: cost titles take an article where the site counts the thing', () => {
    const vets = site([
      page(
        '/',
        'Harbour Vets',
        'Vets in Wenlow for dogs: consultations, vaccinations and dental care.',
        `<h1>Harbour Vets</h1><p>A standard consultation is fifteen minutes with a vet and includes a full check. Longer consultations suit pets with more than one problem.</p>
<table><tr><th>Service</th><th>Price</th></tr><tr><td>Standard consultation</td><td>$78</td></tr><tr><td>Double consultation</td><td>$130</td></tr></table>`,
      ),
    ]);
    const costs = offlineTopics(vets).plans.filter((p) => p.intent === 'cost').map((p) => p.title);
    expect(costs.length).toBeGreaterThan(0);
    for (const title of costs) expect(title, title).not.toMatch(/(?:What|How|Paying for|Budgeting \$\d+ for) (?:Standard|Double) Consultation\b/);
  });

  it('rule 6: the summary lowers sentence-case labels, starts prices at a main offering, and says “one post” without “including”', () => {
    expect(result.analysisSummary).toContain('robot mower service');
    expect(result.analysisSummary).toContain('starting at £45');
    expect(result.analysisSummary).not.toMatch(/£12/);
    expect(result.analysisSummary).toMatch(/Its blog has one post, “Storing Your Mower Over Winter”/);
    expect(result.analysisSummary).not.toMatch(/one post, including/);
  });
});

describe('offline topic rule 7 on a corpus SaaS site (tests/fixtures/sites/corpus/shiftwell)', () => {
  it('explains the features its pages describe, so a software site gets a full list without support questions', () => {
    const analysis = analyseCorpusSite('shiftwell');
    const { plans: saas, topics } = offlineTopics(analysis);
    expect(saas.length).toBeGreaterThanOrEqual(6);
    saas.forEach((plan, i) => expect(validateTopic(plan, analysis.facts!, saas.slice(0, i)), plan.title).toEqual({ ok: true }));
    expect(saas.filter((p) => p.intent === 'explainer').length).toBeGreaterThanOrEqual(3);
    expect(topics.join(' | ')).not.toMatch(/\b(?:you|your|we|our)\b/i);
  });
});
