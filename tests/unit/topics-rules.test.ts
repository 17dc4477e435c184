import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { compactFacts } from '../../src/server/analysis/llm-topics';
import { offlineTopics } from '../../src/server/analysis/offline-topics';
import { isAreaCost, topicCandidates } from '../../src/server/analysis/topics/candidates';
import { checkNotAnsweredAlike, checkNotCovered, validateTopic } from '../../src/server/analysis/topics/validator';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import type { Offering } from '../../src/shared/site-facts';
import { isAddOn, sentenceName } from '../../src/server/analysis/site-facts/summary';
import { analyseCorpusSite } from '../support/corpus-analysis';

/**
 * The marketer's rules for offline topics, each on a small hand-made site no rule was written
 * against: support questions are not topics, keyphrases are specific noun phrases, comparisons
 * are between alternatives, local topics are what a local searcher asks, titles take their
 * articles, and the summary reads as plain English.
 */
const ORIGIN = 'http://rules.test';

function page(path: string, title: string, description: string, body: string, head = ''): [string, string] {
  return [
    `${ORIGIN}${path}`,
    `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}">${head}</head>
<body><header><nav><a href="/">Home</a> <a href="/faq/">FAQ</a> <a href="/blog/">Blog</a></nav></header><main>${body}</main><footer><p>© 2026 Greenblade Mower Care</p></footer></body></html>`,
  ];
}

function site(pages: [string, string][]): SiteAnalysis {
  return analyseSite(
    pages.map(([url, html]) => extractPage(html, url)),
    `${ORIGIN}/`,
    new Date('2026-03-01T00:00:00Z'),
  );
}

const tier = (name: string, text: string) => `<div class="card"><h4>${name}</h4><p>${text}</p></div>`;

/** A mobile lawnmower mechanic: a ladder of tiers, an unrelated kind of service, an add-on fee, an FAQ of mixed questions, one blog post. */
const mowers = site([
  page(
    '/',
    'Greenblade | Mobile Lawnmower Servicing in Ashcombe',
    'Mobile lawnmower servicing and repairs at your home in Ashcombe. Services from £45, robot mower servicing too.',
    `<h1>Ashcombe's Mobile Mower Mechanics</h1>
<p>Greenblade is a workshop in a van. We service and repair lawnmowers on your drive, so you never have to haul a heavy mower across town. Regular lawnmower servicing keeps the blades sharp and the engine starting first pull.</p>
<section><h2>Services</h2>
${tier('Basic service', 'Blades sharpened, oil changed, spark plug checked and air filter cleaned. £45.')}
${tier('Premium service', 'Everything in Basic plus carburettor cleaned, cables adjusted and deck scraped. £79.')}
${tier('Robot mower service', 'Boundary wire checks, firmware updates and sensor cleaning for robot mowers. £95.')}
${tier('Platinum service', 'Full engine strip-down and rebuild, returned to you within 48 hours. £139.')}
${tier('Cordless service', 'Battery health check, charger test and blade change for cordless mowers. £55.')}
${tier('Call-out and distance', 'Visits beyond five miles of Ashcombe. £12 per visit.')}
</section>
<p>Lawnmower servicing across Ashcombe, Pelling and Norbury.</p>`,
    `<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Greenblade Mower Care","address":{"@type":"PostalAddress","addressLocality":"Ashcombe","addressCountry":"GB"},"areaServed":["Ashcombe","Pelling","Norbury"]}</script>`,
  ),
  page(
    '/faq/',
    'Questions | Greenblade',
    'Answers to common questions about mobile lawnmower servicing.',
    `<h1>Frequently asked questions</h1>
<h3>How often should I service my lawnmower?</h3><p>A Basic service every spring suits most lawns. Regular lawnmower servicing keeps blades sharp and stops the engine stalling.</p>
<h3>What if you need a spare part you don't stock?</h3><p>We order the spare part for next-day delivery and come back to fit it.</p>
<h3>Do I need to be home when you arrive for a Premium service?</h3><p>No. Leave the mower by the gate for its Premium service and we text a card link afterwards.</p>
<h3>What warranty do you give on a Premium service?</h3><p>Every Premium service carries a six-month parts and labour warranty on the mower.</p>
<h3>Is there a minimum contract?</h3><p>There is no minimum contract: book a service when you need one.</p>
<h3>Are there card processing fees?</h3><p>No card processing fees are added to any service.</p>
<h3>Why does my lawnmower keep stalling?</h3><p>Stale petrol and a blocked air filter cause most stalling. A Basic service cleans the air filter and drains old fuel.</p>`,
  ),
  page(
    '/blog/',
    'Blog | Greenblade',
    'Lawn and mower tips from Greenblade.',
    `<h1>Blog</h1><ul><li><a href="/blog/winter-mower-storage/">Storing Your Mower Over Winter</a></li></ul>`,
  ),
  page(
    '/blog/winter-mower-storage/',
    'Storing Your Mower Over Winter | Greenblade',
    'How to store a lawnmower over winter so it starts in spring.',
    `<article><h1>Storing Your Mower Over Winter</h1><p>Drain the fuel tank, clean the deck and keep the mower somewhere dry. A mower stored with old petrol rarely starts in spring, and a rusty deck shortens its life.</p></article>`,
    '<meta property="og:type" content="article">',
  ),
]);
const result = offlineTopics(mowers);
const plans = result.plans;

describe('offline topic rules on a hand-made mower-servicing site', () => {
  it('has topics, each accepted by the validator', () => {
    expect(plans.length).toBeGreaterThanOrEqual(4);
    plans.forEach((plan, i) => expect(validateTopic(plan, mowers.facts!, plans.slice(0, i)), plan.title).toEqual({ ok: true }));
  });

  it('rule 1: drops questions about the business’s own operations and terms, keeps a customer’s general question', () => {
    const titles = result.topics.join(' | ');
    expect(titles).not.toMatch(/part you don|be home when|warranty do you|minimum contract|card processing fees/i);
    expect(result.topics).toContain('How Often Should I Service My Lawnmower?');
  });

  it('rule 2: gives a question the site’s specific noun phrase, never a lone countable noun', () => {
    for (const plan of plans) expect(/^(?:lawnmower|mower|part|engine|blades?)$/i.test(plan.keyphrase), `${plan.title} → ${plan.keyphrase}`).toBe(false);
    expect(plans.find((p) => p.title === 'How Often Should I Service My Lawnmower?')?.keyphrase).toBe('lawnmower servicing');
  });

  it('rule 3: compares tiers of one ladder, never two different kinds of service, and at most one comparison of them', () => {
    const comparisons = plans.filter((p) => p.intent === 'comparison');
    expect(comparisons.length).toBeLessThanOrEqual(1);
    for (const c of comparisons) {
      expect(c.title).toMatch(/Basic|Premium/);
      expect(c.title).not.toMatch(/Robot|Platinum|Cordless/);
    }
  });

  it('rule 4: a local topic is what a local searcher asks, about the trade, never an offering with a place and a price glued on', () => {
    const local = plans.filter((p) => p.intent === 'local' || isAreaCost(p));
    expect(local.length).toBe(1);
    expect(local[0]!.keyphrase.toLowerCase()).toContain('lawnmower servicing');
    expect(local[0]!.title).not.toMatch(/£|\$/);
    for (const plan of plans) expect(plan.title, 'an add-on fee is not a topic').not.toMatch(/call-out|distance/i);
  });

  it('rule 5: cost titles take an article where the site counts the thing', () => {
    const vets = site([
      page(
        '/',
        'Harbour Vets',
        'Vets in Wenlow for dogs: consultations, vaccinations and dental care.',
        `<h1>Harbour Vets</h1><p>A standard consultation is fifteen minutes with a vet and includes a full check. Longer consultations suit pets with more than one problem.</p>
<table><tr><th>Service</th><th>Price</th></tr><tr><td>Standard consultation</td><td>$78</td></tr><tr><td>Double consultation</td><td>$130</td></tr></table>`,
      ),
    ]);
    const costs = offlineTopics(vets).plans.filter((p) => p.intent === 'cost').map((p) => p.title);
    expect(costs.length).toBeGreaterThan(0);
    for (const title of costs) expect(title, title).not.toMatch(/(?:What|How|Paying for|Budgeting \$\d+ for) (?:Standard|Double) Consultation\b/);
  });

  it('rule 6: the summary lowers sentence-case labels, starts prices at a main offering, and says “one post” without “including”', () => {
    expect(result.analysisSummary).toContain('robot mower service');
    expect(result.analysisSummary).toContain('starting at £45');
    expect(result.analysisSummary).not.toMatch(/£12/);
    expect(result.analysisSummary).toMatch(/Its blog has one post, “Storing Your Mower Over Winter”/);
    expect(result.analysisSummary).not.toMatch(/one post, including/);
  });
});

