import { describe, expect, it } from 'vitest';
import { checkedMeta } from '../../src/server/generation/compose-article';
import { siteSources } from '../../src/server/generation/evidence';
import { wordBudgetFor } from '../../src/server/generation/generation.service';
import { createCtx } from '../../src/server/generation/writer/offline/context';
import { priceCell, pricedOnce, priceSentences } from '../../src/server/generation/writer/offline/material';
import { forLabel, isNounPhrase, isPlural, priceSubjectLabel, isServiceNoun, labelBefore, parallelLabels, placesPriceWith, spokenPrice, unitOfName, variantsOfName } from '../../src/server/generation/writer/offline/price-phrase';
import { stateEachPriceOnce } from '../../src/server/generation/writer/offline/opening';
import { saysWhereItWorks } from '../../src/server/generation/writer/offline/practical';
import { metaFrom, writeOffline } from '../../src/server/generation/writer/offline.writer';
import type { Offering, Passage, SiteFacts, TopicPlan } from '../../src/shared/site-facts';
import type { SiteAnalysis } from '../../src/shared/site-analysis';

/**
 * How the offline engine says a price of the site in a sentence of its own: grammatical whatever
 * the label looks like, each of several prices with what it is for, each price once, and a table
 * cell only when its prices can be told apart.
 */

describe('price phrasing: the pieces', () => {
  it('says a unit in words and leaves the verb to the sentence', () => {
    expect(spokenPrice('£30/person')).toBe('£30 per person');
    expect(spokenPrice('£6/employee/month')).toBe('£6 per employee per month');
    expect(spokenPrice('starts at £850')).toBe('from £850');
    expect(spokenPrice('Starting from £110')).toBe('from £110');
    expect(spokenPrice('£395 / from £650')).toBe('£395 / from £650');
  });

  it('finds the label before a price, but not a clause that states something', () => {
    expect(labelBefore(' and bridesmaid bouquets')).toBe('bridesmaid bouquets');
    expect(labelBefore('Bridal bouquets start from £165 and bridesmaid bouquets')).toBe('bridesmaid bouquets');
    expect(labelBefore('Bridal party. Buttonholes are')).toBe('Buttonholes');
    expect(labelBefore('Cake flowers are included. Most of our couples spend between')).toBeNull();
    // A card's badge beside its price says nothing of what the price is for ("£7 … for a most popular").
    expect(labelBefore(' Most popular ')).toBeNull();
    expect(parallelLabels(' Half day Kerne Bridge to Symonds Yat Full day ')).toEqual(['Half day', 'Full day']);
    expect(parallelLabels(' Flat water only Over 12s ')).toBeNull();
  });

  it('takes no fragment for a label, and no article before an adjective standing for its row', () => {
    expect(labelBefore('Free delivery on orders over')).toBeNull();
    expect(isNounPhrase('on orders over')).toBe(false);
    expect(isNounPhrase('Full-time')).toBe(false);
    expect(isNounPhrase('Studio membership')).toBe(true);
    // A verb and its particle joined by a hyphen are one noun: "the follow-up is £55", never "Follow-up: £55."
    expect(isNounPhrase('Follow-up')).toBe(true);
    expect(isNounPhrase('Check-up')).toBe(true);
    expect(forLabel('full-time')).toBe('for full-time');
    expect(forLabel('half day')).toBe('for a half day');
  });

  it('takes as a price sentence’s subject only a noun phrase: a lone adjective takes the category noun, a symbol-led tail none', () => {
    expect(isNounPhrase('+ VAT')).toBe(false);
    expect(priceSubjectLabel('Studio membership')).toBe('Studio membership');
    expect(priceSubjectLabel('Deep clean')).toBe('Deep clean');
    expect(priceSubjectLabel('Essential')).toBeNull();
    expect(priceSubjectLabel('Essential', 'health check')).toBe('Essential health check');
    expect(priceSubjectLabel('+ VAT')).toBeNull();
    expect(priceSubjectLabel('+ VAT', 'accounts')).toBeNull();
  });

  it('reads a unit or the variants out of an offering’s label', () => {
    expect(unitOfName('Essential hearing aids (pair)')).toEqual({ name: 'Essential hearing aids', unit: 'a pair' });
    expect(unitOfName('EICR (1–2 bed flat)')).toEqual({ name: 'EICR (1–2 bed flat)', unit: null });
    expect(variantsOfName('Root canal treatment (front tooth / molar)')).toEqual({ name: 'Root canal treatment', variants: ['front tooth', 'molar'] });
    expect(isServiceNoun('Chimney sweeping')).toBe(true);
    expect(isServiceNoun('Bird nest removal')).toBe(true);
    expect(isServiceNoun('White filling')).toBe(false);
    // A part ending in "-al" or "-ion" is a thing ("the washing machine door seal is £110–£140").
    expect(isServiceNoun('Washing machine door seal')).toBe(false);
    expect(isServiceNoun('Oven fan element')).toBe(false);
    expect(isServiceNoun('Combi swap')).toBe(false);
  });
});

