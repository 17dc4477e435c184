import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { findPrices } from '../../src/server/analysis/page-structure';
import { isVariantLabel } from '../../src/server/analysis/site-facts/offerings';
import { headlineOfferings } from '../../src/server/analysis/site-facts/summary';
import { checkNounPhrase, lemmaSet } from '../../src/server/analysis/site-facts/nlp';
import { headsPeoplePage } from '../../src/server/analysis/site-facts/people-places';
import { parsePrice, pricesIn } from '../../src/server/analysis/site-facts/text';
import { siteFactsSchema, type SiteFacts } from '../../src/shared/site-facts';
import { CORPUS_SITES, loadCorpusExpectations } from '../support/corpus';
import { analyseCorpusSite } from '../support/corpus-analysis';

/** Site facts: what extractPage reads for them, the linguistic gate on offerings, and the corpus. */

const page = `<!doctype html><html lang="en"><head><title>Pricing | Brightwater Plumbing</title>
<meta name="description" content="Plumbing in Leeds.">
<meta property="og:image" content="/img/van.jpg"><meta property="og:image:alt" content="Our van">
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"Plumber","name":"Brightwater Plumbing","address":{"@type":"PostalAddress","addressLocality":"Leeds"}},{"@type":"FAQPage","mainEntity":[{"@type":"Question","name":"Do you charge for call-outs?","acceptedAnswer":{"@type":"Answer","text":"<p>No, never.</p>"}}]}]}</script>
<script type="application/ld+json">{ this is not json </script>
</head><body>
<header><a href="/">Brightwater</a><nav><a href="/boilers/">Boiler Repair</a><a href="/contact/">Contact</a></nav></header>
<div class="cookie-banner"><p>We use cookies to improve your experience on this website.</p></div>
<main>
<h1>Prices</h1>
<table><tr><th>Job</th><th>Price</th></tr><tr><td>Boiler service</td><td>£85</td></tr></table>
<h2>How a repair works</h2>
<ol><li>Call us</li><li>We diagnose the fault</li><li>We fix it</li></ol>
<ul class="cards"><li><h3>Smart thermostat</h3><p>Fitted and set up in an hour.</p><span>from £149</span></li></ul>
<details><summary>How long does a boiler service take?</summary><p>About an hour for most boilers.</p></details>
<dl><dt>Is there a warranty on repairs?</dt><dd>Twelve months on parts and labour.</dd></dl>
<h2>Why does my boiler lose pressure?</h2>
<p>Usually a leak or a faulty pressure relief valve; topping it up only hides the problem.</p>
<img src="photos/boiler.jpg" alt="A serviced combi boiler">
</main>
<aside><h3>Recent posts</h3><ul><li>Our summer news</li></ul></aside>
<footer><p>Brightwater Plumbing · Leeds, West Yorkshire</p></footer>
</body></html>`;

describe('extractPage: what site facts read, in the same parse', () => {
  const p = extractPage(page, 'https://bw.test/pricing/');

  it('reads JSON-LD blocks one by one, with @graph flattened and a broken block skipped', () => {
    expect(p.jsonLd.map((n) => n['@type'])).toEqual(['Plumber', 'FAQPage']);
  });

  it('keeps navigation labels as their own signal, and out of the passages', () => {
    expect(p.nav).toEqual([
      { label: 'Brightwater', href: 'https://bw.test/' },
      { label: 'Boiler Repair', href: 'https://bw.test/boilers/' },
      { label: 'Contact', href: 'https://bw.test/contact/' },
    ]);
    expect(p.passages.some((x) => x.text.includes('Boiler Repair'))).toBe(false);
  });

  it('reads passages under their headings: tables as rows, ordered lists as steps, FAQ markup', () => {
    expect(p.passages.find((x) => x.kind === 'table')).toMatchObject({ heading: 'Prices', items: ['Job | Price', 'Boiler service | £85'] });
    expect(p.passages.find((x) => x.kind === 'steps')).toMatchObject({ heading: 'How a repair works', items: ['Call us', 'We diagnose the fault', 'We fix it'] });
    expect(p.faqs).toEqual(
      expect.arrayContaining([
        { question: 'How long does a boiler service take?', answer: 'About an hour for most boilers.', origin: 'faq' },
        { question: 'Is there a warranty on repairs?', answer: 'Twelve months on parts and labour.', origin: 'faq' },
        { question: 'Why does my boiler lose pressure?', answer: expect.stringContaining('pressure relief valve'), origin: 'heading' },
        { question: 'Do you charge for call-outs?', answer: 'No, never.', origin: 'faq' },
      ]),
    );
  });

  it('keeps chrome out: cookie banners, sidebars of recent posts and footers', () => {
    const text = p.passages.map((x) => x.text).join(' ');
    expect(text).not.toMatch(/cookies|summer news|West Yorkshire/);
    expect(p.chromeText).toContain('Leeds, West Yorkshire');
  });

  it('finds product cards, prices and images (absolute, with og:image)', () => {
    expect(p.cards).toEqual([expect.objectContaining({ name: 'Smart thermostat', prices: ['from £149'] })]);
    expect(p.prices.map((x) => x.text)).toEqual(expect.arrayContaining(['£85', 'from £149']));
    expect(p.images).toEqual([
      { src: 'https://bw.test/pricing/photos/boiler.jpg', alt: 'A serviced combi boiler', heading: 'Why does my boiler lose pressure?', og: false },
      { src: 'https://bw.test/img/van.jpg', alt: 'Our van', heading: null, og: true },
    ]);
  });
});