describe('offline topic rule 7 on a corpus SaaS site (tests/fixtures/sites/corpus/shiftwell)', () => {
  it('explains the features its pages describe, so a software site gets a full list without support questions', () => {
    const analysis = analyseCorpusSite('shiftwell');
    const { plans: saas, topics } = offlineTopics(analysis);
    expect(saas.length).toBeGreaterThanOrEqual(6);
    saas.forEach((plan, i) => expect(validateTopic(plan, analysis.facts!, saas.slice(0, i)), plan.title).toEqual({ ok: true }));
    expect(saas.filter((p) => p.intent === 'explainer').length).toBeGreaterThanOrEqual(3);
    expect(topics.join(' | ')).not.toMatch(/\b(?:you|your|we|our)\b/i);
  });
});

/**
 * A three-page carpet cleaner, shaped like a site the engine was once wrong on and no rule was
 * written against: a price table by home size under the service it prices, a service priced in
 * a sentence and one not priced, the business's booking steps on the services page, a rug service with a page and
 * steps of its own, and an FAQ whose question words a phrase the site never writes.
 */
const carpetPage = (path: string, title: string, description: string, body: string): [string, string] => [
  `${ORIGIN}${path}`,
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}"></head>
<body><header><nav><a href="/">Home</a> <a href="/services/">Services</a> <a href="/services/rug-cleaning/">Rugs</a> <a href="/faq/">FAQ</a></nav></header><main>${body}</main><footer><p>Freshweave Carpet Care · Holbeck</p></footer></body></html>`,
];
const carpets = site([
  carpetPage(
    '/',
    'Freshweave Carpet Care | Carpet Cleaning in Holbeck',
    'Carpet cleaning, rug cleaning and upholstery cleaning for homes in Holbeck.',
    `<h1>Clean carpets without the wait</h1><p>Freshweave is a two-person team doing hot-water extraction carpet cleaning across Holbeck. Carpets are dry in four hours and we move the furniture for you.</p>`,
  ),
  carpetPage(
    '/services/',
    'Services and prices | Freshweave Carpet Care',
    'Carpet cleaning prices by home size, rug cleaning and upholstery cleaning.',
    `<h1>Services and prices</h1>
<h2>Carpet cleaning</h2><p>Hot-water extraction of fitted carpets, with stain pre-treatment and furniture moved and put back. Prices depend on the size of your home.</p>
<table><tr><th>Home</th><th>Price</th></tr><tr><td>1-bed flat</td><td>£60</td></tr><tr><td>2–3 bed house</td><td>£85</td></tr><tr><td>4-bed house or larger</td><td>£120</td></tr></table>
<h2>Upholstery cleaning</h2><p>Sofas and armchairs cleaned in your living room with a low-moisture foam, from £50 for a two-seater.</p>
<h2>Stain protection</h2><p>A protector sprayed on after cleaning, so spilt wine and coffee bead up on the fibres and blot away instead of soaking in.</p>
<h2>How it works</h2><ol><li>Ask for a quote by phone</li><li>We agree a day</li><li>We clean and leave it to dry</li><li>Pay by card when we finish</li></ol>`,
  ),
  carpetPage(
    '/services/rug-cleaning/',
    'Rug cleaning | Freshweave Carpet Care',
    'Wool and synthetic rugs collected, washed in our workshop and returned.',
    `<h1>Rug cleaning</h1><p>Wool and synthetic rugs are collected, dusted, washed in our workshop and returned within a week, from £35 a rug.</p>
<h2>What happens</h2><ol><li>We collect the rug</li><li>We dust it out</li><li>We wash and rinse it</li><li>We dry and return it</li></ol>
<h2>How long does it take?</h2><p>About a week from collection to return; silk rugs take a few days longer.</p>`,
  ),
  carpetPage(
    '/faq/',
    'FAQ | Freshweave Carpet Care',
    'Answers to common questions about carpet cleaning.',
    `<h1>Questions</h1>
<details><summary>How often should carpets be cleaned?</summary><p>Once a year suits most homes; homes with pets or young children every six months.</p></details>
<details><summary>Is hot-water extraction safe for wool carpets?</summary><p>Yes. We test a hidden corner first and keep the water below 60°C on wool.</p></details>`,
  ),
]);
const carpetTopics = offlineTopics(carpets);

describe('offline topic rules on a hand-made carpet-cleaning site', () => {
  const facts = carpets.facts!;

  it('has topics, each accepted by the validator', () => {
    expect(carpetTopics.plans.length).toBeGreaterThanOrEqual(4);
    carpetTopics.plans.forEach((plan, i) => expect(validateTopic(plan, facts, carpetTopics.plans.slice(0, i)), plan.title).toEqual({ ok: true }));
  });

  it('rule 8: rows of a price table by size are tiers of the offering its heading names, not offerings', () => {
    const carpet = facts.offerings.find((o) => o.name === 'Carpet cleaning');
    expect(carpet?.prices.map((p) => [p.text, p.variant])).toEqual([
      ['£60', '1-bed flat'],
      ['£85', '2–3 bed house'],
      ['£120', '4-bed house or larger'],
    ]);
    expect(facts.offerings.map((o) => o.name)).not.toEqual(expect.arrayContaining([expect.stringMatching(/bed|flat|house/i)]));
    // The language model is told what each tier's price is for.
    const compact = compactFacts(facts) as { offerings: { name: string; prices: string[] }[] };
    expect(compact.offerings.find((o) => o.name === 'Carpet cleaning')?.prices).toEqual(['£60 (1-bed flat)', '£85 (2–3 bed house)', '£120 (4-bed house or larger)']);
    // A title stating its price states the range the tiers span, never one tier's price as the price
    // (the searcher's "How Much Does Carpet Cleaning Cost in Holbeck?" states none).
    const costs = carpetTopics.plans.filter((p) => p.intent === 'cost' && /carpet cleaning/i.test(p.keyphrase));
    expect(costs.length).toBeGreaterThan(0);
    for (const plan of costs.filter((p) => /£\d/.test(p.title))) expect(plan.title).toContain('£60–£120');
  });

  it('rule 9: the business’s own booking steps are no offering’s how-to; steps on an offering’s own page are', () => {
    const howTos = topicCandidates(facts).map((c) => c.plan).filter((p) => p.intent === 'how-to');
    expect(howTos.filter((p) => !/rug cleaning/i.test(p.keyphrase)), JSON.stringify(howTos)).toEqual([]);
    expect(howTos.map((p) => p.keyphrase)).toContain('Rug cleaning');
  });

  it('rule 10: a keyphrase is a phrase the site writes (plural/singular aside), not one made from a question’s words', () => {
    const question = carpetTopics.plans.find((p) => p.title === 'How Often Should Carpets Be Cleaned?');
    expect(question?.keyphrase).toBe('carpet cleaning');
    expect(validateTopic({ ...question!, keyphrase: 'carpets cleaning' }, facts, [])).toMatchObject({ ok: false, reason: 'ungrounded' });
    expect(validateTopic({ ...question!, title: 'How Often Should Carpet Be Cleaned?', keyphrase: 'carpet' }, facts, [])).toEqual({ ok: true });
  });

  it('rule 26: “How long does it take?” on an offering’s own page asks about that offering', () => {
    const question = topicCandidates(facts).find((c) => /^How Long Does/.test(c.plan.title))?.plan;
    expect(question).toMatchObject({ title: 'How Long Does Rug Cleaning Take?', keyphrase: 'rug cleaning' });
  });

  it('rule 11: every offering the site writes about gets a topic before any offering gets a second; one it gives a line gets no explainer', () => {
    const subjects = ['carpet cleaning', 'upholstery cleaning', 'rug cleaning'];
    const counts = subjects.map((s) => carpetTopics.plans.filter((p) => p.keyphrase.toLowerCase() === s).length);
    expect(counts.every((n) => n >= 1), `${subjects.join(', ')}: ${counts.join(', ')}\n${carpetTopics.topics.join('\n')}`).toBe(true);
    // "Stain protection" is one sentence on the services page: its explainer would be that sentence.
    expect(topicCandidates(facts).some((c) => c.plan.keyphrase === 'Stain protection' && c.plan.intent === 'explainer')).toBe(true);
    expect(carpetTopics.plans.filter((p) => /stain protection/i.test(p.keyphrase))).toEqual([]);
  });

  it('rule 12: a price range is quoted whole, never by its lower bound', () => {
    const solar = site([
      page(
        '/',
        'Brightcell Solar | Home Batteries in Pellham',
        'Home battery storage installed across Pellham.',
        `<h1>Home battery storage</h1><section><h2>Our services</h2>
