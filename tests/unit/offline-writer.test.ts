import { describe, expect, it } from 'vitest';
import { siteSources } from '../../src/server/generation/evidence';
import { parseMarkdown } from '../../src/server/generation/markdown';
import { relatedPages } from '../../src/server/generation/outline';
import { postProcess } from '../../src/server/generation/post-process';
import type { ResearchSource } from '../../src/server/generation/research/research-source';
import { siteFactsOf } from '../../src/server/generation/site-facts-of';
import { planFor } from '../../src/server/generation/topic-plan';
import { writeOffline } from '../../src/server/generation/writer/offline.writer';
import { FREE_TRIAL, MAX_WORDS_PER_ARTICLE } from '../../src/shared/plans';
import { FIXTURE_SITES, FIXTURE_TOPICS, loadAnalysis } from '../fixtures/analyses/load';

function links(markdown: string): string[] {
  const out: string[] = [];
  const walk = (n: { type: string; url?: string; children?: unknown[] }) => {
    if (n.type === 'link' && n.url) out.push(n.url);
    for (const c of (n.children ?? []) as (typeof n)[]) walk(c);
  };
  walk(parseMarkdown(markdown));
  return out;
}

function generate(site: (typeof FIXTURE_SITES)[number], opts: { research?: ResearchSource[]; externalLinks?: boolean; maxWords?: number } = {}) {
  const analysis = loadAnalysis(site);
  const research = opts.research ?? [];
  const facts = siteFactsOf(analysis);
  const plan = planFor(FIXTURE_TOPICS[site], analysis, facts);
  const outline = plan;
  const sources = [...siteSources(facts, analysis), ...research];
  const externalLinks = opts.externalLinks ?? false;
  const maxWords = opts.maxWords ?? MAX_WORDS_PER_ARTICLE;
  const draft = writeOffline({ plan, facts, analysis, sources, externalLinks, images: true, wordBudget: { target: maxWords, max: maxWords } });
  const article = postProcess({
    draft,
    keyphrase: plan.keyphrase,
    fallbackTitle: plan.title,
    relatedPages: relatedPages(plan.title, plan.keyphrase, analysis),
    siteUrl: analysis.url,
    crawledUrls: analysis.pages.map((p) => p.url),
    sources,
    externalLinks,
    images: true,
    maxWords,
  });
  return { analysis, outline, draft, article };
}