describe('the noun-phrase gate on offerings', () => {
  it('accepts things a business sells', () => {
    for (const ok of ['Emergency boiler repair', 'Catch-up bookkeeping', 'Drain cleaning', 'Root canal treatment', 'Quarterly estimated taxes', 'Wedding cakes', 'Stain protection', 'Envelope addressing', 'Welcome sign', 'Maths tutoring', 'Chimney sweeping']) {
      expect(checkNounPhrase(ok), ok).toEqual({ ok: true });
    }
  });

  it('rejects verb phrases, calls to action, roles, fragments and page labels', () => {
    const cases: [string, string][] = [
      ['Sends professional invoices', 'verb phrase'],
      ['Manage payments', 'verb phrase'],
      ['View menu', 'call to action'],
      ['Shop knives', 'call to action'],
      ['Maths tutor', 'role'],
      ['Boost engagement', 'verb phrase'],
      ['Project management built', 'verb phrase'],
      ['We grow', 'not a noun phrase'],
      ['Book a consultation', 'call to action'],
      ['Get started', 'call to action'],
      ['Front desk manager', 'role'],
      ['Head Chef', 'role'],
      ['Our story', 'not a noun phrase'],
      ['for at least three weeks', 'fragment'],
      ['Customer reviews', 'page label'],
      ['Portland, Maine', 'punctuation'],
    ];
    for (const [text, reason] of cases) expect(checkNounPhrase(text), text).toEqual({ ok: false, reason });
  });

  it('rejects a capitalised name the site never writes in lower case', () => {
    expect(checkNounPhrase('Sarah Jones', new Set(['sarah', 'jones']))).toEqual({ ok: false, reason: 'name' });
  });

  it('parses prices as written', () => {
    const source = { url: 'u', passage: 'p' };
    expect(parsePrice('from £1,250 per month', source)).toMatchObject({ amount: 1250, currency: 'GBP', unit: 'from per month' });
    expect(parsePrice('12,50 €', source)).toMatchObject({ amount: 12.5, currency: 'EUR' });
    expect(parsePrice('$29/mo', source)).toMatchObject({ amount: 29, currency: 'USD', unit: 'per month' });
    // A range is one price: its amount is the lower end, its text the whole range.
    expect(parsePrice('$1,250–$2k', source)).toMatchObject({ text: '$1,250–$2k', amount: 1250 });
  });

  it('reads a price range whole, never as its lower bound', () => {
    expect(findPrices('Indicative cost: £450–£600 per kWh of usable capacity')).toEqual(['£450–£600 per kWh']);
    expect(findPrices('from £450 to £600, or £750-950 per kWp')).toEqual(['from £450 to £600', '£750-950 per kWp']);
    expect(findPrices('£18 | £20')).toEqual(['£18', '£20']);
    expect(findPrices('a £85 call-out - 2 hours on site')).toEqual(['£85']);
  });
});

describe('a hero outside <main>', () => {
  it('reads the lines beside its h1 as content, so an audience stated only there is found', () => {
    const hero = extractPage(
      `<!doctype html><html lang="en"><head><title>Ledgerly</title></head><body><header><nav><a href="/">Home</a></nav><div class="hero"><h1>Bookkeeping you can stop worrying about</h1><p>Monthly bookkeeping for landlords and letting agents across Leeds.</p></div></header><main><h2>What we do</h2><p>We reconcile your rent accounts every month.</p></main></body></html>`,
      'https://ledger.test/',
    );
    expect(hero.passages[0]).toMatchObject({ heading: 'Bookkeeping you can stop worrying about', text: 'Monthly bookkeeping for landlords and letting agents across Leeds.' });
    expect(analyseSite([hero], 'https://ledger.test/', new Date('2026-03-01T00:00:00Z')).facts!.audiences.map((a) => a.text)).toEqual(['landlords', 'letting agents']);
  });
});