<h3>Battery storage</h3><p>Batteries sized from your meter readings and fitted beside your consumer unit, with a ten-year warranty.</p><p><strong>Typical cost:</strong> £450–£600 per kWh of usable capacity, installed.</p>
<h3>Solar panel installation</h3><p>Panels on pitched and flat roofs, designed from a drone survey. From £5,200 for a four-kilowatt system.</p>
<h3>Solar panel cleaning</h3><p>Panels washed with pure water and soft brushes once a year.</p></section>`,
      ),
    ]);
    const battery = solar.facts!.offerings.find((o) => o.name === 'Battery storage');
    expect(battery?.prices.map((p) => p.text)).toEqual(['£450–£600 per kWh']);
    const costs = topicCandidates(solar.facts!).filter((c) => c.plan.intent === 'cost' && c.plan.keyphrase === 'Battery storage' && /£/.test(c.plan.title));
    expect(costs.length).toBeGreaterThan(0);
    for (const { plan } of costs) expect(plan.title).toMatch(/£450–£600/);
  });
});

describe('offline topic rules for shops and software (hand-made sites)', () => {
  it('rule 13: a word nearly every page says is no question’s keyphrase (“coffee” on a roaster’s site)', () => {
    const body = (h1: string, text: string) => `<h1>${h1}</h1><p>${text}</p>`;
    const roaster = site([
      page('/', 'Kilnhouse Coffee | Small-Batch Roasters', 'Small-batch coffee roasted weekly.', body('Kilnhouse Coffee', 'We roast coffee every Tuesday and post it the same day, so your coffee arrives within a week of roasting.')),
      page('/shop/', 'Shop | Kilnhouse', 'Coffee beans and ground coffee.', `<h1>Shop</h1><ul><li><h3>Ridge Blend</h3><p>A chocolatey espresso coffee.</p><span>£9.50</span></li><li><h3>Valley Decaf</h3><p>Swiss-water decaf coffee with a caramel finish.</p><span>£10.00</span></li></ul>`),
      page('/about/', 'About | Kilnhouse', 'Who roasts your coffee.', body('About us', 'Two friends roasting coffee in an old kiln on the edge of town since 2019.')),
      page(
        '/faq/',
        'FAQ | Kilnhouse',
        'Questions about our coffee.',
        `<h1>FAQ</h1><h3>How should I store coffee?</h3><p>Keep the coffee in its valve bag, sealed, away from light; use it within a month of roasting.</p><h3>What grind suits a cafetière?</h3><p>A coarse grind, like sea salt, suits a cafetière and stops the coffee tasting muddy.</p>`,
      ),
    ]);
    const plans = offlineTopics(roaster).plans;
    for (const plan of plans) expect(plan.keyphrase.toLowerCase(), plan.title).not.toBe('coffee');
    expect(plans.map((p) => p.title)).not.toContain('How Should I Store Coffee?');
  });

  it('rule 14: a software site’s features are not all “How X Works”: a problem its page says a feature ends, a comparison it draws', () => {
    const card = (name: string, text: string) => `<div><h3>${name}</h3><p>${text}</p></div>`;
    const saas = site([
      page(
        '/',
        'Tillroom | Stock Control for Independent Bookshops',
        'Stock control software for independent bookshops.',
        `<h1>Stock control software for independent bookshops</h1><p>Tillroom keeps your stock, orders and sales in one place instead of a paper ledger.</p>
<section><h2>Features</h2>
${card('Barcode receiving', 'Scan a delivery box by box and the stock count updates as you go, with missing items flagged.')}
${card('Customer orders', 'Takes a special order at the till and texts the customer when the book arrives, so you stop chasing lost order slips.')}
${card('Reorder suggestions', 'Suggests what to reorder from last month’s sales and the stock on your shelves.')}
${card('Sales reports', 'Shows daily sales by section and by supplier, exported to your accountant every month.')}
</section>`,
      ),
      page('/features/stock-control/', 'Stock control software | Tillroom', 'Stock control software that counts every book in and out.', `<h1>Stock control software</h1><p>Every book counted in at delivery and out at the till, with a live count for each title.</p>`),
      page(
        '/pricing/',
        'Pricing | Tillroom',
        'Simple monthly plans.',
        `<h1>Pricing</h1><div><h3>Shop</h3><p>£29 per month</p><p>One till, all features.</p></div><div><h3>Chain</h3><p>£79 per month</p><p>Up to five tills and shared stock.</p></div>`,
      ),
    ]);
    const plans = offlineTopics(saas).plans;
    plans.forEach((plan, i) => expect(validateTopic(plan, saas.facts!, plans.slice(0, i)), plan.title).toEqual({ ok: true }));
    expect(plans.find((p) => p.intent === 'problem' && p.keyphrase === 'Customer orders')?.title).toBe('Customer Orders: Stop Chasing Lost Order Slips');
    expect(plans.find((p) => p.intent === 'comparison' && /paper ledger/i.test(p.title))?.keyphrase).toBe('Stock control software');
    const features = plans.filter((p) => ['Barcode receiving', 'Customer orders', 'Reorder suggestions', 'Sales reports'].includes(p.keyphrase));
    expect(features.filter((p) => /^How .+ Works?$/.test(p.title)).length).toBeLessThan(features.length);

  });
});

describe('offline topic rules on FAQs of a hand-made mobile cat groomer’s site', () => {
  const cats = site([
    page(
      '/',
      'Whiskerworks | Mobile Cat Grooming in Tolworth',
      'Mobile cat grooming in Tolworth: a full groom from £45 for long-haired cats, for children and families alike.',
      `<h1>Whiskerworks</h1><p>Cat grooming at your door across Tolworth. A full groom covers bathing, drying, de-matting and a nail trim; a tidy covers the face, feet and bottom.</p>
<h2>Services</h2><table><tr><td>Full groom</td><td>£45</td></tr><tr><td>Tidy</td><td>£25</td></tr><tr><td>New kitten groom</td><td>£20</td></tr></table>`,
    ),
    page(
      '/faq/',
      'FAQ | Whiskerworks',
      'Questions about mobile cat grooming.',
      `<h1>FAQ</h1>
<h3>How often should my cat be groomed?</h3><p>Every eight weeks suits a long coat; regular cat grooming stops mats forming.</p>
<h3>Do I need to be home during the groom?</h3><p>Yes, someone over 18 must be home.</p>
<h3>Who does the grooming?</h3><p>Our own groomers, all qualified.</p>
<h3>Is there a minimum charge?</h3><p>The tidy is the smallest job we do.</p>
<h3>What happens at a new kitten groom?</h3><p>A short brush, a nail trim and lots of treats, so grooming never frightens them.</p>`,
    ),
  ]);
  const { plans, topics } = offlineTopics(cats);

  it('rule 15: a question ending on a participle is about that work, in the site’s words ("cat be groomed" → "cat grooming")', () => {
    expect(plans.find((p) => p.title === 'How Often Should My Cat Be Groomed?')?.keyphrase).toBe('cat grooming');
  });

  it('rule 30: a question naming an offering whole takes its whole name as the keyphrase ("new kitten groom", not "kitten groom")', () => {
    expect(plans.find((p) => /New Kitten Groom/.test(p.title))?.keyphrase).toBe('new kitten groom');
  });

  it('rule 16: what the business requires of a booking or who on its staff does the work are not topics', () => {
    expect(topics.join(' | ')).not.toMatch(/be home|who does|minimum charge/i);
  });

  it('rule 17: "from £45 for long-haired cats" is what a price is for, not who the business serves; "children" is an audience', () => {
    expect(cats.facts!.audiences.map((a) => a.text)).toEqual(['children', 'families']);
  });
});

describe('offline topic rules on a hand-made blog with nothing to sell', () => {
  const post = (slug: string, title: string, text: string): [string, string] =>
    page(`/blog/${slug}/`, `${title} | Fellside Notes`, `${title}.`, `<article><h1>${title}</h1>${text}</article>`, '<meta property="og:type" content="article">');
  const blog = site([
    page(
      '/',
      'Fellside Notes – Wild swimming in the Lake District',
      'Notes on lakes, tarns and rivers by Maya Fenwick and Tom Ashby.',
      `<h1>Fellside Notes</h1><article><h2><a href="/blog/buttermere-at-dawn/">Buttermere at dawn</a></h2><p>By Maya Fenwick.</p></article><article><h2><a href="/blog/cold-water-first-dips/">Cold water: first dips</a></h2><p>By Tom Ashby.</p></article>`,
    ),
    post('buttermere-at-dawn', 'Buttermere at dawn', '<p>Maya Fenwick swam at dawn. A thermal flask kept her warm, and neoprene gloves kept her hands working. Park at the village car park.</p><p>Maya Fenwick wrote these notes.</p>'),
    post('cold-water-first-dips', 'Cold water: first dips', '<p>Tom Ashby says start in summer. Wear neoprene gloves once the water drops below ten degrees. Take a thermal flask for afterwards.</p>'),
    post('river-swims', 'Three river swims near Keswick', '<p>River levels change fast after rain, so check the gauge. A thermal flask and neoprene gloves go in the bag every time.</p><p>Tom Ashby and Maya Fenwick swam all three.</p>'),
  ]);
  const { plans } = offlineTopics(blog);

  it('rule 18: a post’s title listed on the home page is not an offering', () => {
    expect(blog.facts!.offerings.map((o) => o.name)).toEqual([]);
  });

  it('rule 19: new subjects the posts mention, set in the blog’s own context (its title’s tagline), never its authors’ names', () => {
    expect(plans.map((p) => p.keyphrase)).toEqual(expect.arrayContaining(['thermal flask', 'neoprene gloves']));
    for (const plan of plans) {
      expect(plan.title, plan.title).not.toMatch(/Maya|Fenwick|Tom Ashby/);
      if (!plan.updateOf) expect(plan.title).toMatch(/Wild Swimming/);
    }
  });

  it('rule 25: a blog’s summary says what it is in its own words and why its list is short, never “the topics below” above none', () => {
    const summary = offlineTopics(blog).analysisSummary;
    expect(summary).toMatch(/^Fellside Notes describes itself as follows: “Notes on lakes, tarns and rivers/);
    expect(summary).toContain('Posts that touch on new subjects in passing would give more.');
  });
});

describe('offline topic rules on a hand-made leather shop and a German joiner', () => {
  const card = (name: string, price: string, href: string) => `<li><a href="${href}"><h3>${name}</h3></a><p>Full-grain leather, hand-stitched.</p><span>${price}</span></li>`;
  const shop = site([
    page(
      '/',
      'Hollins Leather | Hand-Stitched Leather Goods',
      'Hand-stitched leather bags, wallets and belts.',
      `<h1>Hollins Leather</h1><nav class="menu"><a href="/leather-care/">Leather care</a></nav><ul class="products">${card('Card wallet', '£35', '/products/card-wallet/')}${card('Weekend holdall', '£240', '/products/holdall/')}${card('Satchel', '£165', '/products/satchel/')}${card('Key fob', '£18', '/products/key-fob/')}${card('Spare bootlaces', '£4', '/products/laces/')}</ul>`,
    ),
    page(
      '/leather-care/',
      'Leather care | Hollins Leather',
      'How to look after a leather bag.',
      `<h1>How to look after a leather bag</h1><ul><li>Wipe off dust with a dry cloth every week.</li><li>Feed the leather with balm twice a year.</li><li>Keep it out of direct sunlight.</li><li>Stuff the bag with paper when you store it.</li></ul>`,
    ),
  ]);
  const { plans } = offlineTopics(shop);

  it('rule 20: a shop’s own goods get no “worth it” question, and its prices start at the cheapest it sells', () => {
    expect(plans.filter((p) => /\bworth\b/i.test(p.title))).toEqual([]);
    expect(offlineTopics(shop).analysisSummary).toContain('starting at £4.');
  });

  it('rule 21: instructions under a “How to …” heading are a how-to in the site’s words; the guide page is no offering', () => {
    expect(plans.find((p) => p.intent === 'how-to')).toMatchObject({ title: 'How to Look After a Leather Bag', keyphrase: 'leather bag' });
    expect(shop.facts!.offerings.map((o) => o.name)).not.toContain('Leather care');
  });

  it('rule 28: instructions under a care heading are a how-to in the site’s words, and the heading no offering', () => {
    const soaps = site([
      page(
        '/',
        'Brinewell Soap | Cold-Process Soap',
        'Cold-process soap made in small batches.',
        `<h1>Cold-process soap</h1><ul class="products">${card('Oat & Honey bar', '£6', '/products/oat-honey/')}${card('Seaweed bar', '£7', '/products/seaweed/')}${card('Gift box of six', '£34', '/products/gift-box/')}</ul>
