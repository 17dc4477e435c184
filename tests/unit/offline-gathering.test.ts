import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { offlinePlans } from '../../src/server/analysis/offline-topics';
import { composeArticle } from '../../src/server/generation/compose-article';
import { siteSources } from '../../src/server/generation/evidence';
import { wordBudgetFor } from '../../src/server/generation/generation.service';
import { offlineWriter } from '../../src/server/generation/writer/offline.writer';
import type { WriteInput } from '../../src/server/generation/writer/article-writer';
import { staffNames } from '../../src/server/generation/writer/offline/about-business';
import { createCtx, state } from '../../src/server/generation/writer/offline/context';
import type { Offering, Passage, SiteFacts, TopicPlan } from '../../src/shared/site-facts';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { isOnTopic, topicOf } from '../../src/server/generation/writer/offline/relevance';
import { quotableSentences } from '../../src/server/generation/writer/offline/quotes';
import { INCLUDES, saysHowLong } from '../../src/server/generation/writer/offline/sections';
import { visitHeading, vouches } from '../../src/server/generation/writer/offline/practical';

/**
 * The offline engine gathers what the site says about the topic beyond the passages that repeat
 * its words: the opening and the aspect sections of its offering's own page, and the whole of a
 * section of the site it quotes from. A small hand-made framer's and caterer's site.
 */
const HOME = 'https://frame.example/';
const FRAMING = 'https://frame.example/framing';
const EVENTS = 'https://frame.example/events';

/** What the writer gets for a plan: the site's facts and analysis as sources, no research, no images, a free article's budget. */
/** A hand-made site's page: its title, meta description, extra head markup and main text. */
const htmlPage = (title: string, description: string, body: string, head = '') =>
  `<!doctype html><html lang="en"><head><title>${title}</title><meta name="description" content="${description}">${head}</head><body><main>${body}</main></body></html>`;

/** A hand-made site read as the analysis reads it, its first page the home page, on a fixed day. */
const analysedSite = (pages: ReturnType<typeof extractPage>[]) => analyseSite(pages, pages[0]!.url, new Date('2026-11-01T00:00:00Z'));