describe('a list of names before a common noun', () => {
  it('is what kind of thing, never where the business works', () => {
    const page = (body: string) =>
      analyseSite([extractPage(`<!doctype html><html lang="en"><head><title>Security | Deskly</title></head><body><main><h1>Security</h1>${body}</main></body></html>`, 'https://deskly.test/')], 'https://deskly.test/', new Date('2026-03-01T00:00:00Z')).facts!;
    const soc = page('<p>Deskly has completed a SOC 2 Type II audit covering the Security, Availability and Confidentiality trust services criteria.</p>');
    expect(soc.locations.map((l) => l.text)).toEqual([]);
    const towns = page('<p>Our engineers work across Leeds, Bradford and Wakefield.</p>');
    expect(towns.locations.map((l) => l.text)).toEqual(['Leeds', 'Bradford', 'Wakefield']);
  });
});

describe('a price’s unit or its lead-in where a label stood', () => {
  it('is never an offering: "per term", "per family", "Free delivery over", "Including breakfast", nor what one customer saved or paid', () => {
    const facts = analyseSite(
      [extractPage(`<!doctype html><html lang="en"><head><title>Fees | Little Fins Swim School</title></head><body><main><h1>Fees</h1><h2>Term fees</h2><ul><li><p>Learn-to-swim lessons: <strong>$22 per lesson</strong>, billed per 10-week term – $220 per child for a full term</p></li><li><p>Junior Squad: <strong>$295 per term</strong> (2 sessions per week)</p></li><li><p>Enrolment fee: <strong>$30 per family</strong>, once only</p></li><li><p>2024 special offer: <strong>$150</strong> for a full term</p></li><li><p>Christmas 2026: <strong>$50</strong> holiday deposit</p></li></ul><p>Free delivery over <strong>£60</strong></p><h2>One family’s first year</h2><ul><li>Average power bill: <strong>$24/month</strong></li><li>First-year savings: <strong>$2,484</strong></li></ul><ul><li>Including breakfast: <strong>$12</strong> a day</li><li>Excluding kit hire: <strong>$8</strong> a day</li><li>Per sq ft: <strong>$1.25</strong></li><li>Each extra seat: <strong>+$30</strong></li></ul></main></body></html>`, 'https://sw.test/fees/')],
      'https://sw.test/fees/',
      new Date('2026-03-01T00:00:00Z'),
    ).facts!;
    const names = facts.offerings.map((o) => o.name.toLowerCase());
    expect(names).toContain('learn-to-swim lessons');
    expect(names.filter((n) => /^per\b|\sover$|savings|bill$|special offer|^christmas|^including|^excluding|^each extra/.test(n))).toEqual([]);
  });
});

describe('a fee said under a partner’s heading, and a blog’s index', () => {
  it('prices neither: the fee is for outside caterers, and a list of posts sells nothing', () => {
    const page = (path: string, title: string, body: string, article = false) =>
      extractPage(`<!doctype html><html lang="en"><head><title>${title}</title>${article ? '<meta property="og:type" content="article">' : ''}</head><body><main>${body}</main></body></html>`, `https://barn.test${path}`);
    const facts = analyseSite(
      [
        page('/', 'Oakhollow Barn | Wedding venue', '<h1>A barn wedding venue in Herefordshire</h1><p>Exclusive-use barn weddings for up to 120 guests.</p>'),
        page('/catering/', 'Food & Drink | Oakhollow Barn', '<h1>Food &amp; Drink</h1><h2>The Orchard Table</h2><p>Seasonal plated wedding breakfasts from local farms, £65 per guest.</p><h2>Fire &amp; Flour</h2><p>Wood-fired pizza from a converted horsebox. Want to use someone else? External caterers can be approved for an £850 kitchen &amp; facilities fee.</p>'),
        page('/real-weddings/', 'Real Weddings | Oakhollow Barn', '<h1>Real Weddings</h1><h2>Lucy &amp; Sam</h2><p>An orchard ceremony in golden September, £0 spent on flowers they did not need.</p>'),
        page('/real-weddings/lucy-and-sam/', 'Lucy & Sam | Oakhollow Barn', '<article><h1>Lucy &amp; Sam: An Orchard Ceremony</h1><p>Posted 12 October 2026. A September ceremony under the apple trees.</p></article>', true),
      ],
      'https://barn.test/',
      new Date('2026-11-01T00:00:00Z'),
    ).facts!;
    expect(facts.offerings.find((o) => o.name === 'Fire & Flour')?.prices ?? []).toEqual([]);
    expect(facts.offerings.map((o) => o.name)).not.toContain('Real Weddings');
  });
});

