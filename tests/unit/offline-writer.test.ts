import { describe, expect, it } from 'vitest';
import { supportIndex, toBack } from '../../src/server/generation/claim-check';
import { composeArticle } from '../../src/server/generation/compose-article';
import { EDITOR_NOTES_HEADING } from '../../src/server/generation/editor-notes';
import { siteSources } from '../../src/server/generation/evidence';
import { wordBudgetFor } from '../../src/server/generation/generation.service';
import { isCheckable, splitSentences } from '../../src/server/generation/nlp';
import { offlineWriter, writeOffline } from '../../src/server/generation/writer/offline.writer';
import { FREE_TRIAL } from '../../src/shared/plans';
import type { Passage, SiteFacts, TopicPlan } from '../../src/shared/site-facts';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { loadAnalysis } from '../fixtures/analyses/load';

/**
 * The offline engine on a small hand-made plumber's site: what it writes is the site's own
 * material in the structure the topic's intent calls for, and nothing where the site says nothing.
 */
const HOME = 'https://brightflow.example/';
const DRAINS = 'https://brightflow.example/drains';
const BOILERS = 'https://brightflow.example/boilers';
const FAQ = 'https://brightflow.example/faq';

function passage(id: string, url: string, heading: string, text: string, kind: Passage['kind'] = 'paragraph', items: string[] = []): Passage {
  return { id, url, heading, kind, text, items };
}

const priceRows = ['Service | Price', 'Drain unblocking (sink or bath) | from £89', 'Drain unblocking (outside drain) | from £120', 'CCTV drain survey | £180'];
const facts: SiteFacts = {
  version: 1,
  language: 'en',
  english: true,
  business: { name: 'Brightflow Plumbing', source: { url: HOME, passage: 'Brightflow Plumbing | Plumbers in Harrowgate' } },
  description: { text: 'Plumbers in Harrowgate for drains, boilers and bathrooms.', source: { url: HOME, passage: 'Plumbers in Harrowgate for drains, boilers and bathrooms.' } },
  category: null,
  offerings: [
    {
      name: 'Drain unblocking',
      kind: 'service',
      url: DRAINS,
      description: 'We clear blocked sinks, baths and outside drains with rods and a jetter.',
      prices: [{ text: 'from £89', amount: 89, currency: 'GBP', unit: 'from', source: { url: DRAINS, passage: priceRows.join(' ') } }],
      specs: [],
      source: { url: DRAINS, passage: 'We clear blocked sinks, baths and outside drains with rods and a jetter.' },
    },
    {
      name: 'Boiler service',
      kind: 'service',
      url: BOILERS,
      description: null,
      prices: [],
      specs: [],
      source: { url: BOILERS, passage: 'Boiler service' },
    },
  ],
  audiences: [],
  locations: [{ text: 'Harrowgate', source: { url: HOME, passage: 'Plumbers in Harrowgate for drains, boilers and bathrooms.' } }],
  questions: [
    {
      question: 'Why does my drain keep blocking?',
      answer: 'Most repeat blockages are fat and wipes building up past the trap. A CCTV survey shows whether a pipe has cracked or sagged.',
      origin: 'faq',
      source: { url: FAQ, passage: 'Why does my drain keep blocking? Most repeat blockages are fat and wipes building up past the trap. A CCTV survey shows whether a pipe has cracked or sagged.' },
    },
  ],
  blogSubjects: [],
  passages: [
    passage('p1', DRAINS, 'Drain prices', priceRows.join(' '), 'table', priceRows),
    passage('p2', DRAINS, 'Drain unblocking', 'We clear blocked sinks, baths and outside drains with rods and a jetter. Most drain jobs take under an hour. If the drain blocks again within 30 days, we come back free of charge.'),
    passage('p3', DRAINS, 'Before we arrive', 'Clear the area around the drain cover. Run no water down the blocked drain. Lift the drain cover only if it is safe to do so.', 'steps', [
      'Clear the area around the drain cover.',
      'Run no water down the blocked drain.',
      'Lift the drain cover only if it is safe to do so.',
    ]),
    passage('p4', BOILERS, 'Boiler servicing', 'A yearly boiler service keeps the warranty valid on most new boilers. We check the flue, the seals and the gas pressure.'),
    passage('p5', FAQ, 'Frequently asked questions', 'Why does my drain keep blocking? Most repeat blockages are fat and wipes building up past the trap.', 'faq', []),
  ],
  images: [],
};

const analysis: SiteAnalysis = {
  url: HOME,
  siteName: 'Brightflow Plumbing',
  language: 'en',
  summary: 'Brightflow Plumbing offers drains and boilers in Harrowgate.',
  offering: 'drain unblocking and boiler servicing',
  audience: '',
  location: 'Harrowgate',
  keyphrases: [],
  pages: [HOME, DRAINS, BOILERS, FAQ].map((url, i) => ({
    url,
    title: ['Brightflow Plumbing', 'Drain Unblocking | Brightflow Plumbing', 'Boiler Servicing | Brightflow Plumbing', 'FAQ | Brightflow Plumbing'][i]!,
    description: '',
    canonical: null,
    language: 'en',
    h1: [],
    headings: [],
    wordCount: 300,
    isArticle: false,
    excerpt: '',
  })),
  existingArticles: [],
  seoChecklist: [],
  crawledAt: '2026-11-01T09:00:00.000Z',
  facts,
};

