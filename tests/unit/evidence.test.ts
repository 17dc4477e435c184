import { describe, expect, it } from 'vitest';
import { siteSources, type EvidenceSource } from '../../src/server/generation/evidence';
import { factsFromPassage } from '../../src/server/generation/research/facts';
import { siteFactsOf } from '../../src/server/generation/site-facts-of';
import { loadAnalysis } from '../fixtures/analyses/load';

const source: EvidenceSource = {
  id: 'S1',
  kind: 'reddit',
  url: 'https://www.reddit.com/r/espresso/comments/abc/',
  title: 'Grind size help',
  facts: factsFromPassage('Grinding finer slows the shot down. Most people change grind size in small steps. Lol same.'),
};

describe('evidence ledger', () => {
  it('turns a fetched passage into whole-sentence facts that keep the passage', () => {
    expect(source.facts.map((f) => f.text)).toEqual(['Grinding finer slows the shot down.', 'Most people change grind size in small steps.']);
    expect(source.facts[0]!.passage).toContain('Lol same.');
    expect(factsFromPassage('Top 10 grinders of 2026 ranked by our team and ...')).toEqual([]);
  });

  it('skips questions and unglues a heading the extractor ran into its paragraph', () => {
    expect(factsFromPassage('Who has to pay quarterly taxes? Flat monthly pricing Pick the plan that matches your monthly transactions.').map((f) => f.text)).toEqual([
      'Pick the plan that matches your monthly transactions.',
    ]);
  });

  it('makes the crawled pages citable with their own text', () => {
    const analysis = loadAnalysis('coffee-roaster');
    const sources = siteSources(siteFactsOf(analysis), analysis);
    expect(sources[0]!.id).toBe('P1');
    expect(sources.every((s) => s.kind === 'site')).toBe(true);
    expect(sources[0]!.facts.map((f) => f.text)).toContain('We roast every Tuesday in batches of twelve kilograms and ship within 48 hours of roasting.');
    // Old analyses without site facts get them read again from their pages: every fact keeps its passage.
    for (const s of sources) for (const f of s.facts) expect(f.passage).toContain(f.text);
  });

  it("cites a price read from structured data with the offering's name, even when its sentence omits the figure", () => {
    const analysis = loadAnalysis('coffee-roaster');
    const facts = siteFactsOf(analysis);
    const url = analysis.pages[1]!.url;
    const passage = 'Two fresh bags a month, delivered to your door.';
    const withOffer = {
      ...facts,
      offerings: [{ name: 'Coffee subscription', kind: 'plan' as const, url, description: passage, prices: [{ text: '$24 per month', amount: 24, currency: 'USD', unit: 'per month', source: { url, passage } }], specs: [], source: { url, passage } }],
    };
    const cited = siteSources(withOffer, analysis).flatMap((s) => s.facts.map((f) => f.passage));
    expect(cited).toContain(`Coffee subscription: $24 per month. ${passage}`);
  });
});
