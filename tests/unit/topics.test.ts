import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { factsOf } from '../../src/server/analysis/facts-of';
import { MAX_TOPICS, offlineTopics } from '../../src/server/analysis/offline-topics';
import { planForTopic } from '../../src/server/analysis/topic-plans';
import { validateTopic } from '../../src/server/analysis/topics/validator';
import { siteFactsSchema, topicPlanSchema } from '../../src/shared/site-facts';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { FIXTURE_SITES, loadAnalysis } from '../fixtures/analyses/load';
import { FIXTURE_SITES_DIR, readSampleSite } from '../support/fixture-sites';

/**
 * The offline topic engine on the bundled sample site. The old fixed frames ("How to Choose a …
 * Provider", "The … Checklist Every … Needs", "Case Study: …") are what issue 14 rejects, so these
 * tests assert grounding, shape and distinctness instead of frame words.
 */
const sample = analyseSite(
  readSampleSite().map(([url, html]) => extractPage(html, url)),
  'http://localhost:3000/sample-site/',
  new Date('2026-03-01T00:00:00Z'),
);

describe('offline topics for the bundled sample site', () => {
  const result = offlineTopics(sample);
  const facts = sample.facts!;

  it('proposes several distinct topics, one plan per title', () => {
    expect(result.topics.length).toBeGreaterThanOrEqual(6);
    expect(result.topics.length).toBeLessThanOrEqual(MAX_TOPICS);
    expect(new Set(result.topics.map((t) => t.toLowerCase())).size).toBe(result.topics.length);
    expect(result.plans.map((p) => p.title)).toEqual(result.topics);
    for (const plan of result.plans) expect(topicPlanSchema.parse(plan)).toEqual(plan);
    expect(result.engine).toBe('offline');
  });

  it('passes every topic through the validator, in order', () => {
    result.plans.forEach((plan, i) => expect(validateTopic(plan, facts, result.plans.slice(0, i)), plan.title).toEqual({ ok: true }));
  });

  it('names what the business sells: every keyphrase is an offering or a phrase of the site', () => {
    const site = facts.passages.map((p) => p.text.toLowerCase()).join(' ');
    for (const plan of result.plans) expect(site.includes(plan.keyphrase.toLowerCase().split(' ').pop()!), plan.keyphrase).toBe(true);
    // The cost topic may be worded as the searcher asks ("How Much Does … Cost?"); the price stands in its grounding.
    expect(result.plans.some((p) => p.intent === 'cost' && p.grounding.some((g) => /\$250/.test(g.passage)))).toBe(true);
    expect(result.plans.some((p) => p.intent === 'comparison')).toBe(true);
  });

  it('does not repeat what the blog already covers', () => {
    for (const topic of result.topics) {
      expect(topic).not.toMatch(/quarterly estimated tax|month-end close|cash vs\.? accrual/i);
    }
  });

  it('uses several intents', () => {
    expect(new Set(result.plans.map((p) => p.intent)).size).toBeGreaterThanOrEqual(3);
  });

  it('summarises the analysis in plain sentences from the facts, not a keyphrase list', () => {
    expect(result.analysisSummary).toContain('Harbor & Pine Bookkeeping offers monthly bookkeeping, payroll and tax preparation for freelancers and small businesses in Portland, Maine.');
    expect(result.analysisSummary).toContain('$149 per month');
    expect(result.analysisSummary).toContain('Its blog has 4 posts');
    expect(result.analysisSummary).toContain('fewer than 200 words');
    expect(result.analysisSummary).not.toContain('Main themes');
  });

  it('is deterministic', () => {
    expect(offlineTopics(sample)).toEqual(result);
  });
});

