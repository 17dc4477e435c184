import { describe, expect, it } from 'vitest';
import { buildOutline, chooseKeyphrase, detectIntent, isPluralPhrase, relatedPages } from '../../src/server/generation/outline';
import { loadAnalysis } from '../fixtures/analyses/load';

describe('outline', () => {
  it('reads the reader intent from the topic', () => {
    expect(detectIntent('How to Build a Raised Bed')).toBe('how-to');
    expect(detectIntent('10 Mistakes New Freelancers Make')).toBe('checklist');
    expect(detectIntent('Teeth Whitening vs Whitening Toothpaste')).toBe('comparison');
    expect(detectIntent('The History of Espresso')).toBe('explainer');
  });

  it("prefers the site's own keyphrase that the topic mentions, longest first", () => {
    const a = loadAnalysis('coffee-roaster');
    expect(chooseKeyphrase('Choosing a Coffee Grinder for Home Espresso', a)).toBe('coffee grinder');
    expect(chooseKeyphrase('How to Start a Coffee Subscription Habit', a)).toBe('coffee subscription');
  });

  it('takes the subject of the topic, not a one-word site keyphrase it happens to mention', () => {
    const a = loadAnalysis('sample-site');
    expect(a.keyphrases.map((k) => k.phrase)).toContain('freelancers');
    expect(chooseKeyphrase('Quarterly Estimated Taxes for Freelancers', a)).toBe('quarterly estimated taxes');
    expect(chooseKeyphrase('Month-End Close Checklist for Small Businesses', a)).toBe('month-end close');
    expect(chooseKeyphrase('7 Tips to Avoid Late Payments as a Freelancer', loadAnalysis('saas-invoicing'))).toBe('late payments');
    expect(chooseKeyphrase('10 Ways to Keep Your Books Clean', a)).toBe('keep your books clean');
    expect(isPluralPhrase('quarterly estimated taxes')).toBe(true);
    expect(isPluralPhrase('home espresso')).toBe(false);
    expect(isPluralPhrase('business analytics')).toBe(false);
    expect(buildOutline({ topic: 'Quarterly Estimated Taxes for Freelancers', analysis: a, hasResearch: false }).headings[0]!.text).toBe(
      'Why quarterly estimated taxes matter',
    );
  });

  it('falls back to the topic without its framing words', () => {
    const a = loadAnalysis('garden-blog');
    expect(chooseKeyphrase('How to Grow Potatoes in Sacks: A Complete Guide', a)).toBe('grow potatoes in sacks');
  });

  it('finds the crawled pages relevant to the topic, never the home page', () => {
    const a = loadAnalysis('garden-blog');
    const pages = relatedPages('Companion Planting in a Raised Bed', 'companion planting', a);
    expect(pages[0]!.url).toBe('https://smallplotgardener.example/guides/companion-planting');
    expect(pages.map((p) => p.url)).not.toContain(a.url);
    expect(pages[0]!.headline).toBe('Companion Planting Chart for Small Gardens');
  });

  it('plans research and site sections only when there is material for them', () => {
    const a = loadAnalysis('dental-clinic');
    const withResearch = buildOutline({ topic: 'Teeth Whitening vs Whitening Toothpaste', analysis: a, hasResearch: true });
    const without = buildOutline({ topic: 'Teeth Whitening vs Whitening Toothpaste', analysis: a, hasResearch: false });
    expect(withResearch.headings.map((h) => h.key)).toEqual(['why', 'core', 'site', 'research', 'mistakes', 'faq', 'conclusion']);
    expect(without.headings.map((h) => h.key)).not.toContain('research');
    expect(without.title).toBe('Teeth Whitening vs Whitening Toothpaste');
    expect(without.metaDescription).toContain('teeth whitening');
    expect(without.metaDescription.length).toBeLessThanOrEqual(155);
  });
});
