import { beforeAll, describe, expect, it } from 'vitest';
import { checkDraftClaims, supportIndex, toBack } from '../../src/server/generation/claim-check';
import { siteSources } from '../../src/server/generation/evidence';
import { parseMarkdown, textBlocks } from '../../src/server/generation/markdown';
import { isCheckable, splitSentences } from '../../src/server/generation/nlp';
import { isOnTopic, topicOf } from '../../src/server/generation/writer/offline/relevance';
import { corpusArticles, sameSiteRuns, sharedRuns, sixWordRuns, type CorpusArticle } from '../support/corpus-articles';

/**
 * The offline engine on every corpus site (tests/fixtures/sites/corpus), each topic the offline
 * topic engine proposes: the acceptance figures of issue 15 as assertions. The same articles are
 * measured by `npm run bench` (articles).
 */
let articles: CorpusArticle[] = [];
beforeAll(async () => {
  articles = await corpusArticles({ topicsPerSite: 4 });
}, 60_000);

const firstParagraph = (a: CorpusArticle) => a.composed.article.markdown.split('\n\n')[1] ?? '';

describe('offline articles over the corpus', () => {
  it('covers every corpus site', () => {
    expect(new Set(articles.map((a) => a.site)).size).toBeGreaterThanOrEqual(10);
  });

  it('measures shared wording: the old template’s sentences count, a heading and its paragraph are not one phrase', () => {
    const template = 'Getting it right is one of those things where a little know-how goes a long way.';
    const r = sharedRuns([
      { site: 'a', title: 'A', text: `${template}\nWe fit tethered and untethered 7kW chargers on the drive.` },
      { site: 'b', title: 'B', text: `${template}\nOur hygienist removes hardened plaque with an ultrasonic scaler.` },
      { site: 'c', title: 'C', text: 'Questions about the service\nGetting it right is one of those.' },
    ]);
    expect(r.share).toBeGreaterThan(0.4);
    expect(r.worst.site).toBe('c');
    expect(sixWordRuns('one two three four five\nsix seven').size).toBe(0);
  });

  it('measures the tail a site’s articles share: each pair of one site’s articles, not another site’s', () => {
    const tail = 'Call 01632 960418 to book a visit from our team of electricians.';
    const r = sameSiteRuns([
      { site: 'a', title: 'A1', text: `We fit tethered and untethered 7kW chargers on the drive.\n${tail}` },
      { site: 'a', title: 'A2', text: `A consumer unit swap takes a day and the power is off for most of it.\n${tail}` },
      { site: 'b', title: 'B1', text: `${tail}\nOur hygienist removes hardened plaque with an ultrasonic scaler.` },
    ]);
    // Site a's articles have 5 + 7 and 11 + 7 runs, 7 of them the shared tail; site b's has no sibling.
    expect(r.share).toBeCloseTo((7 / 12 + 7 / 18) / 2, 5);
    expect(r.worst.title).toBe('A1 / A2');
  });

  it('shares at most 10% of its six-word runs with other sites’ articles (the template shared 59%)', () => {
    const { share, worst } = sharedRuns(articles.map((a) => ({ site: a.site, title: a.plan.title, text: a.text })));
    expect(share).toBeLessThanOrEqual(0.1);
    expect(worst.share, `${worst.site}: ${worst.title}`).toBeLessThanOrEqual(0.2);
  });

  // The site's own answer may not repeat the keyphrase ("Our learners typically need 30 to 45
  // hours" under "How Many Driving Lessons Will I Need?"); no engine frame is added to force it.
  it('addresses the topic in the first paragraph: it names the keyphrase or is about the topic', () => {
    for (const a of articles) {
      const lead = firstParagraph(a);
      // A site with no sentence about the topic leaves the opening to the editor, and says so.
      if (lead === '' || lead.startsWith('#')) {
        expect(a.composed.editorNotes.join(' '), a.plan.title).toContain('Write the opening paragraph');
        continue;
      }
      const names = lead.toLowerCase().includes(a.plan.keyphrase.toLowerCase());
      // Or shares a word family with the subject ("scheduler" under "employee scheduling software").
      const stems = [...topicOf(a.plan, a.analysis.facts!).subject].filter((t) => t.length >= 5).map((t) => t.slice(0, 5));
      const family = stems.some((stem) => new RegExp(`\\b${stem}`, 'i').test(lead));
      expect(names || family || isOnTopic(topicOf(a.plan, a.analysis.facts!), lead), `${a.plan.title}\n${lead}`).toBe(true);
    }
  });

  // 59–72-word drafts on a three-page site are not publishable: the site's own price tables,
  // steps and answers about the topic belong in them. The floor was 300 while every article
  // carried the site's whole FAQ and every practical section; without that shared tail the corpus
  // gives a median of 153 words, so the floor is 150: shorter and specific beats longer and generic.
  it('gathers enough of the site for an article: the median free article on a site of three pages or more has 150 words or more', () => {
    const words = articles
      .filter((a) => a.analysis.pages.length >= 3)
      .map((a) => a.composed.article.wordCount)
      .sort((x, y) => x - y);
    expect(words.length).toBeGreaterThanOrEqual(20);
    expect(words[Math.floor(words.length / 2)]).toBeGreaterThanOrEqual(150);
  });

  // The whole FAQ and every practical section under every topic made two articles of one site
  // share 55% of their wording (clearview's intensive-course and test-fee articles were the same
  // apart from their opening); one site's articles now share 17%.
  it('shares at most 20% of an article’s six-word runs with another article of the same site', () => {
    const { share, worst } = sameSiteRuns(articles.map((a) => ({ site: a.site, title: a.plan.title, text: a.text })));
    expect(share, `worst: ${worst.site}: ${worst.title}`).toBeLessThanOrEqual(0.2);
  });

  it('quotes in a cost article’s first paragraph a price the site states for its subject', () => {
    const cost = articles.filter((a) => a.plan.intent === 'cost');
    expect(cost.length).toBeGreaterThanOrEqual(5);
    for (const a of cost) {
      const prices = a.analysis.facts!.offerings.flatMap((o) => o.prices);
      const named = a.analysis.facts!.offerings.filter((o) => o.name.toLowerCase().includes(a.plan.keyphrase.toLowerCase())).flatMap((o) => o.prices);
      if (named.length === 0) {
        // No price for the subject: a price of something else may open it, or the gap is a note.
        if (!prices.some((p) => firstParagraph(a).includes(p.text))) expect(a.composed.editorNotes.join(' '), a.plan.title).toContain('states no price');
        continue;
      }
      expect(prices.some((p) => firstParagraph(a).toLowerCase().includes(p.text.toLowerCase())), `${a.plan.title}\n${firstParagraph(a)}`).toBe(true);
    }
  });

  it('publishes no sentence with a number, name, date or quotation that the evidence ledger does not trace', () => {
    for (const a of articles) {
      const sources = siteSources(a.analysis.facts!, a.analysis);
      const again = checkDraftClaims({ markdown: a.composed.article.markdown, claims: [], sources, businessName: a.analysis.facts!.business.name, keyphrase: a.plan.keyphrase });
      expect(again.removed, a.plan.title).toEqual([]);
      const index = supportIndex(sources, a.analysis.facts!.business.name, a.plan.keyphrase);
      const traced = new Set(a.composed.ledger.flatMap((e) => e.claims.map((c) => c.text)));
      // Headings and table headers label what follows them; they state nothing.
      const labels = new Set(
        parseMarkdown(a.composed.article.markdown)
          .children.filter((n) => n.type === 'table' || n.type === 'heading')
          .map((t) => textBlocks({ type: 'root', children: [t] })[0]),
      );
      for (const block of a.text.split('\n').filter((b) => !labels.has(b))) {
        for (const sentence of block.includes(' | ') ? [block] : splitSentences(block)) {
          if (!isCheckable(toBack(sentence, index))) continue;
          expect(traced, `${a.plan.title}: ${sentence}`).toContain(sentence);
        }
      }
    }
  });
});