function plan(title: string, keyphrase: string, intent: TopicPlan['intent']): TopicPlan {
  return { title, keyphrase, intent, grounding: [{ url: DRAINS, passage: 'Drain unblocking' }], updateOf: null, engine: 'offline' };
}

function write(p: TopicPlan, subscriber = false) {
  return writeOffline({ plan: p, facts, analysis, sources: siteSources(facts, analysis), externalLinks: subscriber, images: subscriber, wordBudget: wordBudgetFor(subscriber) });
}

function firstParagraph(markdown: string): string {
  return markdown.split('\n\n')[1]!;
}

describe('offline engine: structure follows the intent, material comes from the site', () => {
  it('answers a cost question with the price the site states, then its price table', () => {
    const draft = write(plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'));
    expect(firstParagraph(draft.markdown)).toContain('Brightflow Plumbing charges from £89 for drain unblocking.');
    expect(draft.markdown).toMatch(/^## Drain unblocking prices$/m);
    expect(draft.markdown).toContain('| Drain unblocking (sink or bath) | from £89 |');
    expect(draft.markdown).toContain('| Drain unblocking (outside drain) | from £120 |');
    expect(draft.markdown).toContain('Most drain jobs take under an hour.');
    expect(draft.claims.map((c) => c.text)).toContain('Brightflow Plumbing charges from £89 for drain unblocking.');
  });

  it('leaves a note for the editor instead of inventing a price the site does not state', () => {
    const draft = write(plan('How Much Does a Boiler Service Cost?', 'boiler service', 'cost'));
    expect(draft.markdown).not.toMatch(/£\d/);
    expect(draft.editorNotes.join(' ')).toContain('The site states no price for boiler service');
    expect(firstParagraph(draft.markdown).toLowerCase()).toContain('boiler service');
  });

  it('walks through the site’s own steps as a numbered procedure for a how-to', () => {
    const draft = write(plan('How to Get Ready for Drain Unblocking', 'drain unblocking', 'how-to'));
    expect(draft.markdown).toContain('1. Clear the area around the drain cover.\n2. Run no water down the blocked drain.\n3. Lift the drain cover only if it is safe to do so.');
  });

  it('opens a problem topic with the site’s own answer to it', () => {
    const draft = write(plan('Why Does My Drain Keep Blocking?', 'drain', 'problem'));
    expect(firstParagraph(draft.markdown)).toContain('Most repeat blockages are fat and wipes building up past the trap.');
  });

  it('leaves out what the site has nothing specific to say about, and says what to add', () => {
    const draft = write(plan('Boiler Service Checklist', 'boiler service', 'checklist'));
    expect(draft.markdown).not.toMatch(/^## Boiler service checklist$/m);
    expect(draft.editorNotes.join(' ')).toContain('no list of what to check');
    expect(draft.markdown).not.toContain(EDITOR_NOTES_HEADING);
    expect(draft.markdown).not.toContain('drain');
  });

  it('is deterministic', () => {
    const p = plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost');
    expect(write(p)).toEqual(write(p));
  });
});

describe('offline engine through the pipeline', () => {
  it('publishes no sentence stating a figure or name that the ledger does not trace, and shows the editor notes apart', async () => {
    const r = await composeArticle(offlineWriter(), {
      topic: 'How Much Does a Boiler Service Cost?',
      analysis: { ...analysis, topicPlans: [plan('How Much Does a Boiler Service Cost?', 'boiler service', 'cost')] },
      research: [],
      crawledUrls: analysis.pages.map((p) => p.url),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    });
    expect(r.claimCheck.removed).toEqual([]);
    const body = r.article.markdown;
    const traced = new Set(r.ledger.flatMap((e) => e.claims.map((c) => c.text)));
    const index = supportIndex(siteSources(facts, analysis), facts.business.name, 'boiler service');
    for (const block of body.split('\n\n').filter((b) => !b.startsWith('#') && !b.startsWith('|'))) {
      for (const sentence of splitSentences(block.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/^\d+\. |^- /gm, ''))) {
        if (isCheckable(toBack(sentence, index))) expect(traced, sentence).toContain(sentence);
      }
    }
    expect(r.markdown.startsWith(body.trimEnd())).toBe(true);
    expect(r.markdown).toContain(`> **${EDITOR_NOTES_HEADING}**`);
    expect(r.article.wordCount).toBeLessThanOrEqual(FREE_TRIAL.maxWords);
  });

  it('still writes from an analysis stored before site facts existed, from its pages', async () => {
    const old = loadAnalysis('coffee-roaster');
    const r = await composeArticle(offlineWriter(), {
      topic: 'How to Dial In Home Espresso',
      analysis: old,
      research: [],
      crawledUrls: old.pages.map((p) => p.url),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    });
    expect(r.ledger.length).toBeGreaterThan(0);
    expect(r.claimCheck.removed).toEqual([]);
    expect(r.article.markdown).toMatch(/^# How to Dial In Home Espresso/);
  });
});