describe('an offer its own line says is over', () => {
  it('is no offering: registration closed, or dated in a year before the site was read', () => {
    const facts = (now: string) =>
      analyseSite(
        [
          extractPage(
            `<!doctype html><html lang="en"><head><title>Classes | Ironwood Gym</title></head><body><main><h1>Group classes</h1><h2>8-Class Pack – $168</h2><p>Use within 60 days. Any class on the timetable.</p><h2>6-Week Summer Shred Challenge – $249</h2><p>June 3 – July 12, 2024. Includes 18 classes and two body scans.</p><h2>Winter Kickstart – $99</h2><p>Four weeks of coached classes. Registration closed.</p></main></body></html>`,
            'https://gym.test/classes/',
          ),
        ],
        'https://gym.test/classes/',
        new Date(now),
      ).facts!.offerings.map((o) => o.name);
    expect(facts('2026-11-01T00:00:00Z')).toContain('8-Class Pack');
    expect(facts('2026-11-01T00:00:00Z').filter((n) => /Shred|Kickstart/.test(n))).toEqual([]);
    // Read in its own year, the challenge is still on offer.
    expect(facts('2024-05-01T00:00:00Z').some((n) => /Shred/.test(n))).toBe(true);
  });
});

describe('a price list titled for search', () => {
  it('names the work without the town closing its title, and never its table’s dimension', () => {
    const facts = analyseSite(
      [
        extractPage(
          `<!doctype html><html lang="en"><head><title>End of Tenancy Cleaning Bristol | Sparkle &amp; Sage</title></head><body><main><script type="application/ld+json">{"@context":"https://schema.org","@type":"HouseCleaningService","name":"Sparkle &amp; Sage","address":{"@type":"PostalAddress","addressLocality":"Bristol","postalCode":"BS6 5AB"}}</script><h1>End of Tenancy Cleaning Bristol</h1><p>Deposit-back cleans across Bristol.</p><h2>Prices</h2><table><tr><th>Bedrooms</th><th>Price</th></tr><tr><td>Studio</td><td>£175</td></tr><tr><td>1 bedroom</td><td>£210</td></tr><tr><td>2 bedrooms</td><td>£265</td></tr></table><footer><p>Sparkle &amp; Sage, Bristol BS6 5AB</p></footer></main></body></html>`,
          'https://clean.test/end-of-tenancy-cleaning/',
        ),
      ],
      'https://clean.test/end-of-tenancy-cleaning/',
      new Date('2026-03-01T00:00:00Z'),
    ).facts!;
    const names = facts.offerings.map((o) => o.name.toLowerCase());
    expect(names.some((n) => /tenancy cleaning$/.test(n))).toBe(true);
    expect(names.filter((n) => /bristol$|^bedrooms$/.test(n))).toEqual([]);
  });
});

describe('a table heading its price columns', () => {
  it('prices each row from those columns only: a typical bill in another column is no price, nor makes a plan', () => {
    const facts = analyseSite(
      [
        extractPage(
          `<!doctype html><html lang="en"><head><title>Solar Pricing | SunBright</title></head><body><main><h1>Solar pricing</h1><h2>Solar panel installation</h2><table><tr><th>System size</th><th>Typical home</th><th>Price before tax credit</th><th>Est. net cost after credit</th></tr><tr><td>6.4 kW</td><td>1,400–1,900 sq ft, avg. bill ~$150/mo</td><td>$19,200 – $22,400</td><td>$13,440 – $15,680</td></tr><tr><td>8 kW</td><td>1,900–2,600 sq ft, avg. bill ~$200/mo</td><td>$23,600 – $27,200</td><td>$16,520 – $19,040</td></tr></table></main></body></html>`,
          'https://sun.test/pricing/',
        ),
      ],
      'https://sun.test/pricing/',
      new Date('2026-03-01T00:00:00Z'),
    ).facts!;
    const prices = facts.offerings.flatMap((o) => o.prices.map((p) => p.text));
    expect(prices.some((p) => p.includes('19,200'))).toBe(true);
    expect(prices.filter((p) => /\$(?:150|200)\b/.test(p))).toEqual([]);
    expect(facts.offerings.filter((o) => o.kind === 'plan')).toEqual([]);
  });
});