const SITE = 'https://riverbend.example/';
const passage = (id: string, heading: string, text: string, kind: Passage['kind'] = 'paragraph', items: string[] = []): Passage => ({ id, url: SITE, heading, kind, text, items });
const offering = (name: string, prices: [string, string][], description: string | null = null): Offering => ({
  name,
  kind: 'service',
  url: SITE,
  description,
  prices: prices.map(([text, source]) => ({ text, amount: Number(/\d[\d,]*/.exec(text)![0].replace(',', '')), currency: 'GBP', unit: null, source: { url: SITE, passage: source } })),
  specs: [],
  source: { url: SITE, passage: prices[0]?.[1] ?? name },
});

const canoeCard = 'Most popular Canadian canoe £30/person Half day 2 or 3 per canoe Full day £45 per person';
const combiRows = ['Installation | Boiler | Warranty | Price', 'Combi swap | Worcester Bosch Greenstar 4000 | 10 years | £2,295', 'Combi swap | Vaillant ecoTEC plus | 10 years | £2,450'];
const feeRows = ['Treatment | Fee', 'Initial consultation & treatment | £58', 'Bird nest removal | starts at £110', 'Essential hearing aids (pair) | £1,195', 'Chimney sweeping | £70'];
const reception = 'Reception. Low table centrepieces start at £60 per table, and a cluster of five bud vases is £35. Most of our couples spend between £1,800 and £3,500.';

const facts: SiteFacts = {
  version: 1,
  language: 'en',
  english: true,
  business: { name: 'Riverbend Paddle Co', source: { url: SITE, passage: 'Riverbend Paddle Co' } },
  description: null,
  category: null,
  offerings: [
    offering('Canadian canoe', [
      ['£30/person', canoeCard],
      ['£45 per person', canoeCard],
    ]),
    offering('Combi swap', [
      ['£2,295', combiRows[1]!],
      ['£2,450', combiRows[2]!],
    ]),
    offering('Initial consultation & treatment', [['£58', feeRows[1]!]]),
    offering('Bird nest removal', [['starts at £110', feeRows[2]!]]),
    offering('Essential hearing aids (pair)', [['£1,195', feeRows[3]!]]),
    offering('Chimney sweeping', [['£70', feeRows[4]!]]),
    offering('Reception', [
      ['£60', reception],
      ['£35', reception],
      ['£1,800', reception],
      ['£3,500', reception],
    ]),
    offering('Half-day canoe hire', [['£30', 'Half-day canoe hire £30']]),
  ],
  audiences: [],
  locations: [],
  questions: [],
  blogSubjects: [],
  passages: [
    passage('c1', 'Canadian canoe', canoeCard),
    passage('c2', 'Boiler prices', combiRows.join(' '), 'table', combiRows),
    passage('c3', 'Fees', feeRows.join(' '), 'table', feeRows),
    passage('c4', 'Reception', reception),
    passage('c5', 'Hire', 'Half-day canoe hire £30'),
    passage('c6', 'Our boats', 'Our Canadian canoes seat two or three, and dogs ride free.'),
  ],
  images: [],
};

const analysis: SiteAnalysis = {
  url: SITE,
  siteName: 'Riverbend Paddle Co',
  language: 'en',
  summary: '',
  offering: '',
  audience: '',
  location: '',
  keyphrases: [],
  pages: [{ url: SITE, title: 'Riverbend Paddle Co', description: '', canonical: null, language: 'en', h1: [], headings: [], wordCount: 300, isArticle: false, excerpt: '' }],
  existingArticles: [],
  seoChecklist: [],
  crawledAt: '2026-11-01T09:00:00.000Z',
  facts,
};