<h2>Soap care</h2><ul><li>Keep the bar on a draining dish between uses.</li><li>Store spare bars somewhere cool and dry.</li><li>Cut large bars in half so they dry faster.</li></ul>`,
      ),
    ]);
    expect(soaps.facts!.offerings.map((o) => o.name)).not.toContain('Soap care');
    expect(offlineTopics(soaps).plans.find((p) => p.intent === 'how-to')).toMatchObject({ title: 'Soap Care: Keep the Bar on a Draining Dish Between Uses', keyphrase: 'soap care' });
  });

  it('rule 31: products named by proper names ("Fig & Cassis", "Amber Nights") are asked about by the category their page is headed with', () => {
    const candles = site([
      page(
        '/',
        'Wickmoor | Soy Candles',
        'Soy candles poured in small batches.',
        `<h1>Soy candles</h1><p>We pour each of our candles by hand in the workshop and send it to you within two days.</p><ul class="products">${card('Fig & Cassis', '£24', '/products/fig/')}${card('Amber Nights', '£28', '/products/amber/')}${card('Tealight set', '£9', '/products/tealights/')}</ul>`,
      ),
    ]);
    // Nobody searches a candle's own name: "soy candles" and their range are what a buyer asks.
    expect(offlineTopics(candles).plans.filter((p) => p.intent === 'cost').map((p) => p.title)).toEqual(['How Much Do Soy Candles Cost? £9–£28']);
  });

  it('rule 22: a site in another language is summarised without English lower-casing of its labels', () => {
    const joiner = site([
      [
        `${ORIGIN}/`,
        `<!DOCTYPE html><html lang="de"><head><title>Tischlerei Adler | Möbel nach Maß</title><meta name="description" content="Tischlerei in Kempten: Möbel und Küchen nach Maß."></head>
<body><main><h1>Tischlerei Adler</h1><p>Wir bauen Möbel und Küchen nach Maß für Ihr Zuhause in Kempten und Umgebung.</p>
<table><tr><td>Einbauschrank, Eiche, 2 m</td><td>ab 2.400 €</td></tr><tr><td>Küche nach Maß</td><td>ab 14.000 €</td></tr></table></main></body></html>`,
      ],
    ]);
    const summary = offlineTopics(joiner).analysisSummary;
    expect(summary).toContain('(German)');
    expect(summary).toContain('“Einbauschrank, Eiche, 2 m”');
    expect(summary).not.toMatch(/küche nach maß|einbauschrank, eiche/);
  });
});

describe('offline topic rules on one-page trades (hand-made sweep and tutor)', () => {
  const onePage = (title: string, description: string, body: string, footer: string) =>
    site([[`${ORIGIN}/`, `<!DOCTYPE html><html lang="en"><head><title>${title}</title><meta name="description" content="${description}"></head><body><main>${body}</main><footer><p>${footer}</p></footer></body></html>`]]);

  it('rule 23: a local topic names the work without its credential, and the places it lists while the title fits a search result', () => {
    const sweep = onePage(
      'Ashgill Sweeps | GASSAFE Approved Flue Sweep in Hexley',
      'GASSAFE approved flue sweeping for stoves and open fires in Hexley, Marrow and the Tyne Valley.',
      `<h1>Flue sweeping in Hexley</h1><p>We sweep stoves and open fires and leave a certificate for your insurer.</p>
<table><tr><td>Stove sweep</td><td>£65</td></tr><tr><td>Open fire sweep</td><td>£60</td></tr><tr><td>Camera flue survey</td><td>£95</td></tr></table>`,
      'Ashgill Sweeps · Hexley, Marrow',
    );
    expect(sweep.facts!.locations.map((l) => l.text).slice(0, 2)).toEqual(['Hexley', 'Marrow']);
    expect(sweep.facts!.offerings.map((o) => o.kind)).toEqual(['service', 'service', 'service']);
    const local = offlineTopics(sweep).plans.find((p) => p.intent === 'local' || isAreaCost(p));
    expect(local?.keyphrase).toBe('flue sweeping');
    // The credential never; the places the site lists, in a title that fits a search result.
    expect(local?.title).not.toMatch(/gassafe|approved/i);
    expect(local?.title).toMatch(/Hexley/);
    expect(local!.title.length).toBeLessThanOrEqual(70);
  });

  it('rule 24: a one-page site that lists nothing offers the work its description names, not its owner’s role', () => {
    const tutor = onePage(
      'Sam Okafor | Chemistry Tutor in Brindley',
      'One-to-one GCSE and A-level chemistry tutoring in Brindley, online or at your home.',
      `<h1>Sam Okafor – Chemistry Teacher and Tutor</h1><p>I taught chemistry for ten years and now tutor full time. Sessions follow your exam board's specification.</p>`,
      '© 2026 Sam Okafor',
    );
    expect(tutor.facts!.offerings.map((o) => o.name)).toEqual(['GCSE and A-level chemistry tutoring']);
    const { plans, analysisSummary } = offlineTopics(tutor);
    expect(plans.find((p) => p.intent === 'local')?.keyphrase.toLowerCase()).toBe('a-level chemistry tutoring');
    // A short list says why, from what the site lacks, and what would lengthen it.
    expect(analysisSummary).toMatch(/Only (?:one topic|\d+ topics): the site names only one thing it sells, states no prices and has no questions and answers\./);
    // One line of the site is one article: its explainer would repeat the local guide's every word.
    expect(plans).toHaveLength(1);
  });

  it('rule 28: a subject the site gives one line carries no second topic standing on that line ("What Is a Party Package?" beside its cost)', () => {
    const cipher = analyseCorpusSite('cipher-street-escape-rooms');
    const party = offlineTopics(cipher).plans.filter((p) => /party package/i.test(p.keyphrase));
    expect(party.map((p) => p.intent)).toEqual(['cost']);
    // Asked at all, a countable thing in the singular takes its article.
    const titles = topicCandidates(cipher.facts!).map((c) => c.plan.title);
    expect(titles).toContain('What Is a Party Package?');
    expect(titles).not.toContain('What Is Party Package?');
  });
});

