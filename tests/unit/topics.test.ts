import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { MAX_TOPICS, MIN_TOPICS, offeringItems, offlineTopics } from '../../src/server/analysis/offline-topics';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { readSampleSite } from '../support/fixture-sites';

const sample = analyseSite(
  readSampleSite().map(([url, html]) => extractPage(html, url)),
  'http://localhost:3000/sample-site/',
  new Date('2026-03-01T00:00:00Z'),
);
const words = (text: string) => new Set(text.toLowerCase().match(/[a-z]+/g) ?? []);

describe('offline topics for the bundled sample site', () => {
  const result = offlineTopics(sample);

  it('proposes 6–10 distinct topics', () => {
    expect(result.topics.length).toBeGreaterThanOrEqual(MIN_TOPICS);
    expect(result.topics.length).toBeLessThanOrEqual(MAX_TOPICS);
    expect(new Set(result.topics.map((t) => t.toLowerCase())).size).toBe(result.topics.length);
    expect(result.engine).toBe('offline');
  });

  it('grounds every topic in one of the site’s keyphrases or services', () => {
    const grounding = [...sample.keyphrases.map((k) => k.phrase), ...offeringItems(sample.offering)].map((g) => g.toLowerCase());
    for (const topic of result.topics) {
      expect(grounding.some((g) => topic.toLowerCase().includes(g)), topic).toBe(true);
    }
  });

  it('speaks to the site’s audience and mixes questions, how-to guides, checklists and case studies', () => {
    expect(result.topics.filter((t) => /freelancer|small business/i.test(t)).length).toBeGreaterThanOrEqual(result.topics.length - 2);
    expect(result.topics.some((t) => t.endsWith('?'))).toBe(true);
    expect(result.topics.some((t) => t.startsWith('How to '))).toBe(true);
    expect(result.topics.some((t) => t.includes('Checklist'))).toBe(true);
    expect(result.topics.some((t) => t.startsWith('Case Study: '))).toBe(true);
  });

  it('does not repeat an existing article', () => {
    for (const topic of result.topics) {
      for (const article of sample.existingArticles) {
        const a = words(article.title);
        const shared = [...words(topic)].filter((w) => a.has(w) && w.length > 3);
        expect(shared.length / a.size, `${topic} vs ${article.title}`).toBeLessThan(0.5);
      }
    }
    expect(result.topics.some((t) => /quarterly estimated tax/i.test(t))).toBe(false);
  });

  it('is not keyword salad: every topic reads as a title', () => {
    for (const topic of result.topics) {
      expect(topic).toMatch(/^[A-Z0-9]/);
      expect(topic.split(' ').length).toBeGreaterThanOrEqual(5);
      expect(topic).not.toMatch(/\b(\w+) \1\b/i);
    }
  });

  it('summarises the analysis for the chat', () => {
    expect(result.analysisSummary).toContain(sample.summary);
    expect(result.analysisSummary).toContain('Main themes:');
    expect(result.analysisSummary).toContain('fewer than 200 words');
  });

  it('is deterministic', () => {
    expect(offlineTopics(sample)).toEqual(result);
  });
});

describe('offline topics for other sites', () => {
  it('writes without an audience when the site names none, and avoids pricing forms for publications', () => {
    const blog: SiteAnalysis = {
      ...sample,
      siteName: 'Slow Miles',
      summary: 'Slow Miles offers bikepacking routes.',
      offering: 'bikepacking routes and touring bike gear',
      audience: '',
      location: null,
      keyphrases: [
        { phrase: 'route planning', weight: 1 },
        { phrase: 'sleeping bag', weight: 0.8 },
      ],
      existingArticles: [
        { url: 'https://slow.example/a', title: 'Planning Your First Bikepacking Trip' },
        { url: 'https://slow.example/b', title: 'Wild Camping in Scotland' },
      ],
      pages: sample.pages.slice(0, 3),
    };
    const { topics } = offlineTopics(blog);
    expect(topics.length).toBeGreaterThanOrEqual(MIN_TOPICS);
    expect(topics.some((t) => /Cost|Provider|Hiring a Professional/.test(t))).toBe(false);
    expect(topics.some((t) => / for $|Every {2}| {2}/.test(t))).toBe(false);
  });

  it('splits an offering into its services', () => {
    expect(offeringItems('emergency plumbing, boiler repair and bathroom installation')).toEqual([
      'emergency plumbing',
      'boiler repair',
      'bathroom installation',
    ]);
  });
});
