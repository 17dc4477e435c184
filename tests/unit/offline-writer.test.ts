import { describe, expect, it } from 'vitest';
import { createCtx } from '../../src/server/generation/writer/offline/context';
import { pricesOf } from '../../src/server/generation/writer/offline/material';
import { findSupport, supportIndex, toBack } from '../../src/server/generation/claim-check';
import { composeArticle } from '../../src/server/generation/compose-article';
import { EDITOR_NOTES_HEADING } from '../../src/server/generation/editor-notes';
import { siteSources } from '../../src/server/generation/evidence';
import { wordBudgetFor } from '../../src/server/generation/generation.service';
import { parseMarkdown } from '../../src/server/generation/markdown';
import { isCheckable, splitSentences } from '../../src/server/generation/nlp';
import { contactSentences, saysWhereItWorks } from '../../src/server/generation/writer/offline/practical';
import { quotableItems, quotableSentences } from '../../src/server/generation/writer/offline/quotes';
import { aboutTheBusiness, byRole, isLegalPage } from '../../src/server/generation/writer/offline/about-business';
import { isSalesPitch } from '../../src/server/analysis/site-facts/text';
import { articleSentences, topicCounts, topicOf, weightsOf, withHead } from '../../src/server/generation/writer/offline/relevance';
import { nameBusinessOnce, offlineWriter, writeOffline } from '../../src/server/generation/writer/offline.writer';
import type { ArticleWriter } from '../../src/server/generation/writer/article-writer';
import { stepsOfSentence } from '../../src/server/generation/writer/offline/steps';
import { endSentence, forLabel, nameInSentence, spokenPrice } from '../../src/server/generation/writer/offline/price-phrase';
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
    expect(firstParagraph(draft.markdown)).toContain('At Brightflow Plumbing, drain unblocking is from £89.');
    expect(draft.markdown).toMatch(/^## Drain unblocking prices$/m);
    expect(draft.markdown).toContain('| Drain unblocking (sink or bath) | from £89 |');
    expect(draft.markdown).toContain('| Drain unblocking (outside drain) | from £120 |');
    expect(draft.markdown).toContain('Most drain jobs take under an hour.');
    expect(draft.claims.map((c) => c.text)).toContain('At Brightflow Plumbing, drain unblocking is from £89.');
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

  it('never renumbers the site’s steps: with a step it cannot quote, the procedure is left out', () => {
    const steps = ['Clear the area around the drain cover.', 'Click the button below to confirm your slot.', 'Lift the drain cover only if it is safe to do so.'];
    const facts2: SiteFacts = { ...facts, passages: facts.passages.map((p) => (p.id === 'p3' ? { ...p, text: steps.join(' '), items: steps } : p)) };
    const draft = writeOffline({ plan: plan('How to Get Ready for Drain Unblocking', 'drain unblocking', 'how-to'), facts: facts2, analysis: { ...analysis, facts: facts2 }, sources: siteSources(facts2, { ...analysis, facts: facts2 }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(draft.markdown).not.toContain('2. Lift the drain cover');
    expect(draft.editorNotes.join(' ')).toContain('does not describe the steps');
  });

  it('opens an explainer with the offering its title names, not another its grounding mentions first', () => {
    const p: TopicPlan = { title: 'What Is a Boiler Service?', keyphrase: 'boiler service', intent: 'explainer', grounding: [{ url: BOILERS, passage: 'Boiler service. A yearly boiler service is a separate visit from drain unblocking.' }], updateOf: null, engine: 'offline' };
    const lead = firstParagraph(write(p).markdown);
    expect(lead).toContain('A yearly boiler service keeps the warranty valid');
    expect(lead).not.toMatch(/drain/i);
  });

  it('quotes a question the home page answers outside its FAQ, but none of its slogans', () => {
    const facts2: SiteFacts = {
      ...facts,
      passages: [
        ...facts.passages,
        passage('h1', HOME, 'Not sure what you need?', 'If water drains slowly from one sink, drain unblocking with rods usually clears it. A jetter clears outside drains full of roots.'),
        passage('h2', HOME, 'Harrowgate’s drain experts', 'Drain unblocking done right, every time, by the drain people Harrowgate trusts.'),
      ],
    };
    const md = writeOffline({ plan: plan('Drain Unblocking, Explained', 'drain unblocking', 'explainer'), facts: facts2, analysis: { ...analysis, facts: facts2 }, sources: siteSources(facts2, { ...analysis, facts: facts2 }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toContain('## Not sure what you need?\n\nIf water drains slowly from one sink');
    expect(md).not.toContain('Harrowgate’s drain experts');
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

  it('heads several of the site’s answers with the keyphrase as a modifier ("Drain unblocking questions"), never "Questions about drain unblocking"', () => {
    const asked = (question: string, answer: string) => ({ question, answer, origin: 'faq' as const, source: { url: FAQ, passage: `${question} ${answer}` } });
    const more: SiteFacts = {
      ...facts,
      questions: [
        ...facts.questions,
        asked('Is drain unblocking messy?', 'We lay dust sheets from the door to the drain and jet everything clean before we leave.'),
        asked('Can drain unblocking damage old clay pipes?', 'Our jetter runs at a lower pressure on clay pipes, and we survey them with a camera first.'),
        asked('Do I need to be in for drain unblocking?', 'Only if the blocked drain is inside; for outside drains we text you a photo when the job is done.'),
      ],
    };
    const draft = writeOffline({ plan: plan('Drain Unblocking, Explained', 'drain unblocking', 'explainer'), facts: more, analysis: { ...analysis, facts: more }, sources: siteSources(more, { ...analysis, facts: more }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(draft.markdown).toMatch(/^## Drain unblocking questions$/m);
    expect(draft.markdown).not.toContain('Questions about');
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

/**
 * A hand-made mobile bike mechanic's site, as the held-out review read one: every page says
 * "bike", so a topic whose keyphrase is just "bike" must be judged by its title and grounding, not
 * by that word.
 */
describe('offline engine: an article about its topic, not the whole site', () => {
  const SHOP = 'https://wheelwright.example/';
  const PRICES = 'https://wheelwright.example/prices/';
  const ABOUT = 'https://wheelwright.example/about/';
  const HELP = 'https://wheelwright.example/help/';
  const serviceRows = ['Service | What is included | Price', 'Bronze service | Gears and brakes adjusted, chain cleaned | £55', 'Silver service | Bronze plus wheels trued and bearings checked | £89'];
  const repairRows = ['Repair | Price', 'Puncture repair | from £20', 'Hydraulic brake bleed | £25 per brake', 'Bike build from box | £65'];
  const howOften = 'A Bronze service every six months suits most commuters who ride a bike a few times a week. If you ride every day or through winter, add a Silver service once a year.';
  const rcd = 'Most often it is a faulty appliance or damp in an outdoor socket. If the RCD still trips with everything unplugged, the fault is in the wiring and we should look at it.';
  const bikeFacts: SiteFacts = {
    version: 1,
    language: 'en',
    english: true,
    business: { name: 'Wheelwright Bikes', source: { url: SHOP, passage: 'Wheelwright Bikes | Mobile bike repair' } },
    description: { text: 'Mobile bike servicing at your door.', source: { url: SHOP, passage: 'Mobile bike servicing at your door.' } },
    category: null,
    offerings: [
      { name: 'Bronze service', kind: 'service', url: PRICES, description: 'Gears and brakes adjusted, chain cleaned.', prices: [{ text: '£55', amount: 55, currency: 'GBP', unit: null, source: { url: PRICES, passage: serviceRows[1]! } }], specs: [], source: { url: PRICES, passage: serviceRows[1]! } },
      { name: 'Silver service', kind: 'service', url: PRICES, description: 'Bronze plus wheels trued.', prices: [{ text: '£89', amount: 89, currency: 'GBP', unit: null, source: { url: PRICES, passage: serviceRows[2]! } }], specs: [], source: { url: PRICES, passage: serviceRows[2]! } },
      { name: 'E-bike service', kind: 'service', url: PRICES, description: 'Motor and battery diagnostics for your e-bike.', prices: [{ text: '£99', amount: 99, currency: 'GBP', unit: null, source: { url: PRICES, passage: 'E-bike service | Motor and battery diagnostics | £99' } }], specs: [], source: { url: PRICES, passage: 'E-bike service | Motor and battery diagnostics | £99' } },
    ],
    audiences: [],
    locations: [{ text: 'Kestwick', source: { url: SHOP, passage: 'Mobile bike servicing at your door in Kestwick.' } }],
    questions: [
      { question: 'How often should I service my bike?', answer: howOften, origin: 'heading', source: { url: HELP, passage: `How often should I service my bike? ${howOften}` } },
      { question: 'Why does my RCD keep tripping?', answer: rcd, origin: 'heading', source: { url: HELP, passage: `Why does my RCD keep tripping? ${rcd}` } },
    ],
    blogSubjects: [],
    passages: [
      passage('b1', PRICES, 'Servicing', serviceRows.join(' '), 'table', serviceRows),
      passage('b2', PRICES, 'Repairs', repairRows.join(' '), 'table', repairRows),
      passage('b3', PRICES, 'Price list', 'All prices are for labour at your door and include VAT. Parts for your bike are extra and charged at the recommended retail price.'),
      passage('b4', ABOUT, 'About Wheelwright', 'Wheelwright was started in 2021 by Owen Marsh, a bike mechanic, with one van. Meet the team.'),
      passage('b5', ABOUT, 'About Wheelwright', 'Owen spent eleven years in bike shops before fitting out a van as a workshop. We now run two vans around Kestwick.'),
      passage('b6', HELP, 'How a van visit works', 'We fix your bike at your door and you pay by card. Areas we cover around Kestwick.'),
      passage('b7', HELP, 'Servicing through the year', 'Riding a bike through winter wears the chain and brake pads twice as fast, so a service every six months keeps the gears crisp. Commuters who ride every day need a Silver service once a year.'),
      passage('b8', HELP, 'Why does my RCD keep tripping?', rcd),
    ],
    images: [],
  };
  const bikeAnalysis: SiteAnalysis = {
    ...analysis,
    url: SHOP,
    siteName: 'Wheelwright Bikes',
    summary: 'Wheelwright Bikes services bikes at your door in Kestwick.',
    offering: 'bike servicing',
    location: 'Kestwick',
    pages: [SHOP, PRICES, ABOUT, HELP].map((url, i) => ({ ...analysis.pages[0]!, url, title: ['Wheelwright Bikes', 'Prices', 'About', 'Help'][i]! })),
    facts: bikeFacts,
  };
  const servicing: TopicPlan = { title: 'How Often Should I Service My Bike?', keyphrase: 'bike', intent: 'explainer', grounding: [{ url: HELP, passage: `How often should I service my bike? ${howOften}` }], updateOf: null, engine: 'offline' };
  const writeBike = (p: TopicPlan) => writeOffline({ plan: p, facts: bikeFacts, analysis: bikeAnalysis, sources: siteSources(bikeFacts, bikeAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
  const composeBike = (p: TopicPlan) =>
    composeArticle(offlineWriter(), { topic: p.title, analysis: { ...bikeAnalysis, topicPlans: [p] }, research: [], crawledUrls: bikeAnalysis.pages.map((x) => x.url), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });

  it('leaves out sections about other things: the founder story, another table, another offering’s price', () => {
    const md = writeBike(servicing).markdown;
    expect(md).not.toMatch(/^## About/m);
    expect(md).not.toContain('Owen');
    expect(md).not.toContain('Puncture repair');
    expect(md).not.toContain('£99');
    expect(md).toContain('Riding a bike through winter wears the chain');
  });

  it('quotes no link labels or calls to action as sentences', () => {
    expect(quotableSentences('Wheelwright was started in 2021 by Owen Marsh, a bike mechanic, with one van. Meet the team.')).toEqual(['Wheelwright was started in 2021 by Owen Marsh, a bike mechanic, with one van.']);
    expect(quotableSentences('Our vans carry a workstand and the parts we fit most often. Areas we cover around Kestwick.')).toEqual(['Our vans carry a workstand and the parts we fit most often.']);
    expect(quotableSentences('We grind stumps 12 inches deep. More about stump grinding.', true)).toEqual(['We grind stumps 12 inches deep.']);
    expect(quotableSentences('More about us than you might expect: we have planted 400 trees since 2019.')).toHaveLength(1);
    expect(quotableSentences('Tax included. Delivery calculated at checkout.', true)).toEqual([]);
    expect(quotableSentences('Posted 12 February 2024 by Gary Whitworth', true)).toEqual([]);
    // "below" points at the page only as a pointer ("see the prices below"), not in "below certain limits".
    expect(quotableSentences('Civil legal aid is available for people whose income is below certain limits. Use the form below to book a call.', true)).toEqual(['Civil legal aid is available for people whose income is below certain limits.']);
    // "Otherwise" leans on a condition that was left out: never quoted on its own.
    expect(quotableSentences('Otherwise the full fee is charged.', true)).toEqual([]);
    expect(quotableSentences('Posted 12 February 2024 by Gary Whitworth. Most uPVC front doors in Manchester have a euro cylinder fitted.')).toEqual(['Most uPVC front doors in Manchester have a euro cylinder fitted.']);
    // A continuation that says something stays with what it continues.
    expect(quotableSentences('Copper pipe is the classic choice. Cheapest up front, 15–20 years’ life.')).toEqual(['Copper pipe is the classic choice. Cheapest up front, 15–20 years’ life.']);
  });

  it('quotes a sentence announcing a list only with the whole list it announces', () => {
    const glazing = 'We offer three glazing options. Standard float glass is clear and affordable. Low-iron glass is whiter. UV-filtering glass blocks most UV light. Every frame is made in our Leeds workshop.';
    // The announcement and its three options are one unit; what follows stands alone.
    expect(quotableSentences(glazing)).toEqual([
      'We offer three glazing options. Standard float glass is clear and affordable. Low-iron glass is whiter. UV-filtering glass blocks most UV light.',
      'Every frame is made in our Leeds workshop.',
    ]);
    // Fewer options on the page than announced (the rest in another passage, or cut): no announcement at all.
    expect(quotableSentences('We offer three glazing options. Standard float glass is clear and affordable.')).toEqual([]);
    expect(quotableSentences('Our prices are as follows.')).toEqual([]);
    // A sentence listing its options itself announces nothing after it.
    expect(quotableSentences('There are two ways to book: online or by phone. We reply within one working day.')).toEqual([
      'There are two ways to book: online or by phone.',
      'We reply within one working day.',
    ]);
  });

  it('writes a natural meta description: the keyphrase in it, no "Keyphrase:" prefix, cut at a sentence', async () => {
    const r = await composeBike(servicing);
    const meta = r.article.metaDescription;
    expect(meta).not.toMatch(/^\w+: /);
    expect(meta.length).toBeLessThanOrEqual(155);
    expect(meta.toLowerCase()).toContain('bike');
    expect(meta).toMatch(/[.?!]$/);
  });

  it('opens with the site’s answer in its own order', () => {
    const p: TopicPlan = { title: 'Why Does My RCD Keep Tripping?', keyphrase: 'RCD', intent: 'problem', grounding: [{ url: HELP, passage: rcd }], updateOf: null, engine: 'offline' };
    expect(firstParagraph(writeBike(p).markdown)).toMatch(/^Most often it is a faulty appliance/);
  });

  it('closes with a short list of related pages, never a heading of links with the keyphrase glued on', async () => {
    const r = await composeBike(servicing);
    expect(r.article.markdown).not.toMatch(/^## More from/m);
    expect(r.article.markdown).not.toMatch(/^##.*: Bike$/im);
    expect(r.article.markdown).toMatch(/^## Related pages\n\n- \[Prices\]\(https:\/\/wheelwright\.example\/prices\/\)/m);
    expect(r.article.markdown).not.toContain('is the place to ask');
  });

  it('scores the share of its sentences about the topic, from the plan', async () => {
    const r = await composeBike(servicing);
    expect(r.score.metrics.onTopicShare).toBeGreaterThanOrEqual(0.6);
    expect(r.score.checks.find((c) => c.id === 'on-topic')?.ok).toBe(true);
    // The same article with the repairs table and the founder story pasted under it is mostly off the topic.
    const pasted = `${r.article.markdown}\n## Repairs\n\n| Repair | Price |\n| --- | --- |\n${repairRows.slice(1).map((row) => `| ${row} |`).join('\n')}\n\n## About Wheelwright\n\nWheelwright was started in 2021 by Owen Marsh, a bike mechanic, with one van. Owen spent eleven years in bike shops before fitting out a van as a workshop. We now run two vans around Kestwick.\n`;
    const c = topicCounts(topicOf(servicing, bikeFacts), articleSentences(parseMarkdown(pasted)));
    expect(c.onTopic / c.sentences).toBeLessThan(0.6);
  });

  it('names the topic, not a generic one-word keyphrase, in notes and headings', () => {
    const draft = writeBike({ ...servicing, title: 'What If You Need a Part You Don’t Carry?', keyphrase: 'part', grounding: [{ url: PRICES, passage: 'Parts for your bike are extra and charged at the recommended retail price.' }] });
    expect(draft.editorNotes.join(' ')).not.toMatch(/about part\b/);
    expect(draft.editorNotes.join(' ')).toContain('"What If You Need a Part You Don’t Carry?"');
    expect(draft.markdown).not.toMatch(/^## Part\b/m);
  });
});

describe('offline engine: another offering named as prose says it', () => {
  it('quotes in a cost article no sentence pricing another offering by the name before its comma ("power flushing" of "Power flushing, full system")', () => {
    const fees = 'Our fixed fee for drain unblocking is from £89. Our fixed fee for power flushing is £420, with the inhibitor on top.';
    const flushing = { ...facts.offerings[1]!, name: 'Power flushing, full system', prices: [{ text: '£420', amount: 420, currency: 'GBP', unit: null, source: { url: BOILERS, passage: 'Power flushing, full system | £420' } }] };
    const more: SiteFacts = { ...facts, offerings: [facts.offerings[0]!, flushing], passages: [...facts.passages, passage('p6', DRAINS, 'Drain prices', fees)] };
    const an = { ...analysis, facts: more };
    const md = writeOffline({ plan: plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'), facts: more, analysis: an, sources: siteSources(more, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toContain('from £89');
    expect(md).not.toContain('£420');
  });

  it('quotes under a cost topic’s prices no sentence whose subject is another offering, naming the topic in passing', () => {
    const passing = 'A boiler service has no minimum charge and can be booked with drain unblocking on the same visit.';
    const more: SiteFacts = { ...facts, passages: [...facts.passages, passage('p8', BOILERS, 'Boiler service', passing)] };
    const an = { ...analysis, facts: more };
    const md = writeOffline({ plan: plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'), facts: more, analysis: an, sources: siteSources(more, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toContain('from £89');
    expect(md).not.toContain(passing);
  });

  it('reads "come with" of a story ("the questions that come with a blocked drain") as no inclusion', () => {
    const story = 'For years we have helped people through drain unblocking and the questions that come with a blocked drain.';
    const more: SiteFacts = { ...facts, passages: [...facts.passages, passage('p7', HOME, 'Drains are hard enough', story)] };
    const an = { ...analysis, facts: more };
    const md = writeOffline({ plan: plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'), facts: more, analysis: an, sources: siteSources(more, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toContain(story);
  });
});

describe('offline engine: a price is quoted only for what it is the price of, as the site writes it', () => {
  const SITE = 'https://mixed.example/';
  const offering = (name: string, description: string, prices: [string, string][]): SiteFacts['offerings'][number] => ({
    name,
    kind: 'service',
    url: SITE,
    description,
    prices: prices.map(([text, passage]) => ({ text, amount: Number(/\d+/.exec(text)![0]), currency: 'GBP', unit: null, source: { url: SITE, passage } })),
    specs: [],
    source: { url: SITE, passage: `${name}. ${description}` },
  });
  const solar = 'Commercial solar PV. We design commercial solar PV systems around how your business uses electricity. Installed systems cost £750–£950 per kWp, depending on size.';
  const compare = 'Compare plans Solo Studio Point of sale — ✓ ✓ Locations 1 1 + A$49 each extra';
  const vaccines = 'Cat vaccination $160 for the full course, before desexing';
  const mixed: SiteFacts = {
    ...facts,
    business: { name: 'Mixed Co', source: { url: SITE, passage: 'Mixed Co' } },
    offerings: [
      // The price's own passage is cut short, as the extractor stores it; the page has the full text.
      offering('Commercial solar PV', 'We design commercial solar PV systems around how your business uses electricity.', [
        ['£750', 'Commercial solar PV. We design commercial solar PV systems…'],
        ['£950 per kWp', 'Commercial solar PV. We design commercial solar PV systems…'],
      ]),
      offering('Point of sale', 'Take payment at the desk with a card terminal, sell retail stock, split a bill between two cards and sell gift vouchers.', [['A$49', compare]]),
      offering('Solo plan', 'For stylists working alone.', [['A$29 per month', 'Solo A$29 per month, billed monthly. For stylists working alone.']]),
      offering('Cat vaccination', 'The full course of vaccinations for cats, best done before desexing.', [['$160', vaccines]]),
      offering('Cat desexing', 'Desexing for cats from five months old, with pain relief and a check-up.', []),
    ],
    questions: [],
    passages: [
      passage('m1', SITE, 'Commercial solar PV', solar),
      passage('m2', SITE, 'Point of sale', 'Point of sale. Take payment at the desk with a card terminal, sell retail stock, split a bill between two cards and sell gift vouchers.'),
      passage('m3', SITE, 'Compare plans', compare),
      passage('m4', SITE, 'Solo', 'Solo A$29 per month, billed monthly. For stylists working alone.'),
      passage('m5', SITE, 'Vaccinations', vaccines),
      passage('m6', SITE, 'Cat desexing', 'Desexing for cats from five months old, with pain relief and a check-up. Desexing is a day procedure.'),
    ],
  };
  const writeMixed = (title: string, keyphrase: string, intent: TopicPlan['intent'], grounding: string) =>
    writeOffline({
      plan: { title, keyphrase, intent, grounding: [{ url: SITE, passage: grounding }], updateOf: null, engine: 'offline' },
      facts: mixed,
      analysis: { ...analysis, url: SITE, facts: mixed, pages: [{ ...analysis.pages[0]!, url: SITE }] },
      sources: siteSources(mixed, { ...analysis, url: SITE, facts: mixed }),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    });

  it('keeps a range and its unit, never a parsed lower bound', () => {
    const md = writeMixed('How Much Does Commercial Solar PV Cost?', 'commercial solar PV', 'cost', solar).markdown;
    expect(md).toContain('£750–£950 per kWp');
    expect(md).not.toMatch(/£750(?!–£950 per kWp)/);
  });

  it('reads "£395 / from £650" as two prices, not a price per "from", each for the variant its label names', () => {
    const rows = ['Treatment | Fee', 'Root canal treatment (front tooth / molar) | from £395 / from £650'];
    const row = rows[1]!;
    const withRow: SiteFacts = { ...mixed, offerings: [offering('Root canal treatment (front tooth / molar)', 'Root canal treatment removes infected pulp.', [['from £395', row], ['from £650', row]])], passages: [...mixed.passages, passage('m7', SITE, 'Fees', rows.join(' '), 'table', rows)] };
    const an = { ...analysis, url: SITE, facts: withRow, pages: [{ ...analysis.pages[0]!, url: SITE }] };
    const md = writeOffline({ plan: { title: 'How Much Is Root Canal Treatment?', keyphrase: 'root canal treatment', intent: 'cost', grounding: [{ url: SITE, passage: row }], updateOf: null, engine: 'offline' }, facts: withRow, analysis: an, sources: siteSources(withRow, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(firstParagraph(md)).toContain('root canal treatment is from £395 for a front tooth and from £650 for a molar');
    expect(firstParagraph(md)).not.toContain('£395 / from');
  });

  it('gives every tier or the range, never three of four prices, and keeps "each"', () => {
    const tiers = 'Full valet · small from £95 · medium £115 · large £135 · van £155';
    const valet = offering('Full valet', 'Inside and out, by hand.', ['from £95', '£115', '£135', '£155'].map((t) => [t, tiers] as [string, string]));
    const cards = offering('Place cards', 'Hand-lettered place cards.', [['£1.80', 'Place cards – £1.80 each (minimum 40)']]);
    const priced: SiteFacts = { ...mixed, offerings: [valet, cards], passages: [...mixed.passages, passage('m8', SITE, 'Full valet', tiers), passage('m9', SITE, 'Place cards', 'Place cards – £1.80 each (minimum 40)')] };
    const an = { ...analysis, url: SITE, facts: priced, pages: [{ ...analysis.pages[0]!, url: SITE }] };
    const lead = (title: string, keyphrase: string) =>
      firstParagraph(writeOffline({ plan: { title, keyphrase, intent: 'cost', grounding: [], updateOf: null, engine: 'offline' }, facts: priced, analysis: an, sources: siteSources(priced, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown);
    expect(lead('How Much Is a Full Valet?', 'full valet')).toContain('is from £95 to £155');
    expect(lead('How Much Are Place Cards?', 'place cards')).toContain('£1.80 each');
  });

  it('compares two plans by what sets them apart: their specifications as "What it is", no sentence that only shares "plan"', () => {
    const plan2 = (name: string, price: string, best: string) => ({ ...offering(name, '', [[price, `${name} ${price}`]]), description: null, specs: [{ text: `Best for: ${best}`, source: { url: SITE, passage: `${name} Best for: ${best}` } }] });
    const plans: SiteFacts = {
      ...mixed,
      offerings: [plan2('Starter plan', '£6 per user', 'Freelancers'), plan2('Team plan', '£11 per user', 'Growing agencies')],
      passages: [
        passage('q1', SITE, 'Plans', 'Starter plan £6 per user Best for: Freelancers. Team plan £11 per user Best for: Growing agencies.'),
        passage('q3', SITE, 'Approvals', 'The Team plan adds timesheet approvals for every line manager.'),
        passage('q4', SITE, 'Support', 'Starter comes with email support on weekdays from our Leeds office.'),
        passage('q2', SITE, 'Minimums', 'The Agency plan has a minimum of 10 users on every invoice.'),
      ],
    };
    const an = { ...analysis, url: SITE, facts: plans, pages: [{ ...analysis.pages[0]!, url: SITE }] };
    const md = writeOffline({ plan: { title: 'Starter vs. Team Plan', keyphrase: 'Team plan', intent: 'comparison', grounding: [], updateOf: null, engine: 'offline' }, facts: plans, analysis: an, sources: siteSources(plans, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    const compared = md.split('## Starter or Team Plan?')[1] ?? '';
    expect(compared).toContain('| Team plan | £11 per user | Best for: Growing agencies |');
    expect(compared).not.toContain('minimum of 10 users');
    // The opening weighs them first by what each costs, as the title asks.
    expect(md.split('\n\n')[1]).toMatch(/starter plan is £6 per user.*Team plan is £11 per user/i);
  });

  it('says whom a plan is for from its card, the card naming it without "plan"', () => {
    const card = (name: string, price: string, annual: string, who: string): SiteFacts['offerings'][number] => ({
      ...offering(`${name} plan`, '', [
        [price, `${name} ${who} ${price} CAD per month, billed monthly`],
        [annual, `${name} ${who} ${annual} CAD per month, billed annually`],
      ]),
      kind: 'plan',
      description: null,
    });
    const plans: SiteFacts = {
      ...mixed,
      offerings: [card('Starter', '$119/mo', '$99/mo', 'For taprooms and nano breweries'), card('Growth', '$249/mo', '$209/mo', 'For growing breweries')],
      passages: [passage('t1', SITE, 'Pricing', 'Starter For taprooms and nano breweries $119/mo CAD per month, billed monthly. Growth For growing breweries $249/mo CAD per month, billed monthly.')],
    };
    const an = { ...analysis, url: SITE, facts: plans, pages: [{ ...analysis.pages[0]!, url: SITE }] };
    const md = writeOffline({ plan: { title: 'Starter vs. Growth Plan', keyphrase: 'Growth plan', intent: 'comparison', grounding: [], updateOf: null, engine: 'offline' }, facts: plans, analysis: an, sources: siteSources(plans, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    const opening = md.split('\n\n')[1]!;
    expect(opening).toMatch(/starter plan is \$119 a month for taprooms and nano breweries/i);
    expect(opening).not.toMatch(/for a Starter|per mo\b/);
  });

  it('describes each option by its sentence, not by the duration line its card runs into it', () => {
    const fit = (name: string, price: string, description: string) => ({ ...offering(name, '', [[price, `${name} ${price}`]]), description });
    const fits: SiteFacts = {
      ...mixed,
      offerings: [fit('Road fit', '£275', '2.5–3 hours For road and gravel riders, from first century to crit racing.'), fit('Time trial fit', '£325', '3–3.5 hours For triathletes who need to run off the bike.')],
      passages: [passage('f1', SITE, 'Fits', 'Road fit £275 2.5–3 hours For road and gravel riders, from first century to crit racing. Time trial fit £325 3–3.5 hours For triathletes who need to run off the bike.')],
    };
    const an = { ...analysis, url: SITE, facts: fits, pages: [{ ...analysis.pages[0]!, url: SITE }] };
    const md = writeOffline({ plan: { title: 'Road Fit vs. Time Trial Fit', keyphrase: 'road fit', intent: 'comparison', grounding: [], updateOf: null, engine: 'offline' }, facts: fits, analysis: an, sources: siteSources(fits, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toMatch(/\| Road fit +\| £275 +\| For road and gravel riders, from first century to crit racing\. +\|/);
    expect(md.split('\n').filter((line) => line.startsWith('| Road fit') || line.startsWith('| Time trial fit')).join('\n')).not.toContain('hours');
  });

  it('opens a comparison with the site’s answer to the title’s own question', () => {
    const answer = 'There is lots of overlap. Yoga moves through a wider range of postures; pilates is more focused on core strength.';
    const kind = (name: string, description: string) => ({ name, kind: 'service' as const, url: SITE, description, prices: [], specs: [], source: { url: SITE, passage: `${name}. ${description}` } });
    const studio: SiteFacts = {
      ...mixed,
      // Kinds of yoga and of pilates the studio teaches, not yoga and pilates themselves.
      offerings: [kind('Reformer Pilates', 'Pilates on sprung reformer machines, six to a class.'), kind('Pregnancy Yoga', 'From 14 weeks until your baby arrives.')],
      questions: [{ question: "What's the difference between yoga and pilates?", answer, origin: 'faq', source: { url: SITE, passage: `What's the difference between yoga and pilates? ${answer}` } }],
      passages: [
        passage('y1', SITE, 'Welcome', 'The Studio is a small yoga and pilates studio on the first floor of an old warehouse in the middle of town.'),
        passage('y2', SITE, "What's the difference between yoga and pilates?", answer, 'faq'),
      ],
    };
    const an = { ...analysis, url: SITE, facts: studio, pages: [{ ...analysis.pages[0]!, url: SITE }] };
    const plan: TopicPlan = { title: 'What Is the Difference Between Yoga and Pilates?', keyphrase: 'yoga and pilates', intent: 'comparison', grounding: [{ url: SITE, passage: `What's the difference between yoga and pilates? ${answer}` }], updateOf: null, engine: 'offline' };
    const md = writeOffline({ plan, facts: studio, analysis: { ...an, topicPlans: [plan] }, sources: siteSources(studio, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md.split('\n\n')[1]).toMatch(/^There is lots of overlap\. Yoga moves/);
    // No table weighing one kind of each as if it were the practice.
    expect(md).not.toMatch(/Reformer Pilates or Pregnancy Yoga|\| Option/);
  });

  it('does not give an offering the fee listed beside it in a comparison table', () => {
    const md = writeMixed('How Point of Sale Works', 'point of sale', 'explainer', 'Point of sale. Take payment at the desk with a card terminal, sell retail stock, split a bill between two cards and sell gift vouchers.').markdown;
    expect(md).not.toMatch(/A\$49/i);
  });

  it('quotes no price of an offering that merely shares a word with the topic', () => {
    const md = writeMixed('How Much Does Cat Desexing Cost?', 'cat desexing', 'cost', 'Desexing for cats from five months old, with pain relief and a check-up.').markdown;
    expect(md).not.toContain('$160');
  });

  it('keeps a currency prefix in capitals', () => {
    const md = writeMixed('How Much Is the Solo Plan?', 'Solo plan', 'cost', 'Solo A$29 per month, billed monthly. For stylists working alone.').markdown;
    expect(md).toContain('A$29 per month');
    expect(md).not.toContain('a$29');
  });

  it('opens with the site’s own description of what the topic names, never a frame that fits any site', () => {
    const lead = firstParagraph(writeMixed('How Point of Sale Works', 'point of sale', 'explainer', 'Point of sale. Take payment at the desk with a card terminal, sell retail stock, split a bill between two cards and sell gift vouchers.').markdown);
    expect(lead).not.toMatch(/What we tell people|How we go about|compares with the other options/);
    expect(lead).toMatch(/^Take payment at the desk/);
  });

  it('drops a lone "Yes." opening an answer unless the title asks the yes/no question', () => {
    const trial: SiteFacts = {
      ...mixed,
      questions: [
        {
          question: 'How does the free trial work?',
          answer: 'Yes. Every plan starts with 14 days free, with every feature switched on.',
          origin: 'faq',
          source: { url: SITE, passage: 'How does the free trial work? Yes. Every plan starts with 14 days free, with every feature switched on.' },
        },
      ],
    };
    const an = { ...analysis, url: SITE, facts: trial, pages: [{ ...analysis.pages[0]!, url: SITE }] };
    const draft = writeOffline({
      plan: { title: 'How Does the Free Trial Work?', keyphrase: 'free trial', intent: 'explainer', grounding: [{ url: SITE, passage: 'Every plan starts with 14 days free, with every feature switched on.' }], updateOf: null, engine: 'offline' },
      facts: trial,
      analysis: an,
      sources: siteSources(trial, an),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    });
    expect(firstParagraph(draft.markdown)).toMatch(/^Every plan starts with 14 days free/);
  });

  it('drops the reply word of a quoted answer passage under a title that is not its yes/no question', () => {
    const yearly = 'Yes. Pay annually and get two months free: Solo A$290 and Studio A$690 a year.';
    const faqPage: SiteFacts = { ...mixed, questions: [], passages: [...mixed.passages, passage('t1', SITE, 'Can I pay yearly?', yearly)] };
    const an = { ...analysis, url: SITE, facts: faqPage, pages: [{ ...analysis.pages[0]!, url: SITE }] };
    const draft = writeOffline({
      plan: { title: 'Solo vs. Studio Plan: A$29 or A$69?', keyphrase: 'Studio plan', intent: 'comparison', grounding: [{ url: SITE, passage: yearly }], updateOf: null, engine: 'offline' },
      facts: faqPage,
      analysis: an,
      sources: siteSources(faqPage, an),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    });
    expect(firstParagraph(draft.markdown)).not.toMatch(/^(Yes|No)\b/);
  });
});

describe('offline engine: a price table under a group heading', () => {
  const VET = 'https://vets.example/fees/';
  const consults = ['Service | Price', 'Standard consultation (15 minutes) | $78', 'Double consultation (30 minutes) | $130'];
  const vets: SiteFacts = {
    ...facts,
    business: { name: 'Harbour Vets', source: { url: VET, passage: 'Harbour Vets' } },
    offerings: [
      {
        name: 'Standard consultation (15 minutes)',
        kind: 'service',
        url: VET,
        description: null,
        prices: [{ text: '$78', amount: 78, currency: 'NZD', unit: null, source: { url: VET, passage: consults.join(' ') } }],
        specs: [],
        source: { url: VET, passage: consults.join(' ') },
      },
    ],
    questions: [],
    passages: [
      passage('v1', VET, 'Consultations', consults.join(' '), 'table', consults),
      passage('v2', VET, 'Consultations', 'A standard consultation is 15 minutes with a vet and includes a full nose-to-tail check.'),
    ],
  };
  const an = { ...analysis, url: 'https://vets.example/', facts: vets, pages: [{ ...analysis.pages[0]!, url: VET, title: 'Fees' }] };

  it('keeps the table whose row repeats the opening’s price, and never a page line without it', () => {
    const md = writeOffline({
      plan: { title: 'What a Standard Consultation Costs', keyphrase: 'standard consultation', intent: 'cost', grounding: [{ url: VET, passage: consults.join(' ') }], updateOf: null, engine: 'offline' },
      facts: vets,
      analysis: an,
      sources: siteSources(vets, an),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    }).markdown;
    expect(md).toContain('| Standard consultation (15 minutes) | $78 |');
    expect(md).not.toMatch(/\n\n## [^\n]+\n\nFrom our \[/);
  });
});

describe('offline engine: relevance by word family', () => {
  it('finds the site’s hyphenated form of the topic ("full-grain" for "full grain")', () => {
    const SHOP = 'https://hides.example/';
    const hides: SiteFacts = {
      ...facts,
      business: { name: 'Hide & Co', source: { url: SHOP, passage: 'Hide & Co' } },
      offerings: [],
      questions: [],
      passages: [
        passage('h1', SHOP, 'Our leather', 'Full-grain hides keep the tight outer fibres of the skin, so they wear in rather than wear out.'),
        passage('h2', SHOP, 'Delivery', 'We post every order within two working days.'),
      ],
    };
    const an = { ...analysis, url: SHOP, facts: hides, pages: [{ ...analysis.pages[0]!, url: SHOP }] };
    const draft = writeOffline({
      plan: { title: 'What Is Full Grain Leather?', keyphrase: 'full grain leather', intent: 'explainer', grounding: [], updateOf: null, engine: 'offline' },
      facts: hides,
      analysis: an,
      sources: siteSources(hides, an),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    });
    expect(draft.markdown).toContain('Full-grain hides keep the tight outer fibres of the skin');
  });

  it('shows the price list under the offering’s own heading as its price table, though its rows name durations', () => {
    const TEACHER = 'https://olsen-piano.example/';
    const lessons = 'I have taught piano for over 20 years. Lessons take place on a grand piano.';
    const rows = ['30 minutes – £20', '45 minutes – £28', '60 minutes – £36'];
    const piano: SiteFacts = {
      ...facts,
      business: { name: 'Ada Olsen', source: { url: TEACHER, passage: 'Ada Olsen' } },
      offerings: [{ name: 'Piano lessons', kind: 'service', url: TEACHER, description: null, prices: rows.map((r, i) => ({ text: ['£20', '£28', '£36'][i]!, amount: [20, 28, 36][i]!, currency: 'GBP', unit: null, source: { url: TEACHER, passage: r } })), specs: [], source: { url: TEACHER, passage: `Lessons. ${lessons}` } }],
      questions: [],
      locations: [],
      passages: [passage('o1', TEACHER, 'Lessons', lessons), passage('o2', TEACHER, 'Lessons', rows.join(' '), 'list', rows), passage('o3', TEACHER, 'Contact', 'Lessons run Monday to Thursday after school.')],
    };
    const an = { ...analysis, url: TEACHER, facts: piano, pages: [{ ...analysis.pages[0]!, url: TEACHER, title: 'Ada Olsen – Piano Teacher' }] };
    const draft = writeOffline({ plan: { title: 'What Piano Lessons Cost', keyphrase: 'piano lessons', intent: 'cost', grounding: [{ url: TEACHER, passage: `Lessons. ${lessons}` }], updateOf: null, engine: 'offline' }, facts: piano, analysis: an, sources: siteSources(piano, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(draft.markdown).toContain('| 45 minutes | £28 |');
    expect(draft.editorNotes.join(' ')).not.toContain('The site states no price');
  });

  it('never splices two posts’ passages under one heading, and says which post a section is from', () => {
    const BLOG = 'https://fellwalks.example/';
    const KINDER = 'https://fellwalks.example/kinder/';
    const STANAGE = 'https://fellwalks.example/stanage/';
    const walks: SiteFacts = {
      ...facts,
      business: { name: 'Fell Walks', source: { url: BLOG, passage: 'Fell Walks' } },
      offerings: [],
      questions: [],
      locations: [],
      passages: [
        passage('k0', KINDER, 'Kinder Scout from Edale', 'Kinder is the highest ground in the Peak and its edge path circles the whole plateau.'),
        passage('k1', KINDER, 'The route', 'From the car park follow the edge path north into the clough, then climb the boulders beside the stream to the plateau edge path. Allow six hours.'),
        passage('s1', STANAGE, 'The route', 'From Hollin Bank take the paved edge path up to the top, then turn left along the edge path to the cave. Allow two hours with children.'),
        passage('k2', KINDER, 'Kit', 'In cloud the edge path is hard to follow, so carry a map and compass on every walk.'),
      ],
    };
    const an = { ...analysis, url: BLOG, facts: walks, pages: [BLOG, KINDER, STANAGE].map((url, i) => ({ ...analysis.pages[0]!, url, title: ['Fell Walks', 'Kinder Scout from Edale', 'Stanage Edge'][i]!, isArticle: i > 0 })) };
    const md = writeOffline({ plan: { title: 'Walking the Edge Path', keyphrase: 'edge path', intent: 'explainer', grounding: [], updateOf: null, engine: 'offline' }, facts: walks, analysis: an, sources: siteSources(walks, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(firstParagraph(md).includes('From the car park') && firstParagraph(md).includes('From Hollin Bank')).toBe(false);
    const route = md.split('## The route')[1]?.split('\n## ')[0] ?? '';
    expect(route.includes('From the car park') && route.includes('From Hollin Bank')).toBe(false);
    expect(route).toMatch(/From \[(Kinder Scout from Edale|Stanage Edge)\]\(/);
  });

  it('counts a passage naming the head noun ("timers") as about "One-click timers", but not the site’s everyday word', () => {
    const APP = 'https://tickover.example/';
    const FEATURES = 'https://tickover.example/features';
    const app: SiteFacts = {
      ...facts,
      business: { name: 'Tickover', source: { url: APP, passage: 'Tickover' } },
      offerings: [],
      questions: [],
      locations: [],
      passages: [
        passage('t1', APP, 'One-click timers', 'Start a timer from the browser or the desktop app.'),
        passage('t2', FEATURES, 'Time tracking', 'Timers keep running when the laptop sleeps, so nobody fills in a timesheet from memory on a Friday afternoon. Managers see the running timers of the whole team.'),
        passage('t3', FEATURES, 'Approvals', 'Managers approve timesheets weekly and approved hours are locked.'),
        passage('t4', FEATURES, 'Budgets', 'Budgets alert the project lead at 75% and 90% of the hours agreed.'),
        passage('t5', FEATURES, 'Invoices', 'Approved hours become draft invoices in your accounting package.'),
        passage('t6', FEATURES, 'Security', 'Data is hosted in the EU and encrypted at rest.'),
      ],
    };
    const an = { ...analysis, url: APP, facts: app, pages: [APP, FEATURES].map((url) => ({ ...analysis.pages[0]!, url, title: url === APP ? 'Tickover' : 'Features | Tickover' })) };
    const draft = writeOffline({
      plan: { title: 'How One-Click Timers Work', keyphrase: 'One-click timers', intent: 'explainer', grounding: [{ url: APP, passage: 'One-click timers. Start a timer from the browser or the desktop app.' }], updateOf: null, engine: 'offline' },
      facts: app,
      analysis: an,
      sources: siteSources(app, an),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    });
    expect(draft.markdown).toContain('Timers keep running when the laptop sleeps');
    expect(draft.markdown).not.toContain('approved hours are locked');
    // On a site where the head noun is on every page ("tea"), it stays the everyday word it is.
    const weights = weightsOf(['Green tea is steamed.', 'Black tea is rolled.', 'Oolong tea is bruised.', 'Our tea ships free.', 'Tea keeps a year.', 'Gift cards never expire.']);
    expect(withHead(weights, 'green tea').get('tea')).toBe(weights.get('tea'));
  });
});


describe('offline engine: a window cleaner nobody tuned for (the question asked, the symptom named, the site gathered)', () => {
  const HOME = 'https://brightpane.example/';
  const SERVICES = 'https://brightpane.example/services/';
  const FAQ_PAGE = 'https://brightpane.example/faq/';
  const rain = 'Rain is pure water too, so it does not spot clean windows, and cleaning windows in light rain is fine.';
  const often = 'Every four weeks for busy roads and homes near the coast. Every eight weeks suits most homes in Hollowmere.';
  const gutters = 'Gutter clearing costs from £60 for a terrace and from £80 for a detached house. We vacuum the gutters from the ground and send you photos before and after.';
  const tiers = ['Property | Every 4 weeks | Every 8 weeks', '1–2 bed flat | £14 | £18', '3 bed semi-detached | £18 | £22', '5+ bed detached | £30 | £35'];
  const booking = ['Send us your address and the size of your property.', 'We confirm the price by text within one working day.', 'Your first clean is booked in on the next round.', 'You pay by bank transfer after each clean.'];
  const q = (question: string, answer: string) => ({ question, answer, origin: 'faq' as const, source: { url: FAQ_PAGE, passage: `${question} ${answer}` } });
  const paneFacts: SiteFacts = {
    version: 1,
    language: 'en',
    english: true,
    business: { name: 'Brightpane Window Cleaning', source: { url: HOME, passage: 'Brightpane Window Cleaning' } },
    description: null,
    category: null,
    offerings: [
      {
        name: 'Gutter clearing',
        kind: 'service',
        url: SERVICES,
        description: gutters,
        prices: [{ text: 'from £60', amount: 60, currency: 'GBP', unit: 'from', source: { url: SERVICES, passage: gutters } }],
        specs: [],
        source: { url: SERVICES, passage: gutters },
      },
    ],
    audiences: [],
    locations: [{ text: 'Ashby Green', source: { url: HOME, passage: 'Brightpane is a family round covering Hollowmere, Ashby Green and Fellbrook.' } }],
    questions: [q('What happens if it rains?', rain), q('How often will you come round?', often), q('Do you clear gutters on flats?', 'Yes, gutter clearing on flats is from £60 when we can reach the gutters from the ground.')],
    blogSubjects: [],
    passages: [
      passage('w1', HOME, 'Streak-free every visit', 'Brightpane is a family round covering Hollowmere, Ashby Green and Fellbrook. We clean with a water-fed pole, so no ladder touches your walls.'),
      passage('w2', HOME, 'Fully insured', 'We hold £2 million public liability insurance and every cleaner is DBS checked.'),
      passage('w3', HOME, 'Fully insured', 'Call 01632 960417 or email hello@brightpane.example to book your first clean.'),
      passage('w4', SERVICES, 'Regular window cleaning', 'Most customers choose window cleaning every four or eight weeks.'),
      passage('w5', SERVICES, 'Regular window cleaning', tiers.join(' '), 'table', tiers),
      passage('w6', SERVICES, "What's included", 'All outside glass cleaned with purified water. Frames and sills rinsed on every visit.', 'list', ['All outside glass cleaned with purified water', 'Frames and sills rinsed on every visit']),
      passage('w7', SERVICES, 'Gutter clearing', gutters),
      passage('w8', SERVICES, 'How booking works', booking.join(' '), 'steps', booking),
      passage('w9', FAQ_PAGE, 'What happens if it rains?', rain),
    ],
    images: [],
  };
  const paneAnalysis: SiteAnalysis = {
    ...analysis,
    url: HOME,
    siteName: 'Brightpane Window Cleaning',
    pages: [HOME, SERVICES, FAQ_PAGE].map((url, i) => ({ ...analysis.pages[0]!, url, title: ['Brightpane Window Cleaning', 'Services and Prices', 'FAQ'][i]! })),
    facts: paneFacts,
  };
  const writePane = (p: TopicPlan) => writeOffline({ plan: p, facts: paneFacts, analysis: paneAnalysis, sources: siteSources(paneFacts, paneAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
  const howOften: TopicPlan = { title: 'How Often Should Windows Be Cleaned?', keyphrase: 'window cleaning', intent: 'explainer', grounding: [paneFacts.questions[1]!.source], updateOf: null, engine: 'offline' };
  const gutterCost: TopicPlan = { title: 'Gutter Clearing at £60, Explained', keyphrase: 'gutter clearing', intent: 'cost', grounding: [{ url: SERVICES, passage: `Gutter clearing. ${gutters}` }], updateOf: null, engine: 'offline' };

  it('opens with the answer to the question the topic was proposed from, not another answer sharing more of its words', () => {
    const lead = firstParagraph(writePane(howOften).markdown);
    expect(lead.startsWith(often)).toBe(true);
    expect(lead).not.toContain('Rain');
  });

  it('keeps the keyphrase’s words as the subject when the business’s name is made of them', () => {
    expect([...topicOf({ ...howOften, title: 'How Often Should Sash Windows Be Cleaned?' }, paneFacts).subject].sort()).toEqual(['clean', 'sash', 'window']);
  });

  it('names the symptom of a problem topic in its note, not "what causes" and the keyphrase', () => {
    const title = 'Why Are There Still Spots After a Water-Fed Pole Clean?';
    const notes = writePane({ title, keyphrase: 'water-fed pole', intent: 'problem', grounding: [{ url: HOME, passage: paneFacts.passages[0]!.text }], updateOf: null, engine: 'offline' }).editorNotes.join(' ');
    expect(notes).not.toMatch(/causes water-fed pole/i);
    expect(notes).toContain(`what usually causes the problem in "${title}"`);
  });

  it('quotes the site’s own price sentence with all its tiers rather than a price sentence of the engine’s', () => {
    const lead = firstParagraph(writePane(gutterCost).markdown);
    expect(lead).toContain('from £60 for a terrace and from £80 for a detached house');
    expect(lead).not.toContain('the gutter clearing is from £60');
  });

  it('shows the topic’s own price table whole, every tier, with what the price includes', () => {
    const md = writePane(howOften).markdown;
    for (const row of tiers.slice(1)) expect(md).toContain(`| ${row} |`);
    expect(md).toContain('- All outside glass cleaned with purified water');
  });

  it('ends with one short practical section, how to book, and only the questions about the topic', () => {
    const md = writePane(gutterCost).markdown;
    expect(md).toMatch(/^## How to book\n\nCall 01632 960417 or email hello@brightpane\.example to book your first clean\.$/m);
    // The process, the insurance and the round say the same under every topic, none about gutters.
    expect(md).not.toMatch(/^## (How booking works|Guarantees and insurance|Our guarantee|Insurance|Accreditations|Where we work|Finding us)$/m);
    // Its related question, answered under its own heading; the rain answer is about something else.
    expect(md).toMatch(/^## Do you clear gutters on flats\?$/m);
    expect(md).not.toContain('Rain is pure water');
  });

  it('puts a practical section about none of the site’s topics in one of its articles, not in every one', () => {
    const withPlans = { ...paneAnalysis, topicPlans: [gutterCost, howOften] };
    const write = (plan: TopicPlan) => writeOffline({ plan, facts: paneFacts, analysis: withPlans, sources: siteSources(paneFacts, withPlans), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    const booked = [gutterCost, howOften].map(write).filter((md) => /^## How to book$/m.test(md));
    expect(booked).toHaveLength(1);
    // Alone, without the site's other topics, an article keeps it.
    expect(writePane(howOften).markdown).toMatch(/^## How to book$/m);
  });

  it('heads a qualification "Accreditations", not "Guarantees and insurance", when that section is about the topic', () => {
    const accredited = 'Our cleaners are accredited by the Federation of Window Cleaners for gutter clearing after two years of training.';
    const facts2: SiteFacts = { ...paneFacts, passages: paneFacts.passages.filter((p) => p.id !== 'w2').concat(passage('w14', HOME, 'About the round', accredited)) };
    const md = writeOffline({ plan: gutterCost, facts: facts2, analysis: { ...paneAnalysis, facts: facts2 }, sources: siteSources(facts2, { ...paneAnalysis, facts: facts2 }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toMatch(/^## Accreditations\n\nOur cleaners are accredited by the Federation of Window Cleaners/m);
    expect(md).not.toMatch(/^## (Guarantees and insurance|Our guarantee|Insurance|How to book)$/m);
  });

  it('heads a guarantee "Our guarantee", never claiming insurance the site does not mention', () => {
    const guaranteed = 'We clear gutters with vacuum poles, and every gutter clearing is covered by our 12-month guarantee.';
    const facts2: SiteFacts = { ...paneFacts, passages: paneFacts.passages.filter((p) => p.id !== 'w2').concat(passage('w14', HOME, 'About the round', guaranteed)) };
    const md = writeOffline({ plan: gutterCost, facts: facts2, analysis: { ...paneAnalysis, facts: facts2 }, sources: siteSources(facts2, { ...paneAnalysis, facts: facts2 }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toMatch(/^## Guarantees and insurance$/m);
  });

  it('leaves out a process written as the reader’s instructions, and a section the site has no material for', () => {
    const instructions = ['Open the app and choose a time.', 'Confirm the booking with your card.'];
    const facts2: SiteFacts = {
      ...paneFacts,
      locations: [],
      passages: paneFacts.passages.filter((p) => !['w1', 'w2', 'w3', 'w8'].includes(p.id)).concat(passage('w10', SERVICES, 'Booking online', instructions.join(' '), 'steps', instructions)),
    };
    const md = writeOffline({ plan: gutterCost, facts: facts2, analysis: { ...paneAnalysis, facts: facts2 }, sources: siteSources(facts2, { ...paneAnalysis, facts: facts2 }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toMatch(/^## (Booking online|How booking works|Guarantees and insurance|Our guarantee|Insurance|Where we work|How to book)$/m);
  });

  it('says where the business works only from a sentence saying it works there, not one naming a place it packs or is based in', () => {
    const facts2: SiteFacts = {
      ...paneFacts,
      locations: [{ text: 'Hollowmere', source: { url: HOME, passage: 'Squeegees made by hand in Hollowmere since 1990.' } }],
      passages: [...paneFacts.passages.filter((p) => p.id !== 'w1'), passage('w12', HOME, 'Our kit', 'Our squeegees are made by hand in Hollowmere since 1990.')],
    };
    const md = writeOffline({ plan: gutterCost, facts: facts2, analysis: { ...paneAnalysis, facts: facts2 }, sources: siteSources(facts2, { ...paneAnalysis, facts: facts2 }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toMatch(/^## Where we work$/m);
    // Where its office is ("a team of 14 based in …") is no area it covers.
    expect(saysWhereItWorks('Today we are a team of six cleaners based in Hollowmere.')).toBe(false);
    expect(saysWhereItWorks('We cover Hollowmere and the villages around it.')).toBe(true);
  });

  it('says how to find a business people visit, from its own "Getting here" passage, when it gives no way to book; never under a cost topic', () => {
    const facts2: SiteFacts = { ...paneFacts, passages: [...paneFacts.passages.filter((p) => !['w1', 'w3'].includes(p.id)), passage('w13', HOME, 'Getting here', 'Our yard is behind the Hollowmere fire station. There is free parking for two vans outside the gate.')] };
    const md = (plan: TopicPlan) => writeOffline({ plan, facts: facts2, analysis: { ...paneAnalysis, facts: facts2 }, sources: siteSources(facts2, { ...paneAnalysis, facts: facts2 }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md({ ...gutterCost, title: 'Gutter Clearing, Explained', intent: 'explainer' })).toMatch(/^## Finding us\n\nOur yard is behind the Hollowmere fire station\. There is free parking for two vans outside the gate\.$/m);
    expect(md(gutterCost)).not.toContain('fire station');
  });

  it('answers only the site’s questions about the topic: not one about how it works, one quoting another price, nor a blog title', () => {
    const extra = [
      q('Do you guarantee your work?', 'If you are not happy with a clean, tell us within 48 hours and we will come back and redo it.'),
      q('Do you clean conservatory roofs?', 'Yes, from £65 for a small lean-to.'),
      { question: 'Is a pure water clean better than a ladder clean?', answer: 'Our comparison of the two methods, with photos.', origin: 'blog-title' as const, source: { url: FAQ_PAGE, passage: 'Is a pure water clean better than a ladder clean?' } },
    ];
    const facts2: SiteFacts = {
      ...paneFacts,
      questions: [...paneFacts.questions, ...extra],
      passages: [...paneFacts.passages, passage('w11', HOME, 'Privacy', 'We use the details you send to reply to your enquiry. Call 01632 960417 with any question about your data.')],
    };
    const md = writeOffline({ plan: gutterCost, facts: facts2, analysis: { ...paneAnalysis, facts: facts2 }, sources: siteSources(facts2, { ...paneAnalysis, facts: facts2 }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toMatch(/^## Do you clear gutters on flats\?$/m);
    expect(md).not.toContain('Do you guarantee your work?');
    expect(md).not.toContain('conservatory roofs?');
    expect(md).not.toContain('ladder clean');
    expect(md).not.toContain('your data');
  });
});

describe('offline engine: prices from a matrix, and nothing another offering or a page summary says', () => {
  const HOME = 'https://tidytails.example/';
  const SERVICES = 'https://tidytails.example/services/';
  const matrix = ['Dog size | Full Groom | Bath & Tidy', 'Small (up to 10kg) | £45 | £35', 'Medium (10–20kg) | £55 | £42', 'Giant (over 35kg) | £80 | £60'];
  const extras = ['Nail clip only (no groom) | £10', 'Flea bath | £8'];
  const card = 'Keeps your dog fresh between full grooms. Bath, blow-dry and brush-out, with a tidy of the face and feet. From £35.';
  const offering = (name: string, price: string, passage: string, description: string | null = null): SiteFacts['offerings'][number] => ({
    name,
    kind: 'service',
    url: SERVICES,
    description,
    prices: [{ text: price, amount: Number(/\d+/.exec(price)![0]), currency: 'GBP', unit: null, source: { url: SERVICES, passage } }],
    specs: [],
    source: { url: SERVICES, passage },
  });
  const tailsFacts: SiteFacts = {
    version: 1,
    language: 'en',
    english: true,
    business: { name: 'Tidy Tails Mobile Dog Grooming', source: { url: HOME, passage: 'Tidy Tails Mobile Dog Grooming' } },
    description: null,
    category: null,
    offerings: [
      offering('Full Groom', 'From £45', matrix.join(' ')),
      offering('Bath & Tidy', 'From £35', `Bath & Tidy ${card}`, card),
      offering('Nail clip only', '£10', extras[0]!),
      offering('Flea bath', '£8', extras[1]!),
    ],
    audiences: [],
    locations: [],
    questions: [],
    blogSubjects: [],
    passages: [
      passage('t1', HOME, 'Mobile dog grooming', 'Full grooms from £45 in our fully equipped van.'),
      passage('t2', SERVICES, 'Full Groom', matrix.join(' '), 'table', matrix),
      passage('t3', SERVICES, 'Bath & Tidy', card),
      passage('t4', SERVICES, 'Extras', extras.join(' '), 'table', extras),
      passage('t5', SERVICES, 'Flea bath', 'A flea bath is a bath and tidy with a flea shampoo: the same bath, blow-dry and tidy of the face and feet, with a shampoo that kills fleas.'),
    ],
    images: [],
  };
  const tailsAnalysis: SiteAnalysis = {
    ...analysis,
    url: HOME,
    siteName: 'Tidy Tails Mobile Dog Grooming',
    pages: [HOME, SERVICES].map((url, i) => ({ ...analysis.pages[0]!, url, title: ['Tidy Tails', 'Services & Prices'][i]!, description: i === 0 ? 'Full grooms from £45 in our fully equipped van.' : '' })),
    facts: tailsFacts,
  };
  const writeTails = (p: TopicPlan) => writeOffline({ plan: p, facts: tailsFacts, analysis: tailsAnalysis, sources: siteSources(tailsFacts, tailsAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
  const bathCost: TopicPlan = { title: 'Bath & Tidy: What £35 Covers', keyphrase: 'Bath & Tidy', intent: 'cost', grounding: [{ url: SERVICES, passage: `Bath & Tidy ${card}` }], updateOf: null, engine: 'offline' };

  it('shows the topic’s column of a size × service matrix, and no row of another offering’s table', () => {
    const md = writeTails(bathCost).markdown;
    expect(md).toContain('| Dog size | Bath & Tidy |');
    for (const row of ['| Small (up to 10kg) | £35 |', '| Medium (10–20kg) | £42 |', '| Giant (over 35kg) | £60 |']) expect(md).toContain(row);
    expect(md).not.toContain('Flea bath | £8');
    expect(md).not.toContain('Nail clip only (no groom) | £10');
  });

  it('opens a cost topic with the price of what its title names, in a sentence with its article, and not a neighbour’s', () => {
    const lead = firstParagraph(writeTails(bathCost).markdown);
    expect(lead).toMatch(/^At Tidy Tails Mobile Dog Grooming, the Bath & Tidy is from £35/);
    expect(lead).not.toContain('£45');
  });

  it('quotes no page’s meta description and no verbless caption as a sentence', () => {
    const md = writeTails({ title: 'What a Full Groom Involves', keyphrase: 'Full Groom', intent: 'explainer', grounding: [{ url: HOME, passage: 'Full grooms from £45 in our fully equipped van.' }], updateOf: null, engine: 'offline' }).markdown;
    expect(md).not.toContain('fully equipped van');
  });

  it('quotes nothing under another of the site’s offerings, however many words it shares, in the opening or a section', () => {
    expect(writeTails(bathCost).markdown).not.toMatch(/flea/i);
  });

  it('counts the words in its length note as the article is counted', async () => {
    const r = await composeArticle(offlineWriter(), { topic: bathCost.title, analysis: { ...tailsAnalysis, topicPlans: [bathCost] }, research: [], crawledUrls: tailsAnalysis.pages.map((x) => x.url), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    const stated = Number(/about (\d+) words/.exec(r.editorNotes.join(' '))![1]);
    expect(Math.abs(stated - r.article.wordCount)).toBeLessThanOrEqual(2);
  });
});

describe('offline engine: a shop', () => {
  const HOME = 'https://edge.example/';
  const GYUTO = 'https://edge.example/products/gyuto/';
  const HELP = 'https://edge.example/pages/shipping/';
  const specs = ['Blade length | 210mm', 'Hardness | 60–61 HRC', 'Weight | 182g'];
  const shopFacts: SiteFacts = {
    version: 1,
    language: 'en',
    english: true,
    business: { name: 'Edge & Whetstone', source: { url: HOME, passage: 'Edge & Whetstone' } },
    description: null,
    category: null,
    offerings: [
      {
        name: 'Kiri 210mm Gyuto',
        kind: 'product',
        url: GYUTO,
        description: 'A 210mm VG-10 core clad in 33 layers of Damascus steel, hand-sharpened to 15 degrees per side.',
        prices: [{ text: '£149', amount: 149, currency: 'GBP', unit: null, source: { url: GYUTO, passage: 'Kiri 210mm Gyuto £149' } }],
        specs: [],
        source: { url: GYUTO, passage: 'Kiri 210mm Gyuto £149' },
      },
    ],
    audiences: [],
    locations: [],
    questions: [],
    blogSubjects: [],
    passages: [
      passage('k1', GYUTO, 'Kiri 210mm Gyuto', 'A 210mm VG-10 core clad in 33 layers of Damascus steel, hand-sharpened to 15 degrees per side.'),
      passage('k2', GYUTO, 'Kiri 210mm Gyuto', specs.join(' '), 'table', specs),
      passage('k3', HELP, 'Returns', 'Email help@edge.example for a returns number; return postage is at your cost unless the item is faulty.'),
      passage('k4', HELP, 'Questions', 'Email help@edge.example with any question about an order and we reply within a working day.'),
    ],
    images: [],
  };
  const shopAnalysis: SiteAnalysis = {
    ...analysis,
    url: HOME,
    siteName: 'Edge & Whetstone',
    pages: [HOME, GYUTO, HELP].map((url, i) => ({ ...analysis.pages[0]!, url, title: ['Edge & Whetstone', 'Kiri 210mm Gyuto', 'Shipping & Returns'][i]! })),
    facts: shopFacts,
  };
  const md = () =>
    writeOffline({
      plan: { title: 'Is the Kiri 210mm Gyuto Worth £149?', keyphrase: 'Kiri 210mm Gyuto', intent: 'cost', grounding: [{ url: GYUTO, passage: 'Kiri 210mm Gyuto £149' }], updateOf: null, engine: 'offline' },
      facts: shopFacts,
      analysis: shopAnalysis,
      sources: siteSources(shopFacts, shopAnalysis),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    }).markdown;

  it('lists a product’s specifications as "label: value" lines, never a data row as a table header', () => {
    expect(md()).toContain('- Blade length: 210mm\n- Hardness: 60–61 HRC\n- Weight: 182g');
    expect(md()).not.toContain('| Blade length | 210mm |');
  });

  it('says how to reach a shop under "Contact", and leaves out how to send an order back', () => {
    expect(md()).toMatch(/^## Contact\n\nEmail help@edge\.example with any question about an order/m);
    expect(md()).not.toContain('returns number');
    expect(md()).not.toMatch(/^## How to book$/m);
  });
});

describe('offline engine: never the business’s people or small print as a topic’s material', () => {
  it('quotes no biography from the team page and no refund policy, however many of the topic’s words they share', () => {
    const TEAM = 'https://brightflow.example/our-team/';
    const PRIVACY = 'https://brightflow.example/policies/refund-policy/';
    const bio = 'Sam has unblocked drains and jetted outside drains for us since 2009, and prices every drain job himself.';
    const privacy = 'We refund any drain unblocking job that fails within two days after the drains are cleared.';
    const more: SiteFacts = { ...facts, passages: [...facts.passages, passage('t1', TEAM, 'Sam Reed', bio), passage('x1', PRIVACY, 'Refund policy', privacy)] };
    const an = { ...analysis, facts: more, pages: [...analysis.pages, { ...analysis.pages[0]!, url: TEAM, title: 'Our Team' }, { ...analysis.pages[0]!, url: PRIVACY, title: 'Refund policy' }] };
    const md = writeOffline({ plan: plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'), facts: more, analysis: an, sources: siteSources(more, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toContain(bio);
    expect(md).not.toContain(privacy);
    expect(md).not.toContain('refund-policy');
  });
});

describe('offline engine: notes for the editor that the site does not contradict', () => {
  it('says a local topic lacks a sentence on the areas covered, never that the site names no place, when its address names one', () => {
    // The only place is in the address: no sentence says the business works there.
    const addressed: SiteFacts = { ...facts, locations: [{ text: 'Harrowgate', source: { url: HOME, passage: 'Unit 4, Mill Lane, Harrowgate HG1 2AB' } }] };
    const an = { ...analysis, facts: addressed };
    const draft = writeOffline({ plan: plan('Plumbers in Harrowgate', 'plumbers', 'local'), facts: addressed, analysis: an, sources: siteSources(addressed, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    const notes = draft.editorNotes.join(' ');
    expect(notes).not.toContain('does not list the places');
    expect(notes).toContain('names Harrowgate but no sentence of it says which areas you cover');
    expect(notes).not.toMatch(/No question the site answers|the site says little more/);
  });
});

describe('offline engine: which sentences can stand in an article', () => {
  it('quotes a description’s sentences with a verb, not its captions, and no pointer to the page’s table', () => {
    expect(quotableSentences('Private dentist in Eastwell, Kent. We place the implant under local anaesthetic.', 'description')).toEqual(['We place the implant under local anaesthetic.']);
    expect(quotableSentences('Take payment at the desk with a card reader.', 'description')).toEqual(['Take payment at the desk with a card reader.']);
    expect(quotableSentences('Prices are in the table. We scrub each panel with a soft brush.')).toEqual(['We scrub each panel with a soft brush.']);
    expect(quotableSentences('Birthdays and wakes are our busiest evenings at the café. Find out more.')).toEqual(['Birthdays and wakes are our busiest evenings at the café.']);
  });

  it('reads a caption’s participle or compound noun as no verb, a statement’s verb as one', () => {
    for (const caption of ['Full grooms from £45 in our fully equipped van.', 'Free consultation with iTero scan.', 'Consultation with 3D scan £95.', 'Hand-poured soy candles in recycled glass.']) {
      expect(quotableSentences(caption, 'description'), caption).toEqual([]);
      expect(quotableSentences(caption), caption).toEqual([]);
    }
    expect(quotableSentences('We offered free delivery in recycled boxes.')).toEqual(['We offered free delivery in recycled boxes.']);
    expect(quotableSentences('Our van is fully equipped with warm water and a dryer.', 'description')).toEqual(['Our van is fully equipped with warm water and a dryer.']);
  });

  it('quotes no sentence a card cut off with an ellipsis, not even as a question’s answer', () => {
    const teaser = 'People often use the phrase to mean two different things. Separation agreement A separation agreement is a contract you and your spouse negotiate through your …';
    for (const answer of [false, true]) expect(quotableSentences(teaser, answer)).toEqual(['People often use the phrase to mean two different things.']);
    expect(quotableSentences('Most plans reset in January, and the balance [...]', true)).toEqual([]);
  });

  it('quotes no privacy notice, no card’s measurements and no caption run on without a stop, even as an answer', () => {
    expect(quotableSentences('Bark & Bubble Mobile Grooming LLC (“we”, “us”) collects the information you give us when you book.')).toEqual([]);
    expect(quotableSentences('We never sell your personal data to anyone at all.')).toEqual([]);
    expect(quotableItems(['21 – 50 lbs', '1 hr 30 min', 'Blow-dry and brush-out'])).toEqual(['Blow-dry and brush-out']);
    expect(quotableSentences('Add to a Bath & Tidy, or for a second dog at the same address', true)).toEqual([]);
  });

  it('lends a keyphrase joining two things ("drain unblocking and boilers") no page of an offering naming only one of them', () => {
    const vans = 'Our vans carry a high-pressure jetter and a camera on every visit we make.';
    const more: SiteFacts = { ...facts, passages: [...facts.passages, { id: 'p10', url: DRAINS, heading: null, kind: 'paragraph', text: vans, items: [] }] };
    const an = { ...analysis, facts: more };
    const both = { ...plan('How Often Should Drain Unblocking and Boilers Be Booked?', 'drain unblocking and boilers', 'explainer'), grounding: [{ url: FAQ, passage: 'Why does my drain keep blocking?' }] };
    const md = writeOffline({ plan: both, facts: more, analysis: an, sources: siteSources(more, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toContain(vans);
  });

  it('opens with no sentence that names the keyphrase only inside the business’s name', () => {
    const grooming: SiteFacts = {
      ...facts,
      business: { name: 'Drain Unblocking Experts', source: facts.business.source },
      passages: [...facts.passages, passage('p9', 'https://brightflow.example/policies', 'Booking policies', 'Drain Unblocking Experts keep the details you give them when you book a visit online.')],
    };
    const an = { ...analysis, siteName: 'Drain Unblocking Experts', facts: grooming };
    const md = writeOffline({ plan: plan('Why Does My Drain Keep Blocking?', 'drain unblocking', 'problem'), facts: grooming, analysis: an, sources: siteSources(grooming, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(firstParagraph(md)).not.toContain('keep the details you give them');
  });

  it('never quotes a sentence announcing what follows after a comma ("…, here’s how to check…") as a continuation', () => {
    const text = 'Most health plans reset on January 1st and unused physio coverage disappears. If you have been putting it off, here’s how to check what you have left.';
    expect(quotableSentences(text)).toEqual(['Most health plans reset on January 1st and unused physio coverage disappears.']);
  });

  it('quotes no card button, stray stop or cut-off quotation from a description', () => {
    expect(quotableSentences('A gentle first groom gets puppies used to the van. . See prices', 'description')).toEqual(['A gentle first groom gets puppies used to the van.']);
    expect(quotableSentences('Turn approved hours into draft invoices in two clicks. Tallyhour paid for itself in the first week.” — Ana Ruiz', 'description')).toEqual(['Turn approved hours into draft invoices in two clicks.']);
  });

  it('drops a screen instruction ("click here", "scroll down") but keeps a sentence that only uses the word', () => {
    for (const ui of ['Click here to book your lesson today.', 'Scroll down to see every price we charge.', 'To book, click the button and pick a date.', 'Tap to call our team on the day.']) expect(quotableSentences(ui), ui).toEqual([]);
    expect(quotableSentences('Staff get a short video training when they click.')).toEqual(['Staff get a short video training when they click.']);
  });

  it('quotes no tagline listing short noun phrases, whatever verb the tagger reads into one', () => {
    for (const tagline of ['Magic shows, games, balloon modelling and a LOT of bubbles for children aged 3 to 10.', 'Wheel throwing, hand building and glazing for complete beginners and returning potters.']) expect(quotableSentences(tagline), tagline).toEqual([]);
    for (const said of ['Slipped tiles, cracked ridges and blocked gutters cause most leaks.', 'Fish produce ammonia, through their gills and in their waste.', 'Tea, coffee and cake are served all day long.']) expect(quotableSentences(said), said).toEqual([said]);
  });

  it('quotes no answer’s sentence that goes on from one it does not quote', () => {
    expect(quotableSentences("Or if you'd like more hand-holding, our six-week course starts every other month.", true)).toEqual([]);
    expect(quotableSentences('Most people start with a taster class. Or, if you would like more help, our six-week course starts every other month.', true)).toEqual(['Most people start with a taster class. Or, if you would like more help, our six-week course starts every other month.']);
  });

  it('reads a teacher’s biography, under their name or on the team page, as about the business, not a topic', () => {
    const bio = (url: string, heading: string, text: string) => [{ id: 'b', url, heading, kind: 'paragraph' as const, text, items: [] }];
    expect(aboutTheBusiness('Priya Desai', bio('https://s.example/classes/', 'Priya Desai', 'Priya has been teaching since 2012 and specialises in pregnancy yoga.'))).toBe(true);
    expect(aboutTheBusiness('Hannah', bio('https://s.example/teachers/', 'Hannah', 'Started yoga to fix a back wrecked by nursing shifts.'))).toBe(true);
    expect(aboutTheBusiness('Stove Servicing', bio('https://s.example/services/', 'Stove Servicing', 'Stoves need a bit of love too.'))).toBe(false);
    expect(aboutTheBusiness('Flat Roofing', bio('https://s.example/services/', 'Flat Roofing', 'Flat roofs over extensions have improved enormously.'))).toBe(false);
  });

  it('reads the business introducing itself under a slogan (its founding, its ownership, "X is a small firm…") as about the business', () => {
    const under = (heading: string, text: string) => [{ id: 'h', url: 'https://s.example/', heading, kind: 'paragraph' as const, text, items: [] }];
    expect(aboutTheBusiness('Local, family-owned, and a little obsessed with trees', under('Local, family-owned, and a little obsessed with trees', 'Our crew of nine walks every property before we quote.'))).toBe(true);
    expect(aboutTheBusiness('Trees are our thing', under('Trees are our thing', 'Laurel Branch was started in 2012 by Caleb Jennings, a certified arborist.'))).toBe(true);
    expect(aboutTheBusiness('Separation is hard enough', under('Separation is hard enough', 'Brennan Keogh is a small Dublin firm that does one thing: family law.'))).toBe(true);
    expect(aboutTheBusiness('Why separation takes time', under('Why separation takes time', 'We’re a two-person practice, so every file is handled by a partner.'))).toBe(true);
    // The subject itself, however it opens: a practice of the trade, a date in its history.
    expect(aboutTheBusiness('Judicial separation', under('Judicial separation', 'Judicial separation is a court process for couples who cannot agree terms.'))).toBe(false);
    expect(aboutTheBusiness('Oak wilt', under('Oak wilt', 'Oak wilt was first confirmed in the county in 2019 and spreads through fresh pruning cuts.'))).toBe(false);
  });

  it('quotes no sentence naming one of the business’s people, known from the team page, outside a local topic', () => {
    const TEAM = 'https://brightflow.example/about-us/';
    const callback = 'Text us about drain unblocking and Jenna will get back to you within the hour.';
    const more: SiteFacts = {
      ...facts,
      passages: [...facts.passages, passage('t1', TEAM, 'Jenna Lowry', 'Jenna books every drain unblocking job and plans the routes.'), passage('d9', DRAINS, 'Drain unblocking', callback)],
    };
    const an = { ...analysis, facts: more };
    const md = writeOffline({ plan: plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'), facts: more, analysis: an, sources: siteSources(more, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toContain('Jenna');
  });

  it('adds no "How to book" to a shop’s explainer about no service of it, though it is the site’s first topic', () => {
    const CONTACT = 'https://brightflow.example/contact';
    const scale = 'Limescale is the chalky crust hard water leaves inside kettles, taps and shower heads over a few months.';
    const more: SiteFacts = { ...facts, offerings: facts.offerings.map((o) => ({ ...o, kind: 'product' as const })), passages: [...facts.passages, passage('l1', FAQ, 'What is limescale?', scale), passage('k1', CONTACT, 'Book a visit', 'Call us on 01632 960123 to book a visit.')] };
    const an = { ...analysis, facts: more, pages: [...analysis.pages, { ...analysis.pages[0]!, url: CONTACT, title: 'Contact | Brightflow Plumbing' }] };
    const explainer = { ...plan('What Is Limescale?', 'limescale', 'explainer'), grounding: [{ url: FAQ, passage: scale }] };
    const md = writeOffline({ plan: explainer, facts: more, analysis: { ...an, topicPlans: [explainer] }, sources: siteSources(more, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toContain('chalky crust');
    // A shop's booking section is headed "Contact".
    expect(md).not.toMatch(/^## (?:How to book|Contact)$/m);
  });

  it('reads a customer story or case study as the customer’s words, no article’s material', () => {
    const story = [{ id: 's', url: 'https://s.example/customers/brow-and-co/', heading: 'The result', kind: 'paragraph' as const, text: 'Their no-show rate fell from 14.2% to 5.9% in 90 days.', items: [] }];
    expect(aboutTheBusiness('The result', story)).toBe(true);
    expect(aboutTheBusiness('The result', [{ ...story[0]!, url: 'https://s.example/case-studies/fenmoor/' }])).toBe(true);
  });


  it('quotes no sentence announcing a checklist the passage does not hold', () => {
    expect(quotableSentences('A little prep before we arrive means a faster install. Here’s our checklist.', true)).toEqual(['A little prep before we arrive means a faster install.']);
    expect(quotableSentences('You can book a hygienist directly, without a dentist’s referral. Here’s how it works.', true)).toEqual(['You can book a hygienist directly, without a dentist’s referral.']);
    expect(quotableSentences('Welcome! You don’t need to be registered with a dentist to book. Here’s how it works.')).toEqual(['You don’t need to be registered with a dentist to book.']);
  });

  it('quotes no reply to a question the passage asks in passing', () => {
    expect(quotableSentences('Every meal is portioned for one adult. Want to choose every meal yourself? Use pick and mix instead.')).toEqual(['Every meal is portioned for one adult.']);
  });

  it('quotes no reply to a question asked in passing outside its answer', () => {
    expect(quotableSentences('Need water or power? Nope - the van carries its own water tank and generator, so I can park anywhere.')).toEqual([]);
    expect(quotableSentences('Yes, the van carries its own water tank and generator.', true)).toEqual(['Yes, the van carries its own water tank and generator.']);
  });

  it('reads a quantifier’s noun as the subject though the tagger takes it for a verb', () => {
    expect(quotableSentences('Most breaches start with an email.')).toEqual(['Most breaches start with an email.']);
    expect(quotableSentences('Most of our customers book online.')).toEqual(['Most of our customers book online.']);
  });

  it('quotes a step about a café’s menu: a menu of dishes is not the page’s navigation', () => {
    expect(quotableItems(["We'll send a proposed menu and price within two days."], true)).toEqual(["We'll send a proposed menu and price within two days."]);
  });

  it('gives a contact sentence with what the number is for, and never a privacy notice', () => {
    expect(contactSentences('Book driving lessons in Hollinsford. Call 01632 960581.')).toEqual(['Book driving lessons in Hollinsford. Call 01632 960581.']);
    expect(contactSentences('We use your details only to reply. Email privacy@clearview.example about your data.')).toEqual([]);
    expect(contactSentences("We're always happy to hear from qualified teachers for cover and workshops. Send your details to hello@studio.example.")).toEqual([]);
  });
});

/**
 * A small services page, the shape held-back sites have: each offering under its own heading, the
 * first with a caption over its price table and sub-sections naming its aspects ("What's
 * included", "How long it takes"), another whose prices its description states without naming
 * it, and an FAQ answer pricing a third thing.
 */
describe('offline engine: all of an offering’s own section, each price once, no caption', () => {
  const SITE = 'https://pinewood.example/';
  const SERVICES = 'https://pinewood.example/services';
  const QUESTIONS = 'https://pinewood.example/faq';
  const rows = ['Room | Price', 'Single room | £45', 'Whole house | £190'];
  const carpet = 'Our carpet cleaning uses hot water extraction. Each room is pre-treated and rinsed with a neutral solution.';
  const sofa = 'Sofas and armchairs are cleaned by hand with a low-moisture method. A three-seater sofa costs £65 and an armchair £35.';
  const discount = 'Yes. We clean a sofa while the carpets dry, and we take £10 off upholstery booked with a whole-house clean.';
  const smallFacts: SiteFacts = {
    ...facts,
    business: { name: 'Pinewood Carpet Care', source: { url: SITE, passage: 'Pinewood Carpet Care' } },
    description: null,
    offerings: [
      { name: 'Carpet cleaning', kind: 'service', url: SERVICES, description: carpet, prices: [{ text: '£45', amount: 45, currency: 'GBP', unit: null, source: { url: SERVICES, passage: rows.join(' ') } }], specs: [], source: { url: SERVICES, passage: `Carpet cleaning. ${carpet}` } },
      { name: 'Upholstery cleaning', kind: 'service', url: SERVICES, description: sofa, prices: [{ text: '£65', amount: 65, currency: 'GBP', unit: null, source: { url: SERVICES, passage: sofa } }, { text: '£35', amount: 35, currency: 'GBP', unit: null, source: { url: SERVICES, passage: sofa } }], specs: [], source: { url: SERVICES, passage: `Upholstery cleaning. ${sofa}` } },
    ],
    locations: [],
    questions: [{ question: 'Do you clean upholstery on the same visit?', answer: discount, origin: 'faq', source: { url: QUESTIONS, passage: `Do you clean upholstery on the same visit? ${discount}` } }],
    passages: [
      passage('c1', SERVICES, 'Carpet cleaning', carpet),
      passage('c2', SERVICES, 'Carpet cleaning', 'Indicative costs and what’s included.'),
      passage('c3', SERVICES, 'Carpet cleaning', rows.join(' '), 'table', rows),
      passage('c4', SERVICES, 'What’s included', 'Pre-vacuum of every room Spot treatment of common stains Moving light furniture', 'list', ['Pre-vacuum of every room', 'Spot treatment of common stains', 'Moving light furniture back on pads']),
      passage('c5', SERVICES, 'How long it takes', 'A single room takes about 45 minutes and a whole house half a day.'),
      passage('c6', SERVICES, 'Upholstery cleaning', sofa),
      passage('c7', SERVICES, 'What’s included', 'Hand cleaning of every cushion and arm with a fabric-safe rinse.'),
      passage('c8', QUESTIONS, 'Do you clean upholstery on the same visit?', discount),
    ],
  };
  const smallAnalysis: SiteAnalysis = {
    ...analysis,
    url: SITE,
    siteName: 'Pinewood Carpet Care',
    pages: [SITE, SERVICES, QUESTIONS].map((url, i) => ({ ...analysis.pages[0]!, url, title: ['Pinewood Carpet Care', 'Services and prices', 'FAQ'][i]! })),
    facts: smallFacts,
  };
  const draftFor = (title: string, keyphrase: string) =>
    writeOffline({
      plan: { title, keyphrase, intent: 'cost', grounding: [{ url: SERVICES, passage: `${capitalised(keyphrase)}. ${keyphrase === 'carpet cleaning' ? carpet : sofa}` }], updateOf: null, engine: 'offline' },
      facts: smallFacts,
      analysis: smallAnalysis,
      sources: siteSources(smallFacts, smallAnalysis),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    });
  const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

  it('uses the sub-sections after the offering’s own section that name its aspects, and not those after the next offering', () => {
    const md = draftFor('What Does Carpet Cleaning Cost?', 'carpet cleaning').markdown;
    expect(md).toContain('- Pre-vacuum of every room');
    expect(md).toContain('A single room takes about 45 minutes and a whole house half a day.');
    expect(md).not.toContain('Hand cleaning of every cushion');
  });

  it('never quotes a noun phrase joined to the question it names ("Indicative costs and what’s included.") as a sentence', () => {
    expect(draftFor('What Does Carpet Cleaning Cost?', 'carpet cleaning').markdown).not.toContain('Indicative costs');
    for (const mode of [false, true, 'description'] as const) {
      expect(quotableSentences('Indicative costs and what’s included. Our services and how we work. Each room is rinsed twice.', mode)).toEqual(['Each room is rinsed twice.']);
    }
    // A reply naming who, with no conjunction before it, is an answer.
    expect(quotableSentences('Anyone who drives.', true)).toEqual(['Anyone who drives.']);
  });

  it('opens a cost topic stating each price once, in the site’s own sentence when it has one', () => {
    const lead = firstParagraph(draftFor('What Does Upholstery Cleaning Cost?', 'upholstery cleaning').markdown);
    expect(lead).toContain('A three-seater sofa costs £65 and an armchair £35.');
    expect(lead.match(/£65/g)).toHaveLength(1);
  });

  it('does not open a cost topic with the price an answer about another offering gives', () => {
    const lead = firstParagraph(draftFor('What Does Carpet Cleaning Cost?', 'carpet cleaning').markdown);
    expect(lead).not.toContain('£10 off upholstery');
  });
});

describe('offline engine: an answer another topic of the site stands on', () => {
  const faqTopic: TopicPlan = { title: 'Why Does My Drain Keep Blocking?', keyphrase: 'drain blocking', intent: 'problem', grounding: [{ url: FAQ, passage: facts.questions[0]!.source.passage }], updateOf: null, engine: 'offline' };
  const broad = plan('Blocked Drains: When a Drain Blocks Again', 'blocked drains', 'explainer');
  const writeWith = (p: TopicPlan, topicPlans: TopicPlan[] | undefined) => {
    const withPlans = { ...analysis, topicPlans };
    return writeOffline({ plan: p, facts, analysis: withPlans, sources: siteSources(facts, withPlans), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
  };
  const answer = 'Most repeat blockages are fat and wipes building up past the trap.';

  it('is left to that topic’s article: a broader article of the site does not quote it too', () => {
    expect(writeWith(broad, undefined)).toContain(answer);
    expect(writeWith(broad, [broad, faqTopic])).not.toContain(answer);
    expect(writeWith(faqTopic, [broad, faqTopic])).toContain(answer);
  });
});

/**
 * A problem topic on an advice page whose sections name symptoms and causes in their headings
 * while their sentences never repeat the topic's words, beside a services page with an inclusions
 * list and another offering sharing a word with the topic.
 */
describe('offline engine: a problem topic uses its advice page’s signs and causes sections', () => {
  const SITE = 'https://pinewood.example/';
  const ADVICE_PAGE = 'https://pinewood.example/signs';
  const SERVICES = 'https://pinewood.example/services';
  const signsItems = ['Traffic lanes that look grey even after vacuuming.', 'A musty smell that comes back after airing the room.', 'Spots that reappear a few days after you clean them.'];
  const rug = 'Wool rugs get the deep clean a carpet gets, at our unit.';
  const adviceFacts: SiteFacts = {
    ...facts,
    business: { name: 'Pinewood Carpet Care', source: { url: SITE, passage: 'Pinewood Carpet Care' } },
    description: null,
    offerings: [{ name: 'Rug cleaning', kind: 'service', url: SERVICES, description: rug, prices: [{ text: '£30', amount: 30, currency: 'GBP', unit: null, source: { url: SERVICES, passage: `${rug} Rug cleaning is £30.` } }], specs: [], source: { url: SERVICES, passage: `Rug cleaning. ${rug}` } }],
    locations: [],
    questions: [],
    passages: [
      passage('a1', ADVICE_PAGE, 'Signs your carpet needs a deep clean', 'Vacuuming removes surface grit, but some carpet dirt only a deep clean will shift.'),
      passage('a2', ADVICE_PAGE, 'Signs you need a clean', signsItems.join(' '), 'list', signsItems),
      passage('a3', ADVICE_PAGE, 'Common problems we see', 'Reappearing spots are usually detergent residue that attracts dirt. A musty smell often means moisture has reached the underlay.'),
      passage('a4', SERVICES, 'Rug cleaning', `${rug} Rug cleaning is £30.`),
      passage('a5', SERVICES, 'What’s included in a carpet deep clean', 'Pre-vacuum of every room Spot treatment of common stains', 'list', ['Pre-vacuum of every room', 'Spot treatment of common stains', 'Deodorising rinse of the whole pile']),
    ],
  };
  const adviceAnalysis: SiteAnalysis = {
    ...analysis,
    url: SITE,
    siteName: 'Pinewood Carpet Care',
    pages: [SITE, ADVICE_PAGE, SERVICES].map((url, i) => ({ ...analysis.pages[0]!, url, title: ['Pinewood Carpet Care', 'Signs your carpet needs a deep clean', 'Services and prices'][i]! })),
    facts: adviceFacts,
  };
  const md = () =>
    writeOffline({
      plan: { title: 'When Does a Carpet Need a Deep Clean?', keyphrase: 'carpet deep clean', intent: 'problem', grounding: [{ url: ADVICE_PAGE, passage: adviceFacts.passages[0]!.text }], updateOf: null, engine: 'offline' },
      facts: adviceFacts,
      analysis: adviceAnalysis,
      sources: siteSources(adviceFacts, adviceAnalysis),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    }).markdown;

  it('shows the signs as the site lists them, bullets under its heading, and its causes section whole', () => {
    expect(md()).toMatch(/^## Signs you need a clean\n\n- Traffic lanes that look grey even after vacuuming\.$/m);
    expect(md()).toContain('Reappearing spots are usually detergent residue that attracts dirt. A musty smell often means moisture has reached the underlay.');
  });

  it('never offers a service’s inclusions as checks, nor another offering’s price as when to call', () => {
    expect(md()).not.toMatch(/^1\. Pre-vacuum of every room$/m);
    expect(md()).not.toContain('£30');
  });
});

/**
 * A feature whose description takes card payments, and an FAQ about card fees that never names
 * the feature: the answer is the feature's by meaning, in its article only, not in a sibling's.
 */
describe('offline engine: a question about the topic by meaning, not by its name', () => {
  const SITE = 'https://chair.example/';
  const FEATURES = 'https://chair.example/features';
  const PRICING = 'https://chair.example/pricing';
  const pos = 'Take payment at the desk with a card terminal, split a bill between two cards and sell gift vouchers.';
  const booking = 'Your booking page shows each service with its price and length, and offers only free times.';
  const fees = 'Card payments taken at the desk on the card terminal cost 1.75% each.';
  const featureFacts: SiteFacts = {
    ...facts,
    business: { name: 'Chairside', source: { url: SITE, passage: 'Chairside' } },
    description: null,
    offerings: [],
    locations: [],
    questions: [{ question: 'Are there card processing fees?', answer: fees, origin: 'faq', source: { url: PRICING, passage: `Are there card processing fees? ${fees}` } }],
    passages: [passage('f1', FEATURES, 'Point of sale', pos), passage('f2', FEATURES, 'Online booking', booking), passage('f3', PRICING, 'Pricing questions', `Are there card processing fees? ${fees}`, 'faq')],
  };
  const pointOfSale: TopicPlan = { title: 'How Point of Sale Works', keyphrase: 'point of sale', intent: 'explainer', grounding: [{ url: FEATURES, passage: `Point of sale. ${pos}` }], updateOf: null, engine: 'offline' };
  const onlineBooking: TopicPlan = { title: 'How Online Booking Works', keyphrase: 'online booking', intent: 'explainer', grounding: [{ url: FEATURES, passage: `Online booking. ${booking}` }], updateOf: null, engine: 'offline' };
  const featureAnalysis: SiteAnalysis = {
    ...analysis,
    url: SITE,
    siteName: 'Chairside',
    pages: [SITE, FEATURES, PRICING].map((url, i) => ({ ...analysis.pages[0]!, url, title: ['Chairside', 'Features', 'Pricing'][i]! })),
    facts: featureFacts,
    topicPlans: [pointOfSale, onlineBooking],
  };
  const md = (p: TopicPlan) =>
    writeOffline({ plan: p, facts: featureFacts, analysis: featureAnalysis, sources: siteSources(featureFacts, featureAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;

  it('answers it under the topic whose grounding it shares words with, and under no sibling topic', () => {
    expect(md(pointOfSale)).toMatch(/^## Are there card processing fees\?$/m);
    expect(md(onlineBooking)).not.toContain('card processing fees');
  });
});

/**
 * A one-word keyphrase the site uses in few of its passages ("desexing" on a vet's site) is the
 * topic itself, not a generic word: its section and its whole price table are the article's.
 */
describe('offline engine: a one-word keyphrase that is not the site’s everyday word', () => {
  const SITE = 'https://vets.example/';
  const FEES = 'https://vets.example/fees';
  const CARE = 'https://vets.example/services';
  const rows = ['Service | Price', 'Cat spey (female) | $245', 'Dog neuter, under 20 kg | $390', 'Rabbit desexing | $220'];
  const vetFacts: SiteFacts = {
    ...facts,
    business: { name: 'Totara Vets', source: { url: SITE, passage: 'Totara Vets' } },
    description: null,
    offerings: [{ name: 'Rabbit desexing', kind: 'service', url: FEES, description: null, prices: [{ text: '$220', amount: 220, currency: 'NZD', unit: null, source: { url: FEES, passage: rows.join(' ') } }], specs: [], source: { url: FEES, passage: 'Rabbit desexing | $220' } }],
    locations: [],
    questions: [],
    passages: [
      passage('v1', CARE, 'Desexing', 'We desex cats from four months and most dogs from six months. Your pet comes in at 8am without breakfast and usually goes home the same afternoon.'),
      passage('v2', FEES, 'Desexing', rows.join(' '), 'table', rows),
      passage('v3', CARE, 'Vaccinations', 'Puppies need three vaccinations, four weeks apart, from six weeks old.'),
      passage('v4', CARE, 'Dental care', 'We scale and polish teeth under anaesthetic and check every tooth.'),
      passage('v5', CARE, 'Microchipping', 'We microchip cats and dogs in a normal consultation and register the chip for you.'),
      passage('v6', CARE, 'Puppy preschool', 'Puppy preschool runs on Saturday mornings for puppies up to sixteen weeks old.'),
      passage('v7', CARE, 'X-ray', 'Our digital X-ray shows results in minutes, so we can treat your pet the same day.'),
      passage('v8', CARE, 'Surgery', 'Our theatre is equipped for soft tissue and orthopaedic surgery on cats and dogs.'),
      passage('v9', CARE, 'Rabbits', 'Rabbits need their teeth checked twice a year, because their teeth never stop growing.'),
      passage('v10', CARE, 'Parking', 'There is free parking behind the clinic, with a ramp to the door.'),
      passage('v11', CARE, 'Payment plans', 'Spread the cost of larger treatment over six months with no interest.'),
      passage('v12', CARE, 'Opening hours', 'We are open six days a week, from 8am to 6pm on weekdays.'),
    ],
  };
  const vetAnalysis: SiteAnalysis = { ...analysis, url: SITE, siteName: 'Totara Vets', pages: [SITE, CARE, FEES].map((url, i) => ({ ...analysis.pages[0]!, url, title: ['Totara Vets', 'Services', 'Fees'][i]! })), facts: vetFacts };
  const md = () =>
    writeOffline({
      plan: { title: 'When Should I Desex My Kitten?', keyphrase: 'desexing', intent: 'explainer', grounding: [{ url: CARE, passage: vetFacts.passages[0]!.text }], updateOf: null, engine: 'offline' },
      facts: vetFacts,
      analysis: vetAnalysis,
      sources: siteSources(vetFacts, vetAnalysis),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    }).markdown;

  it('shows the price table of the topic’s own section whole, not only the row repeating the keyphrase', () => {
    expect(md()).toContain('| Cat spey (female) | $245 |');
    expect(md()).toContain('| Rabbit desexing | $220 |');
  });
});

describe('offline engine: blocks that are not sentences, steps inside one sentence, the business named once', () => {
  it('numbers the clauses of a one-sentence walk-through, but not a list of nouns', () => {
    expect(stepsOfSentence('Buy a voucher, we post a card, you pick a date, and we confirm it within two days.')).toEqual([
      'Buy a voucher.',
      'We post a card.',
      'You pick a date.',
      'We confirm it within two days.',
    ]);
    expect(stepsOfSentence('We clean walls, floors, skirting and ceilings.')).toBeNull();
    expect(stepsOfSentence('We measure up and send a quote.')).toBeNull();
  });

  it('quotes an answer that walks through steps though its first word is an order, but no bare call to action', () => {
    const walk = 'Order online, we send a courier, you hand over the parcel, and we return it repaired in a week.';
    expect(quotableSentences(walk, true)).toEqual([walk]);
    expect(quotableSentences('Book online today.', true)).toEqual([]);
  });

  it('never quotes a card’s lines run together, a line without a verb or a caption opening with what it adds', () => {
    expect(quotableSentences('MOST POPULAR Ages 6–9 3 hours Everything in Basic Lunch served by staff Medal for every child', 'description')).toEqual([]);
    expect(quotableSentences('With free delivery as standard.', 'description')).toEqual([]);
    expect(quotableSentences('Ages 6–9', true)).toEqual([]);
    expect(quotableSentences('You turn a bowl on the lathe in three hours.', 'description')).toEqual(['You turn a bowl on the lathe in three hours.']);
  });

  it('names the business once as a price’s frame; later price sentences say their clause alone and stay claims', () => {
    const claims = [
      { text: 'At Oak & Co, the taster class is £40.', sourceId: 's1' },
      { text: 'At Oak & Co, the full course is £200.', sourceId: 's2' },
    ];
    const out = nameBusinessOnce(['At Oak & Co, the taster class is £40.', '## Prices', 'At Oak & Co, the full course is £200.'], claims, 'Oak & Co.');
    expect(out).toEqual(['At Oak & Co, the taster class is £40.', '## Prices', 'The full course is £200.']);
    expect(claims).toContainEqual({ text: 'The full course is £200.', sourceId: 's2' });
  });

  it('keeps the full stop of a name ending in "Co." mid-sentence, and adds none after it', () => {
    expect(nameInSentence('Wick & Ember Candle Co.')).toBe('Wick & Ember Candle Co.');
    expect(nameInSentence('Brightpane Window Cleaning.')).toBe('Brightpane Window Cleaning');
    expect(endSentence('We ship with Royal Mail and Parcel Co.')).toBe('We ship with Royal Mail and Parcel Co.');
    expect(endSentence('We ship with Royal Mail')).toBe('We ship with Royal Mail.');
    const claims = [{ text: 'At Wick & Ember Candle Co., the refill is £18.', sourceId: 's1' }, { text: 'At Wick & Ember Candle Co., the trio is £24.', sourceId: 's2' }];
    const out = nameBusinessOnce(['At Wick & Ember Candle Co., the refill is £18.', 'At Wick & Ember Candle Co., the trio is £24.'], claims, 'Wick & Ember Candle Co.');
    expect(out).toEqual(['At Wick & Ember Candle Co., the refill is £18.', 'The trio is £24.']);
    expect(stepsOfSentence('We collect the jar, we hand it to Parcel Co., and we send it back refilled.')).toEqual(['We collect the jar.', 'We hand it to Parcel Co.', 'We send it back refilled.']);
  });
});

describe('offline engine: a slot is filled only with material about its subject', () => {
  const LENSES = 'https://brightflow.example/contact-lenses';
  const tagline = 'Plumbers in Harrowgate for drains, boilers and bathrooms.';
  const drains = facts.offerings[0]!;
  const slotFacts: SiteFacts = {
    ...facts,
    offerings: [{ ...drains, description: tagline }, ...facts.offerings.slice(1)],
    passages: [...facts.passages, passage('p9', LENSES, 'Contact lenses', 'New wearers get a teach appointment to learn how to put lenses in, followed by an aftercare check.')],
  };
  const slotAnalysis: SiteAnalysis = {
    ...analysis,
    facts: slotFacts,
    pages: [
      ...analysis.pages.map((p) => (p.url === HOME ? { ...p, description: tagline } : p)),
      { ...analysis.pages[1]!, url: LENSES, title: 'Contact Lenses | Brightflow Plumbing' },
    ],
  };
  const md = writeOffline({
    plan: plan('Drain Unblocking Prices', 'drain unblocking', 'cost'),
    facts: slotFacts,
    analysis: slotAnalysis,
    sources: siteSources(slotFacts, slotAnalysis),
    externalLinks: false,
    images: false,
    wordBudget: wordBudgetFor(false),
  }).markdown;

  it('never says the site’s own summary of itself as what a price covers', () => {
    expect(md).not.toContain(tagline);
  });

  it('takes how to book only from a booking or contact page, not a service page whose name starts with "Contact"', () => {
    expect(md).not.toContain('teach appointment');
  });

  it('gives no support line for existing clients as how to book', () => {
    expect(contactSentences('Support line for existing clients: 0117 496 0000.')).toEqual([]);
    expect(contactSentences('New customers call 0117 496 0001 to book a visit.')).toEqual(['New customers call 0117 496 0001 to book a visit.']);
  });
});

describe('offline engine: headings say something specific', () => {
  it('names the price section for the topic, not "What it costs" over every article', () => {
    const md = write(plan('What Is Drain Unblocking?', 'drain unblocking', 'explainer')).markdown;
    expect(md).toMatch(/^## What drain unblocking costs$/m);
    expect(md).not.toMatch(/^## What it costs$/m);
  });
});

describe('offline engine: a price table only for two variants or more', () => {
  it('reads a one-row price table as its columns under their headers, not a grid repeating the opening', () => {
    const rows = ['Service | Time on site | Price', 'Drain unblocking | Under an hour | from £89'];
    const oneRow: SiteFacts = {
      ...facts,
      offerings: [{ ...facts.offerings[0]!, prices: [{ ...facts.offerings[0]!.prices[0]!, source: { url: DRAINS, passage: rows.join(' ') } }] }, ...facts.offerings.slice(1)],
      passages: [passage('p1', DRAINS, 'Drain prices', rows.join(' '), 'table', rows), ...facts.passages.slice(1)],
    };
    const oneRowAnalysis: SiteAnalysis = { ...analysis, facts: oneRow };
    const md = writeOffline({
      plan: plan('Drain Unblocking Prices', 'drain unblocking', 'cost'),
      facts: oneRow,
      analysis: oneRowAnalysis,
      sources: siteSources(oneRow, oneRowAnalysis),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    }).markdown;
    expect(md).not.toContain('| Drain unblocking |');
    expect(md).toContain('- Time on site: Under an hour');
  });
});

describe('offline engine: no section of other things under a topic the site barely names', () => {
  it('leaves out a list of the site’s other services whose line naming the topic is too short to quote', () => {
    const SERVICES = 'https://brightflow.example/services';
    const items = ['Boiler servicing and repairs', 'Bathroom fitting and tiling', 'Power flushing', 'Radiator bleeding and balancing'];
    const listed: SiteFacts = { ...facts, passages: [...facts.passages, passage('s1', SERVICES, 'What we do', items.join(' '), 'list', items)] };
    const listedAnalysis: SiteAnalysis = { ...analysis, facts: listed, pages: [...analysis.pages, { ...analysis.pages[1]!, url: SERVICES, title: 'Services | Brightflow Plumbing' }] };
    const md = writeOffline({
      plan: { ...plan('What Is Power Flushing?', 'power flushing', 'explainer'), grounding: [{ url: SERVICES, passage: 'Power flushing' }] },
      facts: listed,
      analysis: listedAnalysis,
      sources: siteSources(listed, listedAnalysis),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    }).markdown;
    expect(md).not.toContain('Bathroom fitting and tiling');
  });
});

describe('offline engine: a category’s cost article', () => {
  it('prices a topic naming no offering by the priced offerings on the page it stands on', () => {
    const PACKS = 'https://brightflow.example/packages';
    const rows = ['Bronze plan from £10 a month', 'Silver plan from £15 a month'];
    const packs: SiteFacts = {
      ...facts,
      offerings: [
        ...facts.offerings,
        ...['Bronze plan', 'Silver plan'].map((name, i) => ({
          name,
          kind: 'plan' as const,
          url: PACKS,
          description: null,
          prices: [{ text: `from £${10 + 5 * i}`, amount: 10 + 5 * i, currency: 'GBP', unit: 'from', source: { url: PACKS, passage: rows[i]! } }],
          specs: [],
          source: { url: PACKS, passage: rows[i]! },
        })),
      ],
      passages: [...facts.passages, passage('k1', PACKS, 'Bronze plan', rows[0]!), passage('k2', PACKS, 'Silver plan', rows[1]!)],
    };
    const packsAnalysis: SiteAnalysis = { ...analysis, facts: packs, pages: [...analysis.pages, { ...analysis.pages[1]!, url: PACKS, title: 'Boiler cover plans | Brightflow Plumbing' }] };
    const md = writeOffline({
      plan: { ...plan('How Much Does Boiler Cover Cost?', 'boiler cover', 'cost'), grounding: [{ url: PACKS, passage: rows[0]! }] },
      facts: packs,
      analysis: packsAnalysis,
      sources: siteSources(packs, packsAnalysis),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    }).markdown;
    expect(md).toMatch(/\| Bronze plan \| from £10 a month \|/);
    expect(md).toMatch(/\| Silver plan \| from £15 a month \|/);
  });
});

describe('offline engine: another offering’s price and the business’s pitch stay out', () => {
  const boilerPrice = { text: 'from £75', amount: 75, currency: 'GBP', unit: 'from', source: { url: BOILERS, passage: 'Boiler servicing from £75' } };
  const mixed: SiteFacts = {
    ...facts,
    offerings: facts.offerings.map((o) => (o.name === 'Boiler service' ? { ...o, prices: [boilerPrice] } : o)),
    questions: [
      ...facts.questions,
      {
        question: 'Why choose Brightflow?',
        answer: 'Gas Safe registered engineers. Fixed prices for drain unblocking. Same-day call-outs.',
        origin: 'heading',
        source: { url: HOME, passage: 'Why choose Brightflow? Gas Safe registered engineers. Fixed prices for drain unblocking. Same-day call-outs.' },
      },
    ],
    passages: [
      ...facts.passages,
      passage('p9', DRAINS, 'Drain unblocking', 'Our drain unblocking prices include rodding. Drain unblocking with a boiler service booked the same day is from £75 for the boiler service.'),
      passage('p10', DRAINS, 'Why choose Brightflow?', 'Gas Safe registered engineers. Fixed prices for drain unblocking. Same-day call-outs.', 'list', ['Gas Safe registered engineers.', 'Fixed prices for drain unblocking.', 'Same-day call-outs.']),
    ],
  };
  const md = writeOffline({ plan: plan('How Much Does Drain Unblocking Cost?', 'Drain Unblocking', 'cost'), facts: mixed, analysis: { ...analysis, facts: mixed }, sources: siteSources(mixed, { ...analysis, facts: mixed }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;

  it('quotes no sentence whose only amounts are another offering’s prices, though it names the topic', () => {
    expect(md).toContain('from £89');
    expect(md).not.toContain('£75');
  });

  it('answers no "Why choose us?" question: it is the business’s sales pitch', () => {
    expect(md).not.toContain('Why choose Brightflow');
    expect(md).not.toContain('Same-day call-outs');
  });

  it('writes a card’s Title Case name as the site’s prose does, a capital only where a sentence starts ("Drain unblocking is…")', () => {
    const titled: SiteFacts = {
      ...facts,
      offerings: facts.offerings.map((o) => (o.name === 'Drain unblocking' ? { ...o, name: 'Drain Unblocking', description: null } : o)),
      passages: [
        { ...passage('c1', HOME, '', 'Drain Unblocking from £89'), heading: null },
        passage('c2', DRAINS, 'Blocked drains', 'Drain unblocking is our busiest job. We clear blocked sinks, baths and outside drains with rods and a jetter.'),
        ...facts.passages.filter((p) => p.kind !== 'paragraph'),
      ],
    };
    const titledAnalysis = { ...analysis, facts: titled };
    const out = writeOffline({ plan: plan('How Much Does Drain Unblocking Cost?', 'Drain Unblocking', 'cost'), facts: titled, analysis: titledAnalysis, sources: siteSources(titled, titledAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    const body = out.split('\n').slice(1).join('\n');
    expect(body).toContain('drain unblocking is from £89');
    expect(body).not.toMatch(/\S Drain Unblocking\b/);
  });
});

describe('offline engine: a first section under the title’s own words', () => {
  it('goes on answering the title with no heading repeating it', () => {
    const text = 'A boiler service checks the burner, the flue and the gas pressure, and cleans the heat exchanger. It keeps the manufacturer’s warranty valid.';
    const own: SiteFacts = { ...facts, passages: [...facts.passages, passage('t0', BOILERS, 'Boiler servicing', 'Annual boiler servicing for gas and oil boilers across Harrowgate.'), passage('t1', BOILERS, 'What is a boiler service?', text)] };
    const ownAnalysis = { ...analysis, facts: own };
    const md = writeOffline({ plan: { ...plan('What Is a Boiler Service?', 'boiler service', 'explainer'), grounding: [{ url: BOILERS, passage: 'Annual boiler servicing for gas and oil boilers across Harrowgate.' }] }, facts: own, analysis: ownAnalysis, sources: siteSources(own, ownAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toContain('cleans the heat exchanger');
    expect(md).not.toMatch(/^## What is a boiler service\?$/im);
  });
});

describe('the business’s sales pitch', () => {
  it('is a heading naming the business or "us" after choose, pick, trust or love; a buyer’s "why choose a …" is a question', () => {
    expect(['Why choose Ironbark?', 'Why Choose Wagtails?', 'Why homeowners choose Sparkwise', 'Why us?', 'Why riders trust us'].filter((h) => !isSalesPitch(h))).toEqual([]);
    expect(['Why use a dehumidifier?', 'Why choose a fixed-price bookkeeper?', 'Why do dogs need grooming?'].filter(isSalesPitch)).toEqual([]);
  });
});

describe('offline engine: a cost article’s own rows and headings', () => {
  it('shows only the topic’s row of a fee table whose other rows are other agreements, under one heading of its prices', () => {
    const FEES = 'https://brightflow.example/fees';
    const rows = ['Service | Fixed fee (excl. VAT)', 'Separation agreement (agreed terms) | €1,950', 'Prenuptial agreement | €1,500', 'Cohabitation agreement | €1,200'];
    const price = { text: '€1,950', amount: 1950, currency: 'EUR', unit: null, variant: 'agreed terms', source: { url: FEES, passage: rows[1]! } };
    const fees: SiteFacts = {
      ...facts,
      offerings: [...facts.offerings, { name: 'Separation agreements', kind: 'service', url: FEES, description: null, prices: [price], specs: [], source: { url: FEES, passage: 'Separation agreements' } }],
      passages: [...facts.passages, passage('f1', FEES, 'Fees', rows.join(' '), 'table', rows), passage('f2', FEES, 'Separation agreements prices', 'Separation agreements are drafted in two to three weeks once both of you have agreed terms.')],
    };
    const feesAnalysis: SiteAnalysis = { ...analysis, facts: fees, pages: [...analysis.pages, { ...analysis.pages[1]!, url: FEES, title: 'Fees | Brightflow' }] };
    const md = writeOffline({ plan: { ...plan('How Much Do Separation Agreements Cost?', 'Separation agreements', 'cost'), grounding: [{ url: FEES, passage: rows.join(' ') }] }, facts: fees, analysis: feesAnalysis, sources: siteSources(fees, feesAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    // Priced before VAT in its column: the engine's sentence says so.
    expect(md).toContain('€1,950 plus VAT');
    expect(md).not.toContain('Prenuptial agreement');
    expect(md.match(/^## Separation agreements prices$/gim)?.length ?? 0).toBeLessThanOrEqual(1);
  });

  it('counts a shop’s shipping-and-returns page as small print', () => {
    expect(['/shipping-returns/', '/refund_returns/', '/returns-and-refunds/'].every((path) => isLegalPage(`https://shop.example${path}`))).toBe(true);
    expect(isLegalPage('https://shop.example/pages/delivery/')).toBe(false);
  });
});

describe('offline engine: what a reader must be or have', () => {
  it('is no procedure: "Be at least 17", "Have held your permit" are requirements, never "…, step by step"', () => {
    const items = ['Be at least 17 years old', 'Have held your learner’s permit for at least six months', 'Have passed the hazard perception test'];
    const reqs: SiteFacts = { ...facts, passages: [...facts.passages, passage('r1', DRAINS, 'Before your drain survey', items.join(' '), 'list', items)] };
    const reqsAnalysis = { ...analysis, facts: reqs };
    const md = writeOffline({ plan: plan('How to Book a Drain Survey', 'drain survey', 'how-to'), facts: reqs, analysis: reqsAnalysis, sources: siteSources(reqs, reqsAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toMatch(/step by step\n\n1\. Be at least 17/i);
  });
});

describe('offline engine: a question about the trade’s work in general', () => {
  it('prices no one offering: "fence" names every fence the site prices', () => {
    const FENCES = 'https://brightflow.example/fences';
    const priced = (name: string, amount: number) => ({ name, kind: 'service' as const, url: FENCES, description: null, prices: [{ text: `from £${amount} per metre`, amount, currency: 'GBP', unit: 'from per metre', source: { url: FENCES, passage: `${name} – from £${amount} per metre` } }], specs: [], source: { url: FENCES, passage: `${name} – from £${amount} per metre` } });
    const fences: SiteFacts = {
      ...facts,
      offerings: [priced('Closeboard fence', 85), priced('Picket fence', 60), priced('Old fence removal', 15)],
      passages: [...facts.passages, passage('x1', FENCES, 'Fitting times', 'Most fence installs take one to two days, and a fence on a slope takes a day longer.')],
    };
    const fencesAnalysis = { ...analysis, facts: fences };
    const md = writeOffline({ plan: { ...plan('How Long Does It Take to Install a Fence?', 'fence', 'explainer'), grounding: [{ url: FENCES, passage: 'Most fence installs take one to two days, and a fence on a slope takes a day longer.' }] }, facts: fences, analysis: fencesAnalysis, sources: siteSources(fences, fencesAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toMatch(/## What (?:a )?fence costs/i);
  });
});

describe('offline engine: a question of how long', () => {
  it('is answered by each named service’s own length from its cards, in a table, with no price section', () => {
    const BOOK = 'https://brightflow.example/book';
    const spec = (text: string) => ({ text, source: { url: BOOK, passage: text } });
    const cards = ['Drain unblocking – Sink or bath 45 min £89', 'Drain unblocking – Outside drain 1 hr 30 min £120', 'Drain unblocking – Blocked toilet 1 hr £95'];
    const timed: SiteFacts = {
      ...facts,
      offerings: [{ ...facts.offerings[0]!, specs: cards.map(spec) }, facts.offerings[1]!],
      passages: [...facts.passages, ...cards.map((c, i) => passage(`b${i}`, BOOK, c.split(' – ')[0]!, c, 'list', c.split(/ (?=\d)/)))],
    };
    const timedAnalysis: SiteAnalysis = { ...analysis, facts: timed, pages: [...analysis.pages, { ...analysis.pages[1]!, url: BOOK, title: 'Book Online | Brightflow Plumbing' }] };
    const md = writeOffline({ plan: plan('How Long Does Drain Unblocking Take?', 'drain unblocking', 'explainer'), facts: timed, analysis: timedAnalysis, sources: siteSources(timed, timedAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toMatch(/\| Drain unblocking – Outside drain\s*\| 1 hr 30 min\s*\|/);
    expect(md).toMatch(/\| Drain unblocking – Sink or bath\s*\| 45 min\s*\|/);
    expect(md).not.toMatch(/^## What drain unblocking costs/im);
  });
});

describe('offline engine: the site’s questions under a topic', () => {
  it('quotes a question naming nothing of the topic only when its answer names the keyphrase', () => {
    const q = (question: string, answer: string) => ({ question, answer, origin: 'faq' as const, source: { url: FAQ, passage: `${question} ${answer}` } });
    const home = q('Do I need to be home?', 'Someone needs to let us in to the drain and the trap, but you can leave once the pipe is open.');
    const back = q('Will it come back?', 'Repeat blockages come back when fat sets in the trap again, so we show you what not to pour down the drain.');
    const faq: SiteFacts = { ...facts, questions: [...facts.questions, home, back], passages: [...facts.passages, ...[home, back].map((x, i) => passage(`q${i}`, FAQ, x.question, x.answer, 'faq'))] };
    const faqAnalysis = { ...analysis, facts: faq };
    const grounding = [{ url: FAQ, passage: facts.questions[0]!.source.passage }];
    const md = writeOffline({ plan: { ...plan('Why Does My Drain Keep Blocking?', 'repeat blockages', 'problem'), grounding }, facts: faq, analysis: faqAnalysis, sources: siteSources(faq, faqAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toContain('Someone needs to let us in');
    expect(md).toContain('Repeat blockages come back when fat sets in the trap again');
  });
});

describe('offline engine: the price of a service the business sells by name', () => {
  it('takes the business’s questions about its prices in general, never those about paying for its membership', () => {
    const q = (question: string, answer: string) => ({ question, answer, origin: 'faq' as const, source: { url: FAQ, passage: `${question} ${answer}` } });
    const renew = q('Does the plan renew automatically?', 'Yes, the boiler cover plan renews yearly on your join date; unused visits are refunded at £45 each.');
    const vat = q('Do your prices include VAT?', 'Yes, every price on our website and in our quotes includes VAT.');
    const own: SiteFacts = {
      ...facts,
      description: { text: 'Drain unblocking and boiler servicing in Harrowgate.', source: { url: HOME, passage: 'Drain unblocking and boiler servicing in Harrowgate.' } },
      questions: [...facts.questions, renew, vat],
      passages: [...facts.passages, ...[renew, vat].map((x, i) => passage(`q${i}`, FAQ, x.question, x.answer, 'faq'))],
    };
    const ownAnalysis = { ...analysis, facts: own };
    const md = writeOffline({ plan: plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'), facts: own, analysis: ownAnalysis, sources: siteSources(own, ownAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toContain('renews yearly');
    expect(md).toContain('every price on our website and in our quotes includes VAT');
  });
});

describe('offline engine: a table quoted from the site', () => {
  it('leaves out a group’s label row and a row whose values were icons read as nothing', () => {
    const rows = ['Service | Price', 'Drain work', 'Drain unblocking (sink or bath) | from £89', 'Drain unblocking (outside drain) | from £120', 'Drain unblocking (same day) | '];
    const grouped: SiteFacts = { ...facts, passages: facts.passages.map((p) => (p.id === 'p1' ? passage('p1', DRAINS, 'Drain prices', rows.join(' '), 'table', rows) : p)) };
    const groupedAnalysis = { ...analysis, facts: grouped };
    const md = writeOffline({ plan: plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'), facts: grouped, analysis: groupedAnalysis, sources: siteSources(grouped, groupedAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toMatch(/\| Drain unblocking \(outside drain\)\s*\| from £120\s*\|/);
    expect(md).not.toMatch(/^\| Drain work/m);
    expect(md).not.toContain('same day');
  });
});

describe('offline engine: a plan comparison under a question about one feature', () => {
  it('shows the feature’s own rows of a table whose columns are the plans, not every other feature', () => {
    const PLANS = 'https://brightflow.example/plans';
    const plan_ = (name: string, amount: number) => ({ name, kind: 'plan' as const, url: PLANS, description: null, prices: [{ text: `£${amount}/month`, amount, currency: 'GBP', unit: 'per month', source: { url: PLANS, passage: `${name} £${amount}/month` } }], specs: [], source: { url: PLANS, passage: `${name} £${amount}/month` } });
    const rows = [' | Starter | Growth', 'Waitlist auto-fill | No | Yes', 'Email reminders | Unlimited | Unlimited', 'Audit log | 30 days | 1 year', 'Live chat | No | Yes'];
    const planned: SiteFacts = {
      ...facts,
      offerings: [...facts.offerings, plan_('Starter', 49), plan_('Growth', 129)],
      passages: [...facts.passages, passage('t1', PLANS, 'Waitlist auto-fill', rows.join(' '), 'table', rows), passage('t2', PLANS, 'Waitlist auto-fill', 'When a booking is cancelled, the waitlist auto-fill texts the next customer on the waitlist, who can take the slot with one reply.')],
    };
    const plannedAnalysis: SiteAnalysis = { ...analysis, facts: planned, pages: [...analysis.pages, { ...analysis.pages[1]!, url: PLANS, title: 'Plans | Brightflow' }] };
    const grounding = [{ url: PLANS, passage: 'When a booking is cancelled, the waitlist auto-fill texts the next customer on the waitlist, who can take the slot with one reply.' }];
    const md = writeOffline({ plan: { ...plan('How Waitlist Auto-Fill Works', 'waitlist auto-fill', 'explainer'), grounding }, facts: planned, analysis: plannedAnalysis, sources: siteSources(planned, plannedAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toMatch(/\| Waitlist auto-fill\s*\| No\s*\| Yes\s*\|/);
    expect(md).not.toContain('Audit log');
  });
});

describe('offline engine: an amount in a cost article', () => {
  it('is the topic’s only in a sentence naming it: another thing’s price in a paragraph that mentions the topic stays out', () => {
    const cover: SiteFacts = {
      ...facts,
      passages: [...facts.passages, passage('c1', BOILERS, 'Tuition', 'Early-bird price £1,200 + VAT if paid in full by March. A deposit of £200 holds your place. Includes a free drain unblocking visit in your first year.')],
    };
    const coverAnalysis = { ...analysis, facts: cover };
    const md = writeOffline({ plan: plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'), facts: cover, analysis: coverAnalysis, sources: siteSources(cover, coverAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toContain('from £89');
    expect(md).not.toContain('£1,200');
    expect(md).not.toContain('£200');
  });
});

describe('an answer’s sentence leaning on the one before it', () => {
  it('is quoted with it, never dropped: the price and what comes after it are one unit', () => {
    const answer = 'Our call-out fee is £75 during working hours and includes the first hour on site. After that we charge £30 per half hour. Evening call-outs are £120.';
    expect(quotableSentences(answer, true)).toEqual(['Our call-out fee is £75 during working hours and includes the first hour on site. After that we charge £30 per half hour.', 'Evening call-outs are £120.']);
  });
});

describe('an offering’s description leaning on its price sentence', () => {
  it('keeps what the price covers with the price', () => {
    const text = 'In-home organizing is $85 an hour, with a 3-hour minimum. That covers sorting, labelling and taking up to five bags of donations away. Bigger donation loads are a flat $35.';
    expect(quotableSentences(text, 'description')[0]).toBe('In-home organizing is $85 an hour, with a 3-hour minimum. That covers sorting, labelling and taking up to five bags of donations away.');
  });
});

describe('a heading over the business’s record', () => {
  it('is about the business: "… Since 2011", "Est. 1998"', () => {
    const p = passage('s1', HOME, 'Protecting Brisbane Homes from Termites & Pests Since 2011', 'Our licensed technicians look after homes across the northside and do the job properly the first time.');
    expect(aboutTheBusiness('Protecting Brisbane Homes from Termites & Pests Since 2011', [p])).toBe(true);
    expect(aboutTheBusiness('Est. 1998', [p])).toBe(true);
    expect(aboutTheBusiness('Termite inspections since the 2019 rule change', [p])).toBe(false);
  });
});

describe('offline engine: an FAQ read as lines of its page (an accordion)', () => {
  it('quotes a question only with its answer and an answer only under its question', () => {
    const pairs: [string, string][] = [
      ['Why does my drain keep blocking?', 'Most repeat drain blockages are fat and wipes building up past the trap. A CCTV drain survey shows whether a pipe has cracked or sagged.'],
      ['Do you unblock drains at weekends?', 'No. Drain unblocking is booked Monday to Friday, and an outside drain blocked at the weekend waits for Monday.'],
      ['Can you unblock a drain under a patio?', 'Yes. We rod and jet a blocked drain under a patio from the nearest drain cover without lifting slabs.'],
      ['How much does drain unblocking cost?', 'Drain unblocking starts from £89 for a sink or bath and from £120 for an outside drain.'],
    ];
    const lines = pairs.flatMap(([q, a], i) => [passage(`q${i}`, FAQ, 'Frequently asked questions', q), passage(`a${i}`, FAQ, 'Frequently asked questions', a)]);
    const questions = pairs.map(([question, answer]) => ({ question, answer, origin: 'faq' as const, source: { url: FAQ, passage: `${question} ${answer}` } }));
    const more: SiteFacts = { ...facts, questions, passages: [...facts.passages.filter((p) => p.id !== 'p5'), ...lines] };
    const an = { ...analysis, facts: more };
    const md = writeOffline({ plan: plan('Drain Unblocking, Explained', 'drain unblocking', 'explainer'), facts: more, analysis: an, sources: siteSources(more, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    const blocks = md.split('\n\n');
    for (const [question, answer] of pairs) {
      expect(blocks).not.toContain(question);
      // An answer's first words, where quoted whole, follow its own question's heading.
      const at = blocks.findIndex((b) => b.startsWith(answer.slice(0, 40)));
      if (at >= 0) expect(blocks[at - 1]).toBe(`### ${question}`);
    }
  });
});

describe('an answer telling the reader when to get in touch', () => {
  it('keeps "Call us straight away" in the answer it is, never a sales line', () => {
    const answer = 'Call us straight away during opening hours. We keep appointments free each day for red, painful eyes and sudden changes in vision.';
    expect(quotableSentences(answer, true)[0]).toBe('Call us straight away during opening hours.');
    expect(quotableSentences(answer, false)).not.toContain('Call us straight away during opening hours.');
    expect(quotableSentences('Call us today for a free quote. We cover all of Dunmere.', true)).not.toContain('Call us today for a free quote.');
  });
});

describe('a draft mostly about other things', () => {
  it('tells the editor how little of it is on the topic, and scores no higher than a thin draft', async () => {
    const offTopic: string[] = [
      'A yearly boiler service keeps the warranty valid on most new boilers.',
      'We check the flue, the seals and the gas pressure on every boiler service.',
      'Our engineers are Gas Safe registered and carry ID on every visit.',
      'Boiler parts are ordered the same day and fitted on a second visit.',
    ];
    const writer: ArticleWriter = {
      engine: 'offline',
      model: 'offline',
      write: async () => ({
        title: 'Drain Unblocking, Explained',
        metaDescription: 'Drain unblocking in Harrowgate: we clear blocked sinks, baths and outside drains with rods and a jetter.',
        markdown: `# Drain Unblocking, Explained\n\nWe clear blocked sinks, baths and outside drains with rods and a jetter.\n\n## Boiler servicing\n\n${offTopic.join(' ')}\n\n## More about boilers\n\n${offTopic.join(' ')}\n`,
        claims: [],
        editorNotes: [],
      }),
    };
    const r = await composeArticle(writer, {
      topic: 'Drain Unblocking, Explained',
      analysis: { ...analysis, topicPlans: [plan('Drain Unblocking, Explained', 'drain unblocking', 'explainer')] },
      research: [],
      crawledUrls: analysis.pages.map((p) => p.url),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    });
    expect(r.editorNotes.some((n) => /^Only \d+% of this draft's sentences are about "Drain Unblocking, Explained"/.test(n))).toBe(true);
    expect(r.markdown).toContain('Cut the sections that are not about it');
    expect(r.score.score).toBeLessThanOrEqual(60);
  });
});

describe('a plan’s price as a sentence says it', () => {
  it('writes "$119/mo" as "$119 a month", and a card line saying whom it is for once', () => {
    expect(spokenPrice('$119/mo')).toBe('$119 a month');
    expect(spokenPrice('$19/agent/mo')).toBe('$19 per agent per month');
    expect(spokenPrice('£25/hr')).toBe('£25 an hour');
    expect(spokenPrice('from £395 / from £650')).toBe('from £395 / from £650');
    expect(forLabel('For taprooms and nano breweries')).toBe('for taprooms and nano breweries');
    expect(forLabel('half day')).toBe('for a half day');
  });
});

describe('offline engine: what the business itself costs', () => {
  const PRICES = 'https://brightflow.example/prices';
  const CONTACT = 'https://brightflow.example/contact';
  const q = (question: string, answer: string) => ({ question, answer, origin: 'faq' as const, source: { url: FAQ, passage: `${question} ${answer}` } });
  const rows = ['Call-out fee | £75', 'Hourly rate | £60/hr', 'Weekend surcharge | £40', 'Gift vouchers | from £25'];
  const saturday = q('Do your plumbers work Saturdays?', 'Yes, our plumbers work Saturdays from 8am to 1pm across Harrowgate.');
  const quotes = q('Do your plumbers charge for quotes?', 'No, our plumbers quote free, and the quote is the price you pay.');
  const insured = q('Is an emergency plumber covered by home insurance?', 'Most home emergency policies include a plumber for a burst pipe; check your policy first.');
  const trade: SiteFacts = {
    ...facts,
    description: { text: 'Emergency plumber and drain engineer serving Harrowgate since 2004.', source: { url: HOME, passage: 'Emergency plumber and drain engineer serving Harrowgate since 2004.' } },
    questions: [...facts.questions, saturday, quotes, insured],
    passages: [
      ...facts.passages,
      passage('t1', PRICES, 'Prices', rows.join(' '), 'table', rows),
      ...[saturday, quotes, insured].map((x, i) => passage(`q${i}`, FAQ, x.question, x.answer, 'faq')),
      passage('v1', CONTACT, 'Finding us', 'Our plumbers work from a yard behind the station on Mill Lane in Harrowgate. Park in the yard and ring the bell.'),
    ],
  };
  const pages = [...analysis.pages, { ...analysis.pages[1]!, url: PRICES, title: 'Prices | Brightflow Plumbing' }, { ...analysis.pages[1]!, url: CONTACT, title: 'Contact | Brightflow Plumbing' }];
  const tradeAnalysis: SiteAnalysis = { ...analysis, facts: trade, pages };
  const md = writeOffline({
    plan: { ...plan('How Much Does an Emergency Plumber Cost in Harrowgate?', 'emergency plumber', 'cost'), grounding: [{ url: HOME, passage: 'Emergency plumber and drain engineer serving Harrowgate since 2004.' }] },
    facts: trade,
    analysis: tradeAnalysis,
    sources: siteSources(trade, tradeAnalysis),
    externalLinks: false,
    images: false,
    wordBudget: wordBudgetFor(false),
  }).markdown;

  it('is its whole price list, though no row names the trade', () => {
    expect(md).toMatch(/\| Call-out fee\s*\| £75\s*\|/);
    // Opened by a sentence, never the description's caption ("Emergency plumber and drain engineer serving …").
    expect(firstParagraph(md)).not.toMatch(/^Emergency plumber and drain engineer/);
    expect(md).toMatch(/\| Weekend surcharge\s*\| £40\s*\|/);
  });

  it('takes the questions about paying, not the others about the trade, nor where to find it', () => {
    expect(md).toContain('our plumbers quote free');
    expect(md).toContain('Most home emergency policies include a plumber');
    expect(md).not.toContain('Saturdays from 8am');
    expect(md).not.toContain('behind the station');
  });
});

describe('offline engine: a price where the title asks for one', () => {
  const writeWith = (f: SiteFacts, p: TopicPlan) => writeOffline({ plan: p, facts: f, analysis: { ...analysis, facts: f }, sources: siteSources(f, { ...analysis, facts: f }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;

  it('answers a question about something else with no price list: how often is not what it costs', () => {
    const often = writeWith(facts, plan('How Often Should Drain Unblocking Be Done?', 'drain unblocking', 'explainer'));
    expect(often).not.toContain('£120');
    expect(writeWith(facts, plan('What Is Drain Unblocking?', 'drain unblocking', 'explainer'))).toContain('£120');
  });

  it('shows a price table under a heading about the topic, though no row names the offering whole', () => {
    const rows = ['Session | Fee', 'Boiler service – combi | £85', 'Boiler service – system | £110'];
    const annual: SiteFacts = {
      ...facts,
      offerings: [...facts.offerings.filter((o) => o.name !== 'Boiler service'), { ...facts.offerings[1]!, name: 'Annual boiler service' }],
      passages: [...facts.passages, passage('b1', BOILERS, 'Boiler servicing', rows.join(' '), 'table', rows)],
    };
    const md = writeWith(annual, { ...plan('What an Annual Boiler Service Involves', 'annual boiler service', 'explainer'), grounding: [{ url: BOILERS, passage: 'A yearly boiler service keeps the warranty valid on most new boilers.' }] });
    expect(md).toMatch(/\| Boiler service – system\s*\| £110\s*\|/);
  });

  it('never leaves a heading over nothing but its page’s name', () => {
    // A page read as a post, whose section under the topic's heading the opening has quoted already.
    const posted: SiteFacts = { ...facts, passages: [...facts.passages.filter((p) => p.id !== 'p2'), passage('p2', DRAINS, 'Drain unblocking', 'We clear blocked sinks, baths and outside drains with rods and a jetter.')] };
    const postAnalysis: SiteAnalysis = { ...analysis, facts: posted, pages: analysis.pages.map((p) => (p.url === DRAINS ? { ...p, isArticle: true } : p)) };
    const md = writeOffline({ plan: plan('Drain Unblocking, Explained', 'drain unblocking', 'explainer'), facts: posted, analysis: postAnalysis, sources: siteSources(posted, postAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toMatch(/^## [^\n]+\n\nFrom \[[^\]]+\]\([^)]+\)\.$/m);
  });
});

describe('a sentence naming one of the business’s people with their role', () => {
  it('is said of the role, never of the person, and reads as the statement it is', () => {
    expect(quotableSentences('Megan Kowalczyk, RMT, offers therapeutic massage, deep tissue massage and prenatal massage (after 13 weeks).')).toHaveLength(1);
    expect(byRole('Megan Kowalczyk, RMT, offers therapeutic massage, deep tissue massage and prenatal massage (after 13 weeks).')).toBe('Our RMT offers therapeutic massage, deep tissue massage and prenatal massage (after 13 weeks).');
    expect(byRole('Sam, our head groomer, trims every dog by hand.')).toBe('Our head groomer trims every dog by hand.');
    expect(byRole('Megan joined us in 2019 after ten years in sports clinics.')).toBeNull();
    expect(byRole('Cheap, natural-looking, and the only sensible choice for corydoras.')).toBeNull();
  });

  it('comes into an article by its role', () => {
    const TEAM = 'https://brightflow.example/about';
    const team: SiteFacts = {
      ...facts,
      passages: [
        ...facts.passages.filter((p) => p.id !== 'p2'),
        passage('p2', DRAINS, 'Drain unblocking', 'Dave Ellis, our drainage engineer, clears blocked sinks, baths and outside drains with rods and a jetter. Most drain jobs take under an hour.'),
        passage('t1', TEAM, 'Dave Ellis', 'Dave has cleared drains in Harrowgate for twenty years.'),
      ],
    };
    const teamAnalysis: SiteAnalysis = { ...analysis, facts: team, pages: [...analysis.pages, { ...analysis.pages[1]!, url: TEAM, title: 'About us | Brightflow Plumbing' }] };
    const md = writeOffline({ plan: plan('Drain Unblocking, Explained', 'drain unblocking', 'explainer'), facts: team, analysis: teamAnalysis, sources: siteSources(team, teamAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toContain('Our drainage engineer clears blocked sinks, baths and outside drains with rods and a jetter.');
    expect(md).not.toContain('Dave');
  });
});

describe('offline engine: how to look after one product', () => {
  const MONSTERA = 'https://brightflow.example/product/monstera';
  const STRELITZIA = 'https://brightflow.example/product/strelitzia';
  const careOf = (url: string, id: string, light: string) => {
    const items = [`Light: ${light}`, 'Water: when the top 5cm of compost is dry.', 'Pets: toxic to cats and dogs if eaten.'];
    return passage(id, url, 'Care', items.join(' '), 'list', items);
  };
  const product = (name: string, url: string, amount: number) => ({ name, kind: 'product' as const, url, description: null, prices: [{ text: `£${amount}.00`, amount, currency: 'GBP', unit: null, source: { url, passage: `£${amount}.00` } }], specs: [], source: { url, passage: name } });
  const monsteraCare = careOf(MONSTERA, 'm2', 'bright, indirect light, a metre back from a south window.');
  const shop: SiteFacts = {
    ...facts,
    offerings: [product('Monstera Deliciosa – 17cm pot', MONSTERA, 24), product('Strelitzia Nicolai – 21cm pot', STRELITZIA, 36)],
    passages: [
      passage('m1', MONSTERA, 'Monstera Deliciosa – 17cm pot', 'The Swiss cheese plant that started a thousand plant collections.'),
      monsteraCare,
      passage('s1', STRELITZIA, 'Strelitzia Nicolai – 21cm pot', 'Bring the tropics indoors with the giant bird of paradise.'),
      careOf(STRELITZIA, 's2', 'brighter than a Monstera likes, with some direct morning sun.'),
      passage('r1', 'https://brightflow.example/blog/repotting', 'Step by step', 'Pick the right time. Go up one pot size. Water the day before.', 'steps', ['Pick the right time.', 'Go up one pot size.', 'Water the day before.']),
    ],
  };
  const pages = [MONSTERA, STRELITZIA].map((url, i) => ({ ...analysis.pages[1]!, url, title: ['Monstera Deliciosa – 17cm pot', 'Strelitzia Nicolai – 21cm pot'][i]!, h1: [['Monstera Deliciosa – 17cm pot', 'Strelitzia Nicolai – 21cm pot'][i]!] }));
  const shopAnalysis: SiteAnalysis = { ...analysis, facts: shop, pages: [...analysis.pages, ...pages, { ...analysis.pages[1]!, url: 'https://brightflow.example/blog/repotting', title: 'How to repot a houseplant', isArticle: true }] };
  const md = writeOffline({
    plan: { title: 'How to Care for a Monstera Deliciosa', keyphrase: 'Monstera Deliciosa', intent: 'how-to', grounding: [{ url: MONSTERA, passage: monsteraCare.items.join('; ') }, { url: MONSTERA, passage: 'Monstera Deliciosa – 17cm pot' }], updateOf: null, engine: 'offline' },
    facts: shop,
    analysis: shopAnalysis,
    sources: siteSources(shop, shopAnalysis),
    externalLinks: false,
    images: false,
    wordBudget: wordBudgetFor(false),
  }).markdown;

  it('gives the care points its title stands on, under their own heading, not another page’s steps', () => {
    expect(md).toMatch(/^## Monstera Deliciosa care\n\n- Light: bright, indirect light/m);
    expect(md).not.toContain('Go up one pot size');
  });

  it('quotes nothing of another product’s page, nor sends the reader there, and no price nobody asked for', () => {
    expect(md).not.toContain('morning sun');
    expect(md).not.toContain(STRELITZIA);
    expect(md).not.toContain('£24');
  });
});

describe('offline engine: a price in an old post', () => {
  it('is never quoted where the site prices that offering differently today', () => {
    const POST = 'https://brightflow.example/blog/blocked-drains-2022';
    const posted: SiteFacts = {
      ...facts,
      passages: [
        ...facts.passages,
        passage('b1', POST, 'What it costs', 'At the moment our drain unblocking starts at just £69 for a sink.'),
      ],
    };
    const postAnalysis: SiteAnalysis = { ...analysis, facts: posted, pages: [...analysis.pages, { ...analysis.pages[1]!, url: POST, title: 'Blocked drains: what we learned in 2022', isArticle: true }] };
    const md = writeOffline({ plan: { ...plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'), grounding: [{ url: POST, passage: 'What it costs' }] }, facts: posted, analysis: postAnalysis, sources: siteSources(posted, postAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toContain('from £89');
    expect(md).not.toContain('£69');
  });

  it('is never quoted where the post names the offering by a distinctive word of its name only ("our unblocking visits cost £69" beside "Drain unblocking … from £89")', () => {
    const POST = 'https://brightflow.example/blog/unblocking-2022';
    const posted: SiteFacts = { ...facts, passages: [...facts.passages, passage('b2', POST, 'What drain unblocking costs', 'Back then our unblocking visits cost £69 for a sink.')] };
    const postAnalysis: SiteAnalysis = { ...analysis, facts: posted, pages: [...analysis.pages, { ...analysis.pages[1]!, url: POST, title: 'Drain unblocking in 2022', isArticle: true }] };
    const md = writeOffline({ plan: { ...plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'), grounding: [{ url: POST, passage: 'Back then our unblocking visits cost £69 for a sink.' }] }, facts: posted, analysis: postAnalysis, sources: siteSources(posted, postAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toContain('from £89');
    expect(md).not.toContain('£69');
  });
});

describe('offline engine: a barber’s price list', () => {
  const BOOK = 'https://brightflow.example/book';
  const line = (name: string, amount: number) => ({ name, kind: 'service' as const, url: HOME, description: null, prices: [{ text: `$${amount}`, amount, currency: 'CAD', unit: null, source: { url: HOME, passage: `${name} $${amount} · 45 min` } }], specs: [], source: { url: HOME, passage: `${name} $${amount} · 45 min` } });
  const card: SiteFacts = {
    ...facts,
    description: { text: 'Barber shop in Harrowgate. Cuts, fades and shaves.', source: { url: HOME, passage: 'Barber shop in Harrowgate. Cuts, fades and shaves.' } },
    offerings: [line('Cut', 38), line('Skin Fade', 45), line('Beard Trim', 22)],
    passages: [
      passage('h1', HOME, 'Services', 'All prices in CAD, tax included. Cash, debit, Visa and Mastercard.'),
      passage('b1', BOOK, 'Book an appointment', 'Pick your barber, service and time below. You will get a text reminder the day before.'),
      passage('b2', BOOK, 'Book an appointment', 'Need to cancel? Please give us 24 hours notice through Booksy.'),
    ],
  };
  const cardAnalysis: SiteAnalysis = { ...analysis, facts: card, pages: [...analysis.pages, { ...analysis.pages[1]!, url: BOOK, title: 'Book' }] };
  const md = writeOffline({ plan: { ...plan('Barber Prices in Harrowgate', 'barber', 'cost'), grounding: [{ url: HOME, passage: 'Barber shop in Harrowgate. Cuts, fades and shaves.' }] }, facts: card, analysis: cardAnalysis, sources: siteSources(card, cardAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;

  it('opens on no price list line ("Cut: $38.")', () => {
    expect(md).not.toMatch(/(?:^|\. )(?:Cut|Skin Fade|Beard Trim): \$\d+\./m);
  });

  it('never quotes a question standing alone as how to book', () => {
    expect(md).not.toContain('Need to cancel?');
  });
});

describe('a plan card priced per head and month', () => {
  it('keeps its whole unit, and a table row saying it is backed by the card', () => {
    const PRICING = 'https://brightflow.example/pricing';
    const card = 'Starter is $19/agent/mo for small teams, or $24/agent/mo billed monthly.';
    const starter = { name: 'Starter plan', kind: 'plan' as const, url: PRICING, description: null, prices: [{ text: '$19', amount: 19, currency: 'USD', unit: null, source: { url: PRICING, passage: card } }], specs: [], source: { url: PRICING, passage: card } };
    const saas: SiteFacts = { ...facts, offerings: [starter], passages: [passage('c1', PRICING, 'Pricing', card)] };
    const saasAnalysis: SiteAnalysis = { ...analysis, facts: saas, pages: [...analysis.pages, { ...analysis.pages[1]!, url: PRICING, title: 'Pricing' }] };
    const ctx = createCtx({ plan: plan('Starter Plan, Explained', 'starter plan', 'explainer'), facts: saas, analysis: saasAnalysis, sources: siteSources(saas, saasAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(pricesOf(ctx, starter)).toEqual(['$19/agent/mo']);
    expect(findSupport('Starter plan | $19 per agent per month', supportIndex(siteSources(saas, saasAnalysis), saas.business.name))).not.toBeNull();
  });
});

describe('offline engine: a how-to standing on numbered sections', () => {
  it('walks through every step under its own heading, in order, and opens on the page’s introduction, not the first step', () => {
    const PROCESS = 'https://brightflow.example/process';
    const steps = ['1. Survey', '2. Quote', '3. Installation'].map((h, i) => passage(`s${i}`, PROCESS, h, [`We measure the drains and check the trap at your home on the first visit.`, `You get a fixed written quote for the drain work within two days.`, `Our engineers fit the new drain run in a day and test it with a camera.`][i]!));
    const intro = passage('i0', PROCESS, 'Our process', 'A new drain run from Brightflow takes about two weeks from the first visit to the last.');
    const walked: SiteFacts = { ...facts, passages: [...facts.passages, intro, ...steps] };
    const walkedAnalysis: SiteAnalysis = { ...analysis, facts: walked, pages: [...analysis.pages, { ...analysis.pages[1]!, url: PROCESS, title: 'Our process' }] };
    const md = writeOffline({
      plan: { title: 'How Drain Installation Works: 3 Steps from Survey to Installation', keyphrase: 'drain installation', intent: 'how-to', grounding: steps.map((p) => ({ url: PROCESS, passage: p.text })), updateOf: null, engine: 'offline' },
      facts: walked,
      analysis: walkedAnalysis,
      sources: siteSources(walked, walkedAnalysis),
      externalLinks: false,
      images: false,
      wordBudget: wordBudgetFor(false),
    }).markdown;
    expect(md).toMatch(/### 1\. Survey\n\nWe measure the drains[\s\S]*### 2\. Quote\n\nYou get a fixed written quote[\s\S]*### 3\. Installation\n\nOur engineers fit/);
    expect(firstParagraph(md)).not.toContain('We measure the drains');
  });
});

describe('offline engine: a list whose items carry their own numbers', () => {
  it('is a procedure, quoted whole or not at all, never "- 2. …" after a step left out', () => {
    const items = ['1. Fill in the form on this page.', '2. We call you back within a day to agree a time for the drain unblocking.', '3. Our engineer arrives and clears the drain with rods and a jetter.', '4. You pay once the water runs freely again.'];
    const listed: SiteFacts = { ...facts, passages: [...facts.passages, passage('n1', DRAINS, 'How drain unblocking works', items.join(' '), 'list', items)] };
    const md = writeOffline({ plan: plan('Drain Unblocking, Explained', 'drain unblocking', 'explainer'), facts: listed, analysis: { ...analysis, facts: listed }, sources: siteSources(listed, { ...analysis, facts: listed }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).not.toMatch(/^(?:-|\d+\.) \d\. /m);
    expect(md).not.toContain('We call you back within a day');
  });
});

describe('offline engine: a section of the subject that says nothing of paying', () => {
  it('stays out of a cost article, however much it shares the subject', () => {
    const ADVICE = 'https://brightflow.example/advice';
    const winter = passage('a1', ADVICE, 'Cold weather', 'Drain unblocking in winter is harder work: fat sets hard in cold pipes. Outside drain unblocking comes round more often in autumn, when gullies fill with leaves.');
    const more: SiteFacts = { ...facts, passages: [...facts.passages, winter] };
    const moreAnalysis: SiteAnalysis = { ...analysis, facts: more, pages: [...analysis.pages, { ...analysis.pages[1]!, url: ADVICE, title: 'Drain advice' }] };
    const write = (p: TopicPlan) => writeOffline({ plan: p, facts: more, analysis: moreAnalysis, sources: siteSources(more, moreAnalysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(write(plan('How Much Does Drain Unblocking Cost?', 'drain unblocking', 'cost'))).not.toContain('fat sets hard in cold pipes');
    expect(write(plan('Drain Unblocking, Explained', 'drain unblocking', 'explainer'))).toContain('fat sets hard in cold pipes');
  });
});

describe('a footnote quoted as a sentence', () => {
  it('leaves its mark behind', () => {
    expect(quotableSentences('* Prices include delivery, collection, disposal and up to 14 days hire.', true)).toEqual(['Prices include delivery, collection, disposal and up to 14 days hire.']);
  });
});