/** The free draft of one of a site's proposed topics, written as a user gets it. */
async function draftFor(analysis: SiteAnalysis, plans: TopicPlan[], plan: TopicPlan): Promise<string> {
  const composed = await composeArticle(offlineWriter(), { topic: plan.title, analysis: { ...analysis, topicPlans: plans }, research: [], crawledUrls: analysis.pages.map((p) => p.url), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
  return composed.article.markdown;
}

const inputFor = (plan: TopicPlan, f: SiteFacts, a: SiteAnalysis): WriteInput => ({ plan, facts: f, analysis: a, sources: siteSources(f, a), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
const passage = (id: string, url: string, heading: string | null, text: string, kind: Passage['kind'] = 'paragraph', items: string[] = []): Passage => ({ id, url, heading, kind, text, items });
const offering = (name: string, url: string, description: string, price: string, amount: number): Offering => ({
  name,
  kind: 'service',
  url,
  description,
  prices: [{ text: price, amount, currency: 'GBP', unit: null, source: { url, passage: `${name}. ${description} ${price}.` } }],
  specs: [],
  source: { url, passage: `${name}. ${description}` },
});

const pageOpening = 'Every frame is cut and joined by hand in our workshop behind the shop. We keep over two hundred mouldings in stock and order any other within a week.';
const included = ['Mount cutting to any size', 'Backing board and hanging wire', 'Collection and delivery within ten miles'];
const boxText = 'Box frames hold shirts, medals and shoes with a deep spacer behind the glass.';
const intro = 'Food is delivered on slate boards, which we collect the next morning. Orders start at ten people.';
const menu = ['Finger buffet — wraps, tarts and two salads — £11 per person', 'Hot fork buffet — two curries, rice and breads — £16 per person', 'Grazing table — cheeses, charcuterie and fruit — £19 per person'];
const after = 'Delivery is free within four miles and £12 beyond that.';
const smallWorks = 'Prints up to A3 in a museum mount, finished within two weeks.';
const largeWorks = 'Canvases and posters beyond A3, stretched and framed on site.';
const boxAnswer = 'No: a box frame needs a deep spacer, but conservation mounts are cut to the artwork the same way for both.';
const FAQ = 'https://frame.example/faq';
const SIZES = 'https://frame.example/sizes';
const WORKSHOP = 'https://frame.example/workshop';
const signs = ['The mount has turned yellow at the edges', 'Brown spots appear on the print', 'The glass has fogged on the inside'];
const workshop = ['Gilding – refreshed every 10 to 15 years', 'Mirror resilvering for old glass', 'Frame repairs and regluing'];

const facts: SiteFacts = {
  version: 1,
  language: 'en',
  english: true,
  business: { name: 'Oakhaven Frames', source: { url: HOME, passage: 'Oakhaven Frames' } },
  description: null,
  category: null,
  offerings: [
    offering('Conservation framing', FRAMING, 'Acid-free mounts and UV-filtering glass that keep a print from fading.', 'from £95', 95),
    offering('Box framing', FRAMING, boxText, 'from £120', 120),
    offering('Conservation framing (small works)', SIZES, smallWorks, '£95', 95),
    offering('Conservation framing (large works)', SIZES, largeWorks, '£160', 160),
    offering('Hot fork buffet', EVENTS, 'Two curries, rice and breads.', '£16 per person', 16),
    offering('Grazing table', EVENTS, 'Cheeses, charcuterie and fruit.', '£19 per person', 19),
  ],
  audiences: [],
  locations: [],
  questions: [{ question: 'Is box framing done the same way?', answer: boxAnswer, origin: 'faq', source: { url: FAQ, passage: `Is box framing done the same way? ${boxAnswer}` } }],
  blogSubjects: [],
  passages: [
    passage('f1', FRAMING, 'Bespoke framing', pageOpening),
    passage('f2', FRAMING, 'Conservation framing — from £95', 'Acid-free mounts and UV-filtering glass that keep a print from fading. Conservation work takes up to three weeks because each mount is cut to the artwork.'),
    passage('f3', FRAMING, 'Box framing — from £120', `${boxText} Spacers come in four depths.`),
    passage('f4', FRAMING, 'What’s included', included.join(' '), 'list', included),
    passage('e1', EVENTS, 'Event catering', intro),
    passage('e2', EVENTS, 'Event catering', menu.join(' '), 'list', menu),
    passage('e3', EVENTS, 'Event catering', after),
    passage('s1', SIZES, 'Signs your conservation framing needs redoing', signs.join(' '), 'steps', signs),
    passage('w1', WORKSHOP, 'Workshop', workshop.join(' '), 'list', workshop),
    passage('q1', FAQ, 'Is box framing done the same way?', boxAnswer, 'faq'),
  ],
  images: [],
};

const page = (url: string, title: string, h1: string[]) => ({ url, title, description: '', canonical: null, language: 'en', h1, headings: [], wordCount: 300, isArticle: false, excerpt: '' });
const analysis: SiteAnalysis = {
  url: HOME,
  siteName: 'Oakhaven Frames',
  language: 'en',
  summary: '',
  offering: '',
  audience: '',
  location: '',
  keyphrases: [],
  pages: [page(HOME, 'Oakhaven Frames', []), page(FRAMING, 'Framing | Oakhaven Frames', ['Bespoke framing']), page(EVENTS, 'Events | Oakhaven Frames', ['Events']), page(FAQ, 'FAQ | Oakhaven Frames', ['FAQ']), page(SIZES, 'Sizes | Oakhaven Frames', ['Sizes']), page(WORKSHOP, 'Workshop | Oakhaven Frames', ['Workshop'])],
  existingArticles: [],
  seoChecklist: [],
  crawledAt: '2026-11-01T09:00:00.000Z',
  facts,
};

const plan = (title: string, keyphrase: string, url: string, passageText: string): TopicPlan => ({ title, keyphrase, intent: 'explainer', grounding: [{ url, passage: passageText }], updateOf: null, engine: 'offline' });
const conservation = plan('Conservation Framing, Explained', 'conservation framing', FRAMING, 'Conservation framing — from £95. Acid-free mounts and UV-filtering glass that keep a print from fading.');
const box = plan('Box Framing, Explained', 'box framing', FRAMING, `Box framing — from £120. ${boxText}`);
const buffet = plan('What Is a Hot Fork Buffet?', 'hot fork buffet', EVENTS, 'Hot fork buffet. Two curries, rice and breads.');

async function write(p: TopicPlan, topicPlans: TopicPlan[] = [p]): Promise<string> {
  const withPlans = { ...analysis, topicPlans };
  const draft = await offlineWriter().write(inputFor(p, facts, withPlans));
  return draft.markdown;
}

async function writeWith(p: TopicPlan, f: SiteFacts): Promise<string> {
  const a = { ...analysis, facts: f, topicPlans: [p] };
  const draft = await offlineWriter().write(inputFor(p, f, a));
  return draft.markdown;
}

describe('offline engine: gathering what the site says about the topic', () => {
  it('uses the opening and the aspect sections of the offering’s own page, though they never repeat its name, and not another offering’s section', async () => {
    const md = await write(conservation);
    expect(md).toContain(pageOpening);
    for (const item of included) expect(md).toContain(`- ${item}`);
    expect(md).not.toContain(boxText);
  });

  it('quotes the page’s section whole but never its meta description, which site facts give as its first passage under its title', async () => {
    const meta = 'We frame prints, canvases and shirts by hand in Oakhaven, with conservation mounts as standard.';
    const withMeta: SiteFacts = { ...facts, passages: [passage('p1.0', FRAMING, 'Bespoke framing', meta), ...facts.passages] };
    const a = { ...analysis, facts: withMeta, topicPlans: [conservation], pages: analysis.pages.map((pg) => (pg.url === FRAMING ? { ...pg, description: meta } : pg)) };
    const md = (await offlineWriter().write(inputFor(conservation, withMeta, a))).markdown;
    expect(md).toContain(pageOpening);
    expect(md).not.toContain(meta);
  });

  it('gives that page’s opening to one article of the site, the first topic standing on the page', async () => {
    const plans = [conservation, box];
    expect(await write(conservation, plans)).toContain(pageOpening);
    expect(await write(box, plans)).not.toContain(pageOpening);
  });

  it('describes each offering the keyphrase names by meaning (its words in another order or with others between), in the site’s descriptions', async () => {
    const md = await write(plan('What Is Conservation Picture Framing?', 'conservation picture framing', FRAMING, 'Conservation framing — from £95.'));
    expect(md).toMatch(/^### Conservation framing \(small works\)\n\n.*museum mount/m);
    expect(md).toContain(largeWorks);
  });

  it('leaves an offering another topic of the site names in its title to that article', async () => {
    const explainer = plan('What Is Conservation Picture Framing?', 'conservation picture framing', FRAMING, 'Conservation framing — from £95.');
    const large = { ...plan('Conservation Framing (Large Works) at £160', 'large conservation framing', SIZES, largeWorks), intent: 'cost' as const };
    expect(await write(explainer, [explainer, large])).not.toContain(largeWorks);
    expect(await write(large, [explainer, large])).toContain(largeWorks);
  });

  it('says what the price buys in a cost article: the site’s description of the offering its title names', async () => {
    const md = await write({ ...plan('Conservation Framing (Large Works) at £160', 'large conservation framing', SIZES, 'Conservation framing (large works). £160.'), intent: 'cost' });
    expect(md).toMatch(new RegExp(`## What conservation framing includes\\n\\n${largeWorks}`));
  });

  it('leaves out a site question naming another offering, though its answer shares the topic’s words', async () => {
    const md = await write(conservation);
    expect(md).not.toContain('Is box framing done the same way?');
  });

  it('is never an empty shell when the site has any passage about the subject: a short mixed list naming it is taken', async () => {
    const md = await write(plan('What Is Gilding?', 'gilding', WORKSHOP, workshop[0]!));
    expect(md).toContain(`- ${workshop[0]}`);
  });

  it('finds the offering’s page by the keyphrase, whatever else the title says', async () => {
    const md = await write(plan('Conservation Framing for Watercolour Paintings: From £95', 'conservation framing', FRAMING, 'Conservation framing — from £95.'));
    expect(md).toContain(pageOpening);
  });

  it('finds the offering’s own page past the home page’s structured data naming it too', async () => {
    const withHomeOffer: SiteFacts = { ...facts, offerings: [offering('Conservation framing gift voucher', HOME, 'A voucher for conservation framing.', '£50', 50), ...facts.offerings] };
    const md = await writeWith(conservation, withHomeOffer);
    expect(md).toContain(pageOpening);
  });

  it('leaves a price in the finding-us passage (parking) out of a topic it is no fact about', async () => {
    const visiting: SiteFacts = { ...facts, passages: [...facts.passages, passage('v1', WORKSHOP, 'Finding us', 'We are the green door opposite the library. Parking behind the shop is £4 for the day.')] };
    const md = await writeWith(buffet, visiting);
    expect(md).not.toContain('Parking behind the shop is £4');
  });

  it('finds the business only by sentences about getting there, never by a reply time under "Visit us"', async () => {
    const visiting: SiteFacts = { ...facts, passages: [...facts.passages, passage('v2', WORKSHOP, 'Visit us', 'We reply to framing inquiries within two business days. We are the green door opposite the library.')] };
    const md = await writeWith(buffet, visiting);
    expect(md).toContain('We are the green door opposite the library.');
    expect(md).not.toContain('within two business days');
  });

  it('never numbers a list of signs as the steps of a how-to', async () => {
    const md = await write({ ...plan('How to Protect a Print With Conservation Framing', 'conservation framing', SIZES, 'Conservation framing (small works).'), intent: 'how-to' });
    expect(md).not.toMatch(/^\d\. The mount has turned yellow/m);
    expect(md).not.toMatch(/step by step/i);
  });

  it('quotes a section of the site whole, in page order: the paragraph introducing a list and the line after it', async () => {
    const md = await write(buffet);
    const at = (text: string) => md.indexOf(text);
    expect(at(intro)).toBeGreaterThan(-1);
    expect(at(after)).toBeGreaterThan(at(intro));
    expect(at('Hot fork buffet — two curries')).toBeGreaterThan(-1);
  });
});

describe('offline engine: what the business itself costs', () => {
  const APP = 'https://rota.example/';
  const PRICING = 'https://rota.example/pricing';
  const plans = ['Starter', 'Pro'];
  const cards = [['Drag-and-drop rota builder', 'Clock-in app for staff phones'], ['Everything in Starter', 'Payroll export to Xero and Sage']];
  const minimum = 'Billing starts at 5 employees per venue, so the smallest Starter bill is £12.50 a month.';
  const planOffering = (name: string, price: string, amount: number): Offering => ({
    name: `${name} plan`,
    kind: 'plan',
    url: APP,
    description: null,
    prices: [{ text: price, amount, currency: 'GBP', unit: 'per employee per month', source: { url: PRICING, passage: `${price} per employee / month` } }],
    specs: [],
    source: { url: PRICING, passage: `${name}. ${price} per employee / month` },
  });
  const saas: SiteFacts = {
    ...facts,
    business: { name: 'Rotaly', source: { url: APP, passage: 'Rotaly' } },
    description: { text: 'Rotaly is staff rota software for cafés and pubs.', source: { url: APP, passage: 'Rotaly is staff rota software for cafés and pubs.' } },
    offerings: [planOffering('Starter', '£2.50', 2.5), planOffering('Pro', '£4', 4)],
    questions: [{ question: 'Is there a minimum charge?', answer: minimum, origin: 'faq', source: { url: PRICING, passage: `Is there a minimum charge? ${minimum}` } }],
    passages: [
      passage('a1', APP, 'Staff rota software', 'Rotaly is staff rota software that lets managers plan shifts and track hours from one screen.'),
      ...plans.flatMap((name, i) => [
        passage(`p${i}`, PRICING, name, `${['£2.50', '£4'][i]} per employee / month`),
        passage(`l${i}`, PRICING, name, cards[i]!.join(' '), 'list', cards[i]),
      ]),
      passage('q1', PRICING, 'Frequently asked questions', `Is there a minimum charge? ${minimum}`, 'faq'),
    ],
  };
  const saasAnalysis: SiteAnalysis = { ...analysis, url: APP, siteName: 'Rotaly', pages: [page(APP, 'Rotaly', ['Staff rota software']), page(PRICING, 'Pricing | Rotaly', ['Pricing'])], facts: saas };

  it('quotes the plans’ prices with their unit, what each plan’s card lists and the minimum bill, though no plan names the keyphrase', async () => {
    const p: TopicPlan = { title: 'How Much Does Rota Software Cost?', keyphrase: 'rota software', intent: 'cost', grounding: [{ url: APP, passage: saas.description!.text }], updateOf: null, engine: 'offline' };
    const a = { ...saasAnalysis, topicPlans: [p] };
    const md = (await offlineWriter().write(inputFor(p, saas, a))).markdown;
    const opening = md.split('\n\n')[1]!;
    expect(opening).toMatch(/£2\.50 per employee per month/);
    expect(opening).toMatch(/£4 per employee per month/);
    for (const item of cards.flat()) expect(md).toContain(`- ${item}`);
    expect(md).toContain(minimum);
  });
});

describe('offline engine: a line for someone at risk', () => {
  const HOME_URL = 'https://counselling.example/';
  const POST = 'https://counselling.example/blog/sleep';
  const difference = 'A psychotherapist has longer training and is registered with the Psychotherapists Board; a counsellor is usually a member of NZAC.';
  const risk = 'If you’re waking at night with thoughts of not wanting to be here, please reach out now: free call or text 1737 to talk to a trained counsellor.';
  const f: SiteFacts = {
    ...facts,
    business: { name: 'Kowhai Counselling', source: { url: HOME_URL, passage: 'Kowhai Counselling' } },
    offerings: [],
    questions: [{ question: 'What’s the difference between a counsellor and a psychotherapist?', answer: difference, origin: 'faq', source: { url: HOME_URL, passage: `What’s the difference between a counsellor and a psychotherapist? ${difference}` } }],
    passages: [passage('q1', HOME_URL, 'FAQ', `What’s the difference between a counsellor and a psychotherapist? ${difference}`, 'faq'), passage('p1', POST, 'When to get more help', 'If you’re regularly waking at night and struggling to function during the day, it’s worth talking to your GP. Counselling or psychotherapy can also help with the worry itself – looking at what’s underneath it.'), passage('p2', POST, 'When to get more help', risk)],
  };
  const an: SiteAnalysis = { ...analysis, url: HOME_URL, siteName: 'Kowhai Counselling', pages: [page(HOME_URL, 'Kowhai Counselling', ['Counselling']), { ...page(POST, 'Sleep, worry and the 3am mind', ['Sleep, worry and the 3am mind']), isArticle: true }], facts: f };

  const ctxFor = (p: TopicPlan) => createCtx(inputFor(p, f, { ...an, topicPlans: [p] }));

  it('stays out of an article that is not about being at risk, and is said in one that is', () => {
    const plan = (title: string, keyphrase: string): TopicPlan => ({ title, keyphrase, intent: 'explainer', grounding: [{ url: HOME_URL, passage: f.questions[0]!.source.passage }], updateOf: null, engine: 'offline' });
    expect(state(ctxFor(plan('What’s the Difference Between a Counsellor and a Psychotherapist?', 'counsellor')), risk, POST)).toBeNull();
    expect(state(ctxFor(plan('Where to Get Help in a Crisis', 'crisis support')), risk, POST)).toBe(risk);
  });
});

describe('offline engine: a cost question answered yes or no', () => {
  const APP = 'https://safety.example/';
  const PRICING = 'https://safety.example/pricing';
  const answer = 'No setup fee on any plan. If you want us to build your templates and train your supervisors, our guided onboarding package is $1,500 one-time on Site.';
  const saas: SiteFacts = {
    ...facts,
    business: { name: 'Plumbline', source: { url: APP, passage: 'Plumbline' } },
    offerings: [],
    questions: [{ question: 'Is there a setup fee?', answer, origin: 'faq', source: { url: PRICING, passage: `Is there a setup fee? ${answer}` } }],
    passages: [passage('q1', PRICING, 'Pricing FAQ', `Is there a setup fee? ${answer}`, 'faq')],
  };
  const an: SiteAnalysis = { ...analysis, url: APP, siteName: 'Plumbline', pages: [page(APP, 'Plumbline', ['Safety inspections']), page(PRICING, 'Pricing', ['Pricing'])], facts: saas };

  it('opens on the site’s own answer, never on the price said after it', async () => {
    const p: TopicPlan = { title: 'Is There a Setup Fee?', keyphrase: 'setup fee', intent: 'cost', grounding: [{ url: PRICING, passage: saas.questions[0]!.source.passage }], updateOf: null, engine: 'offline' };
    const md = (await offlineWriter().write(inputFor(p, saas, { ...an, topicPlans: [p] }))).markdown;
    expect(md.split('\n\n')[1]).toMatch(/^No setup fee on any plan\./);
  });
});

describe('offline engine: a cost question the site answers, about what its description names', () => {
  const HOME = 'https://physio.example/';
  const FEES = 'https://physio.example/fees';
  const answer = 'With a GP Chronic Disease Management plan, the Medicare rebate is $60.35 per visit for up to five visits a year. We don’t bulk bill, so you pay our fee and the rebate is paid back to you, usually within a day or two.';
  const clinic: SiteFacts = {
    ...facts,
    business: { name: 'Kedron Physio', source: { url: HOME, passage: 'Kedron Physio' } },
    description: { text: 'Kedron Physio treats sports injuries and back pain. We claim Medicare, DVA and WorkCover.', source: { url: HOME, passage: 'Kedron Physio treats sports injuries and back pain.' } },
    offerings: [],
    questions: [{ question: 'How much will I get back from Medicare?', answer, origin: 'faq', source: { url: FEES, passage: `How much will I get back from Medicare? ${answer}` } }],
    passages: [passage('q1', FEES, 'Medicare', `How much will I get back from Medicare? ${answer}`, 'faq')],
  };
  const an: SiteAnalysis = { ...analysis, url: HOME, siteName: 'Kedron Physio', pages: [page(HOME, 'Kedron Physio', ['Physio']), page(FEES, 'Fees', ['Fees'])], facts: clinic };

  it('opens on the answer, in its order, never on the business’s description', async () => {
    const p: TopicPlan = { title: 'How Much Will I Get Back from Medicare?', keyphrase: 'medicare', intent: 'cost', grounding: [{ url: FEES, passage: clinic.questions[0]!.source.passage }], updateOf: null, engine: 'offline' };
    const md = (await offlineWriter().write(inputFor(p, clinic, { ...an, topicPlans: [p] }))).markdown;
    expect(md.split('\n\n')[1]).toMatch(/^With a GP Chronic Disease Management plan, the Medicare rebate is \$60\.35/);
  });
});

describe('offline engine: what a reader can check first', () => {
  const SHOP = 'https://candles.example/';
  const CANDLE = 'https://candles.example/bush-walk';
  const CARE = 'https://candles.example/care';
  const answer = 'The wick is too long or there’s a draught. Blow it out, let it cool, trim the wick to 5mm and relight it.';
  const notes = ['Top: Eucalyptus, lemon-scented gum', 'Heart: Crushed bay leaf, green moss', 'Base: Damp earth, cedar, a little smoke'];
  const advice = ['Trim the wick to 5mm before every burn', 'Keep the candle away from fans and open windows', 'Burn it for no longer than four hours'];
  const shop = (withAdvice: boolean): SiteFacts => ({
    ...facts,
    business: { name: 'Merri Creek Candles', source: { url: SHOP, passage: 'Merri Creek Candles' } },
    offerings: [],
    questions: [{ question: 'Why is my candle smoking?', answer, origin: 'faq', source: { url: CARE, passage: `Why is my candle smoking? ${answer}` } }],
    passages: [
      passage('q1', CARE, 'FAQ', `Why is my candle smoking? ${answer}`, 'faq'),
      passage('n1', CANDLE, 'Scent notes', notes.join(' '), 'list', notes),
      ...(withAdvice ? [passage('a1', CARE, 'Candle care', advice.join(' '), 'list', advice)] : []),
    ],
  });
  const draft = async (withAdvice: boolean) => {
    const f = shop(withAdvice);
    const an: SiteAnalysis = { ...analysis, url: SHOP, siteName: 'Merri Creek Candles', pages: [page(SHOP, 'Merri Creek Candles', ['Candles']), page(CANDLE, 'Bush Walk', ['Bush Walk']), page(CARE, 'Candle care', ['Candle care'])], facts: f };
    const p: TopicPlan = { title: 'Why Is My Candle Smoking?', keyphrase: 'candle smoking', intent: 'problem', grounding: [{ url: CARE, passage: f.questions[0]!.source.passage }], updateOf: null, engine: 'offline' };
    return (await offlineWriter().write(inputFor(p, f, { ...an, topicPlans: [p] }))).markdown;
  };

  it('is advice to follow, never a list that only shares a word with the topic (a scent’s notes: “a little smoke”)', async () => {
    expect(await draft(false)).not.toContain('Damp earth');
    const md = await draft(true);
    expect(md).not.toContain('Damp earth');
    expect(md).toContain('Keep the candle away from fans and open windows');
  });
});

describe('offline engine: what a business selling no plans itself costs', () => {
  const HOME_URL = 'https://organize.example/';
  const PACKAGES = 'https://organize.example/packages';
  const priced = (name: string, text: string, amount: number, passageText: string): Offering => ({
    name,
    kind: 'service',
    url: PACKAGES,
    description: null,
    prices: [{ text, amount, currency: 'USD', unit: null, source: { url: PACKAGES, passage: passageText } }],
    specs: [],
    source: { url: PACKAGES, passage: passageText },
  });
  const hourly = 'In-home organizing is $85 an hour, with a 3-hour minimum per session.';
  const reset = 'Whole Home Reset – 20 hours for $1,550, used within 8 weeks.';
  const virtual = 'Virtual 4-Pack – four 60-minute virtual sessions for $220.';
  const organizer: SiteFacts = {
    ...facts,
    business: { name: 'Clear Corners', source: { url: HOME_URL, passage: 'Clear Corners' } },
    description: { text: 'Renata Ojeda is a professional organizer in Denver.', source: { url: HOME_URL, passage: 'Renata Ojeda is a professional organizer in Denver.' } },
    offerings: [priced('In-home organizing', '$85 an hour', 85, hourly), priced('Whole Home Reset', '$1,550', 1550, reset), priced('Virtual 4-Pack', '$220', 220, virtual)],
    questions: [],
    passages: [passage('o1', HOME_URL, 'Professional organizing in Denver', 'I help people in Denver get their homes back, one closet at a time.'), passage('k1', PACKAGES, 'Packages', `${hourly} ${reset} ${virtual}`)],
  };
  const organizerAnalysis: SiteAnalysis = { ...analysis, url: HOME_URL, siteName: 'Clear Corners', pages: [page(HOME_URL, 'Clear Corners', ['Professional organizing in Denver']), page(PACKAGES, 'Packages | Clear Corners', ['Packages'])], facts: organizer };
  const writeFor = async (p: TopicPlan) => (await offlineWriter().write(inputFor(p, organizer, { ...organizerAnalysis, topicPlans: [p] }))).markdown;

  it('prices every service it sells on a cost topic, not only the one the grounding names', async () => {
    const md = await writeFor({ title: 'How Much Does a Professional Organizer Cost?', keyphrase: 'professional organizer', intent: 'cost', grounding: [{ url: PACKAGES, passage: hourly }], updateOf: null, engine: 'offline' });
    for (const price of ['$85 an hour', '$1,550', '$220']) expect(md).toContain(price);
  });

  it('prices nothing under an explainer about it', async () => {
    const md = await writeFor({ title: 'What Does a Professional Organizer Do?', keyphrase: 'professional organizer', intent: 'explainer', grounding: [{ url: HOME_URL, passage: organizer.description!.text }], updateOf: null, engine: 'offline' });
    expect(md).not.toMatch(/\| Whole Home Reset/);
  });
});

describe('offline engine: gathering by meaning, under headings worded otherwise', () => {
  const APP = 'https://shifts.example/';
  const FEATURES = 'https://shifts.example/features';
  const ABOUT = 'https://shifts.example/about';
  const card = "Build next week's rota in minutes by dragging shifts onto your team.";
  const planning =
    "Build the week from templates, drag shifts between people and see each day's wage percentage as you go. Shiftly warns you when a shift breaks the 11-hour rest rule. When the week is ready, publish it and every employee gets their shifts.";
  const clocking = 'Staff clock in on their phones and the rota shows who is late.';
  const about = 'Shiftly was started in 2022 by two pub managers tired of planning the rota on spreadsheets.';
  const service = (name: string, url: string, description: string): Offering => ({ name, kind: 'service', url, description, prices: [], specs: [], source: { url, passage: `${name}. ${description}` } });
  const app: SiteFacts = {
    ...facts,
    business: { name: 'Shiftly', source: { url: APP, passage: 'Shiftly' } },
    offerings: [service('Drag-and-drop rota builder', APP, card), service('Rota planning', FEATURES, planning), service('Clock-in app', FEATURES, clocking)],
    questions: [],
    passages: [
      passage('h1', APP, 'Drag-and-drop rota builder', card),
      passage('f1', FEATURES, 'Rota planning', planning),
      passage('f2', FEATURES, 'Clock-in app', clocking),
      passage('a1', ABOUT, 'Our story', about),
    ],
  };
  const appAnalysis: SiteAnalysis = { ...analysis, url: APP, siteName: 'Shiftly', pages: [page(APP, 'Shiftly', []), page(FEATURES, 'Features | Shiftly', ['Features']), page(ABOUT, 'About | Shiftly', ['About'])], facts: app };

  it('takes a passage under another heading that shares the subject and two more of its grounding’s words, not one sharing only the word every page says', async () => {
    const p = plan('How Drag-and-Drop Rota Builder Works', 'drag-and-drop rota builder', APP, `Drag-and-drop rota builder. ${card}`);
    const a = { ...appAnalysis, topicPlans: [p] };
    const md = (await offlineWriter().write(inputFor(p, app, a))).markdown;
    expect(md).toContain(planning);
    // "rota" is on every page: sharing it says nothing.
    expect(md).not.toContain(clocking);
    expect(md).not.toContain('pub managers');
  });

  it('leaves such a passage to the topic of the site it is most about: two articles quoting it shared it word for word', async () => {
    const drag = plan('How Drag-and-Drop Rota Builder Works', 'drag-and-drop rota builder', APP, `Drag-and-drop rota builder. ${card}`);
    const planningTopic = plan('How Rota Planning Works', 'rota planning', FEATURES, `Rota planning. ${planning}`);
    const a = { ...appAnalysis, topicPlans: [drag, planningTopic] };
    const md = (await offlineWriter().write(inputFor(drag, app, a))).markdown;
    expect(md).not.toContain(planning);
  });

  it('links as related pages only pages the crawl read, never a product card’s link to a page it did not fetch', async () => {
    const uncrawled = 'https://frame.example/products/oak-box-frame/';
    const withCard = { ...facts, offerings: [offering('Oak box frame', uncrawled, 'A solid oak box frame with a deep spacer for shirts and medals.', '£58', 58), ...facts.offerings] };
    const md = await writeWith(plan('What Is an Oak Box Frame?', 'oak box frame', FRAMING, 'Oak box frame. A solid oak box frame with a deep spacer for shirts and medals.'), withCard);
    const related = md.split('## Related pages')[1] ?? '';
    expect(related).not.toContain(uncrawled);
    expect(related).toContain('- [Framing](https://frame.example/framing)');
  });
});

describe('offline engine: the subject’s own page, whole', () => {
  const SITE = 'https://netwise.example/';
  const CYBER = 'https://netwise.example/services/cyber-security';
  const SUPPORT = 'https://netwise.example/services/support';
  const lead = 'Small offices are now the most common target for ransomware, because attackers know they rarely have a security team.';
  const essentials = 'Cyber Essentials is the government-backed scheme that proves you have five basic controls in place, and we submit the assessment for you.';
  const phishing = 'We run simulated phishing campaigns every quarter and give staff short video training afterwards.';
  const recovery = 'We keep a copy of every mailbox in a separate data centre and test a restore every month.';
  const helpdesk = 'Our helpdesk answers every ticket within four working hours and patches each laptop weekly.';
  const offering = (name: string, url: string): Offering => ({ name, kind: 'service', url, description: null, prices: [], specs: [], source: { url, passage: name } });
  const netFacts: SiteFacts = {
    ...facts,
    business: { name: 'Netwise IT', source: { url: SITE, passage: 'Netwise IT' } },
    offerings: [offering('Cyber security & Cyber Essentials', CYBER), offering('Managed support', SUPPORT)],
    questions: [],
    passages: [
      passage('c1', CYBER, 'Cyber security & Cyber Essentials', lead),
      passage('c2', CYBER, 'Cyber Essentials certification', essentials),
      passage('c3', CYBER, 'Phishing awareness training', phishing),
      passage('c4', CYBER, 'Backup and disaster recovery', recovery),
      passage('m1', SUPPORT, 'Managed support', helpdesk),
    ],
  };
  const netAnalysis: SiteAnalysis = {
    ...analysis,
    url: SITE,
    siteName: 'Netwise IT',
    pages: [page(SITE, 'Netwise IT', []), page(CYBER, 'Cyber Security | Netwise IT', ['Cyber security & Cyber Essentials']), page(SUPPORT, 'Support | Netwise IT', ['Managed support'])],
    facts: netFacts,
  };
  const cyber: TopicPlan = { title: 'What Does Cyber Security Cover?', keyphrase: 'cyber security', intent: 'explainer', grounding: [{ url: CYBER, passage: lead }], updateOf: null, engine: 'offline' };

  it('quotes every sub-section of a page that sells the subject alone and is titled by it, though they never repeat its words, and nothing of another offering’s page', async () => {
    const a = { ...netAnalysis, topicPlans: [cyber] };
    const md = (await offlineWriter().write(inputFor(cyber, netFacts, a))).markdown;
    for (const text of [lead, essentials, phishing, recovery]) expect(md).toContain(text);
    expect(md).not.toContain(helpdesk);
  });

  it('counts a sentence naming the site’s other name for the subject (the rest of its offering’s name) as on the topic', () => {
    const topic = topicOf(cyber, netFacts);
    expect(isOnTopic(topic, 'Cyber Essentials certification on its own costs £850 including the assessment.')).toBe(true);
    expect(isOnTopic(topicOf(cyber, { ...netFacts, offerings: [] }), 'Cyber Essentials certification on its own costs £850 including the assessment.')).toBe(false);
    expect(isOnTopic(topic, helpdesk)).toBe(false);
  });
});

describe('offline engine: sentences with an aside are quoted', () => {
  it('reads a phrase set off by commas that opens with a preposition as an aside, not a list, and still drops a list of nouns', () => {
    const firing = 'The first firing, to around 1000°C, turns dried clay into bisqueware that is still porous enough to soak up glaze.';
    const design = 'A full garden design, with a scaled plan, planting plan and 3D visuals, usually costs between £650 and £1,200.';
    expect(quotableSentences(`${firing} ${design}`)).toEqual([firing, design]);
    expect(quotableSentences('Fixed prices, tidy work, twelve months of guarantee and a free quote are what we offer.')).toEqual([]);
  });

  it('never runs a verbless list of names on after a description’s sentence', () => {
    const lead = 'Norman Creek Physiotherapy in Coorparoo treats sports injuries, back and neck pain and post-surgery rehab, with clinical Pilates.';
    expect(quotableSentences(`${lead} HICAPS, Medicare CDM, DVA and WorkCover.`, 'description')).toEqual([lead]);
  });

  it('reads "cost" before an amount as the verb, whatever the tagger reads "last" as', () => {
    expect(quotableSentences('Sessions last 50 minutes and cost £55.')).toEqual(['Sessions last 50 minutes and cost £55.']);
  });

  it('reads the word after an opening subject pronoun and before a particle as its verb ("We back up …"), however many commas follow', () => {
    const backup = 'We back up every mailbox, shared drive and server, plus any laptops, to a separate data centre, and test a restore every month.';
    expect(quotableSentences(backup)).toEqual([backup]);
    expect(quotableSentences('Mailboxes, shared drives, servers, laptops and phones are backed up.')).toEqual([]);
  });
});

describe('offline engine: a post is about what its title names', () => {
  const SITE = 'https://stonegate.example/';
  const SERVICES = 'https://stonegate.example/services';
  const POST = 'https://stonegate.example/blog/porcelain-or-sandstone';
  const TITLE = 'Porcelain or sandstone: which patio stone should you choose?';
  const designText = 'A full garden design with a scaled plan and planting plan usually costs between £650 and £1,200 depending on the size of the garden.';
  const patioText = 'We lay sandstone and porcelain on a full mortar bed over a compacted sub-base, at £120 to £180 per square metre.';
  const postIntro = 'It is the question we are asked on almost every design visit, and both stones make beautiful terraces that age differently.';
  const sandstone = 'Sandstone is a natural stone with riven surfaces that weathers, picks up moss in shady spots and needs a re-seal every couple of years.';
  const porcelain = 'Outdoor porcelain is twenty millimetres thick, almost non-porous and resists stains from barbecues and red wine.';
  const laying = 'A porcelain patio needs a slurry primer brushed on the back of every slab so the mortar grips it.';
  const offering = (name: string, description: string, price: string, amount: number): Offering => ({
    name,
    kind: 'service',
    url: SERVICES,
    description,
    prices: [{ text: price, amount, currency: 'GBP', unit: null, source: { url: SERVICES, passage: description } }],
    specs: [],
    source: { url: SERVICES, passage: `${name}. ${description}` },
  });
  const homePatio = 'We lay the paving on a full mortar bed over compacted hardcore, and sweep kiln-dried sand into the joints on the last day.';
  const gardenFacts: SiteFacts = {
    ...facts,
    business: { name: 'Stonegate Gardens', source: { url: SITE, passage: 'Stonegate Gardens' } },
    offerings: [offering('Garden design', designText, '£650', 650), offering('Patios & paving', patioText, '£120 to £180', 120)],
    questions: [],
    blogSubjects: [{ title: TITLE, url: POST, subjects: ['porcelain', 'sandstone', 'patio stone'] }],
    passages: [
      // "Garden" is this site's everyday word: "design" alone tells.
      passage('h1', SITE, 'Gardens built to last', 'We build gardens across Surrey for family homes.'),
      passage('h2', SITE, 'Guarantee', 'Every garden we build carries a five-year workmanship guarantee.'),
      passage('h3', SITE, 'Planting', 'Our team plants gardens that look good all year round.'),
      passage('h4', SITE, 'Patios laid in a week', homePatio),
      passage('s1', SERVICES, 'Garden design', designText),
      passage('s2', SERVICES, 'Patios and paving', patioText),
      passage('b1', POST, TITLE, postIntro),
      passage('b2', POST, 'Indian sandstone', sandstone),
      passage('b3', POST, 'Porcelain', porcelain),
      passage('b4', POST, 'Laying a porcelain patio', laying),
    ],
  };
  const gardenAnalysis: SiteAnalysis = {
    ...analysis,
    url: SITE,
    siteName: 'Stonegate Gardens',
    pages: [page(SITE, 'Stonegate Gardens', []), page(SERVICES, 'Services | Stonegate Gardens', ['Services']), { ...page(POST, `${TITLE} | Stonegate Gardens`, [TITLE]), isArticle: true }],
    facts: gardenFacts,
  };
  const cost = (title: string, keyphrase: string, text: string): TopicPlan => ({ title, keyphrase, intent: 'cost', grounding: [{ url: SERVICES, passage: text }], updateOf: null, engine: 'offline' });
  const design = cost('How Much Does a Garden Design Cost?', 'Garden design', designText);
  const patios = cost('Patios & Paving Prices: £120 to £180', 'Patios & paving', patioText);
  const writeGarden = async (p: TopicPlan) => {
    const a = { ...gardenAnalysis, topicPlans: [design, patios] };
    return (await offlineWriter().write(inputFor(p, gardenFacts, a))).markdown;
  };

  it('takes the home page’s section under a heading naming the subject ("Patios laid in a week"), not its other sections', async () => {
    const md = await writeGarden(patios);
    expect(md).toContain(homePatio);
    expect(md).not.toContain('five-year workmanship guarantee');
  });

  it('takes two sections of a post whose title names one of the things a joined keyphrase names ("patio" of "Patios & paving"), in the post’s order, never its introduction nor the whole post', async () => {
    const md = await writeGarden(patios);
    const taken = [sandstone, porcelain, laying].filter((text) => md.includes(text));
    expect(taken).toHaveLength(2);
    expect(md.indexOf(taken[0]!)).toBeLessThan(md.indexOf(taken[1]!));
    // The introduction is the post's hook for its own sections; the article links the post instead.
    expect(md).not.toContain(postIntro);
    expect(md).toContain(`(${POST})`);
  });

  it('takes no home page section under a slogan written as sentences ("Patios that last. Laid in a week.")', async () => {
    const slogan = 'Patios that last. Laid in a week.';
    const sloganed: SiteFacts = { ...gardenFacts, passages: gardenFacts.passages.map((p) => (p.id === 'h4' ? { ...p, heading: slogan } : p)) };
    const a = { ...gardenAnalysis, facts: sloganed, topicPlans: [design, patios] };
    const md = (await offlineWriter().write(inputFor(patios, sloganed, a))).markdown;
    expect(md).not.toContain(`## ${slogan}`);
  });

  /** The patios article on the garden site with one more post, all of it under its title (no sections of its own). */
  const withSectionlessPost = async (url: string, title: string, text: string, subjects: string[]) => {
    const f: SiteFacts = { ...gardenFacts, blogSubjects: [...gardenFacts.blogSubjects, { title, url, subjects }], passages: [...gardenFacts.passages, passage('post1', url, title, text)] };
    const a = { ...gardenAnalysis, facts: f, pages: [...gardenAnalysis.pages, { ...page(url, `${title} | Stonegate Gardens`, [title]), isArticle: true }], topicPlans: [design, patios] };
    return (await offlineWriter().write(inputFor(patios, f, a))).markdown;
  };

  it('republishes no post that has no sections of its own and whose title names another subject', async () => {
    const yearText = 'We laid patios and paving in porcelain and sandstone on a full mortar bed, and every patio drained into a border or a soakaway.';
    const md = await withSectionlessPost('https://stonegate.example/blog/our-year', 'What We Learned Building Forty Gardens Last Year', yearText, ['gardens']);
    expect(md).not.toContain(yearText);
  });

  it('republishes no post that has no sections of its own, though its title names the topic: it is linked', async () => {
    const guideTitle = 'How to Choose a Patio That Lasts';
    const guideText = 'Choose a patio for how the garden drains first: porcelain on a full mortar bed, falling away from the house into a border or a soakaway.';
    const md = await withSectionlessPost('https://stonegate.example/blog/patio-guide', guideTitle, guideText, ['patio']);
    expect(md).not.toContain(`## ${guideTitle}`);
    expect(md).not.toContain(guideText);
  });

  it('answers no question with a post’s own question heading: the post is published already', async () => {
    const asked = 'Does a patio need planning permission?';
    const answer = 'Most patios need no planning permission when the paving drains into a border or a soakaway.';
    const withQuestion: SiteFacts = {
      ...gardenFacts,
      questions: [{ question: asked, answer, origin: 'heading', source: { url: POST, passage: `${asked} ${answer}` } }],
      passages: [...gardenFacts.passages, passage('b5', POST, asked, answer)],
    };
    const a = { ...gardenAnalysis, facts: withQuestion, topicPlans: [design, patios] };
    const md = (await offlineWriter().write(inputFor(patios, withQuestion, a))).markdown;
    expect(md).not.toContain(asked);
  });

  it('takes nothing from a post titled by another subject for a word it shares in passing ("design visit"), with or without a topic for it', async () => {
    const alone = { ...gardenAnalysis, topicPlans: [design] };
    const single = (await offlineWriter().write(inputFor(design, gardenFacts, alone))).markdown;
    expect(single).not.toContain(postIntro);
    const md = await writeGarden(design);
    expect(md).toContain(designText.slice(0, 40));
    for (const text of [postIntro, sandstone, porcelain]) expect(md).not.toContain(text);
  });
});

describe('offline engine: a list naming the offering among others', () => {
  it('does not take the page’s list of services for the offering’s own text when the offering is one of its items', async () => {
    const SITE = 'https://wirewell.example/';
    const SERVICES = 'https://wirewell.example/services';
    const mine = 'Office moves & cabling – network design, Wi-Fi surveys and structured cabling for new offices.';
    const others = ['Managed support – helpdesk, monitoring and patching for every laptop.', 'Hardware procurement – laptops supplied, configured and delivered ready to use.'];
    const offering = (name: string): Offering => ({ name, kind: 'service', url: SERVICES, description: null, prices: [], specs: [], source: { url: SERVICES, passage: name } });
    const f: SiteFacts = {
      ...facts,
      business: { name: 'Wirewell IT', source: { url: SITE, passage: 'Wirewell IT' } },
      offerings: [offering('Office moves & cabling'), offering('Hardware procurement')],
      questions: [],
      passages: [
        passage('l1', SERVICES, 'Our services', [...others, mine].join(' '), 'list', [...others, mine]),
        passage('l2', SERVICES, 'Office moves', 'We plan every office move with a site survey and run the new cabling over a weekend, so your team starts on Monday with everything working.'),
      ],
    };
    const a: SiteAnalysis = { ...analysis, url: SITE, siteName: 'Wirewell IT', pages: [page(SITE, 'Wirewell IT', []), page(SERVICES, 'Services | Wirewell IT', ['Our services'])], facts: f };
    const p: TopicPlan = { title: 'What Office Moves & Cabling Cover', keyphrase: 'Office moves & cabling', intent: 'explainer', grounding: [{ url: SERVICES, passage: mine }], updateOf: null, engine: 'offline' };
    const withPlans = { ...a, topicPlans: [p] };
    const md = (await offlineWriter().write(inputFor(p, f, withPlans))).markdown;
    for (const other of others) expect(md).not.toContain(other.slice(0, 30));
  });
});

describe('offline engine: a topic grounded on one row of a table', () => {
  it('stands on the table’s section: the notes under its heading come with the tier', async () => {
    const SITE = 'https://clayhouse.example/';
    const CLASSES = 'https://clayhouse.example/classes';
    const rows = ['Membership | Hours | Monthly', 'Part-time | 24 hours a month | £85', 'Full-time | Unlimited open studio | £140'];
    const firing = 'Firing is charged by the shelf for members: £6 per bisque shelf and £8 per glaze shelf.';
    const tier: Offering = {
      name: 'Full-time',
      kind: 'service',
      url: CLASSES,
      description: null,
      prices: [{ text: '£140', amount: 140, currency: 'GBP', unit: null, source: { url: CLASSES, passage: rows[2]! } }],
      specs: [],
      source: { url: CLASSES, passage: rows[2]! },
    };
    const f: SiteFacts = {
      ...facts,
      business: { name: 'Clayhouse Studio', source: { url: SITE, passage: 'Clayhouse Studio' } },
      offerings: [tier],
      questions: [],
      passages: [passage('t1', CLASSES, 'Studio membership', rows.join(' '), 'table', rows), passage('t2', CLASSES, 'Studio membership', firing)],
    };
    const a: SiteAnalysis = { ...analysis, url: SITE, siteName: 'Clayhouse Studio', pages: [page(SITE, 'Clayhouse Studio', []), page(CLASSES, 'Classes | Clayhouse Studio', ['Classes'])], facts: f };
    const p: TopicPlan = { title: 'Full-Time Membership Cost: £140', keyphrase: 'Full-time', intent: 'cost', grounding: [{ url: CLASSES, passage: rows[2]! }], updateOf: null, engine: 'offline' };
    const withPlans = { ...a, topicPlans: [p] };
    const md = (await offlineWriter().write(inputFor(p, f, withPlans))).markdown;
    expect(md).toContain(firing);
    expect(md).toContain('| Full-time | Unlimited open studio | £140 |');
    // The section goes to one article of the site, the first topic standing on a row of its table.
    const part: TopicPlan = { ...p, title: 'Part-Time Membership Cost: £85', keyphrase: 'Part-time', grounding: [{ url: CLASSES, passage: rows[1]! }] };
    const both = { ...a, topicPlans: [p, part] };
    const second = (await offlineWriter().write(inputFor(part, f, both))).markdown;
    expect(second).not.toContain(firing);
  });
});

describe('offline engine: the passage a topic was proposed from', () => {
  const rate = 'I charge £35 for the first hour and £25 for each hour after that.';
  const jobs = 'Shelves, flat-pack furniture, curtain poles and dripping taps.';
  const oneManFacts: SiteFacts = {
    ...facts,
    offerings: [],
    questions: [],
    passages: [passage('h1', HOME, 'Odd Jobs Oakhaven', 'Handyman services in Oakhaven and the villages around it.'), passage('h2', HOME, 'Odd Jobs Oakhaven', rate), passage('h3', HOME, 'Odd Jobs Oakhaven', jobs)],
  };
  const cost: TopicPlan = { title: 'How Much Does a Handyman Cost?', keyphrase: 'handyman', intent: 'cost', grounding: [{ url: HOME, passage: rate }], updateOf: null, engine: 'offline' };

  it('is in the article though it never names the keyphrase (the trade named only in the site’s heading)', async () => {
    expect(await writeWith(cost, oneManFacts)).toContain(rate);
  });

  it('prices a trade across the packages it stands on, though no package names the trade, with the terms every package shares', async () => {
    const PACKAGES = 'https://frame.example/packages';
    const terms = 'Every package includes two hours of framing demonstrations and clearing up.';
    const f: SiteFacts = {
      ...facts,
      questions: [],
      offerings: [offering('Little frames', PACKAGES, 'Four small frames.', '£12 per head', 12), offering('Gallery wall', PACKAGES, 'Six frames hung.', '£28 per head', 28)],
      passages: [passage('k1', PACKAGES, 'Package prices', terms), passage('k2', PACKAGES, 'Little frames', 'Four small frames. £12 per head.'), passage('k3', PACKAGES, 'Gallery wall', 'Six frames hung. £28 per head.')],
    };
    const p: TopicPlan = { title: 'Framing Party Prices: £12–£28 per Head', keyphrase: 'framing party', intent: 'cost', grounding: f.offerings.map((o) => o.source), updateOf: null, engine: 'offline' };
    const md = await writeWith(p, f);
    expect(md).toMatch(/\| Little frames +\| £12 per head/);
    expect(md).toMatch(/\| Gallery wall +\| £28 per head/);
    expect(md).toContain(terms);
  });

  it('brings its section, but not a line of that section about another of the site’s offerings', async () => {
    const classes = 'Classes run on Saturday afternoons, for up to eight people.';
    const mine = 'Box framing class — £60, 3 hours. Build a deep box frame for a shirt or medals.';
    const theirs = 'Gilding class — £75, 4 hours. Water gilding and burnishing on a small frame.';
    const f: SiteFacts = {
      ...facts,
      questions: [],
      offerings: [offering('Box framing class', WORKSHOP, 'Build a deep box frame for a shirt or medals.', '£60', 60), offering('Gilding class', WORKSHOP, 'Water gilding and burnishing on a small frame.', '£75', 75)],
      passages: [passage('c1', WORKSHOP, 'Framing classes', classes), passage('c2', WORKSHOP, 'Framing classes', mine), passage('c3', WORKSHOP, 'Framing classes', theirs)],
    };
    const p: TopicPlan = { title: 'Box Framing Class: £60 for 3 Hours', keyphrase: 'box framing class', intent: 'cost', grounding: [{ url: WORKSHOP, passage: mine }], updateOf: null, engine: 'offline' };
    const md = await writeWith(p, f);
    expect(md).toContain(classes);
    expect(md).not.toContain('Water gilding');
  });
});

describe('offline engine: an offering named in the plural', () => {
  it('shows the row of a size table naming one of it ("2 yard mini skip"), with the row’s own label', async () => {
    const SIZES_PAGE = 'https://frame.example/skip-sizes';
    const rows = ['Skip | Holds about | Price', '2 yard mini skip | 20–25 bin bags | £150', '6 yard builders skip | 55–65 bin bags | £260'];
    const line = '2 and 4 yard skips for garden clear-outs and small bathroom refits.';
    const f: SiteFacts = {
      ...facts,
      questions: [],
      offerings: [{ name: 'Mini skips', kind: 'service', url: HOME, description: line, prices: [], specs: [], source: { url: HOME, passage: `Mini skips. ${line}` } }],
      passages: [passage('m1', HOME, 'Mini skips', line), passage('m2', SIZES_PAGE, 'Skip sizes and prices', rows.join(' '), 'table', rows)],
    };
    const p: TopicPlan = { title: 'Understanding Mini Skips', keyphrase: 'Mini skips', intent: 'explainer', grounding: [{ url: HOME, passage: `Mini skips. ${line}` }], updateOf: null, engine: 'offline' };
    const md = await writeWith(p, f);
    expect(md).toContain('- Skip: 2 yard mini skip');
    expect(md).toContain('- Price: £150');
    expect(md).not.toContain('£260');
  });
});

describe('offline engine: a trade priced by its kinds of visit', () => {
  it('opens its cost article with the prices of the rows it was proposed from, though no row names the trade', async () => {
    const FEES = 'https://frame.example/fees';
    const rows = ['Appointment | Length | Fee', 'First appointment | 60 minutes | £68', 'Follow-up | 40 minutes | £55'];
    const visit = (name: string, row: string, price: string, amount: number): Offering => ({
      name,
      kind: 'service',
      url: FEES,
      description: null,
      prices: [{ text: price, amount, currency: 'GBP', unit: null, source: { url: FEES, passage: row } }],
      specs: [],
      source: { url: FEES, passage: row },
    });
    const f: SiteFacts = {
      ...facts,
      questions: [],
      offerings: [
        { name: 'Osteopathy', kind: 'service', url: HOME, description: null, prices: [], specs: [], source: { url: HOME, passage: 'Osteopathy in Wantage' } },
        visit('First appointment', rows[1]!, '£68', 68),
        visit('Follow-up', rows[2]!, '£55', 55),
      ],
      passages: [passage('o1', HOME, 'Osteopathy in Wantage', 'Hands-on treatment for back and neck pain from two osteopaths.'), passage('o2', FEES, 'Fees', rows.join(' '), 'table', rows)],
    };
    const p: TopicPlan = {
      title: 'Osteopathy Prices: £55–£68',
      keyphrase: 'osteopathy',
      intent: 'cost',
      grounding: [{ url: HOME, passage: 'Osteopathy in Wantage' }, { url: FEES, passage: rows[1]! }, { url: FEES, passage: rows[2]! }],
      updateOf: null,
      engine: 'offline',
    };
    const a = { ...analysis, facts: f, topicPlans: [p] };
    const draft = await offlineWriter().write(inputFor(p, f, a));
    const opening = draft.markdown.split('\n\n')[1]!;
    expect(opening).toContain('the first appointment is £68 and the follow-up is £55');
    expect(draft.editorNotes.join(' ')).not.toContain('states no price');
  });
});

describe('offline engine: a cost topic over packages the title does not name', () => {
  it('heads what they include by the keyphrase, each card under its own name, never by the first package', async () => {
    const PARTIES = 'https://frame.example/parties';
    const f: SiteFacts = {
      ...facts,
      questions: [],
      offerings: [offering('Little Stars', PARTIES, 'Songs and parachute games for toddlers.', '£145', 145), offering('Mega Party', PARTIES, 'Two hours with a disco.', '£255', 255)],
      passages: [
        passage('p1', PARTIES, 'Little Stars', 'Songs and parachute games for toddlers. £145.'),
        passage('p2', PARTIES, 'Mega Party', 'Two hours with a disco. £255.'),
        passage('p3', PARTIES, 'Mega Party', 'Disco lights and a smoke machine A certificate for the birthday child', 'list', ['Disco lights and a smoke machine', 'A certificate for the birthday child']),
      ],
    };
    const p: TopicPlan = { title: 'How Much Do Party Packages Cost? £145–£255', keyphrase: 'party packages', intent: 'cost', grounding: f.offerings.map((o) => o.prices[0]!.source), updateOf: null, engine: 'offline' };
    const md = await writeWith(p, f);
    expect(md).toContain('## What party packages include');
    expect(md).toContain('**Mega Party**\n\n- Disco lights and a smoke machine');
    expect(md).not.toContain('What the Little Stars');
  });
});

describe('offline engine: work named by its gerund, priced in the business’s own sentence', () => {
  const ABOUT = 'https://frame.example/about';
  const said = 'We also re-wax your own wax jackets: £35 for a jacket, £25 for a gilet, done within a week.';
  const rewax: Offering = {
    name: 'Re-waxing',
    kind: 'service',
    url: ABOUT,
    description: `${said} Drop it into the shop or post it to us.`,
    prices: [
      { text: '£35', amount: 35, currency: 'GBP', unit: null, source: { url: ABOUT, passage: `Re-waxing. ${said}` } },
      { text: '£25', amount: 25, currency: 'GBP', unit: null, source: { url: ABOUT, passage: `Re-waxing. ${said}` } },
    ],
    specs: [],
    source: { url: ABOUT, passage: `Re-waxing. ${said}` },
  };
  const f: SiteFacts = {
    ...facts,
    questions: [],
    offerings: [rewax],
    passages: [
      passage('r1', ABOUT, 'Re-waxing', `${said} Drop it into the shop or post it to us.`),
      passage('r2', ABOUT, 'Parking and folding', 'At the bottom the jacket rail folds back against the wall so it never blocks a doorway.'),
    ],
  };
  const p: TopicPlan = { title: 'Re-Waxing Prices: £35', keyphrase: 'Re-waxing', intent: 'cost', grounding: [rewax.source], updateOf: null, engine: 'offline' };

  it('opens with the site’s sentence naming its verb ("re-wax") with the price, never "Re-waxing: £35.", and says it once', async () => {
    const md = await writeWith(p, f);
    expect(md.split('\n\n')[1]!.startsWith(said), md).toBe(true);
    expect(md).not.toContain('Re-waxing: £35');
    expect(md.split(said).length).toBe(2);
  });

  it('reads a heading about parking as directions only where the passage is about cars', async () => {
    expect(await writeWith(p, f)).not.toContain('## Finding us');
  });
});

describe('offline engine: a cost topic whose page prices it as a menu does', () => {
  it('opens with the page’s own price lines though they have no verb, and keeps a day’s capital', async () => {
    const LUNCH = 'https://frame.example/sunday-lunch';
    const menu = 'Roast sirloin of beef or a nut roast, each £21, served with Yorkshire pudding and proper gravy.';
    const courses = 'Two courses £27, three courses £32.';
    const f: SiteFacts = {
      ...facts,
      questions: [],
      offerings: [{ name: 'Sunday lunch', kind: 'service', url: HOME, description: 'Three roasts every Sunday, with Yorkshire puddings.', prices: [], specs: [], source: { url: HOME, passage: 'Sunday lunch. Three roasts every Sunday, with Yorkshire puddings.' } }],
      passages: [passage('l1', HOME, 'Sunday lunch', 'Three roasts every Sunday, with Yorkshire puddings. Booking is essential.'), passage('l2', LUNCH, 'Sunday lunch', `${menu} ${courses}`), passage('l3', LUNCH, 'Sunday lunch', 'Sittings at 12 and 3pm. Children’s roasts are £11.')],
    };
    const p: TopicPlan = { title: 'How Much Does a Sunday Lunch Cost?', keyphrase: 'Sunday lunch', intent: 'cost', grounding: [{ url: LUNCH, passage: `${menu} ${courses}` }], updateOf: null, engine: 'offline' };
    const md = await writeWith(p, f);
    expect(md.split('\n\n')[1]).toContain('each £21');
    expect(md).not.toContain('the sunday lunch');
  });
});

describe('offline engine: three prices in one sentence', () => {
  it('lists them as a series, never "a and b and c", and opens with no line leaning on one before it', async () => {
    const BLINDS = 'https://frame.example/blinds';
    const rows = ['Roller blind: from £85', 'Vertical blind: from £110', 'Roman blind: from £195'];
    const blind = (name: string, row: string, price: string, amount: number): Offering => ({
      name,
      kind: 'product',
      url: BLINDS,
      description: null,
      prices: [{ text: price, amount, currency: 'GBP', unit: null, source: { url: BLINDS, passage: rows.join(' ') } }],
      specs: [],
      source: { url: BLINDS, passage: row },
    });
    const f: SiteFacts = {
      ...facts,
      questions: [],
      offerings: [blind('Roller blind', rows[0]!, 'from £85', 85), blind('Vertical blind', rows[1]!, 'from £110', 110), blind('Roman blind', rows[2]!, 'from £195', 195)],
      passages: [
        passage('b1', BLINDS, 'Blinds', rows.join(' '), 'list', rows),
        passage('b2', BLINDS, 'Blinds', 'It takes two weeks and costs nothing extra to measure. Every blind is made to measure.'),
        passage('b3', BLINDS, 'Blinds', 'Plantation shutters are made to order and take 8 weeks from survey to fitting.'),
      ],
    };
    f.offerings.push({ name: 'Plantation shutters', kind: 'product', url: BLINDS, description: null, prices: [], specs: [], source: { url: BLINDS, passage: 'Plantation shutters' } });
    const p: TopicPlan = { title: 'How Much Do Blinds Cost? £85–£195', keyphrase: 'blinds', intent: 'cost', grounding: f.offerings.map((o) => o.source), updateOf: null, engine: 'offline' };
    const md = await writeWith(p, f);
    const opening = md.split('\n\n')[1]!;
    expect(opening).not.toMatch(/ and .* and the /);
    expect(opening).not.toMatch(/^It /);
    // How long another offering takes is no answer about blinds: not the opening, not "How long it takes".
    expect(opening).not.toContain('8 weeks');
    expect(md).not.toMatch(/## How long it takes\n\nPlantation shutters/);
  });
});

describe('offline engine: a passage belongs to the offering whose section it stands in', () => {
  const SITE = 'https://sweep.example/';
  const SERVICES = 'https://sweep.example/services/';
  const service = 'A stove service on its own is £60. We replace rope seals and glass seals and clean the glass.';
  const nestTime = 'A small nest can be cleared with rods in under an hour; a packed flue can take half a day.';
  const surveyVisit = 'We do a free survey visit first, look inside the flue and chimney, and give you a written quote.';
  const camera = 'A camera survey shows the inside of the flue. A survey is £120, or £60 if we are already there to sweep.';
  const priced = (name: string, description: string, price: string, amount: number): Offering => ({
    name,
    kind: 'service',
    url: SERVICES,
    description,
    prices: [{ text: price, amount, currency: 'GBP', unit: null, source: { url: SERVICES, passage: `${name}. ${description}` } }],
    specs: [],
    source: { url: SERVICES, passage: `${name}. ${description}` },
  });
  const sweepFacts: SiteFacts = {
    ...facts,
    business: { name: 'Harrow Chimney & Stove', source: { url: SITE, passage: 'Harrow Chimney & Stove' } },
    offerings: [priced('Stove Servicing', service, '£60', 60), priced('Bird Nest Removal', nestTime, '£90', 90), priced('Stove Installation', surveyVisit, '£2,600', 2600), priced('Camera Chimney Surveys', camera, '£120', 120)],
    questions: [],
    passages: [
      passage('s1', SERVICES, 'Stove Servicing', service),
      passage('s2', SERVICES, 'Bird Nest Removal', `Nest removal is usually £90. ${nestTime}`),
      passage('s3', SERVICES, 'Stove Installation', `${surveyVisit} Installations start at £2,600.`),
      passage('s4', SERVICES, 'Camera Chimney Surveys', camera),
    ],
  };
  // The site's title carries the business's name ("… | Harrow Chimney & Stove"): its words name no page's subject.
  const sweepAnalysis: SiteAnalysis = { ...analysis, url: SITE, siteName: 'Harrow Chimney & Stove', pages: [page(SITE, 'Harrow Chimney & Stove', ['Chimney sweeps']), page(SERVICES, 'Services & Prices | Harrow Chimney & Stove', ['Services & Prices'])], facts: sweepFacts };
  const writeFor = async (p: TopicPlan) => {
    const a = { ...sweepAnalysis, topicPlans: [p] };
    return (await offlineWriter().write(inputFor(p, sweepFacts, a))).markdown;
  };

  it('never quotes how long another service takes as this one’s time, though the page’s title names the business’s stoves', async () => {
    const md = await writeFor({ ...plan('How Much Does Stove Servicing Cost?', 'stove servicing', SERVICES, `Stove Servicing. ${service}`), intent: 'cost' });
    expect(md.split('\n\n')[1]).toMatch(/£60/);
    expect(md).not.toContain(nestTime);
  });

  it('never quotes another service’s free visit under a survey it does not include', async () => {
    const md = await writeFor({ ...plan('How Much Do Camera Chimney Surveys Cost?', 'camera chimney surveys', SERVICES, `Camera Chimney Surveys. ${camera}`), intent: 'cost' });
    expect(md).toContain('A survey is £120, or £60 if we are already there to sweep.');
    expect(md).not.toContain(surveyVisit);
  });
});

describe('offline engine: the business’s people, as its prose introduces them', () => {
  it('names a person the prose says started or owns the business, never the business itself', () => {
    const about = 'https://pests.example/about';
    expect([...staffNames([passage('a', about, 'Our story', 'Ray Villarreal started Mesquite Pest Defense with one truck in 2011.')], 'Mesquite Pest Defense')]).toEqual(['Ray']);
    expect([...staffNames([passage('b', about, 'Our story', 'Cipher Street runs live escape rooms in Wexmoor.')], 'Cipher Street Escape Rooms')]).toEqual([]);
  });
});

describe('offline engine: what a price includes is no length of the job', () => {
  it('reads "staff for up to six hours on site" in what a per-head price includes as no time the work takes', () => {
    expect(saysHowLong('Our per-head prices include the chef team, front-of-house staff for up to six hours on site and all cooking equipment.')).toBe(false);
    expect(saysHowLong('A combi swap takes one day, and we are usually six hours on site.')).toBe(true);
    // Work taken on, and a wedding "day", say nothing of how long anything takes.
    expect(saysHowLong('I work with a small team, take on around twenty-two weddings a year, and I’ll be the one behind the camera on your day.')).toBe(false);
    expect(saysHowLong('Most installs need about four hours on site to fit.')).toBe(true);
    expect(saysHowLong('A full service takes up to two hours.')).toBe(true);
    // Money taken off, and how often, are no length either.
    expect(saysHowLong('If you book a maintenance valet every four weeks we’ll take £5 off every visit.')).toBe(false);
    expect(saysHowLong('A maintenance valet every six weeks takes about an hour and a half.')).toBe(true);
    expect(saysHowLong('If you book every six weeks we’ll take off £3.')).toBe(false);
    // "in the last three months" is a time ago, not a length.
    expect(saysHowLong('The first visit for a plan customer must be a full valet, unless your car has had one with us in the last three months.')).toBe(false);
    expect(saysHowLong('A sports massage lasts 45 minutes.')).toBe(true);
  });
});

describe('offline engine: an offering priced by its kinds in prose', () => {
  it('opens a cost article on the site’s sentences pricing each kind, in its order, never the engine’s "from" sentence', async () => {
    const WED = 'https://grain.example/weddings/';
    const kinds = [
      'A plated three-course meal starts from £58 per head + VAT and is the most formal option.',
      'A sharing feast, where big platters go down the middle of each table, starts from £52 per head + VAT.',
      'Our fire-cooked feast — lamb, beef or whole fish cooked over open fire — starts from £46 per head + VAT.',
    ];
    const kind = (variant: string, text: string, amount: number, sentence: string) => ({ text, amount, currency: 'GBP', unit: 'from per head', variant, source: { url: WED, passage: sentence } });
    const catering: Offering = {
      name: 'Wedding catering',
      kind: 'service',
      url: WED,
      description: null,
      prices: [kind('Plated three-course meal', 'from £58 per head', 58, kinds[0]!), kind('Sharing feast', 'from £52 per head', 52, kinds[1]!), kind('Fire-cooked feast', 'from £46 per head', 46, kinds[2]!)],
      specs: [],
      source: { url: WED, passage: 'Wedding catering' },
    };
    const f: SiteFacts = {
      ...facts,
      questions: [],
      offerings: [catering],
      passages: [passage('w0', WED, 'Wedding catering', 'We cater around forty weddings a year.'), passage('w1', WED, 'How wedding food works with us', kinds.join(' '))],
    };
    const p: TopicPlan = { title: 'The Cost of Wedding Catering: From £46 per Person', keyphrase: 'wedding catering', intent: 'cost', grounding: [catering.source], updateOf: null, engine: 'offline' };
    const opening = (await writeWith(p, f)).split('\n\n')[1]!;
    expect(opening).toContain(kinds[0]);
    expect(opening.indexOf('£58')).toBeLessThan(opening.indexOf('£52'));
    expect(opening).toContain('fire-cooked feast');
    expect(opening).not.toMatch(/wedding catering is from £46/i);
  });
});

describe('offline engine: what the business does not do', () => {
  const VALET = 'https://shine.example/valeting/';
  const f: SiteFacts = {
    ...facts,
    questions: [],
    offerings: [offering('Full valet', VALET, 'Inside and out, at your door, in about four hours.', '£95', 95)],
    passages: [
      passage('v1', VALET, 'Full valet', 'A full valet covers the paintwork, wheels, seats and carpets. We hand-wash, decontaminate and wax the paint, and hot-water extract the seats.'),
      passage('v2', VALET, 'What we don’t do', 'We’re detailers, not a body shop. We don’t do smart repairs, dent removal, alloy wheel refurbishment or paint protection film. We’re happy to recommend people who do.'),
      passage('v3', VALET, 'What we don’t do', 'We also don’t valet motorhomes, caravans or boats: our vans are set up for cars and small vans only.'),
    ],
  };
  const p: TopicPlan = { title: 'What a Full Valet Involves', keyphrase: 'full valet', intent: 'explainer', grounding: [f.offerings[0]!.source], updateOf: null, engine: 'offline' };
  // The page is titled by the keyphrase, so all of it is the topic's material but what it turns away.
  const a = { ...analysis, pages: [...analysis.pages, page(VALET, 'Full Valet | Shine Valeting', ['Full valet'])], facts: f, topicPlans: [p] };
  const written = async () => (await offlineWriter().write(inputFor(p, f, a))).markdown;

  it('never lists the services it turns away under a topic they do not name', async () => {
    const md = await written();
    expect(md).toContain('hot-water extract the seats');
    expect(md).not.toContain('dent removal');
  });

  it('says what it does not do of the topic’s own work ("We also don’t valet motorhomes")', async () => {
    expect(await written()).toContain('motorhomes');
  });
});

describe('offline engine: what vouches for the business', () => {
  it('is a guarantee, insurance or accreditation it states, never one it refuses ("we can’t guarantee a match on reorders")', () => {
    expect(vouches('We’re fully insured with £5 million public liability cover.')).toBe(true);
    expect(vouches('Every job is guaranteed for two years.')).toBe(true);
    expect(vouches('Please order all skeins at once so we can pull from the same dye lot – we can’t guarantee a match on reorders.')).toBe(false);
  });
});


describe('offline engine: what a price includes', () => {
  it('is never a certificate the customer shows ("we’ll ask to see your insurance certificate"), but one the work comes with', () => {
    expect(INCLUDES.test('We’ll ask to see your insurance certificate before the first lesson.')).toBe(false);
    expect(INCLUDES.test('Every install comes with a Gas Safe certificate.')).toBe(true);
    expect(INCLUDES.test('You get an electrical installation certificate at the end.')).toBe(true);
  });
});

describe('a section weighing the topic’s offering against another', () => {
  const ROOF = 'https://frame.example/roof-repairs';
  const either = 'We either re-bed them in fresh mortar or fit a dry ridge system, which is mechanically fixed and needs no mortar at all — it costs more but needs no maintenance.';
  const roofFacts: SiteFacts = {
    ...facts,
    offerings: [
      offering('Ridge tile re-bedding', ROOF, 'Per 10 m, mortar.', 'from £350', 350),
      offering('Dry ridge system', ROOF, 'Per 10 m, no mortar.', 'from £520', 520),
      { ...offering('Ridge tiles', ROOF, 'Ridge tiles are bedded in mortar.', '', 0), prices: [] },
    ],
    questions: [],
    passages: [
      passage('r1', ROOF, 'Roof repair prices', 'Ridge tile re-bedding (per 10 m, mortar) | from £350 Dry ridge system (per 10 m, no mortar) | from £520', 'table', ['Ridge tile re-bedding (per 10 m, mortar) | from £350', 'Dry ridge system (per 10 m, no mortar) | from £520']),
      passage('r2', ROOF, 'Ridge tiles', `Ridge tiles are bedded in mortar that cracks and washes out after 20–30 years. Loose ridge tiles let water in and can blow off in a gale. ${either}`),
    ],
  };
  const roofAnalysis: SiteAnalysis = { ...analysis, pages: [page(HOME, 'Oakhaven Roofing', []), page(ROOF, 'Roof repairs | Oakhaven Roofing', ['Roof repairs'])], facts: roofFacts };
  const dryRidge: TopicPlan = { title: 'The Cost of a Dry Ridge System: From £520', keyphrase: 'Dry ridge system', intent: 'cost', grounding: [{ url: ROOF, passage: 'Dry ridge system (per 10 m, no mortar) | from £520' }], updateOf: null, engine: 'offline' };

  it('quotes the section naming it in its prose, though its heading names another offering ("Ridge tiles")', async () => {
    const draft = await offlineWriter().write(inputFor(dryRidge, roofFacts, { ...roofAnalysis, topicPlans: [dryRidge] }));
    expect(draft.markdown).toContain(either);
    expect(draft.markdown).toContain('Ridge tiles are bedded in mortar');
  });
});

describe('a cost article on work priced by a table of tiers', () => {
  const PRICES = 'https://frame.example/prices';
  const tier = (label: string, amount: number) => ({ text: `£${amount}`, amount, currency: 'GBP', unit: null, variant: label, source: { url: PRICES, passage: `${label} | £${amount}` } });
  const roomFacts: SiteFacts = {
    ...facts,
    offerings: [{ name: 'Escape rooms', kind: 'service', url: PRICES, description: null, prices: [tier('2 players', 54), tier('4 players', 88), tier('6 players', 108)], specs: [], source: { url: PRICES, passage: 'Prices. You pay per team, not per game.' } }],
    questions: [],
    passages: [
      passage('t1', PRICES, 'Prices', 'You pay per team, not per game.'),
      passage('t2', PRICES, 'Prices', 'Players | Price per team 2 players | £54 4 players | £88 6 players | £108', 'table', ['Players | Price per team', '2 players | £54', '4 players | £88', '6 players | £108']),
    ],
  };
  const plan: TopicPlan = { title: 'Escape Room Prices: £54–£108', keyphrase: 'Escape rooms', intent: 'cost', grounding: [{ url: PRICES, passage: 'Prices. You pay per team, not per game.' }, { url: PRICES, passage: '2 players | £54' }], updateOf: null, engine: 'offline' };

  it('states the tiers’ prices in its opening, though no row names the work', async () => {
    const a: SiteAnalysis = { ...analysis, pages: [page(HOME, 'Oakhaven Rooms', []), page(PRICES, 'Prices | Oakhaven Rooms', ['Prices'])], facts: roomFacts, topicPlans: [plan] };
    const draft = await offlineWriter().write(inputFor(plan, roomFacts, a));
    const opening = draft.markdown.split('\n\n')[1] ?? '';
    expect(opening).toMatch(/£54/);
  });
});

describe('a post’s byline read as the first lines of its text', () => {
  it('quotes neither its author, its date nor the category after the date', () => {
    expect(quotableSentences('By Gareth Hollis. 19th October 2023. EV Charging. We get asked this every day, so here is a straight answer.', true)).toEqual(['We get asked this every day, so here is a straight answer.']);
    expect(quotableSentences('12th March 2024. Landlords & Homeowners. You will be asked for an EICR when you sell.')).toEqual(['You will be asked for an EICR when you sell.']);
  });
});

describe('a cost article on an offering priced by tiers its table spans by a first cell', () => {
  const PRICING = 'https://frame.example/pricing';
  const rows = ['Service | Property / details | Price (incl. VAT)', 'EICR Certificate | 1 bed flat | £145', '2–3 bed house | £180', '4 bed house | £220', '5+ bed house / HMO | from £275'];
  const price = (text: string, amount: number, row: string, variant?: string) => ({ text, amount, currency: 'GBP', unit: null, ...(variant ? { variant } : {}), source: { url: PRICING, passage: row } });
  const eicrFacts: SiteFacts = {
    ...facts,
    offerings: [{ name: 'EICR certificates', kind: 'service', url: PRICING, description: null, specs: [], source: { url: PRICING, passage: 'Our Prices. No hidden extras.' }, prices: [price('£180', 180, rows[2]!, '2–3 bed house'), price('£220', 220, rows[3]!, '4 bed house'), price('from £275', 275, rows[4]!, '5+ bed house / HMO'), price('£145', 145, rows[1]!)] }],
    questions: [],
    passages: [passage('x1', PRICING, 'Our Prices', rows.join(' '), 'table', rows)],
  };
  const plan: TopicPlan = { title: 'How Much Do EICR Certificates Cost in Leeds?', keyphrase: 'EICR certificates', intent: 'cost', grounding: [{ url: PRICING, passage: 'Our Prices. No hidden extras.' }], updateOf: null, engine: 'offline' };

  it('says the range from the cheapest tier to the dearest and shows every tier, cheapest first', async () => {
    const a: SiteAnalysis = { ...analysis, pages: [page(HOME, 'Oakhaven Electrical', []), page(PRICING, 'Prices | Oakhaven Electrical', ['Our Prices'])], facts: eicrFacts, topicPlans: [plan] };
    const md = (await offlineWriter().write(inputFor(plan, eicrFacts, a))).markdown;
    expect(md).toMatch(/£145 to £275/);
    expect(md).not.toMatch(/£180 to £145/);
    const tableRows = md.split('\n').filter((l) => /^\| (?:1 bed|2–3|4 bed|5\+)/.test(l));
    expect(tableRows.map((l) => l.split('|')[2]!.trim())).toEqual(['£145', '£180', '£220', 'from £275']);
  });
});

describe('directions to the business', () => {
  it('are read under headings about getting there, never a question or a longer heading sharing a word', () => {
    expect(['Finding us', 'Opening hours', 'Location', 'Parking & access', 'Getting here by bus'].filter(visitHeading)).toHaveLength(5);
    expect(['What counts as a location?', 'Parking bays & suspensions', 'Where is the nearest location to me?'].filter(visitHeading)).toEqual([]);
  });
});

describe('a cost article whose keyphrase names no priced offering', () => {
  const RATES = 'https://frame.example/rates';
  const CLASSES = 'https://frame.example/classes';
  const own = 'The six-week puppy class is $180, and that includes a copy of our puppy handbook.';
  const dogFacts: SiteFacts = {
    ...facts,
    offerings: [
      { ...offering('Private Training', RATES, 'One-to-one sessions at your home.', '$95/hour', 95), kind: 'service' },
      { ...offering('Puppy Kindergarten', RATES, 'Six Saturday mornings for pups aged 9–20 weeks.', '$180', 180), kind: 'service' },
    ],
    questions: [],
    passages: [
      passage('d1', RATES, 'Rates', 'Private Training $95/hour Puppy Kindergarten $180', 'table', ['Private Training | $95/hour', 'Puppy Kindergarten | $180']),
      passage('d2', CLASSES, 'Puppy classes', `${own} Classes meet at our training yard in East Austin.`),
    ],
  };
  // Grounded, as a trade's cost is, on the site's other prices too.
  const plan: TopicPlan = {
    title: 'How Much Do Puppy Classes Cost in Austin?',
    keyphrase: 'puppy classes',
    intent: 'cost',
    grounding: [
      { url: HOME, passage: 'Puppy classes, private dog training and board-and-train in Austin.' },
      { url: RATES, passage: 'Private Training. One-to-one sessions at your home.' },
    ],
    updateOf: null,
    engine: 'offline',
  };

  it('opens on the site’s own sentence pricing it, never on another offering’s price', async () => {
    const a: SiteAnalysis = { ...analysis, pages: [page(HOME, 'Oakhaven Dogs', []), page(RATES, 'Rates | Oakhaven Dogs', ['Rates']), page(CLASSES, 'Classes | Oakhaven Dogs', ['Puppy classes'])], facts: dogFacts, topicPlans: [plan] };
    const opening = (await offlineWriter().write(inputFor(plan, dogFacts, a))).markdown.split('\n\n')[1] ?? '';
    expect(opening).toContain(own);
    expect(opening).not.toMatch(/\$95/);
  });
});

describe('what a local trade with monthly plans costs', () => {
  it('opens on its plans, by their card names and in words, before the repairs it also prices', async () => {
    const analysis = analysedSite(
      [
        extractPage(htmlPage('Mesa Pool Care | Pool cleaning in Tempe', 'Weekly pool cleaning and pool repair across Tempe.', '<h1>Pool cleaning in Tempe</h1><p>Weekly pool cleaning, green pool recovery and equipment repair across Tempe, AZ.</p>'), 'https://pools.test/'),
        extractPage(htmlPage('Weekly Pool Service | Mesa Pool Care', 'Weekly pool service plans.', '<h1>Weekly Pool Service</h1><p>All plans are month-to-month with chemicals included.</p><h2>Weekly service plans</h2><div class="grid"><div class="card"><h3>Full Service</h3><p class="price">$185/mo</p><ul><li>Brush walls and tile line</li><li>Net and vacuum debris</li></ul></div><div class="card"><h3>Platinum</h3><p class="price">$235/mo</p><ul><li>Everything in Full Service</li><li>Filter clean three times a year</li></ul></div></div>'), 'https://pools.test/weekly-pool-service/'),
        extractPage(htmlPage('Pool Repair | Mesa Pool Care', 'Pool equipment repair.', '<h1>Pool Equipment Repair</h1><table><tr><th>Service</th><th>Price</th></tr><tr><td>Pump motor replacement</td><td>from $595 installed</td></tr><tr><td>Leak detection (pressure and dye test)</td><td>$325</td></tr><tr><td>Labor</td><td>$125/hr</td></tr></table>'), 'https://pools.test/pool-equipment-repair/'),
        extractPage(htmlPage('Salt Cells | Mesa Pool Care', 'Salt cell cleaning.', '<h1>Salt Cell Cleaning</h1><p>Salt cell cleaning is $95 and we recommend it every 3–4 months.</p>'), 'https://pools.test/salt-cell-cleaning/'),
      ],
    );
    const { plans } = offlinePlans(analysis);
    expect(plans.map((p) => p.title).filter((t) => /^Labor/.test(t))).toEqual([]);
    const area = plans.find((p) => /^How Much Does Pool Cleaning Cost/.test(p.title));
    expect(area).toBeDefined();
    const markdown = await draftFor(analysis, plans, area!);
    const opening = markdown.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#'))!;
    expect(opening).toContain('the Full Service plan is $185 a month');
  });
});

describe('a question of the site that shares a word with the topic by chance', () => {
  it('stays out: "we\'ll credit the rest of your month" under another question says nothing of SMS credits', async () => {
    const doc = (title: string, body: string) => htmlPage(title, 'Salon booking software.', body);
    const analysis = analysedSite(
      [
        extractPage(doc('Chairbook — Salon Booking Software', '<h1>Online booking for salons</h1><p>Clients book online and get reminders by text.</p>'), 'https://saas.test/'),
        extractPage(
          doc(
            'Pricing — Chairbook',
            `<h1>Pricing</h1><h2>Need more texts? Top up with SMS credits.</h2><p>Each plan includes a monthly allowance of SMS reminders. Extra SMS credits never expire while your subscription is active.</p>
<h3>What happens if I run out of SMS credits?</h3><p>Reminders fall back to email until you top up with SMS credits or your allowance resets.</p>
<h3>Can I switch between monthly and annual billing?</h3><p>Yes. Switch to annual at any time and we'll credit the rest of your month. Annual plans can be cancelled within 30 days for a full refund.</p>`,
          ),
          'https://saas.test/pricing/',
        ),
      ],
    );
    const { plans } = offlinePlans(analysis);
    const sms = plans.find((p) => /run out of sms credits/i.test(p.title));
    expect(sms).toBeDefined();
    const markdown = await draftFor(analysis, plans, sms!);
    expect(markdown).toContain('fall back to email');
    expect(markdown).not.toMatch(/annual billing|credit the rest of your month/);
    const ctx = createCtx(inputFor(sms!, analysis.facts!, { ...analysis, topicPlans: plans }));
    expect(ctx.passages.filter((p) => /annual billing/i.test(p.heading ?? '')).map((p) => p.text)).toEqual([]);
  });
});

describe('a dance studio’s term fees beside its exam fees, uniforms and show tickets', () => {
  it('asks what its classes cost by the term fees, never by an exam fee, a pair of shoes or a ticket', async () => {
    const doc = (title: string, description: string, body: string) =>
      htmlPage(title, description, body, '<script type="application/ld+json">{"@context":"https://schema.org","@type":"DanceSchool","name":"Tui Dance Studio","address":{"@type":"PostalAddress","addressLocality":"Kingsland"}}</script>');
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p class="price">${price} per term</p><p>One class a week for a 10-week term.</p></div>`;
    const analysis = analysedSite(
      [
        extractPage(doc('Tui Dance Studio | Dance classes in Kingsland', 'Ballet, jazz and hip hop classes for children in Kingsland, Auckland.', '<h1>Dance classes in Kingsland</h1><p>Ballet, jazz and hip hop classes for children aged 3 to 14, taught by registered teachers.</p>'), 'https://dance.test/'),
        extractPage(
          doc('Fees & Uniforms | Tui Dance Studio', 'Term fees, exam fees and uniforms.', `<h1>Fees &amp; uniforms</h1><div class="grid">${card('30-minute class', 'NZ$125')}${card('45-minute class', 'NZ$165')}${card('60-minute class', 'NZ$195')}</div>
<h2>Exam fees</h2><table><tr><th>Exam</th><th>Fee</th></tr><tr><td>RAD Primary in Dance</td><td>$84</td></tr><tr><td>RAD Grade 1</td><td>$92</td></tr></table>
<h2>Uniforms</h2><table><tr><th>Item</th><th>Price</th></tr><tr><td>Black slip-on jazz shoes</td><td>$55</td></tr><tr><td>Ballet tights</td><td>$16</td></tr></table>`),
          'https://dance.test/fees/',
        ),
        extractPage(doc('Showcase | Tui Dance Studio', 'Our end-of-year show.', '<h1>Showcase 2026</h1><table><tr><td>Date</td><td>Saturday 5 December 2026</td></tr><tr><td>Tickets</td><td>$28 adults, $18 children</td></tr></table>'), 'https://dance.test/showcase/'),
      ],
    );
    const { plans } = offlinePlans(analysis);
    const titles = plans.map((p) => p.title);
    expect(titles.filter((t) => /ticket|shoes|tights|RAD|exam/i.test(t))).toEqual([]);
    const cost = plans.find((p) => p.intent === 'cost' && /Kingsland/.test(p.title));
    expect(cost).toBeDefined();
    const markdown = await draftFor(analysis, plans, cost!);
    expect(markdown).toMatch(/## Dance classes prices\n\n\| Service +\| Price +\|\n[^\n]+\n\| 30-minute class +\| NZ\$125 per term \|/);
    // Uniforms are a cost of the classes, under their own heading; an exam fee is no price of a class.
    expect(markdown).not.toMatch(/RAD Primary|\$84/);
  });
});

describe('a case study’s fact sheet beside a how-to', () => {
  it('is no procedure: "Client: …", "Contractor: …" are labels and values, never the steps of what happens after a decision', async () => {
    const analysis = analysedSite(
      [
        extractPage(htmlPage('Byrne Architects | Extensions in Dublin', 'Residential architects in Dublin.', '<h1>Architects for extensions in Dublin</h1><p>We design extensions and renovations and take them through planning permission.</p>'), 'https://arch.test/'),
        extractPage(htmlPage('Planning | Byrne Architects', 'Planning permission.', '<h1>Planning permission</h1><h3>What happens after a decision?</h3><p>If permission is granted there is a four-week appeal period before you can start work. We then prepare the tender drawings.</p>'), 'https://arch.test/planning/'),
        extractPage(htmlPage('Rathmines Extension | Byrne Architects', 'A kitchen extension.', '<h1>Rathmines kitchen extension</h1><p>A single-storey kitchen extension for a Victorian terrace. The planning decision came in eight weeks, and after the decision the build took five months.</p><h3>Project facts</h3><ul><li>Client: Orla and Declan Kavanagh</li><li>Location: Rathmines, Dublin 6</li><li>Type: single-storey kitchen extension</li><li>BER: F before, A3 after</li><li>Construction cost: €240,000 excl. VAT</li><li>Contractor: Greenline Retrofit Ltd.</li><li>Completed: 2025</li></ul>'), 'https://arch.test/projects/rathmines/'),
      ],
    );
    const { plans } = offlinePlans(analysis);
    const after = plans.find((p) => /after a decision/i.test(p.title)) ?? { title: 'What Happens After a Decision?', keyphrase: 'decision', intent: 'how-to' as const, grounding: [{ url: 'https://arch.test/planning/', passage: 'What happens after a decision? If permission is granted there is a four-week appeal period before you can start work.' }], updateOf: null, engine: 'offline' as const };
    const markdown = await draftFor(analysis, plans, { ...after, intent: 'how-to' });
    expect(markdown).toContain('four-week appeal period');
    expect(markdown).not.toMatch(/Kavanagh|Greenline|Contractor:/);
  });
});