describe('offline topic rule 29 on a hand-made stock-control app', () => {
  it('gives a software site’s features their wordings in turn, not “How X Works” for each', () => {
    const card = (name: string, text: string) => `<div><h3>${name}</h3><p>${text}</p></div>`;
    const app = site([
      page(
        '/',
        'Shelfwise | Stock Control for Hardware Shops',
        'Stock control software for independent hardware shops.',
        `<h1>Stock control for hardware shops</h1><section><h2>Features</h2>
${card('Barcode receiving', 'Scan each delivery box and the stock count updates as you unpack it.')}
${card('Reorder suggestions', 'Suggests what to reorder from last month’s sales and the stock on the shelves.')}
${card('Stock counts', 'Count one aisle at a time on a phone while the shop stays open.')}</section>`,
      ),
      page('/pricing/', 'Pricing | Shelfwise', 'Monthly plans.', `<h1>Pricing</h1><div><h3>Shop</h3><p>£25 per month</p></div><div><h3>Chain</h3><p>£70 per month</p></div>`),
    ]);
    const explainers = offlineTopics(app).plans.filter((p) => p.intent === 'explainer').map((p) => p.title);
    expect(explainers.length, explainers.join(' | ')).toBeGreaterThanOrEqual(2);
    expect(new Set(explainers.map((t) => t.split(' ')[0])).size, explainers.join(' | ')).toBeGreaterThan(1);
  });
});

describe('offline topic rules on a hand-made pottery studio that sells classes by pass', () => {
  const studioPage = (path: string, title: string, body: string): [string, string] => [
    `${ORIGIN}${path}`,
    `<!DOCTYPE html><html lang="en"><head><title>${title}</title><meta name="description" content="Pottery classes in Wexcombe: wheel throwing and hand building."></head>
<body><header><nav><a href="/">Home</a> <a href="/classes/">Classes</a> <a href="/pricing/">Pricing</a></nav></header><main>${body}</main><footer><p>© 2026 Kiln Lane Pottery · Wexcombe</p></footer></body></html>`,
  ];
  const studio = site([
    studioPage('/', 'Kiln Lane Pottery | Pottery Classes in Wexcombe', '<h1>Pottery in Wexcombe</h1><p>Small classes of eight in a converted forge, clay and firing included.</p>'),
    studioPage(
      '/classes/',
      'Classes | Kiln Lane Pottery',
      `<h1>Classes</h1><h2>Wheel throwing</h2><p>Centre clay on the wheel and throw cylinders and bowls; by week four most people make a mug.</p>
<h2>Hand building</h2><p>Pinch pots, coils and slabs at the table, with no wheel at all: good for planters and sculptural pieces.</p>`,
    ),
    studioPage(
      '/pricing/',
      'Pricing | Kiln Lane Pottery',
      `<h1>Pricing</h1><div class="card"><h3>Drop-in session</h3><p>£28</p><p>One class, any style.</p></div><div class="card"><h3>Five-class pass</h3><p>£120</p><p>Valid for three months.</p></div><div class="card"><h3>Monthly membership</h3><p>£85 per month</p><p>Every class, every week.</p></div>`,
    ),
  ]);
  const { plans } = offlineTopics(studio);

  it('rule 27: drop-ins and passes are how customers pay; the classes they pay for are what the topics explain', () => {
    const kinds = Object.fromEntries(studio.facts!.offerings.map((o) => [o.name, o.kind]));
    expect(kinds).toMatchObject({ 'Drop-in session': 'plan', 'Five-class pass': 'plan', 'Monthly membership': 'plan', 'Wheel throwing': 'service', 'Hand building': 'service' });
    const explained = plans.filter((p) => p.intent === 'explainer').map((p) => p.keyphrase);
    expect(explained).toEqual(expect.arrayContaining(['Wheel throwing', 'Hand building']));
    expect(plans.map((p) => p.title).join(' | ')).not.toMatch(/during a drop-in|drop-in session (?:pricing|costs)/i);
    // Where it is, asked as a local searcher asks it: what its classes cost there (priced by its passes).
    expect(plans.some((p) => p.intent === 'local' || isAreaCost(p, studio.facts!))).toBe(true);
  });
});

describe('where the summary says prices start', () => {
  it('is the cheapest service the site prices, named or not, never a price charged on top of another or booked with another', () => {
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><p>Oil, filter and the checks on our list.</p></div>`;
    const garage = site([
      page(
        '/',
        'Dunmere Motors',
        'Garage in Dunmere: MOTs, servicing and repairs.',
        `<h1>Garage in Dunmere</h1><div class="grid">${card('Interim Service – Every 6 months or 6,000 miles', '£119')}${card('Full Service – Every 12 months or 12,000 miles', '£199')}${card('Major Service – Every 24 months or 24,000 miles', '£289')}</div>
<h2>MOT prices</h2><ul><li><strong>Class 4 MOT: £45</strong></li><li><strong>MOT with a Full or Major Service: £25</strong></li></ul>
<h2>Repairs</h2><p>Brake fluid change. Every two years, £59 for most cars. Outside the ring road I add a £10 travel charge.</p>
<h2>Personal touches</h2><ul><li><strong>Engraved key fobs</strong> with your registration, for £8 per fob on top of the service price.</li><li><strong>Valet</strong> inside and out, £30.</li></ul>`,
      ),
    ]);
    const summary = offlineTopics(garage).analysisSummary;
    expect(summary).toContain('starting at £30');
    expect(summary.toLowerCase()).toContain('interim service, full service');
    expect(summary).not.toMatch(/every 6 months/i);
    const addOns = garage.facts!.offerings.filter((o) => o.addOn).map((o) => o.name);
    expect(addOns).toEqual(expect.arrayContaining(['MOT with a Full or Major Service', 'Engraved key fobs']));
  });

  it('keeps a details line that tells two offerings apart', () => {
    const offering = (name: string): Offering => ({ name, kind: 'service', url: `${ORIGIN}/prices/`, description: null, prices: [], specs: [], source: { url: `${ORIGIN}/prices/`, passage: name } });
    const rows = ['Lockout – daytime (8am–6pm)', 'Lockout – evenings & Sundays', 'Interim Service – Every 6 months or 6,000 miles'].map(offering);
    expect(rows.map((o) => sentenceName(o, new Set(['daytime', 'evenings', 'interim', 'service']), undefined, rows))).toEqual(['lockout – daytime', 'lockout – evenings & Sundays', 'interim service']);
  });
});

describe('what the trade costs where the business is', () => {
  const trade = (title: string, description: string, h1: string) =>
    site([
      [
        `${ORIGIN}/`,
        `<!DOCTYPE html><html lang="en"><head><title>${title}</title><meta name="description" content="${description}"></head><body><main><h1>${h1}</h1><p>We sweep stoves and open fires and leave a certificate for your insurer.</p>
<table><tr><td>Stove sweep</td><td>£65</td></tr><tr><td>Open fire sweep</td><td>£60</td></tr><tr><td>Camera flue survey</td><td>£95</td></tr></table></main><footer><p>Ashgill Sweeps · Hexley, Marrow</p></footer></body></html>`,
      ],
    ]);

  it('takes the local guide’s place where the site prices its work and names its trade, keyed on the trade', () => {
    const plans = offlineTopics(trade('Ashgill Sweeps | Flue Sweep in Hexley', 'Flue sweeping for stoves and open fires in Hexley, Marrow and the Tyne Valley.', 'Flue sweeping in Hexley')).plans;
    const area = plans.filter((p) => isAreaCost(p));
    expect(area.map((p) => p.keyphrase.toLowerCase())).toEqual(['flue sweeping']);
    expect(area[0]!.title).toMatch(/Hexley/);
    expect(area[0]!.title).not.toMatch(/£/);
    expect(plans.filter((p) => p.intent === 'local')).toEqual([]);
  });

  it('prices the work its people do, where the description names the people and the site the work', () => {
    const plans = offlineTopics(trade('Ashgill Roofing | Roofers in Hexley', 'Family roofers since 1972, working in Hexley, Marrow and the Tyne Valley.', 'Roofing in Hexley')).plans;
    expect(plans.filter((p) => isAreaCost(p)).map((p) => p.keyphrase.toLowerCase())).toEqual(['roofing']);
  });

  it('keeps a local guide for two trades joined in one name, whose prices are no one trade’s', () => {
    const sweeps = trade('Ashgill | Sweeping & Stove Fitting in Hexley', 'Sweeping & stove fitting for homes in Hexley, Marrow and the Tyne Valley.', 'Sweeping & stove fitting in Hexley');
    expect(offlineTopics(sweeps).plans.filter((p) => isAreaCost(p, sweeps.facts!))).toEqual([]);
  });
});

describe('where the business is', () => {
  it('is the town its title names, before a province its footer names', () => {
    const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'MovingCompany', name: 'Chinook Crew', address: { '@type': 'PostalAddress', streetAddress: '3716 61 Ave SE', addressLocality: 'Calgary', addressRegion: 'AB' } });
    const movers = site([
      [
        `${ORIGIN}/`,
        `<!DOCTYPE html><html lang="en"><head><title>Calgary Movers | Chinook Crew</title><meta name="description" content="Calgary’s careful residential movers. Local moves, packing and long-distance moves across Alberta."><script type="application/ld+json">${ld}</script></head><body><main><h1>Residential movers</h1><p>Two, three or four movers with a 26-foot truck.</p></main><footer><p>WCB Alberta covered</p></footer></body></html>`,
      ],
    ]);
    expect(movers.facts!.locations[0]!.text).toBe('Calgary, AB');
  });

  it('is never read across two items of a list: “…monitoring throughout” and “Pain relief to take home” name no place “Pain”', () => {
    const vets = site([
      page('/', 'Harbour Vets | Wenlow', 'Vets in Wenlow.', '<h1>Harbour Vets</h1><p>Vets in Wenlow for dogs, cats and rabbits.</p>'),
      page('/neutering/', 'Neutering', 'Neutering at Harbour Vets.', '<h1>Neutering</h1><h2>What’s included</h2><ul><li>General anaesthetic with a nurse monitoring throughout</li><li>Pain relief to take home</li><li>Post-op checks at 3 and 10 days</li></ul>'),
    ]);
    expect(vets.facts!.locations.map((l) => l.text)).not.toContain('Pain');
  });
});

describe('what the site says it does not offer', () => {
  it('is never a topic’s keyphrase: it draws the customers the business turns away', () => {
    const vets = site([
      page('/', 'Harbour Vets', 'Vets in Wenlow for dogs, cats and rabbits.', `<h1>Harbour Vets</h1><h2>Which animals do you treat?</h2><p>Dogs, cats, rabbits and guinea pigs. We don't treat horses, farm animals, birds or reptiles.</p><p>Farm animals go to Wenlow Large Animal Practice.</p>`),
    ]);
    const refused = { title: 'Can Reptiles Be Treated at a Vet?', keyphrase: 'reptiles', intent: 'explainer' as const, grounding: [{ url: `${ORIGIN}/`, passage: 'Dogs, cats, rabbits and guinea pigs. We don’t treat horses, farm animals, birds or reptiles.' }], updateOf: null, engine: 'offline' as const };
    expect(validateTopic(refused, vets.facts!, [])).toMatchObject({ ok: false, reason: 'forbidden-subject' });
    // Said once outside the refusal, it is something the site talks about.
    expect(validateTopic({ ...refused, title: 'Can Farm Animals Be Treated at a Vet?', keyphrase: 'farm animals' }, vets.facts!, []).ok).toBe(true);
  });
});