describe('price tables under a heading', () => {
  const facts = (body: string) =>
    analyseSite([extractPage(`<!doctype html><html lang="en"><head><title>Prices | Mossgate Pressure Washing</title></head><body><main><h1>Prices</h1>${body}</main></body></html>`, 'https://pw.test/prices/')], 'https://pw.test/prices/', new Date('2026-03-01T00:00:00Z')).facts!;

  it('reads rows that are sizes, tiers, quantities or audiences as tiers of the heading’s offering', () => {
    const driveways = facts(`<h2>Driveway cleaning</h2><p>Block paving and concrete jet-washed, then re-sanded.</p>
<table><tr><th>Size</th><th>Clean</th><th>Clean and seal</th></tr><tr><td>Small (up to 30 m²)</td><td>£120</td><td>£210</td></tr><tr><td>Medium</td><td>£160</td><td>£280</td></tr><tr><td>Large</td><td>£220</td><td>£390</td></tr></table>`);
    expect(driveways.offerings.map((o) => o.name)).toEqual(['Driveway cleaning']);
    expect(driveways.offerings[0]!.prices.slice(0, 2).map((p) => [p.text, p.variant])).toEqual([
      ['£120', 'Small (up to 30 m²), clean'],
      ['£210', 'Small (up to 30 m²), clean and seal'],
    ]);
    expect(driveways.offerings[0]!.description).toContain('jet-washed');
  });

  it('keeps rows that name offerings of their own as offerings', () => {
    const list = facts(`<h2>Price list</h2><table><tr><th>Job</th><th>Price</th></tr><tr><td>Driveway cleaning</td><td>£120</td></tr><tr><td>Patio cleaning</td><td>£90</td></tr><tr><td>Roof moss removal</td><td>£350</td></tr></table>`);
    expect(list.offerings.map((o) => o.name)).toEqual(['Driveway cleaning', 'Patio cleaning', 'Roof moss removal']);
    expect(list.offerings.flatMap((o) => o.prices.map((p) => p.variant))).toEqual([undefined, undefined, undefined]);
  });

  it('reads a table whose columns are the offerings: services by size, plans side by side', () => {
    const grooms = facts(`<h2>Full wash</h2><table><tr><th>Dog size</th><th>Example breeds</th><th>Full wash</th><th>Wash &amp; brush</th></tr>
<tr><td>Small (up to 10kg)</td><td>Westie</td><td>£40</td><td>£30</td></tr><tr><td>Large (over 20kg)</td><td>Labrador</td><td>£60</td><td>£45</td></tr></table>`);
    expect(grooms.offerings.map((o) => [o.name, o.prices.map((p) => `${p.text} ${p.variant}`)])).toEqual([
      ['Full wash', ['£40 Small (up to 10kg)', '£60 Large (over 20kg)']],
      ['Wash & brush', ['£30 Small (up to 10kg)', '£45 Large (over 20kg)']],
    ]);
    const plans = facts(`<table><tr><th></th><th>Solo</th><th>Team</th></tr><tr><th>Price</th><td>£8 per user / month</td><td>£14 per user / month</td></tr>
<tr><th>Best for</th><td>Freelancers</td><td>Studios</td></tr><tr><th>Approvals</th><td>–</td><td>✓</td></tr></table>`);
    expect(plans.offerings.map((o) => [o.name, o.kind, o.prices[0]?.text, o.specs.map((x) => x.text)])).toEqual([
      ['Solo plan', 'plan', '£8 per user / month', ['Best for: Freelancers']],
      ['Team plan', 'plan', '£14 per user / month', ['Best for: Studios', 'Approvals']],
    ]);
  });

  it('names the offering rows of durations price from the page when their heading is one word ("Lessons" → "Cello lessons")', () => {
    const cello = analyseSite(
      [extractPage(`<!doctype html><html lang="en"><head><title>Cello Lessons in Harwick | Ines Varga</title></head><body><main><h1>Ines Varga – Cellist</h1><h2>Lessons</h2><ul><li>30 minutes – £22</li><li>60 minutes – £40</li></ul></main><footer>© 2026 Ines Varga</footer></body></html>`, 'https://cello.test/')],
      'https://cello.test/',
      new Date('2026-03-01T00:00:00Z'),
    ).facts!;
    expect(cello.offerings.map((o) => [o.name, o.prices.map((p) => p.variant)])).toEqual([['Cello lessons', ['30 minutes', '60 minutes']]]);
    // Of the title's parts, the name is the one the copyright line gives.
    expect(cello.business.name).toBe('Ines Varga');
  });

  it('reads the headings of a page headed by people ("Our stylists", "Meet the teachers") as people, not offerings', () => {
    const page = (path: string, title: string, body: string) =>
      extractPage(`<!doctype html><html lang="en"><head><title>${title} | Pawfect</title></head><body><header><a href="/">Pawfect</a><nav><a href="/services/">Services</a><a href="/stylists/">Stylists</a></nav></header><main>${body}</main><footer>© 2026 Pawfect</footer></body></html>`, `https://paws.test${path}`);
    const site = analyseSite(
      [
        page('/', 'Dog grooming in Oakby', '<h1>Dog grooming in Oakby</h1><p>Full grooms and hand stripping for every breed, in our Oakby salon.</p>'),
        page('/services/', 'Services', '<h1>Services</h1><h2>Full groom</h2><p>Bath, clip, nails and ears, from £40.</p><h2>Hand stripping</h2><p>For wire-coated breeds, from £55.</p>'),
        page('/stylists/', 'Stylists', '<h1>Our stylists</h1><h2>Ellie Marsh</h2><p>Terriers and hand stripping.</p><h2>Tom Reyes</h2><p>Poodles and doodles.</p>'),
      ],
      'https://paws.test/',
      new Date('2026-03-01T00:00:00Z'),
    ).facts!;
    const names = site.offerings.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Full groom', 'Hand stripping']));
    expect(names).not.toContain('Ellie Marsh');
    expect(names).not.toContain('Tom Reyes');
    expect(['Our stylists', 'Meet the teachers', 'Physiotherapists', 'Our team'].map(headsPeoplePage)).toEqual([true, true, true, true]);
    expect(['Our services', 'Treatments & Fees', 'Our coffees', 'Trainers', 'Bestsellers', 'Memberships', 'Dog grooming in Oakby'].map(headsPeoplePage)).toEqual([false, false, false, false, false, false, false]);
  });

  it('keeps a brand its header writes over an owner the copyright line names', () => {
    const shop = analyseSite(
      [extractPage(`<!doctype html><html lang="en"><head><title>Needle &amp; Thread – Curtain Making in Oakby | Tamsin Hale</title></head><body><header><strong>Needle &amp; Thread</strong></header><main><h1>Made-to-measure curtains</h1><p>Lined curtains and blinds made in my Oakby workroom, fitted in your home.</p></main><footer>Needle &amp; Thread, 3 Mill Row, Oakby · © 2026 Tamsin Hale</footer></body></html>`, 'https://curtains.test/')],
      'https://curtains.test/',
      new Date('2026-03-01T00:00:00Z'),
    ).facts!;
    expect(shop.business.name).toBe('Needle & Thread');
  });

  it('names a priced line by the thing before its material or size ("Table plan on a 60 × 80cm board")', () => {
    const lines = facts(`<h2>Prices</h2><ul><li>Place cards – £1.80 each</li><li>Table plan on a 60 × 80cm board – from £180</li><li>Welcome sign on acrylic – from £140</li></ul>`);
    expect(lines.offerings.map((o) => o.name)).toEqual(['Place cards', 'Table plan', 'Welcome sign']);
    expect(lines.offerings[1]!.source.passage).toBe('Table plan on a 60 × 80cm board – from £180');
  });

  it('reads a priced heading of the same work on an offering’s own page as that offering’s option', () => {
    const own = analyseSite(
      [extractPage(`<!doctype html><html lang="en"><head><title>Gutter cleaning | Mossgate</title></head><body><main><h1>Gutter cleaning</h1><p>Gutters and downpipes cleared from the ground with a camera pole.</p><h2>Vacuum gutter cleaning – £80</h2><p>Silt and moss vacuumed out, with photos before and after.</p></main><footer>© 2026 Mossgate</footer></body></html>`, 'https://pw.test/services/gutter-cleaning/')],
      'https://pw.test/services/gutter-cleaning/',
      new Date('2026-03-01T00:00:00Z'),
    ).facts!;
    expect(own.offerings.map((o) => [o.name, o.prices.map((p) => `${p.text} ${p.variant}`)])).toEqual([['Gutter cleaning', ['£80 Vacuum gutter cleaning']]]);
  });

  it('reads a plural name in "-ings" as goods ("Winter Evenings", a candle) and a gerund as work ("Gift wrapping")', () => {
    const shop = facts(`<h2>Price list</h2><table><tr><td>Winter Evenings</td><td>£18</td></tr><tr><td>Gift wrapping</td><td>£3</td></tr></table>`);
    expect(shop.offerings.map((o) => [o.name, o.kind])).toEqual([
      ['Winter Evenings', 'product'],
      ['Gift wrapping', 'service'],
    ]);
  });

  it('marks what is listed under "Extras" as an add-on, never where prices start', () => {
    const extras = facts(`<h2>Patio cleaning</h2><p>Slabs jet-washed and weeded, from £90.</p><h2>Extras</h2><table><tr><td>Sealant coat</td><td>£25</td></tr><tr><td>Weed killer treatment</td><td>£12</td></tr></table>`);
    expect(extras.offerings.filter((o) => o.addOn).map((o) => o.name)).toEqual(['Sealant coat', 'Weed killer treatment']);
    expect(headlineOfferings(extras).map((o) => o.name)).toEqual(['Patio cleaning']);
  });

  it('tells a size, a tier or an audience from the name of work', () => {
    for (const variant of ['2-bed terrace or flat', '4-bed detached', 'Up to 10 kg', 'Large', 'Adults', 'Standard (per room)']) expect(isVariantLabel(variant), variant).toBe(true);
    for (const offering of ['Gutter clearing', '30-minute massage', 'Afternoon tea for groups', 'Flat roofing', 'EICR (1–2 bed flat)']) expect(isVariantLabel(offering), offering).toBe(false);
  });
});