const plan: TopicPlan = { title: 'What Does Canoe Hire Cost?', keyphrase: 'canoe hire', intent: 'cost', grounding: [], updateOf: null, engine: 'offline' };
const ctx = () => createCtx({ plan, facts, analysis, sources: siteSources(facts, analysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
const named = (name: string) => facts.offerings.find((o) => o.name === name)!;
const sentence = (name: string) => priceSentences(ctx(), [named(name)]).join(' ');

describe('price phrasing: the engine’s price sentence', () => {
  it('gives each price of a pricing column the label beside it, its unit in words', () => {
    expect(sentence('Canadian canoe')).toBe('At Riverbend Paddle Co, the Canadian canoe is £30 per person for a half day and £45 per person for a full day.');
  });

  it('tells a table’s rows apart by the cells in which they differ', () => {
    expect(sentence('Combi swap')).toBe('At Riverbend Paddle Co, the combi swap is £2,295 for a Worcester Bosch Greenstar 4000 and £2,450 for a Vaillant ecoTEC plus.');
  });

  it('never puts a price with its own verb after "is", nor a label’s capital or its unit in brackets mid-sentence', () => {
    expect(sentence('Bird nest removal')).toBe('At Riverbend Paddle Co, bird nest removal is from £110.');
    expect(sentence('Initial consultation & treatment')).toBe('At Riverbend Paddle Co, initial consultation & treatment is £58.');
    expect(sentence('Essential hearing aids (pair)')).toBe('At Riverbend Paddle Co, essential hearing aids are £1,195 a pair.');
    expect(sentence('Chimney sweeping')).toBe('At Riverbend Paddle Co, chimney sweeping is £70.');
  });

  it('says one of several prices with what it is for, never a bare list of amounts', () => {
    const said = sentence('Reception');
    expect(said).toContain('£60 per table for low table centrepieces');
    expect(said).not.toMatch(/£1,800|then/);
  });

  it('says a price two offerings share once', () => {
    const said = priceSentences(ctx(), [named('Half-day canoe hire'), named('Canadian canoe')]);
    expect(said.join(' ').match(/£30/g)).toHaveLength(1);
    expect(said.join(' ')).toContain('for a full day');
  });
});

describe('price phrasing: tables and the opening', () => {
  it('writes a cell as prices with their units and labels, or leaves the row out', () => {
    expect(priceCell(ctx(), named('Canadian canoe'))).toBe('£30 per person (half day), £45 per person (full day)');
    expect(priceCell(ctx(), named('Chimney sweeping'))).toBe('£70');
    expect(priceCell(ctx(), named('Reception'))).toBeNull();
  });

  it('states a price once in the opening, in the site’s words when the site states it', () => {
    const c = ctx();
    const parts = ['At Riverbend Paddle Co, the ceremony is from £850 for a freestanding floral arch and from £120 per pair for aisle arrangements.', 'A freestanding floral arch starts at £850 including delivery.'];
    stateEachPriceOnce(c, parts);
    expect(parts).toEqual(['A freestanding floral arch starts at £850 including delivery.']);
    const voucher = ['At Riverbend Paddle Co, the workshop voucher is £85.00.', 'Classes are limited to six people and cost £85 per person.'];
    stateEachPriceOnce(c, voucher);
    expect(voucher).toEqual(['Classes are limited to six people and cost £85 per person.']);
  });

  it('fills a meta description of one short sentence with the body’s next whole sentences', () => {
    const meta = metaFrom('At Stepwell Podiatry, routine podiatry is £46.', 'Budgeting £46 for Routine Podiatry', 'routine podiatry', ['Corns and callus are treated every six to eight weeks.', 'A second long sentence that would not fit in the meta description however it is counted, being far too long.']);
    expect(meta).toBe('At Stepwell Podiatry, routine podiatry is £46. Corns and callus are treated every six to eight weeks.');
    expect(metaFrom('At Stepwell Podiatry, routine podiatry is £46 for a thirty-minute appointment with a podiatrist.', 'x', 'routine podiatry', ['More.'])).not.toContain('More.');
  });

  it('never fills it with a reply word alone: “No setup fee on any plan.” is not followed by the next answer’s “Yes.”', () => {
    expect(metaFrom('No setup fee on any plan.', 'Is There a Setup Fee?', 'setup fee', ['Yes.', 'Crew has a 5-user minimum and Site has a 10-user minimum.'])).toBe('No setup fee on any plan. Crew has a 5-user minimum and Site has a 10-user minimum.');
  });
});

describe('price phrasing: one price named twice', () => {
  it('says once a price two offerings whose names share a word both state, but keeps two services that cost the same', () => {
    const twice = { ...facts, offerings: [...facts.offerings, offering('Chimney cowl fitting', [['£70', 'Chimney cowl fitting | £70']]), offering('Gutter clearing', [['£70', 'Gutter clearing | £70']])] };
    const c = createCtx({ plan, facts: twice, analysis: { ...analysis, facts: twice }, sources: siteSources(twice, { ...analysis, facts: twice }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    const names = pricedOnce(c, twice.offerings.filter((o) => ['Chimney sweeping', 'Chimney cowl fitting', 'Gutter clearing', 'Canadian canoe', 'Half-day canoe hire'].includes(o.name))).map((o) => o.name);
    expect(names).toEqual(['Canadian canoe', 'Chimney sweeping', 'Gutter clearing']);
  });

  it('keeps a capital the site gives a word inside an offering’s name in sentence case ("Full-day Canadian canoe hire")', () => {
    const named = { ...facts, passages: facts.passages.filter((p) => p.id !== 'c6'), offerings: [...facts.offerings, offering('Full-day Canadian canoe hire', [])] };
    const c = createCtx({ plan, facts: named, analysis: { ...analysis, facts: named }, sources: siteSources(named, { ...analysis, facts: named }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(priceSentences(c, [named.offerings[0]!]).join(' ')).toContain('the Canadian canoe is');
    const bare = { ...named, offerings: named.offerings.slice(0, -1) };
    const b = createCtx({ plan, facts: bare, analysis: { ...analysis, facts: bare }, sources: siteSources(bare, { ...analysis, facts: bare }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(priceSentences(b, [bare.offerings[0]!]).join(' ')).toContain('the canadian canoe is');
  });
});

describe('price phrasing: prices that cannot be told apart', () => {
  it('says where the price starts, from the lowest, rather than one of them as the price', () => {
    const card = 'Cowl and cap fitting £60/cowl Standard cap Anti-downdraught cowl £120 per cowl';
    const cowls = { ...facts, offerings: [offering('Cowl and cap fitting', [['£120 per cowl', card], ['£60/cowl', card]])], passages: [...facts.passages, passage('c7', 'Cowls', card)] };
    const c = createCtx({ plan, facts: cowls, analysis: { ...analysis, facts: cowls }, sources: siteSources(cowls, { ...analysis, facts: cowls }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(priceSentences(c, cowls.offerings).join(' ')).toBe('At Riverbend Paddle Co, cowl and cap fitting is from £60 per cowl.');
    expect(priceCell(c, cowls.offerings[0]!)).toBeNull();
  });
});

describe('price phrasing: the meta description after the claim check', () => {
  it('drops from the meta a sentence the claim check took out of the article, and keeps the rest', () => {
    const removed = [{ text: 'Bridal bouquets start from £165 Loose, garden-style or structured – tied with silk ribbon.' }];
    expect(checkedMeta('Bridal bouquets start from £165 Loose, garden-style or structured – tied with silk ribbon.', removed)).toBe('');
    expect(checkedMeta('Buttonholes are £14 each. Bridal bouquets start from £165 Loose, garden-style or structured…', removed)).toBe('Buttonholes are £14 each.');
    expect(checkedMeta('Buttonholes are £14 each. Corsages are £22.', removed)).toBe('Buttonholes are £14 each. Corsages are £22.');
  });
});

describe('price phrasing: a unit ends where the sentence goes on', () => {
  it('reads "£14 each and corsages £22" as £14 each, not "£14 each and"', () => {
    const text = 'Bridal party. Buttonholes are £14 each and corsages £22.';
    const party = { ...facts, offerings: [offering('Buttonholes', [['£14', text]])], passages: [...facts.passages, passage('c8', 'Bridal party', text)] };
    const c = createCtx({ plan, facts: party, analysis: { ...analysis, facts: party }, sources: siteSources(party, { ...analysis, facts: party }), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(priceCell(c, party.offerings[0]!)).toBe('£14 each');
  });
});

describe('price phrasing: a comparison table', () => {
  const compare = (title: string) => {
    const withSurvey = { ...facts, offerings: [...facts.offerings, offering('CCTV flue inspection', [])] };
    const an = { ...analysis, facts: withSurvey };
    return writeOffline({ plan: { title, keyphrase: 'chimney sweeping', intent: 'comparison', grounding: [], updateOf: null, engine: 'offline' }, facts: withSurvey, analysis: an, sources: siteSources(withSurvey, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
  };

  it('shows the options’ prices side by side, but no table where an option has neither a price nor a description', () => {
    expect(compare('Chimney Sweeping or Bird Nest Removal?')).toContain('| Bird nest removal | from £110 |');
    // "Choosing between A and B" names its two sides as "A or B" does.
    expect(compare('Choosing Between Combi Swap and Chimney Sweeping')).toMatch(/\| Combi swap \|/);
    // Neither option is described: no column of dashes.
    expect(compare('Chimney Sweeping or Bird Nest Removal?')).not.toMatch(/What it is|\| — \|/);
    expect(compare('Chimney Sweeping or CCTV Flue Inspection?')).not.toContain('| Option');
  });
});

describe('the number of an offering’s name, from its lemma', () => {
  it('reads a plural head noun as plural and a package’s Title Case name as one thing', () => {
    expect(isPlural('Bridal bouquets')).toBe(true);
    expect(isPlural('Reading glasses')).toBe(true);
    expect(isPlural('Buttonholes')).toBe(true);
    expect(isPlural('Box series')).toBe(false);
    expect(isPlural('Small business')).toBe(false);
    expect(isPlural('Tiny Stars')).toBe(false);
    expect(isPlural('Essential hearing aids (pair)')).toBe(true);
    // A service's heading in Title Case names work of its kind; a plan's is its own name.
    expect(isPlural('CCTV Chimney Surveys', 'service')).toBe(true);
    expect(isPlural('Sole Trader Essentials', 'plan')).toBe(false);
  });
});

describe('a cost opening in the site’s own words', () => {
  const survey = 'A camera shows the inside of the flue. A CCTV survey is £120, or £60 if we are already there to sweep. You get a written report within two days.';
  const surveys: Offering = { ...offering('CCTV Chimney Surveys', [['£120', `CCTV Chimney Surveys. ${survey}`], ['£60', `CCTV Chimney Surveys. ${survey}`]], survey) };
  const sweepFacts: SiteFacts = { ...facts, offerings: [surveys], passages: [passage('v1', 'CCTV Chimney Surveys', survey)] };
  const an = { ...analysis, facts: sweepFacts };
  const costPlan: TopicPlan = { title: 'How Much Do CCTV Chimney Surveys Cost?', keyphrase: 'CCTV Chimney Surveys', intent: 'cost', grounding: [{ url: SITE, passage: `CCTV Chimney Surveys. ${survey}` }], updateOf: null, engine: 'offline' };

  it('quotes the sentence of the offering’s own section that names it by its head noun, never its second price as where it starts', () => {
    const md = writeOffline({ plan: costPlan, facts: sweepFacts, analysis: { ...an, topicPlans: [costPlan] }, sources: siteSources(sweepFacts, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    const opening = md.split('\n\n')[1]!;
    expect(opening).toContain('A CCTV survey is £120, or £60 if we are already there to sweep.');
    expect(md).not.toMatch(/from £60|for A CCTV survey|Surveys is|Surveys includes/);
  });
});

describe('the head noun before a qualifying phrase', () => {
  it('reads "afternoon tea for groups" as one tea', () => {
    expect(isPlural('Afternoon tea for groups')).toBe(false);
    expect(isPlural('Lock changes & upgrades')).toBe(true);
  });
});

describe('price guard: a price is stated for an offering only where its passage places it with that offering', () => {
  const list = 'Brows Brow lamination with tint & shape £48 HD Brows £38 Brow wax & tint £22';

  it('reads a list run together as one label and price after another, a range or parallel variants as one offering’s', () => {
    expect(placesPriceWith(list, 'Brow lamination with tint & shape', '£48')).toBe(true);
    expect(placesPriceWith(list, 'Brow lamination with tint & shape', '£38')).toBe(false);
    expect(placesPriceWith(list, 'Brow lamination with tint & shape', '£22')).toBe(false);
    expect(placesPriceWith('Drain unblocking from £89 or £120 out of hours.', 'Drain unblocking', '£120')).toBe(true);
    expect(placesPriceWith(canoeCard, 'Canadian canoe', '£45 per person')).toBe(true);
    expect(placesPriceWith('Bath & Tidy Keeps your dog fresh between full grooms. From £35.', 'Bath & Tidy', '£35')).toBe(true);
    expect(placesPriceWith('Full-time | Unlimited open studio | £140\nPart-time | Two sessions | £80', 'Full-time', '£80')).toBe(false);
  });

  it('opens a cost article with the offering’s own price, never another row’s as its "from"', () => {
    const shown = (name: string, prices: string[]) => offering(name, prices.map((p) => [p, list] as [string, string]));
    const brows: SiteFacts = { ...facts, offerings: [shown('Brow lamination with tint & shape', ['£48', '£38', '£22']), shown('HD Brows', ['£38', '£22'])], passages: [passage('b1', 'Brows', list)] };
    const browPlan: TopicPlan = { title: 'How Much Is Brow Lamination With Tint & Shape?', keyphrase: 'brow lamination with tint & shape', intent: 'cost', grounding: [], updateOf: null, engine: 'offline' };
    const draft = writeOffline({ plan: browPlan, facts: brows, analysis: { ...analysis, facts: brows }, sources: siteSources(brows, analysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    const first = draft.markdown.split('\n\n')[1] ?? '';
    expect(first).toContain('£48');
    expect(first).not.toMatch(/£22|£38/);
  });

  it('never follows the answer with the business introducing itself', () => {
    const intro = "I'm Jess, and I've been shaping brows for nine years in the studio. Arch & Lash is a two-chair studio above the bakery.";
    const lamination = offering('Brow lamination', [['£48', 'Brow lamination £48']]);
    const brows: SiteFacts = { ...facts, business: { name: 'Arch & Lash', source: { url: SITE, passage: 'Arch & Lash' } }, offerings: [lamination], passages: [passage('b0', 'Brow lamination', intro), passage('b1', 'Prices', 'Brow lamination £48')] };
    const browPlan: TopicPlan = { title: 'How Much Is Brow Lamination?', keyphrase: 'brow lamination', intent: 'cost', grounding: [], updateOf: null, engine: 'offline' };
    const draft = writeOffline({ plan: browPlan, facts: brows, analysis: { ...analysis, facts: brows }, sources: siteSources(brows, analysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    const first = draft.markdown.split('\n\n')[1] ?? '';
    expect(first).toContain('£48');
    expect(first).not.toMatch(/I'm Jess|two-chair studio/);
  });
});

describe('opening: a local topic opens with where the business works', () => {
  it('quotes the sentence saying it works in its places, not one that only stands near them', () => {
    const local: SiteFacts = {
      ...facts,
      offerings: [],
      locations: [{ text: 'Hollinsford, Derbyshire', source: { url: SITE, passage: '27 Station Road, Hollinsford, Derbyshire' } }],
      passages: [passage('l1', 'Driving lessons', 'Block bookings of driving lessons must be used within six months of purchase.'), passage('l2', 'Where we teach', 'We cover Hollinsford, Brinkley and Oakhurst Green, with pick-ups from home or work.')],
    };
    const localPlan: TopicPlan = { title: 'Driving Lessons in Hollinsford: How to Choose', keyphrase: 'driving lessons', intent: 'local', grounding: [], updateOf: null, engine: 'offline' };
    const draft = writeOffline({ plan: localPlan, facts: local, analysis: { ...analysis, facts: local }, sources: siteSources(local, analysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(draft.markdown.split('\n\n')[1]).toMatch(/^We cover Hollinsford, Brinkley and Oakhurst Green/);
    expect(saysWhereItWorks('We pick up and drop off anywhere in Hollinsford at no extra cost.')).toBe(true);
  });
});

describe('opening: an offering the site defines only in its list line', () => {
  it('opens with that line, name first, when no sentence describes it', () => {
    const line = 'Emergency lockouts – non-destructive entry wherever possible, no call-out charge.';
    const lockout: Offering = { ...offering('Emergency lockouts', []), description: 'non-destructive entry wherever possible, no call-out charge.', source: { url: SITE, passage: line } };
    const listed: SiteFacts = { ...facts, offerings: [lockout], passages: [passage('k1', 'Services', line, 'list', [line])] };
    const plan2: TopicPlan = { title: 'What Emergency Lockouts Involve', keyphrase: 'Emergency lockouts', intent: 'explainer', grounding: [], updateOf: null, engine: 'offline' };
    const draft = writeOffline({ plan: plan2, facts: listed, analysis: { ...analysis, facts: listed }, sources: siteSources(listed, analysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(draft.markdown.split('\n\n')[1]!.trim()).toBe(line);
  });
});

describe('price sentences whose label is no noun phrase', () => {
  it('says the price of a package named by an adjective or a symbol as its label line, never "essential is £249"', () => {
    const packages: SiteFacts = {
      ...facts,
      offerings: [offering('Essential', [['£249', 'Essential £249']]), offering('+ VAT', [['£115', 'From £115 + VAT']])],
      passages: [passage('e1', 'Health checks', 'Essential £249'), passage('e2', 'Plans', 'From £115 + VAT')],
    };
    const at = createCtx({ plan, facts: packages, analysis: { ...analysis, facts: packages }, sources: siteSources(packages, analysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    const said = priceSentences(at, packages.offerings).join(' ');
    expect(said).not.toMatch(/essential is|the \+ VAT/i);
    expect(said).toContain('£249');
  });
});

describe('where we work: every place in one sentence', () => {
  it('names several places in one sentence, not one sentence a place', () => {
    const spread: SiteFacts = {
      ...facts,
      offerings: [],
      locations: ['Somerset', 'Wiltshire', 'Bath'].map((text) => ({ text, source: { url: SITE, passage: 'Somerset, Wiltshire and Bath' } })),
      passages: [passage('w1', 'Signwriting', 'Traditional signwriting with brush and enamel paint, from my studio.')],
    };
    const signPlan: TopicPlan = { title: 'Signwriting in Somerset: Areas Covered', keyphrase: 'signwriting', intent: 'local', grounding: [], updateOf: null, engine: 'offline' };
    const draft = writeOffline({ plan: signPlan, facts: spread, analysis: { ...analysis, facts: spread }, sources: siteSources(spread, analysis), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) });
    expect(draft.markdown).not.toMatch(/works in Somerset\.[^]*works in Wiltshire\./);
    expect(draft.markdown).toContain('works across Somerset, Wiltshire and Bath.');
  });
});

describe('a category’s cost opening from its packages’ own cards', () => {
  const card = (name: string, price: string, items: string) => `${name} ${price} ${items}`;
  // A card's lines run together, with no full stop: "The Posy For elopements €280 Bridal bouquet, garden style One matching buttonhole".
  const posy = card('The Posy For elopements', '€280', 'Bridal bouquet, garden style One matching buttonhole');
  const meadow = card('The Meadow Our most popular ·', 'from €890', 'Bridal bouquet 3 bridesmaid bouquets 6 buttonholes');
  const pack = (name: string, text: string, price: string, amount: number): Offering => ({
    name,
    kind: 'service',
    url: SITE,
    description: null,
    prices: [{ text: price, amount, currency: 'EUR', unit: null, source: { url: SITE, passage: text } }],
    specs: [],
    source: { url: SITE, passage: text },
  });
  const bouquet = 'Bridal bouquets start from €160 and buttonholes are €15 each.';
  const florist: SiteFacts = {
    ...facts,
    offerings: [pack('The Posy', posy, '€280', 280), pack('The Meadow', meadow, 'from €890', 890), pack('Bridal bouquet', bouquet, 'from €160', 160)],
    // Each card's lines are read as its list of details, not prose.
    passages: [passage('p1', 'The Posy', posy, 'list', ['€280', 'Bridal bouquet, garden style', 'One matching buttonhole']), passage('p2', 'The Meadow', meadow, 'list', ['from €890', 'Bridal bouquet', '3 bridesmaid bouquets']), passage('p3', 'À la carte', bouquet)],
  };
  const an = { ...analysis, facts: florist };
  const costPlan: TopicPlan = { title: 'How Much Do Seasonal Wedding Flowers Cost? €280–€890', keyphrase: 'seasonal wedding flowers', intent: 'cost', grounding: [posy, meadow].map((passage) => ({ url: SITE, passage })), updateOf: null, engine: 'offline' };

  it('prices the packages the topic stands on, by their own names, never a bouquet their cards list', () => {
    const md = writeOffline({ plan: costPlan, facts: florist, analysis: { ...an, topicPlans: [costPlan] }, sources: siteSources(florist, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    const opening = md.split('\n\n')[1]!;
    expect(opening).toMatch(/The Posy is €280/);
    expect(opening).toMatch(/The Meadow is from €890/);
    expect(opening).not.toMatch(/bouquet is from €160|the The/i);
  });
});

describe('a cost topic standing on one row of a list of other things', () => {
  const rows = ['Service | Price', 'Nail clip & file | £12', 'Teeth cleaning | £5', 'Puppy introduction groom | £25'];
  // On the prices page, not the home page: the topic's own section is never the home page's.
  const PRICES = `${SITE}prices/`;
  const onPrices = (o: Offering): Offering => ({ ...o, url: PRICES, prices: o.prices.map((p) => ({ ...p, source: { ...p.source, url: PRICES } })), source: { ...o.source, url: PRICES } });
  const groomer: SiteFacts = {
    ...facts,
    offerings: [onPrices(offering('Puppy introduction', [['£25', rows[3]!]], 'A little bath, a dry and lots of fuss so grooming is never scary.')), onPrices(offering('Teeth cleaning', [['£5', rows[2]!]]))],
    passages: [{ ...passage('x1', 'Extras & Add-ons', rows.join(' '), 'table', rows), url: PRICES }],
  };
  const an = { ...analysis, facts: groomer, pages: [...analysis.pages, { ...analysis.pages[0]!, url: PRICES, title: 'Prices' }] };
  const costPlan: TopicPlan = { title: 'How Much Does Puppy Introduction Cost?', keyphrase: 'Puppy Introduction', intent: 'cost', grounding: [{ url: PRICES, passage: rows[3]! }], updateOf: null, engine: 'offline' };

  it('shows none of the other rows as its price table: they are other services, not its tiers', () => {
    const md = writeOffline({ plan: costPlan, facts: groomer, analysis: { ...an, topicPlans: [costPlan] }, sources: siteSources(groomer, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toMatch(/Puppy Introduction is £25/i);
    expect(md).not.toMatch(/Teeth cleaning|Nail clip/);
  });
});

describe('an explainer’s prices in the site’s own words', () => {
  const raise = 'A pitch raise is an extra £35 on top of the tuning.';
  const tuner: SiteFacts = {
    ...facts,
    offerings: [offering('Pitch raise', [['£35', `Pitch raise. ${raise}`]], 'A rough pass first, then the fine tuning.')],
    passages: [passage('r1', 'Pitch raise', raise)],
  };
  const an = { ...analysis, facts: tuner };
  const explain: TopicPlan = { title: 'Why Does My Piano Need a Pitch Raise?', keyphrase: 'pitch raise', intent: 'explainer', grounding: [{ url: SITE, passage: `Pitch raise. ${raise}` }], updateOf: null, engine: 'offline' };

  it('says what the pitch raise costs as the site does, on top of the tuning, never "the pitch raise is £35"', () => {
    const md = writeOffline({ plan: explain, facts: tuner, analysis: { ...an, topicPlans: [explain] }, sources: siteSources(tuner, an), externalLinks: false, images: false, wordBudget: wordBudgetFor(false) }).markdown;
    expect(md).toContain(raise);
    expect(md).not.toMatch(/pitch raise is £35/i);
  });
});