describe('the business itself', () => {
  it('is no keyphrase: a topic on it ("Contact Kaimai Tree & Garden for a Free Quote") is its contact page again', () => {
    const trees = site([page('/', 'Kaimai Tree & Garden', 'Arborists in Tauranga.', `<h1>Arborists in Tauranga</h1><h2>Stump grinding</h2><p>Stumps ground below the surface, from $180.</p>`), page('/contact.html', 'Contact | Kaimai Tree & Garden', 'Contact Kaimai Tree & Garden for a free quote.', '<h1>Contact us</h1><p>Call or email Kaimai Tree &amp; Garden for a free quote.</p>')]);
    const about = { title: 'Kaimai Tree & Garden: Contact Kaimai Tree & Garden for a Free Quote', keyphrase: 'kaimai tree & garden', intent: 'how-to' as const, grounding: [{ url: `${ORIGIN}/contact.html`, passage: 'Call or email Kaimai Tree & Garden for a free quote.' }], updateOf: null, engine: 'offline' as const };
    expect(validateTopic(about, trees.facts!, [])).toMatchObject({ ok: false, reason: 'forbidden-subject' });
  });
});

describe('a customer’s question beside a post on its keyphrase', () => {
  it('is not covered by a post that does not ask it: "How many lessons will I need?" beside "EDT Explained"', () => {
    const school = site([
      page('/', 'Corrib Driving School', 'EDT lessons in Galway.', `<h1>EDT lessons in Galway</h1><p>Every learner takes the 12 EDT lessons with us.</p>`),
      page('/blog/edt-explained', 'EDT Explained: What Happens in Each of the 12 Lessons', 'Each EDT lesson explained.', `<article><h1>EDT Explained: What Happens in Each of the 12 Lessons</h1><p>EDT lessons cover the basics first. Each of the 12 EDT lessons has its own topic.</p></article>`, '<meta property="og:type" content="article">'),
    ]);
    const ref = [{ url: `${ORIGIN}/`, passage: 'Every learner takes the 12 EDT lessons with us.' }];
    const asked = { title: 'How Many Lessons Will I Need?', keyphrase: 'EDT lessons', intent: 'explainer' as const, grounding: ref, updateOf: null, engine: 'offline' as const };
    expect(school.facts!.blogSubjects.length).toBe(1);
    expect(validateTopic(asked, school.facts!, [])).not.toMatchObject({ reason: 'covered' });
    expect(validateTopic({ ...asked, title: 'EDT Lessons, Explained' }, school.facts!, [])).toMatchObject({ ok: false, reason: 'covered' });
  });
});

describe('two of the site’s questions answered alike', () => {
  it('are one topic, whatever words their titles use', () => {
    const trees = site([
      page('/faq.html', 'FAQ | Kaimai Tree & Garden', 'Questions.', `<h1>FAQ</h1><h3>Do I need consent to remove a tree?</h3><p>Usually not on private land, but notable trees, some coastal and ecological areas and council-owned trees need permission. We check before we start.</p>`),
      page('/tree-removal.html', 'Tree Removal | Kaimai Tree & Garden', 'Tree removal.', `<h1>Tree removal</h1><p>We remove trees of every size across Tauranga.</p><h2>Do I need council permission?</h2><p>For most trees on private property in Tauranga, no. You do need consent for notable trees in the City Plan, some trees in ecological or coastal areas, and trees on council land. We check every job first.</p>`),
    ]);
    const facts = trees.facts!;
    const ground = (q: string) => facts.questions.find((x) => x.question === q)!.source;
    const consent = { title: 'Do I Need Consent to Remove a Tree?', keyphrase: 'tree', intent: 'explainer' as const, grounding: [ground('Do I need consent to remove a tree?')], updateOf: null, engine: 'offline' as const };
    const permission = { ...consent, title: 'Do I Need Council Permission?', keyphrase: 'council permission', grounding: [ground('Do I need council permission?')] };
    expect(checkNotAnsweredAlike(permission, facts, [consent])).toMatchObject({ ok: false, reason: 'duplicate' });
    expect(checkNotAnsweredAlike(permission, facts, [])).toEqual({ ok: true });
  });
});

describe('a labour rate', () => {
  it('is no topic of its own: "Gardener per Hour: $75" is who is paid, not what is done', () => {
    const trees = site([
      page('/', 'Kaimai Tree & Garden', 'Tree removal and garden maintenance in Tauranga.', `<h1>Arborists in Tauranga</h1><p>Tree removal, pruning and garden maintenance.</p>`),
      page('/prices.html', 'Prices | Kaimai Tree & Garden', 'Our rates.', `<h1>Prices</h1><table><tr><th>Who</th><th>Rate</th></tr><tr><td>Arborist crew (2 arborists + chipper)</td><td>$165 per hour</td></tr><tr><td>Gardener</td><td>$75 per hour</td></tr></table><h2>Stump grinding</h2><p>Stump grinding starts from $120 per stump.</p>`),
    ]);
    const titles = topicCandidates(trees.facts!).map((c) => c.plan).filter((p) => validateTopic(p, trees.facts!, []).ok).map((p) => p.title);
    expect(titles.filter((t) => /^(?:gardener|arborist crew)\b/i.test(t) || /what (?:a )?gardener/i.test(t))).toEqual([]);
  });
});

describe('a lone gerund', () => {
  it('is no keyphrase unless it is the work the site sells', () => {
    const trees = site([page('/', 'Kaimai Tree & Garden', 'Tree removal and stump grinding in Tauranga.', `<h1>Arborists in Tauranga</h1><h2>Do I need consent to remove a tree?</h2><p>Most trees on private land can be removed without consent. Removing a notable tree in the City Plan needs a resource consent.</p>`)]);
    const ref = [{ url: `${ORIGIN}/`, passage: 'Removing a notable tree in the City Plan needs a resource consent.' }];
    const asked = { title: 'Do I Need Consent to Remove a Tree?', keyphrase: 'removing', intent: 'explainer' as const, grounding: ref, updateOf: null, engine: 'offline' as const };
    expect(validateTopic(asked, trees.facts!, [])).toMatchObject({ ok: false, reason: 'fragment' });
    const caterer = site([page('/', 'Grain Kitchen', 'Catering for weddings and parties in Leith.', `<h1>Catering in Leith</h1><h2>Wedding catering</h2><p>Catering for weddings across Edinburgh, from £46 per head.</p>`)]);
    const trade = { title: 'How Much Does Catering Cost in Leith?', keyphrase: 'catering', intent: 'cost' as const, grounding: [{ url: `${ORIGIN}/`, passage: 'Catering for weddings across Edinburgh, from £46 per head.' }], updateOf: null, engine: 'offline' as const };
    expect(validateTopic(trade, caterer.facts!, [])).not.toMatchObject({ reason: 'fragment' });
  });
});