function mentions(facts: SiteFacts, expected: string): boolean {
  const words = lemmaSet(expected.replace(/\([^)]*\)/g, ''));
  return facts.offerings.some((o) => {
    const own = lemmaSet(o.name);
    return [...words].filter((w) => own.has(w)).length / Math.max(1, words.size) >= 0.6;
  });
}

describe.each(CORPUS_SITES)('site facts of corpus site %s', (slug) => {
  const expected = loadCorpusExpectations(slug);
  const analysis = analyseCorpusSite(slug);
  const facts = analysis.facts!;
  const pages = new Set(analysis.pages.map((p) => p.url));

  it('match the contract, and every fact is traced to a crawled page and a passage', () => {
    expect(siteFactsSchema.parse(facts)).toEqual(facts);
    const refs = [
      facts.business.source,
      ...(facts.description ? [facts.description.source] : []),
      ...facts.offerings.flatMap((o) => [o.source, ...o.prices.map((p) => p.source), ...o.specs.map((s) => s.source)]),
      ...facts.audiences.map((a) => a.source),
      ...facts.locations.map((l) => l.source),
      ...facts.questions.map((q) => q.source),
    ];
    for (const ref of refs) {
      expect(pages.has(ref.url), ref.url).toBe(true);
      expect(ref.passage.length).toBeGreaterThan(0);
    }
  });

  it('read the language of the pages', () => {
    expect(facts.language).toBe(expected.language);
    expect(facts.english).toBe(expected.language === 'en');
  });

  it('find most of what the site sells', () => {
    const found = expected.offerings.filter((o) => mentions(facts, o));
    // Per site at least half; the corpus as a whole is held to more below.
    expect(found.length, `found ${found.join(', ')}`).toBeGreaterThanOrEqual(Math.ceil(expected.offerings.length / 2));
  });

  it('never take a name, a role, a slogan or a call to action for an offering, audience or place', () => {
    const texts = [...facts.offerings.map((o) => o.name), ...facts.audiences.map((a) => a.text), ...facts.locations.map((l) => l.text)].map((t) => t.toLowerCase());
    for (const never of expected.neverInTopics) {
      expect(texts.filter((t) => t.includes(never.toLowerCase())), never).toEqual([]);
    }
  });
});

