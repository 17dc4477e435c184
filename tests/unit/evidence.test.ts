import { describe, expect, it } from 'vitest';
import { checkClaims, siteSources, type EvidenceSource } from '../../src/server/generation/evidence';
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

  it('ties supported claims to their passage, including close paraphrases', () => {
    const { ledger, unsupported } = checkClaims(
      [
        { text: 'Grinding finer slows the shot down.', sourceId: 'S1' },
        { text: 'Most people change their grind size in small steps.', sourceId: 'S1' },
      ],
      [source],
    );
    expect(unsupported).toEqual([]);
    expect(ledger).toHaveLength(1);
    expect(ledger[0]!.claims.map((c) => c.passage)).toEqual([source.facts[0]!.passage, source.facts[0]!.passage]);
  });

  it('rejects claims with an unknown source or wording the source does not support', () => {
    const claims = [
      { text: 'Grinding finer slows the shot down.', sourceId: 'S7' },
      { text: 'Italian law requires espresso machines to reach 9 bar.', sourceId: 'S1' },
    ];
    const { ledger, unsupported } = checkClaims(claims, [source]);
    expect(ledger).toEqual([]);
    expect(unsupported).toEqual(claims);
  });

  it('makes the crawled pages citable with their own text', () => {
    const analysis = loadAnalysis('coffee-roaster');
    const sources = siteSources(siteFactsOf(analysis), analysis);
    expect(sources[0]!.id).toBe('P1');
    expect(sources.every((s) => s.kind === 'site')).toBe(true);
    expect(sources[0]!.facts[0]!.text).toBe('We roast every Tuesday in batches of twelve kilograms and ship within 48 hours of roasting.');
  });
});