describe('a heading naming a service where it is sold', () => {
  it('makes no how-to of its gerund: "Driving lessons in Galway City & County" is never "How to Drive Lessons"', () => {
    const school = site([
      page('/', 'Corrib Driving School', 'Driving lessons in Galway with approved instructors.', `<h1>Learn to drive in Galway</h1><p>Manual and automatic lessons with pick-up from home.</p>`),
      page('/galway-city', 'Driving Lessons Galway City', 'Lessons in the city.', `<h1>Driving Lessons in Galway City</h1><p>We pick up and drop off anywhere in the city at no extra cost. A lot of our learners book lunchtime lessons straight from the office.</p><p>City lessons are the best preparation for the test centre, because the test routes take in many of the roads you'll drive with us. We spend time on the roundabouts and the bus lanes, which catch out a lot of learners.</p>`),
    ]);
    expect(topicCandidates(school.facts!).map((c) => c.plan.title).filter((t) => /^How to Drive Lessons/i.test(t))).toEqual([]);
  });
});

describe('an FAQ’s closing line', () => {
  it('asks the reader to get in touch, no customer’s question: “Can’t find your answer?” is not counted', () => {
    const faq = site([
      page('/faq/', 'FAQ', 'Questions we get asked.', `<h1>FAQ</h1><details><summary>How long does a treatment take?</summary><p>About two hours for a three-bedroom house.</p></details><details><summary>Can’t find your answer?</summary><p>Give Mel a call on (07) 5550 1847 during office hours.</p></details>`),
    ]);
    expect(faq.facts!.questions.map((q) => q.question)).toEqual(['How long does a treatment take?']);
  });
});

describe('a heading over the site’s own tool', () => {
  it('is no how-to: “Moving cost calculator” is clicked, not done', () => {
    const movers = site([
      page('/', 'Chinook Movers', 'Residential movers in Calgary.', '<h1>Residential movers</h1><p>We move homes across Calgary every day of the week, with two, three or four movers.</p>'),
      page('/calculator/', 'Calculator', 'Estimate your move.', `<h1>Estimate your move</h1><h2>Moving cost calculator</h2><p>Use the calculator to get a rough idea before you book your move. Make sure you count every room, including the garage and the shed. Always add the boxes you will need for the kitchen.</p>`),
    ]);
    expect(offlineTopics(movers).plans.map((p) => p.title).filter((t) => /calculator/i.test(t))).toEqual([]);
  });
});

describe('a question a post already asks', () => {
  it('is covered, word for word, though the post narrows it: "Is a Battery Worth It?" beside "Is a Home Battery Worth It in Fresno?"', () => {
    const solar = site([
      page('/', 'Brightside Solar', 'Solar and home batteries in Fresno.', `<h1>Solar in Fresno</h1><p>We install solar panels and home batteries across Fresno.</p>`),
      page('/blog/battery-worth-it', 'Is a Home Battery Worth It in Fresno?', 'Batteries and the new export rate.', `<article><h1>Is a Home Battery Worth It in Fresno?</h1><p>Under the new export rate a home battery pays back faster than it did.</p></article>`, '<meta property="og:type" content="article">'),
    ]);
    const ref = [{ url: `${ORIGIN}/`, passage: 'We install solar panels and home batteries across Fresno.' }];
    const worth = { title: 'Is a Battery Worth It?', keyphrase: 'battery', intent: 'explainer' as const, grounding: ref, updateOf: null, engine: 'offline' as const };
    expect(validateTopic(worth, solar.facts!, [])).toMatchObject({ ok: false, reason: 'covered' });
    expect(validateTopic({ ...worth, title: 'How Long Does a Battery Last?' }, solar.facts!, [])).not.toMatchObject({ reason: 'covered' });
    // Who asks aside: "Which Battery Do I Need?" is the post "Home batteries: which does my house need?".
    const which = site([page('/', 'Brightside Solar', 'Solar and home batteries in Fresno.', `<h1>Solar in Fresno</h1><p>We install solar panels and home batteries across Fresno.</p>`), page('/blog/which-battery', 'Home batteries: which battery does my house need?', 'Choosing a battery.', `<article><h1>Home batteries: which battery does my house need?</h1><p>A home battery suits most houses with solar.</p></article>`, '<meta property="og:type" content="article">')]);
    expect(validateTopic({ ...worth, title: 'Which Battery Do I Need?' }, which.facts!, [])).toMatchObject({ ok: false, reason: 'covered' });
    // The post's question after its colon: "Buying your first home in Fresno: how much deposit do you need?".
    const deposit = site([page('/', 'Brightside Solar', 'Solar and home batteries in Fresno.', `<h1>Solar in Fresno</h1><p>We install solar panels and home batteries across Fresno.</p>`), page('/blog/deposit', 'Buying your first home in Fresno: how much deposit do you need?', 'Deposits.', `<article><h1>Buying your first home in Fresno: how much deposit do you need?</h1><p>Most lenders ask for a deposit of at least 5%.</p></article>`, '<meta property="og:type" content="article">')]);
    expect(checkNotCovered({ ...worth, title: 'How Much Deposit Do You Need?', keyphrase: 'gifted deposit' }, deposit.facts!)).toMatchObject({ ok: false, reason: 'covered' });
  });
});

describe('a line priced only if the customer does not bring or collect something', () => {
  it('is an extra: no topic, never where prices start, not in what the business offers', () => {
    const kennels = site([
      page('/', 'Ferncroft Kennels', 'Dog boarding kennels near Ashby.', '<h1>Dog boarding near Ashby</h1><p>Heated kennels, paddock play and two walks a day for every dog.</p>'),
      page(
        '/prices/',
        'Prices | Ferncroft Kennels',
        'Boarding prices.',
        `<h1>Prices</h1><h2>Dog boarding</h2><table><tr><th>Dog size</th><th>Per night</th></tr><tr><td>Small dog</td><td>€28</td></tr><tr><td>Large dog</td><td>€36</td></tr></table><h2>Other prices</h2><table><tr><td>Food (if you don't bring your own)</td><td>€3 per day</td></tr><tr><td>Late collection by arrangement (until 7.30pm)</td><td>€15</td></tr></table>`,
      ),
    ]);
    const { analysisSummary, plans } = offlineTopics(kennels);
    expect(analysisSummary).not.toMatch(/\bfood\b|€3\b|€15/i);
    // Whom it names already: dog boarding is for dogs.
    expect(analysisSummary).not.toMatch(/for dogs/i);
    expect(analysisSummary).toContain('It states prices for one offering, starting at €28');
    expect(plans.map((p) => p.title).filter((t) => /food|late collection/i.test(t))).toEqual([]);
  });
});

describe('a question about the dog at a kennels named for its village', () => {
  it('is keyed on what the site sells, never the name’s own words ("Ferncroft dog"), and asks no steps of a what-if', () => {
    const lodge = site([
      page('/', 'Ferncroft Dog Lodge | Dog boarding near Ashby', 'Dog boarding kennels in Ferncroft near Ashby.', '<h1>Ferncroft Dog Lodge</h1><p>Welcome to Ferncroft Dog Lodge, family-run dog boarding in Ferncroft since 2016. Every Ferncroft Dog Lodge kennel is heated.</p><h2>Dog boarding</h2><p>Dog boarding from €28 per night, with two walks a day.</p>'),
      page(
        '/faq/',
        'FAQ | Ferncroft Dog Lodge',
        'Questions about boarding your dog.',
        `<h1>FAQ</h1><h3>What happens if my dog gets sick while boarding?</h3><p>We ring you straight away. If your dog needs a vet we use the practice in Ashby, or your own vet if you prefer.</p><h3>Are the kennels heated?</h3><p>Yes, all kennels have underfloor heating from October to April.</p><h3>Can my dogs share a kennel?</h3><p>Yes – dogs from the same household can share a kennel if they are used to sleeping together.</p>`,
      ),
      page('/what-to-bring/', 'What to bring | Ferncroft Dog Lodge', 'What to bring.', '<h1>What to bring</h1><ul><li>Your dog’s vaccination card</li><li>Enough of their usual food for the stay</li><li>A collar with ID tag and a lead</li></ul>'),
    ]);
    const sick = offlineTopics(lodge).plans.find((p) => /sick/i.test(p.title));
    expect(sick).toBeDefined();
    expect(sick!.keyphrase.toLowerCase()).not.toContain('ferncroft');
    expect(sick!.intent).not.toBe('how-to');
    // "share" is the question's verb, and "Dog Lodge" names the place, not the work: the work is dog boarding.
    const keys = offlineTopics(lodge).plans.map((p) => p.keyphrase.toLowerCase());
    expect(keys.filter((k) => /share|lodge/.test(k))).toEqual([]);
  });
});