describe('site facts over the whole corpus', () => {
  it('find at least 70% of the expected offerings, and the stated price of most priced ones', () => {
    let expectedOfferings = 0;
    let found = 0;
    let pricesExpected = 0;
    let pricesFound = 0;
    for (const slug of CORPUS_SITES) {
      const expected = loadCorpusExpectations(slug);
      const facts = analyseCorpusSite(slug).facts!;
      expectedOfferings += expected.offerings.length;
      found += expected.offerings.filter((o) => mentions(facts, o)).length;
      const amounts = new Set(facts.offerings.flatMap((o) => o.prices.map((p) => p.amount)).filter((a): a is number => a !== null));
      for (const text of Object.values(expected.prices)) {
        const amount = /(\d[\d.,]*)/.exec(text.replace(/(\d),(\d{3})/g, '$1$2'))?.[1];
        if (!amount) continue;
        pricesExpected++;
        if (amounts.has(Number.parseFloat(amount.replace(/\.(?=\d{3})/g, '').replace(',', '.')))) pricesFound++;
      }
    }
    expect(found / expectedOfferings).toBeGreaterThanOrEqual(0.7);
    expect(pricesFound / pricesExpected).toBeGreaterThanOrEqual(0.7);
  });
});

describe('a list under a requirements heading', () => {
  it('sells nothing: the vaccines a kennels asks for are no products', () => {
    const facts = analyseSite(
      [
        extractPage(`<!doctype html><html lang="en"><head><title>Ferncroft Dog Lodge</title></head><body><main><h1>Ferncroft Dog Lodge</h1><p>Dog boarding near Ashby.</p></main></body></html>`, 'https://kennels.test/'),
        extractPage(`<!doctype html><html lang="en"><head><title>FAQ | Ferncroft Dog Lodge</title></head><body><main><h1>FAQ</h1><h3>Are the kennels heated?</h3><p>Yes, from October to April.</p></main></body></html>`, 'https://kennels.test/faq/'),
        extractPage(`<!doctype html><html lang="en"><head><title>Prices | Ferncroft Dog Lodge</title></head><body><main><h1>Our Prices</h1><p>All prices include VAT where applicable. Payment by card, cash or Revolut on collection. <i>Updated January 2026.</i></p><h2>Boarding (per dog, per night)</h2><table><tr><th>Dog size</th><th>Weight</th><th>Per night</th></tr><tr><td>Small</td><td>up to 10kg</td><td><b>&euro;28</b></td></tr><tr><td>Medium</td><td>10&ndash;25kg</td><td><b>&euro;32</b></td></tr><tr><td>Large</td><td>25&ndash;40kg</td><td><b>&euro;36</b></td></tr><tr><td>Giant</td><td>over 40kg</td><td><b>&euro;41</b></td></tr></table><p>Prices are per dog, per night, and include feeding, walks, playtime and any medication. Second dog from the same household sharing a kennel: <b>20% off</b> the second dog's nightly rate.</p><h2>Daycare</h2><table><tr><td>Full day</td><td>&euro;26</td></tr><tr><td>Half day</td><td>&euro;18</td></tr><tr><td>10-day pass</td><td>&euro;235</td></tr><tr><td>Assessment (new daycare dogs, 2 hours)</td><td>Free</td></tr></table><h2>Surcharges &amp; extras</h2><table><tr><td>Bank holiday surcharge</td><td>&euro;6 per dog per night</td></tr><tr><td>Christmas &amp; New Year surcharge (22 Dec &ndash; 2 Jan)</td><td>&euro;10 per dog per night</td></tr><tr><td>Christmas deposit (non-refundable)</td><td>&euro;50 per booking</td></tr><tr><td>Food (if you don't bring your own)</td><td>&euro;3 per day</td></tr><tr><td>Late collection by arrangement (until 7.30pm)</td><td>&euro;15</td></tr><tr><td>Medication</td><td>No charge</td></tr></table></main></body></html>`, 'https://kennels.test/prices/'),
        extractPage(
          `<!doctype html><html lang="en"><head><title>What to bring | Ferncroft Dog Lodge</title><meta name="description" content="Vaccination requirements for boarding at Ferncroft Dog Lodge (DHPPi, Kennel Cough) and what to bring."></head><body><div id="content"><h1>Vaccinations &amp; what to bring</h1><h2>Vaccination requirements</h2>
<p><b>We cannot accept any dog without an up-to-date vaccination card.</b></p>
<ul><li><b>DHPPi</b> (Distemper, Hepatitis, Parvovirus) &ndash; primary course completed and booster in date</li><li><b>Leptospirosis</b> (L2 or L4) &ndash; booster within the last 12 months</li><li><b>Kennel Cough</b> (Bordetella) &ndash; given at least <b>7 days</b> before arrival</li><li>Any booster must have been given at least <b>14 days</b> before your dog arrives</li></ul>
<h2>What to bring</h2><ol><li>Your dog's <b>original vaccination card</b></li><li>Enough of their <b>usual food</b> for the stay</li></ol><h2>Dog boarding</h2><p>Dog boarding is €28 per night.</p></div></body></html>`,
          'https://kennels.test/what-to-bring/',
        ),
      ],
      'https://kennels.test/',
      new Date('2026-11-01T00:00:00Z'),
    ).facts!.offerings.map((o) => o.name);
    expect(facts.filter((n) => /DHPPi|Kennel Cough|Leptospirosis/.test(n))).toEqual([]);
  });
});