describe.each(FIXTURE_SITES)('offline writer on the %s fixture', (site) => {
  const { analysis, outline, draft, article } = generate(site);

  it('writes 800+ words', () => {
    expect(article.wordCount).toBeGreaterThanOrEqual(800);
  });

  it('has the required structure: title, intro, H2/H3 sections, FAQ, conclusion with a call to action', () => {
    const md = article.markdown;
    expect(md.startsWith(`# ${article.title}\n`)).toBe(true);
    expect(md.split('\n')[2]).toMatch(/\w{3,}/); // an introduction paragraph right under the title
    expect(md.match(/^## /gm)!.length).toBeGreaterThanOrEqual(5);
    expect(md.match(/^### /gm)!.length).toBeGreaterThanOrEqual(3);
    expect(md).toMatch(/^## Frequently asked questions$/m);
    const faq = md.split(/^## Frequently asked questions$/m)[1]!.split(/^## /m)[0]!;
    expect(faq.match(/^### .+\?$/gm)!.length).toBeGreaterThanOrEqual(2);
    const conclusion = md.split(/^## /m).at(-1)!;
    expect(conclusion).toContain(analysis.url);
    expect(conclusion.toLowerCase()).toContain(analysis.siteName.toLowerCase());
    expect(article.metaDescription.length).toBeLessThanOrEqual(160);
  });

  it('uses the site itself: its name, offering and facts from its crawled pages', () => {
    expect(article.markdown).toContain(analysis.siteName);
    expect(article.markdown).toContain(analysis.offering);
    expect(article.ledger.length).toBeGreaterThan(0);
    for (const entry of article.ledger) {
      expect(entry.kind).toBe('site');
      for (const c of entry.claims) {
        expect(article.markdown).toContain(c.text);
        expect(c.passage).toContain(c.text);
      }
    }
  });

  it('links internally only to crawled pages, at least twice, and nowhere else', () => {
    const crawled = new Set(analysis.pages.map((p) => p.url));
    const found = links(article.markdown);
    expect(found.length).toBeGreaterThanOrEqual(2);
    for (const url of found) expect(crawled.has(url), url).toBe(true);
    expect(article.removedLinks).toEqual([]);
  });

  it('places the keyphrase in the title, first paragraph, a heading and the meta description', () => {
    const k = outline.keyphrase.toLowerCase();
    expect(article.title.toLowerCase()).toContain(k);
    expect(article.markdown.split('\n\n')[1]!.toLowerCase()).toContain(k);
    expect(article.markdown.match(/^## .*$/gm)!.some((h) => h.toLowerCase().includes(k))).toBe(true);
    expect(article.metaDescription.toLowerCase()).toContain(k);
  });

  it('is deterministic for the same input', () => {
    const again = generate(site);
    expect(again.draft).toEqual(draft);
    expect(again.article.markdown).toBe(article.markdown);
  });
});

describe('offline writer with research sources', () => {
  const research: ResearchSource[] = [
    {
      id: 'S1',
      kind: 'competitor',
      url: 'https://coffee-review.example/espresso-ratios',
      title: 'Espresso ratios explained',
      facts: [
        {
          text: 'A 1:2 brew ratio is the most common starting point for espresso.',
          passage: 'A 1:2 brew ratio is the most common starting point for espresso. Lighter roasts often need a longer ratio.',
        },
      ],
    },
  ];

  it('cites research with links only to the fetched sources when external links are allowed', () => {
    const { analysis, article } = generate('coffee-roaster', { research, externalLinks: true });
    const external = links(article.markdown).filter((u) => !u.startsWith(analysis.url));
    expect(external).toEqual(['https://coffee-review.example/espresso-ratios']);
    expect(article.ledger.find((e) => e.id === 'S1')!.claims[0]!.text).toBe(research[0]!.facts[0]!.text);
  });

  it('names sources without linking them when external links are not allowed', () => {
    const { analysis, article } = generate('coffee-roaster', { research, externalLinks: false });
    expect(links(article.markdown).every((u) => u.startsWith(analysis.url))).toBe(true);
    expect(article.markdown).toContain('Espresso ratios explained');
  });

  it('keeps a free article within the free word limit and still 800+ words', () => {
    for (const site of FIXTURE_SITES) {
      const { article } = generate(site, { maxWords: FREE_TRIAL.maxWords });
      expect(article.wordCount).toBeLessThanOrEqual(FREE_TRIAL.maxWords);
      expect(article.wordCount).toBeGreaterThanOrEqual(800);
    }
  });

  it('still reads when the analysis found no audience or location', () => {
    const analysis = { ...loadAnalysis('garden-blog'), audience: '', location: null };
    const facts = siteFactsOf(analysis);
    const plan = planFor(FIXTURE_TOPICS['garden-blog'], analysis, facts);
    const draft = writeOffline({ plan, facts, analysis, sources: siteSources(facts, analysis), externalLinks: false, images: false, wordBudget: { target: 3000, max: 3000 } });
    expect(draft.markdown).not.toMatch(/\bfor [.,]| {2}/);
    expect(draft.markdown).toContain('Small Plot Gardener offers practical guides and an online course on raised bed vegetable gardening in small spaces.');
    expect(draft.metaDescription).not.toContain(' for ,');
  });

  it('shortens by whole sections but keeps title, introduction and conclusion', () => {
    const { article } = generate('coffee-roaster', { maxWords: 500 });
    expect(article.wordCount).toBeLessThanOrEqual(500);
    expect(article.markdown).toMatch(/^# /);
    expect(article.markdown).toMatch(/^## Final thoughts on home espresso$/m);
    expect(article.markdown).toContain('Ready to put this into practice?');
  });
});