describe('what a repair is charged by', () => {
  it('is an add-on: labour by the hour and a service call are never offerings to write about', () => {
    const line = (name: string): Offering => ({ name, kind: 'service', url: `${ORIGIN}/repair/`, description: null, prices: [], specs: [], source: { url: `${ORIGIN}/repair/`, passage: name } });
    expect(['Labor', 'Labour rate', 'Service call / diagnostic'].filter((n) => !isAddOn(line(n)))).toEqual([]);
    expect(isAddOn(line('Pump motor replacement'))).toBe(false);
  });
});

describe('booking software whose title names its kind', () => {
  it('asks what that software costs, prices its bundles by what they count, and keeps extras off its plans', () => {
    const doc = (path: string, title: string, description: string, body: string): [string, string] => [
      `${ORIGIN}${path}`,
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}"></head><body><main>${body}</main></body></html>`,
    ];
    const card = (name: string, price: string, seats: string) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><p>per month, billed monthly</p><ul><li>${seats}</li><li>Online booking page</li></ul></div>`;
    const saas = site([
      doc('/', 'Chairbook — Salon & Barber Booking Software', 'Online booking, reminders and deposits for independent salons and barbers.', '<h1>Online booking that feels like your salon</h1><p>Clients book online, pay a deposit and get reminders by text.</p><h2>Reminders &amp; no-shows</h2><p>Automatic SMS and email reminders 48 hours and 2 hours before every appointment.</p>'),
      doc(
        '/pricing/',
        'Pricing — Chairbook',
        'Simple pricing for salons.',
        `<h1>Simple pricing</h1><div class="grid">${card('Solo', '£19', '1 seat included')}${card('Studio', '£49', '3 seats included')}${card('Salon', '£99', '6 seats included')}</div>
<h2>Compare plans</h2><table><tr><th>Feature</th><th>Solo</th><th>Studio</th><th>Salon</th></tr><tr><td>Monthly price</td><td>£19</td><td>£49</td><td>£99</td></tr><tr><td>Extra seats</td><td>—</td><td>£12/seat/month</td><td>£10/seat/month</td></tr><tr><td>Multiple locations</td><td>—</td><td>—</td><td>+£29/month per location</td></tr></table>
<h2>Need more texts? Top up with SMS credits.</h2><p>Each plan includes a monthly allowance of SMS reminders. Extra credits never expire.</p><table><tr><th>SMS credit bundle</th><th>Price</th></tr><tr><td>500 credits</td><td>£15</td></tr><tr><td>2,000 credits</td><td>£50</td></tr></table>`,
      ),
    ]);
    const offerings = saas.facts!.offerings;
    expect(offerings.map((o) => o.name).filter((n) => /seats? included|annual billing/i.test(n))).toEqual([]);
    expect(offerings.find((o) => o.name === 'SMS credits')?.prices.map((p) => p.text)).toEqual(['£15', '£50']);
    expect(offerings.filter((o) => o.kind === 'plan' && !isAddOn(o)).flatMap((o) => o.prices.map((p) => p.text)).filter((t) => /seat|location|£29|£1[02]\b/.test(t))).toEqual([]);
    expect(offlineTopics(saas).plans.map((p) => p.title)).toContain('How Much Does Salon & Barber Booking Software Cost?');
  });
});

describe('a music school’s tuition beside what it adds', () => {
  it('starts its prices at tuition, never at an extra said as what it adds, nor at books and materials; its policies sell nothing', () => {
    const school = site([
      page('/', 'Riverbend Music School', 'Private music lessons in Dunmore.', '<h1>Music lessons in Dunmore</h1><p>Private piano, violin and guitar lessons for children and adults in Dunmore.</p>'),
      page(
        '/tuition/',
        'Tuition | Riverbend Music School',
        'Monthly tuition.',
        `<h1>Tuition</h1><table><tr><th>Lesson</th><th>Monthly tuition</th></tr><tr><td>30-minute lesson</td><td>$140/month</td></tr><tr><td>45-minute lesson</td><td>$205/month</td></tr></table>
<h2>Other fees</h2><table><tr><th>Fee</th><th>Amount</th></tr><tr><td>In-home lessons</td><td>add $25 per lesson</td></tr><tr><td>Books &amp; materials</td><td>$20–$40 per year</td></tr></table>`,
      ),
      page('/studio-policies/', 'Studio Policies | Riverbend Music School', 'Policies.', '<h1>Studio policies</h1><h2>Attendance and make-up lessons</h2><p>We offer two make-up lessons per semester with 24 hours’ notice.</p><h2>Closures and weather</h2><p>If schools close for snow, so do we.</p>'),
    ]);
    const names = school.facts!.offerings.map((o) => o.name);
    expect(names.filter((n) => /attendance|closures/i.test(n))).toEqual([]);
    const summary = offlineTopics(school).analysisSummary;
    expect(summary).not.toMatch(/starting at \$(?:20|25)\b/);
    expect(summary).toMatch(/starting at \$140/);
  });
});

describe('a carpet cleaner’s price list of rooms and furniture', () => {
  it('prices the work, never the hallway: what is cleaned costs nothing itself, and a sofa priced per seat is no software', () => {
    const cleaner = site([
      page('/', 'Bowfield Steam Clean | Carpet cleaning in Calgary', 'Truck-mounted carpet and upholstery cleaning in Calgary, Airdrie and Cochrane.', '<h1>Carpet cleaning in Calgary</h1><p>Deep hot water extraction for bedrooms, living rooms and stairs, dry in hours.</p>', '<script type="application/ld+json">{"@context":"https://schema.org","@type":"LocalBusiness","name":"Bowfield Steam Clean","address":{"@type":"PostalAddress","addressLocality":"Calgary"},"areaServed":["Calgary","Airdrie","Cochrane"]}</script>'),
      page(
        '/pricing/',
        'Prices | Bowfield Steam Clean',
        'Carpet and upholstery cleaning prices.',
        `<h1>Prices</h1><h2>Carpet cleaning</h2><table><tr><th>Item</th><th>Price</th></tr><tr><td>Room (up to 200 sq ft)</td><td>$49</td></tr><tr><td>Hallway</td><td>$25</td></tr><tr><td>Stairs</td><td>$4 per step</td></tr><tr><td>Walk-in closet</td><td>$15</td></tr></table>
<h2>Upholstery</h2><table><tr><th>Item</th><th>Price</th></tr><tr><td>Loveseat (2 seats)</td><td>$89</td></tr><tr><td>Sectional</td><td>$40 per seat</td></tr><tr><td>Armchair or recliner</td><td>$59</td></tr></table>
<div class="card"><h3>Care Club</h3><p class="price">$24.99/month</p><p>Two cleans a year.</p></div>`,
      ),
    ]);
    const titles = offlineTopics(cleaner).plans.map((p) => p.title);
    expect(titles.filter((t) => /hallway|stairs|closet|armchair|loveseat/i.test(t))).toEqual([]);
    expect(titles.some((t) => /^How Much Does .*Cleaning Cost in Calgary\?$/.test(t))).toBe(true);
    // And it says what it does, not what it cleans, though it sells a care plan too.
    expect(offlineTopics(cleaner).analysisSummary).toMatch(/^Bowfield Steam Clean offers truck-mounted carpet and upholstery cleaning/);
  });
});

describe('a salon with a small shop beside its treatments', () => {
  it('says first what it does, the treatments, never the polish and the gift voucher its shop pages sell; a currency code is no offering', () => {
    const product = (path: string, name: string, price: string): [string, string] =>
      page(path, `${name} | Thistle Nails`, `${name}.`, `<h1>${name}</h1><p>${price}</p><p>Made for us in small batches.</p>`, `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"${name}","offers":{"@type":"Offer","price":"${price.replace('£', '')}","priceCurrency":"GBP"}}</script>`);
    const salon = site([
      page('/', 'Thistle Nails | Nail salon in Partick', 'Nail and beauty salon in Partick, Glasgow.', '<h1>Nails in Partick</h1><p>Gel, BIAB and acrylic nails, lashes and brows in Partick.</p>'),
      page('/treatments/', 'Treatments | Thistle Nails', 'Our treatments.', '<h1>Treatments</h1><table><tr><th>Treatment</th><th>Price</th></tr><tr><td>Gel manicure</td><td>£30</td></tr><tr><td>BIAB infill</td><td>£35</td></tr><tr><td>Acrylic full set</td><td>£40</td></tr><tr><td>Lash lift &amp; tint</td><td>£45</td></tr><tr><td>Brow wax</td><td>£10</td></tr></table>'),
      product('/products/nail-polish/', 'Thistle Nail Polish', '£12'),
      product('/products/gift-voucher/', 'Gift Voucher', '£25'),
    ]);
    expect(salon.facts!.offerings.map((o) => o.name)).not.toContain('GBP');
    expect(offlineTopics(salon).analysisSummary).toMatch(/^Thistle Nails offers gel manicure/);
  });
});