describe('an amount a row is measured against', () => {
  it('is no price: “Loans of £250,000 or more: no broker fee” prices nothing at £250,000', () => {
    const facts = analyseSite(
      [
        extractPage(
          `<!doctype html><html lang="en"><head><title>Remortgages | Calder Mortgages</title></head><body><main><h1>Remortgage advice in Leeds</h1><p>We compare remortgage deals from over 90 lenders.</p><h3>Remortgage fees</h3><ul><li>Loans under £250,000: £495 on completion</li><li>Loans of £250,000 or more: no broker fee</li><li>Product transfers: no broker fee</li></ul></main></body></html>`,
          'https://broker.test/remortgage/',
        ),
      ],
      'https://broker.test/remortgage/',
      new Date('2026-11-01T00:00:00Z'),
    ).facts!;
    const priced = facts.offerings.flatMap((o) => o.prices.map((p) => `${o.name}: ${p.text}`));
    expect(priced.filter((p) => p.includes('250,000'))).toEqual([]);
  });

  it('is no price of the plan either: “(A$49 per extra location)” prices more of it, on top', () => {
    const card = 'Salon A$129 per month, billed monthly For busy salons. Multiple locations (A$49 per extra location) Xero export';
    expect(pricesIn(card, { url: 'https://s.test/', passage: card }).map((p) => p.text)).toEqual(['A$129 per month']);
  });
});

describe('a passage announcing an offer that has ended', () => {
  it('is no passage: “Spring 2024 offer … before 31 May 2024” is never quoted in 2026, though “since March 2009 we offer” is', () => {
    const facts = (now: string) =>
      analyseSite(
        [
          extractPage(
            `<!doctype html><html lang="en"><head><title>Calder Mortgages</title></head><body><main><h1>Independent mortgage advice in Leeds</h1><p>Since March 2009 we offer whole-of-market mortgage advice to buyers across Leeds.</p><div class="alert"><p><strong>Spring 2024 offer:</strong> fee-free remortgage reviews. Book a remortgage review before 31 May 2024 and we'll waive our usual broker fee.</p></div><h2>Remortgages</h2><p>We compare remortgage deals from over 90 lenders.</p></main></body></html>`,
            'https://broker.test/',
          ),
        ],
        'https://broker.test/',
        new Date(now),
      ).facts!.passages.map((p) => p.text).join(' ');
    expect(facts('2026-11-01T00:00:00Z')).not.toMatch(/Spring 2024|31 May 2024/);
    expect(facts('2026-11-01T00:00:00Z')).toContain('Since March 2009 we offer');
    expect(facts('2024-04-01T00:00:00Z')).toContain('31 May 2024');
  });
});