describe('offline topics for other analyses', () => {
  it('says plainly that it writes English only, and proposes nothing, for a site in another language', () => {
    const german: SiteAnalysis = { ...sample, facts: { ...sample.facts!, language: 'de', english: false } };
    const result = offlineTopics(german);
    expect(result.topics).toEqual([]);
    expect(result.plans).toEqual([]);
    expect(result.analysisSummary).toMatch(/not in English \(German\).*English only/);
    // No topics follow, so none is said to avoid the blog's subjects.
    expect(result.analysisSummary).not.toContain('the topics below');
    expect(result.analysisSummary).toContain('new topics must avoid');
  });

  it('rebuilds facts for analyses stored before facts existed; what it proposes there is validated too', () => {
    let withTopics = 0;
    for (const name of FIXTURE_SITES) {
      const { facts: _none, ...old } = loadAnalysis(name);
      const result = offlineTopics(old);
      const facts = factsOf(old);
      expect(result.topics.length, name).toBeLessThanOrEqual(MAX_TOPICS);
      result.plans.forEach((plan, i) => expect(validateTopic(plan, facts, result.plans.slice(0, i)), plan.title).toEqual({ ok: true }));
      if (result.topics.length > 0) withTopics++;
    }
    // Thin hand-written analyses (a blog, a page of headings) may honestly yield nothing.
    expect(withTopics).toBeGreaterThanOrEqual(2);
  });
});

describe('planForTopic', () => {
  const result = offlineTopics(sample);
  const stored: SiteAnalysis = { ...sample, topicPlans: result.plans };

  it('returns the stored plan of a proposed topic, whatever its case and punctuation', () => {
    const plan = result.plans[1]!;
    expect(planForTopic(plan.title.toUpperCase().replace(/\?$/, ''), stored)).toEqual(plan);
  });

  it('derives a plan for a topic the user typed: a keyphrase from the facts, an intent, passages that ground it', () => {
    const plan = planForTopic('How much does payroll cost for a small business?', stored);
    expect(plan.intent).toBe('cost');
    expect(plan.keyphrase.toLowerCase()).toContain('payroll');
    expect(plan.grounding.length).toBeGreaterThan(0);
    expect(plan.grounding.some((g) => /payroll/i.test(g.passage))).toBe(true);
    expect(topicPlanSchema.parse(plan)).toEqual(plan);
  });

  it('still gives a grounded plan for a topic the site says nothing about', () => {
    const plan = planForTopic('Sourdough starters for beginners', stored);
    expect(plan.grounding.length).toBeGreaterThan(0);
    expect(plan.keyphrase).not.toBe('');
  });

  it('stores facts that match the contract', () => {
    expect(siteFactsSchema.parse(sample.facts)).toEqual(sample.facts);
  });
});

describe('a small dental site written after the engine (tests/fixtures/sites/maple-grove-dental)', () => {
  const dir = path.join(FIXTURE_SITES_DIR, 'maple-grove-dental');
  const files = ['index.html', 'team/index.html', 'blog/braces-vs-invisalign/index.html'];
  const analysis = analyseSite(
    files.map((f) => extractPage(readFileSync(path.join(dir, f), 'utf8'), `https://maple.test/${f.replace(/index\.html$/, '')}`)),
    'https://maple.test/',
    new Date('2026-03-01T00:00:00Z'),
  );
  const result = offlineTopics(analysis);

  it('reads its services from a card grid and its prices, and none of its team', () => {
    const names = analysis.facts!.offerings.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Dental cleanings', 'Invisalign clear aligners', 'Emergency dental care']));
    expect(analysis.facts!.offerings.every((o) => o.kind === 'service')).toBe(true);
    expect(names.join(' ')).not.toMatch(/Carter|Reed|Shah|Hygienist|Manager|Book/);
  });

  it('proposes validated topics from its FAQ, prices and location, never its people, CTAs or its blog post', () => {
    expect(result.topics.length).toBeGreaterThanOrEqual(4);
    // The local searcher's question is asked where the site is: its price, in its town.
    expect(result.topics.filter((t) => /Springfield/.test(t))).toEqual(['How Much Do Dental Cleanings Cost in Springfield?']);
    result.plans.forEach((plan, i) => expect(validateTopic(plan, analysis.facts!, result.plans.slice(0, i)), plan.title).toEqual({ ok: true }));
    expect(result.topics).toContain('How Often Should Kids See the Dentist?');
    expect(result.topics.some((t) => /\$129|\$3,900/.test(t))).toBe(true);
    expect(result.topics.join(' | ')).not.toMatch(/Carter|Marcus|Priya|Hygienist|Front Desk|Book|Cookies|Braces vs/i);
  });
});
