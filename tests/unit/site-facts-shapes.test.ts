import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { findPrices } from '../../src/server/analysis/page-structure';
import { offeringKey } from '../../src/server/analysis/site-facts/offerings';
import { goodsCategory } from '../../src/server/analysis/site-facts/summary';
import { lowerLabel, titleCase } from '../../src/server/analysis/site-facts/text';
import { checkNounPhrase } from '../../src/server/analysis/site-facts/nlp';
import { isPlacePhrase, placeWordsOf } from '../../src/server/analysis/site-facts/people-places';

/**
 * Site facts by the shape of the page, whatever the trade: theme chrome, controls, teaser cards,
 * category headings and the offerings they group. Each site below is invented for the rule.
 */

const FOOTER = `<footer class="site-footer"><div class="footer-widgets"><div class="widget"><h4>Quick links</h4><ul><li><a href="/">Home</a></li><li><a href="/services/">Services</a></li><li><a href="/contact/">Contact</a></li></ul></div></div></footer>`;

function pageAt(path: string, title: string, main: string, head = ''): ReturnType<typeof extractPage> {
  return extractPage(
    `<!doctype html><html lang="en"><head><title>${title} | Fernhollow Studio</title>${head}</head><body><header><nav><a href="/">Home</a><a href="/services/">Services</a><a href="/contact/">Contact</a></nav></header><main>${main}</main>${FOOTER}</body></html>`,
    `https://fern.test${path}`,
  );
}

function factsOf(...pages: ReturnType<typeof extractPage>[]) {
  return analyseSite(pages, 'https://fern.test/', new Date('2026-03-01T00:00:00Z')).facts!;
}

describe('theme chrome is neither a heading of the page nor an offering', () => {
  it('drops a footer widget’s heading and a heading over bare links to the site’s sections', () => {
    const page = pageAt(
      '/services/',
      'Services',
      `<h1>Services</h1><h2>Upholstery</h2><p>Dining chairs and sofas re-covered in your fabric or ours.</p>
<h2>Explore</h2><ul><li><a href="/about/">About</a></li><li><a href="/contact/">Contact</a></li><li><a href="/">Home</a></li></ul>`,
    );
    expect(page.headings.map((h) => h.text)).toEqual(['Services', 'Upholstery']);
    expect(page.passages.map((p) => p.text).join(' ')).not.toMatch(/About|Contact/);
    const names = factsOf(pageAt('/', 'Home', '<h1>Upholstery in Dunmere</h1><p>Chairs and sofas re-covered by hand.</p>'), page).offerings.map((o) => o.name);
    expect(names).toContain('Upholstery');
    expect(names.filter((n) => /quick links|explore/i.test(n))).toEqual([]);
  });

  it('keeps a list of links to offering pages (deeper paths) as content', () => {
    const page = pageAt('/services/', 'Services', '<h1>Services</h1><h2>What we re-cover</h2><ul><li><a href="/services/chairs/">Dining chairs</a></li><li><a href="/services/sofas/">Sofas</a></li></ul>');
    expect(page.headings.map((h) => h.text)).toContain('What we re-cover');
    expect(page.passages.some((p) => p.items.includes('Dining chairs'))).toBe(true);
  });
});

describe('controls and teasers are not content', () => {
  it('keeps a shop card’s button text out of its name, description and specs', () => {
    const shop = pageAt(
      '/shop/',
      'Shop',
      `<h1>Shop</h1><ul class="products"><li class="product"><a href="/shop/oak-stool/"><h2>Oak stool</h2><span class="price">£120</span></a><p>Hand-turned legs</p><a class="button add_to_cart_button">Add to basket</a></li>
<li class="product"><a href="/shop/ash-bench/"><h2>Ash bench</h2><span class="price">£240</span></a><p>Seats three</p><button>Buy now</button></li></ul>`,
    );
    expect(shop.cards.map((c) => c.text).join(' ')).not.toMatch(/Add to basket|Buy now/);
    const offering = factsOf(pageAt('/', 'Home', '<h1>Furniture</h1>'), shop).offerings.find((o) => o.name === 'Oak stool')!;
    expect(`${offering.description} ${offering.specs.map((s) => s.text).join(' ')}`).not.toMatch(/basket/i);
  });

  it('does not answer a question heading that links to its post with the card’s byline', () => {
    const blog = pageAt('/blog/', 'Blog', '<h1>Blog</h1><article class="post-card"><h2><a href="/blog/reupholster-or-replace/">Should I reupholster or replace my sofa?</a></h2><p class="meta">By Ana Ruiz · 4 min read</p></article>');
    expect(blog.faqs).toEqual([]);
  });

  it('keeps a price’s unit written in a <small> after it, per employee too', () => {
    const page = pageAt('/pricing/', 'Pricing', '<h1>Pricing</h1><div class="plan"><h3>Payroll</h3><p class="plan-price">£6<small>/employee/month</small></p></div>');
    expect(page.prices.map((p) => p.text)).toContain('£6/employee/month');
    expect(findPrices('£4 per member / month')).toEqual(['£4 per member / month']);
  });

  it('reads "between $350 and $650" as one range, never two prices; "$350 and a $650 deposit" stays two', () => {
    expect(findPrices('A small tree usually costs between $350 and $650 + GST, and large trees start from $2,000.')).toEqual(['$350 and $650', 'from $2,000']);
    expect(findPrices('The survey is $350 and the report $650.')).toEqual(['$350', '$650']);
  });
});

describe('a heading that groups several priced things is their category', () => {
  it('reads a heading over a grid of product cards as a category and the cards as the offerings', () => {
    const shop = pageAt(
      '/shop/',
      'Shop',
      `<h1>Shop</h1><h2>Stools</h2><ul class="products"><li class="product"><h3>Oak stool</h3><span class="price">£120</span></li><li class="product"><h3>Walnut stool</h3><span class="price">£150</span></li></ul>`,
    );
    const names = factsOf(pageAt('/', 'Home', '<h1>Furniture</h1>'), shop).offerings.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Oak stool', 'Walnut stool']));
    expect(names).not.toContain('Stools');
  });

  it('reads the things a section’s prose prices one by one as the offerings, not the section', () => {
    const page = pageAt(
      '/events/',
      'Events',
      `<h1>Events</h1><h2>Parties</h2><p>A balloon arch starts at £180 including set-up. Table garlands are from £40 per table, and a photo wall is £95.</p><p>Most hosts spend between £300 and £600.</p>
<h2>Corporate</h2><p>Launch displays are quoted for each brief.</p><h2>Workshops</h2><p>Group sessions in our studio.</p>`,
    );
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Event styling in Dunmere</h1>'), page).offerings;
    expect(offerings.map((o) => [o.name, o.prices[0]?.text])).toEqual(
      expect.arrayContaining([
        ['Balloon arch', 'starts at £180'],
        ['Table garlands', 'from £40 per table'],
        ['Photo wall', '£95'],
      ]),
    );
    expect(offerings.map((o) => o.name)).not.toContain('Parties');
    // What customers spend in all is no thing sold.
    expect(offerings.some((o) => o.prices.some((p) => p.amount === 300))).toBe(false);
  });
});

describe('names of the business and of charges on top', () => {
  it('keeps the trade word of the business’s name as an offering where the site writes it in lower case', () => {
    const home = extractPage(
      `<!doctype html><html lang="en"><head><title>Cobbold Bookbinding</title><meta name="description" content="Hand bookbinding and repairs in Lewes"></head><body><main><h1>Cobbold Bookbinding</h1><p>Our bookbinding is done by hand.</p></main></body></html>`,
      'https://cob.test/',
    );
    const services = extractPage(
      `<!doctype html><html lang="en"><head><title>Services | Cobbold Bookbinding</title></head><body><main><h1>Services</h1><h2>Bookbinding</h2><p>Theses and journals sewn and cased in cloth.</p><h2>Paper conservation</h2><p>Foxed and torn pages cleaned and mended.</p></main></body></html>`,
      'https://cob.test/services/',
    );
    const names = analyseSite([home, services], 'https://cob.test/', new Date('2026-03-01T00:00:00Z')).facts!.offerings.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Bookbinding', 'Paper conservation']));
    expect(names).not.toContain('Cobbold Bookbinding');
  });

  it('marks a priced add-on as one, never a plan of its own, and keeps the work it adds to', () => {
    const pricing = pageAt(
      '/pricing/',
      'Pricing',
      `<h1>Pricing</h1><div class="plan"><h3>Studio</h3><p>£40<small>/month</small></p></div><div class="plan"><h3>Agency</h3><p>£90<small>/month</small></p></div><div class="plan"><h3>Hosting add-on</h3><p>£8<small>/month</small></p></div>`,
    );
    const services = pageAt('/services/', 'Services', '<h1>Services</h1><h2>Hosting</h2><p>Managed hosting with daily backups.</p><h2>Web design</h2><p>Sites designed and built.</p><h2>Copywriting</h2><p>Pages written for search.</p>');
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Web studio</h1>'), pricing, services).offerings;
    expect(offerings.find((o) => /add-on/.test(o.name))).toMatchObject({ name: 'Hosting add-on', addOn: true });
    expect(offerings.map((o) => o.name)).toEqual(expect.arrayContaining(['Studio plan', 'Agency plan', 'Hosting']));
    expect(offerings.map((o) => o.name)).not.toContain('Studio');
  });
});

describe('JSON-LD offerings in every shape sites publish', () => {
  const withLd = (ld: string) =>
    factsOf(extractPage(`<!doctype html><html lang="en"><head><title>Home | Fernhollow Studio</title><script type="application/ld+json">${ld}</script></head><body><main><h1>Fernhollow</h1></main></body></html>`, 'https://fern.test/')).offerings;
  const priced = (ld: string) => withLd(ld).map((o) => [o.name, o.kind, o.prices.map((p) => p.text)]);

  it('reads a Product or Service at the top level, in an array, in @graph, with offers as one or many and prices as strings', () => {
    const product = '{"@type":"Product","name":"Oak stool","offers":{"@type":"Offer","price":"120.00","priceCurrency":"GBP"}}';
    const service = '{"@type":"Service","name":"Chair re-caning","offers":[{"@type":"Offer","price":45,"priceCurrency":"GBP"},{"@type":"Offer","price":"60","priceCurrency":"GBP"}]}';
    const expected = [
      ['Oak stool', 'product', ['£120']],
      ['Chair re-caning', 'service', ['£45', '£60']],
    ];
    expect(priced(`[${product},${service}]`)).toEqual(expected);
    expect(priced(`{"@context":"https://schema.org","@graph":[${product},${service}]}`)).toEqual(expected);
  });

  it('keeps a typed name whose last noun the tagger reads as a verb ("Full-day canoe hire")', () => {
    expect(priced('{"@type":"Product","name":"Full-day canoe hire","offers":{"@type":"Offer","price":"70.00","priceCurrency":"GBP"}}')).toEqual([['Full-day canoe hire', 'product', ['£70']]]);
  });

  it('reads the named offers of a SoftwareApplication as its plans, one-off prices too', () => {
    const app = '{"@type":"SoftwareApplication","name":"Fernhollow","offers":[{"@type":"Offer","name":"Starter","price":"9","priceCurrency":"GBP"},{"@type":"Offer","name":"Team","price":"29","priceCurrency":"GBP"}]}';
    // The application itself is the product they pay for, priced by them alone.
    expect(priced(app).filter(([, , prices]) => prices.length > 0)).toEqual([
      ['Starter plan', 'plan', ['£9']],
      ['Team plan', 'plan', ['£29']],
    ]);
  });
});

describe('a price table whose header names its goods', () => {
  it('reads each row as an offering named by its first cell, a brand name too; a table of zones names none', () => {
    const page = pageAt(
      '/range/',
      'Our range',
      `<h1>Our range</h1><table><tr><th>Cider</th><th>Style</th><th>ABV</th><th>Bottle</th></tr><tr><td>Kingfisher Gold</td><td>Dry, still</td><td>6.0%</td><td>£3.50</td></tr><tr><td>Old Orchard</td><td>Medium, sparkling</td><td>5.2%</td><td>£3.20</td></tr></table>
<h2>Delivery</h2><p>We deliver to Orkney and Shetland twice a week.</p><table><tr><th>Zone</th><th>Days</th><th>Price</th></tr><tr><td>Orkney</td><td>3</td><td>£9</td></tr></table>`,
    );
    const names = factsOf(pageAt('/', 'Home', '<h1>Craft cider</h1>'), page).offerings.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Kingfisher Gold', 'Old Orchard']));
    expect(names).not.toContain('Orkney');
  });
});

describe('page-builder content is content', () => {
  it('reads blocks a page builder names "…-widget-container" as passages, while a theme’s "widget" box stays chrome', () => {
    const page = pageAt(
      '/',
      'Home',
      `<h1>Upholstery in Dunmere</h1><div class="elementor-widget-container"><h2>What we do</h2><p>We re-cover dining chairs, sofas and headboards for homes across Dunmere and Ashby.</p></div>
<div class="widget"><h3>Opening hours</h3><p>Monday to Friday, nine till five, Saturdays by appointment.</p></div>`,
    );
    expect(page.passages.map((p) => p.heading)).toContain('What we do');
    expect(page.passages.map((p) => p.text).join(' ')).not.toMatch(/Saturdays/);
  });

  it('reads a section with its own heading as no item of the heading before it', () => {
    const page = pageAt('/treatments/', 'Treatments', '<h1>Treatments</h1><section><h2>Massage</h2><p>Deep tissue and sports massage.</p><ul><li>30 minutes – £35</li><li>60 minutes – £60</li></ul></section>');
    expect(page.cards.map((c) => [c.name, c.heading])).toEqual([['Massage', null]]);
  });
});

describe('places the site says it works in, wherever it says them', () => {
  it('reads "within N miles of", "across A, B and the C" and a river it works on, from any of its pages', () => {
    const home = pageAt('/', 'Home', '<h1>Wedding flowers</h1><p>We design bouquets for weddings across Kelworth, Ashby and the Marden Hills.</p>');
    const faq = pageAt('/faq/', 'FAQ', '<h1>FAQ</h1><details><summary>Do you travel?</summary><p>We cover venues within 30 miles of Dunmere.</p></details>');
    const hire = pageAt('/hire/', 'Hire', '<h1>Boat hire</h1><p>Rowing boats for hire by the hour on the River Lune.</p>');
    const places = factsOf(home, faq, hire).locations.map((l) => l.text);
    expect(places).toEqual(expect.arrayContaining(['Kelworth', 'Ashby', 'Dunmere', 'River Lune']));
  });
});

describe('the goods a shop names, whole', () => {
  it('names a listed run of goods whole, in the site’s order, its opening capital lowered', () => {
    const goods = goodsCategory(['Sourdough, pastries and celebration cakes baked daily in Kelworth'], 'Oven & Loaf Bakery');
    expect(goods).toBe('Sourdough, pastries and celebration cakes');
    expect(lowerLabel(goods!, new Set(['sourdough', 'pastries', 'celebration', 'cakes']))).toBe('sourdough, pastries and celebration cakes');
  });
});

describe('a priced row named as an offering plus a qualifier is a way of having it', () => {
  it('prices the offering that has its own section, each price with its qualifier, and names it once', () => {
    const services = pageAt('/services/', 'Services', '<h1>Services</h1><h2>Cane seats</h2><p>Seats hand-woven in natural cane.</p><h2>Rush seats</h2><p>Seats woven in English rush.</p><h2>Frame repairs</h2><p>Joints reglued.</p>');
    const prices = pageAt('/prices/', 'Prices', '<h1>Prices</h1><p>Every price includes collection and return within ten miles of the workshop.</p><table><tr><th>Job</th><th>Price</th></tr><tr><td>Cane seats – dining chair</td><td>£90</td></tr><tr><td>Cane seats – rocking chair</td><td>£160</td></tr><tr><td>Rush seats (child’s chair)</td><td>£70</td></tr></table>');
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Chair caning in Dunmere</h1>'), services, prices).offerings;
    expect(offerings.map((o) => o.name).filter((n) => /cane|rush/i.test(n))).toEqual(['Cane seats', 'Rush seats']);
    expect(offerings.find((o) => o.name === 'Cane seats')!.prices.map((p) => [p.text, p.variant])).toEqual(
      expect.arrayContaining([
        ['£90', 'dining chair'],
        ['£160', 'rocking chair'],
      ]),
    );
  });

  it('reads "the Vale of Kelm" as one place', () => {
    const home = pageAt('/', 'Home', '<h1>Chair caning</h1><p>We collect chairs across Dunmere, Ashby and the Vale of Kelm.</p>');
    expect(factsOf(home).locations.map((l) => l.text)).toEqual(expect.arrayContaining(['Dunmere', 'Ashby', 'Vale of Kelm']));
  });
});

describe('an unpriced list of services', () => {
  it('names each item by its work, before what it is for, up to six words', () => {
    const services = pageAt('/services/', 'Services', '<h1>Services</h1><ul><li>Tuning – every 6 to 12 months</li><li>Pitch raising for neglected pianos</li><li>Regulation and voicing of grand pianos</li></ul><p>Please call for prices.</p>');
    const names = factsOf(pageAt('/', 'Home', '<h1>Piano tuning in Dunmere</h1>'), services).offerings.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Tuning', 'Pitch raising', 'Regulation and voicing of grand pianos']));
  });
});

describe('the terms an offering is bought on are not offerings', () => {
  it('prices an offering’s size table as its tiers, and never offers the headings of its options or ordering', () => {
    const page = pageAt(
      '/birthday-cakes/',
      'Birthday cakes',
      `<h1>Birthday cakes</h1><p>Birthday cakes baked to order, layered with buttercream and finished by hand.</p>
<h2>Sizes and prices</h2><table><tr><th>Size</th><th>Serves</th><th>Price</th></tr><tr><td>Small</td><td>2</td><td>£40</td></tr><tr><td>Large</td><td>6</td><td>£95</td></tr></table>
<h2>Colours</h2><p>Ribbons in green, navy or red. Any cake can be made vegan for an extra £6.</p>
<h2>Ordering</h2><p>Please order three days ahead.</p>`,
    );
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Cakes in Ludlow</h1><p>Birthday cakes baked by hand.</p>'), page).offerings;
    expect(offerings.map((o) => o.name).filter((n) => /sizes|colours|ordering/i.test(n))).toEqual([]);
    expect(offerings.find((o) => /birthday cakes/i.test(o.name))?.prices.map((p) => p.amount)).toEqual([40, 95]);
  });
});

describe('one line sold in tiers is one offering', () => {
  it('folds priced rows named "<tier> <offering>" into the offering the site names, each row its variant; one such row stays its own', () => {
    const prices = pageAt(
      '/prices/',
      'Prices',
      `<h1>Prices</h1><table><tr><th>Item</th><th>Price</th></tr><tr><td>Standard wood stoves</td><td>£1,400</td></tr><tr><td>Premium wood stoves (installed)</td><td>£2,600</td></tr>
<tr><td>Chimney sweeping</td><td>£70</td></tr><tr><td>Emergency chimney sweeping</td><td>£120</td></tr></table>`,
    );
    const stoves = pageAt('/services/wood-stoves/', 'Wood stoves', '<h1>Wood stoves</h1><p>We supply and fit wood stoves from British makers.</p>');
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Stoves in Brecon</h1><p>Wood stoves supplied and fitted.</p>'), prices, stoves).offerings;
    const line = offerings.find((o) => o.name === 'Wood stoves');
    expect(line?.prices.map((p) => [p.amount, p.variant])).toEqual([
      [1400, 'Standard wood stoves'],
      [2600, 'Premium wood stoves (installed)'],
    ]);
    expect(offerings.map((o) => o.name)).not.toContain('Premium wood stoves (installed)');
    expect(offerings.map((o) => o.name)).toContain('Emergency chimney sweeping');
  });
});

describe('where the business is', () => {
  it('puts the town its title names before the wider region its hero names', () => {
    const home = extractPage(
      `<!doctype html><html lang="en"><head><title>Harebell Pottery | Potter in Ludlow</title><meta name="description" content="Handmade stoneware from a small studio in the Welsh Marches."></head><body><main><h1>Handmade stoneware in the Welsh Marches</h1><p>Mugs, bowls and jugs thrown by hand.</p></main><footer><p>Harebell Pottery, 4 Broad Street, Ludlow SY8 1NG</p></footer></body></html>`,
      'https://harebell.test/',
    );
    expect(factsOf(home).locations.map((l) => l.text)).toEqual(['Ludlow', 'Welsh Marches']);
  });
});

describe('what the summary names first', () => {
  it('leads with offerings that have a page of their own, with or without a meta description, before rows of a price table', () => {
    const prices = pageAt('/prices/', 'Prices', '<h1>Prices</h1><table><tr><th>Item</th><th>Price</th></tr><tr><td>Glaze touch-up</td><td>£15</td></tr><tr><td>Gift wrapping</td><td>£5</td></tr><tr><td>Pottery classes</td><td>£45</td></tr></table>');
    const classes = pageAt('/services/pottery-classes/', 'Pottery classes', '<h1>Pottery classes</h1><p>Evening pottery classes on the wheel for beginners.</p>');
    const home = pageAt('/', 'Home', '<h1>Harebell Studio</h1><p>A pottery studio in Ludlow.</p>');
    const analysis = analyseSite([home, prices, classes], 'https://fern.test/', new Date('2026-03-01T00:00:00Z'));
    expect(analysis.offering.split(/,\s*|\s+and\s+/)[0]).toBe('pottery classes');
  });
});

describe('a surcharge is not what the work costs', () => {
  it('keeps "each extra child is £3" off the offering its heading names', () => {
    const packages = pageAt(
      '/services/party-packages/',
      'Party packages',
      '<h1>Party packages</h1><p>Every package has a puppet show and games. Prices cover up to 20 children; each extra child is £3.</p>',
    );
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Puppet shows in Dunmere</h1><p>Puppet shows for children’s parties.</p>'), packages).offerings;
    expect(offerings.map((o) => o.name)).toContain('Party packages');
    expect(offerings.flatMap((o) => o.prices.map((p) => p.amount))).not.toContain(3);
  });
});

describe('a price belongs to its own sentence’s subject', () => {
  it('keeps "the visit costs £75" off the offering whose section states it, and keeps the work’s own price', () => {
    const services = pageAt(
      '/services/',
      'Services',
      '<h1>Services</h1><h2>Kitchen design</h2><p>Every project starts with a home visit. The visit costs £75, which is refunded if you go ahead. A full kitchen design with drawings usually costs between £400 and £900 depending on the size of the room.</p><h2>Kitchen fitting</h2><p>Units, worktops and appliances fitted by our own joiners.</p><h2>Tiling</h2><p>Splashbacks and floors tiled to finish the room.</p>',
    );
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Fitted kitchens in Dunmere</h1><p>Kitchens designed and fitted.</p>'), services).offerings;
    const design = offerings.find((o) => o.name === 'Kitchen design');
    // "between £400 and £900" is one range, from its lower end.
    expect(design?.prices.map((p) => [p.text, p.amount])).toEqual([['£400 and £900', 400]]);
    expect(offerings.flatMap((o) => o.prices.map((p) => p.amount))).not.toContain(75);
  });
});

describe('a price sentence naming a listed offering prices that offering', () => {
  it('gives "Brake pads from £85" to the listed "Brake pads & discs"', () => {
    const services = pageAt(
      '/services/',
      'Services',
      '<h1>Services</h1><h2>Our services</h2><ul><li>Brake pads &amp; discs</li><li>Battery replacement</li><li>Clutch replacement</li></ul><p>Brake pads from £85 fitted. Call us for a quote on the rest.</p>',
    );
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Mobile mechanics in Dunmere</h1><p>Car repairs at your home or work.</p>'), services).offerings;
    expect(offerings.find((o) => o.name === 'Brake pads & discs')?.prices.map((p) => p.amount)).toEqual([85]);
    expect(offerings.find((o) => o.name === 'Battery replacement')?.prices).toEqual([]);
  });
});

describe('a currency code after a price is the price’s, never a name', () => {
  it('names no offering "GBP" from a shop grid whose prices read "£28.00 GBP"', () => {
    const card = (name: string, price: string) =>
      `<li class="grid__item"><div class="card"><h3 class="card__heading"><a href="/products/${name.toLowerCase().replace(/\W+/g, '-')}">${name}</a></h3><div class="price"><span class="visually-hidden">Regular price</span><span class="price-item">${price} GBP</span></div></div></li>`;
    const shop = pageAt('/collections/all/', 'All products', `<h1>All products</h1><ul class="product-grid">${card('Beeswax pillar', '£16.00')}${card('Taper pair', '£9.00')}${card('Tea lights', '£6.00')}</ul>`);
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Beeswax candles</h1><p>Hand-poured beeswax candles.</p>'), shop).offerings;
    expect(offerings.map((o) => o.name).filter((n) => /^(?:GBP|Regular price)?$/.test(n))).toEqual([]);
    expect(offerings.find((o) => o.name === 'Beeswax pillar')?.prices.map((p) => p.amount)).toEqual([16]);
  });
});

describe('a line that leads up to a price is not a name', () => {
  it('names no offering "On orders over" from a "Free delivery: On orders over £40" card', () => {
    const home = pageAt(
      '/',
      'Home',
      '<h1>Beeswax candles</h1><p>Hand-poured beeswax candles.</p><ul class="multicolumn-list"><li class="multicolumn-card"><h3>Free UK delivery</h3><p>On orders over £40</p></li><li class="multicolumn-card"><h3>Plastic-free packaging</h3><p>Card and paper only.</p></li><li class="multicolumn-card"><h3>Hand poured</h3><p>In small batches.</p></li></ul>',
    );
    const offerings = factsOf(home).offerings;
    expect(offerings.map((o) => o.name).filter((n) => /orders over/i.test(n))).toEqual([]);
    expect(offerings.flatMap((o) => o.prices.map((p) => p.amount))).not.toContain(40);
  });
});

describe('a timetable is not a class', () => {
  it('names no offering for a heading over when the classes run', () => {
    const classes = pageAt(
      '/classes/',
      'Classes',
      '<h1>Classes</h1><h2>Beginners yoga</h2><p>Slow flow for your first term.</p><h2>Power yoga</h2><p>A faster class for regulars.</p><h2>Weekly timetable</h2><table><tr><th>Day</th><th>Time</th></tr><tr><td>Monday</td><td>18:30</td></tr><tr><td>Thursday</td><td>19:00</td></tr></table>',
    );
    const names = factsOf(pageAt('/', 'Home', '<h1>Yoga in Dunmere</h1><p>Yoga classes for all levels.</p>'), classes).offerings.map((o) => o.name);
    expect(names).toContain('Power yoga');
    expect(names.filter((n) => /timetable/i.test(n))).toEqual([]);
  });
});

describe('the language a page declares, against the words it uses', () => {
  it('calls a page that declares English but reads as another language unknown, never "English"', () => {
    const text = 'Wir bieten Massagen für Sportler und Schwangere an. Jede Behandlung beginnt mit einem Gespräch über Ihre Beschwerden und endet mit Übungen für zu Hause, die Sie täglich machen können.';
    const facts = factsOf(pageAt('/', 'Startseite', `<h1>Massage in Köln</h1><p>${text}</p><p>${text}</p>`));
    expect(facts.english).toBe(false);
    expect(facts.language).toBeNull();
  });
});

describe('paragraphs that each open with a name and its price', () => {
  it('reads each as an offering with its price, spec and description, and names a thing taught under a heading of classes as that class', () => {
    const classes = pageAt(
      '/workshops/',
      'Workshops',
      '<h1>Stained glass workshops</h1><p>Workshops run on Sundays in the studio, for up to six people.</p><p><strong>Fused glass dishes — £55, 3 hours.</strong> Cut and arrange glass for a small dish, fired in our kiln overnight.</p><p><strong>Leaded panels — £95, 5.5 hours.</strong> Lead came, cement and a panel of your own design.</p>',
    );
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Glass in Dunmere</h1><p>Stained glass workshops and repairs.</p>'), classes).offerings;
    const panel = offerings.find((o) => o.name === 'Leaded panel workshop');
    expect(panel?.prices.map((p) => p.amount)).toEqual([95]);
    expect(panel?.specs.map((s) => s.text)).toEqual(['5.5 hours']);
    expect(panel?.description).toBe('Lead came, cement and a panel of your own design.');
    expect(offerings.map((o) => o.name)).toContain('Fused glass dish workshop');
  });

  it('takes one such paragraph alone for an aside, not a list of things sold', () => {
    const page = pageAt('/about/', 'About', '<h1>About the studio</h1><p>Gift vouchers — £25. Any workshop, any date, and they never expire.</p><p>We have taught glass since 2009.</p>');
    const names = factsOf(pageAt('/', 'Home', '<h1>Glass in Dunmere</h1><p>Stained glass workshops.</p>'), page).offerings.map((o) => o.name);
    expect(names).not.toContain('Gift vouchers');
  });
});

describe('things priced in the prose of a prices section', () => {
  it('are never the last of several things priced together, nor a subject pointing back at one named before', () => {
    const home = pageAt('/', 'Home', '<h1>Plastering in Kendal</h1><p>Skimming, lime plaster and rendering.</p>');
    const prices = pageAt(
      '/prices/',
      'Prices',
      '<h1>Plastering prices</h1><h2>What it costs</h2><p>Skimming a ceiling in an average bedroom costs from £280, and the walls of the same room from £420. A hallway, stairs and landing is from £900 because of the extra height. Bridal bouquets start from £165 and bridesmaid bouquets from £75.</p>',
    );
    const names = factsOf(home, prices).offerings.map((o) => o.name);
    expect(names).not.toContain('Landing');
    expect(names).not.toContain('Walls of the same room');
    // A second thing priced after one priced already is still read.
    expect(names).toEqual(expect.arrayContaining(['Bridal bouquets', 'Bridesmaid bouquets']));
  });
});

describe('what a firm charges, apart from fees paid to others and thresholds', () => {
  const home = pageAt('/', 'Home', '<h1>Solicitors in Dunmere</h1><p>Wills and probate for families.</p>');

  it('prices versions named in a section on what the work costs, and never a court fee, a threshold or "plus VAT" as a name', () => {
    const wills = pageAt(
      '/wills/',
      'Wills',
      '<h1>Making a will</h1><p>A will says who inherits your home.</p><h2>What it costs</h2><p>A single will costs £310 plus VAT, and mirror wills for a couple cost £480 plus VAT. A deposit of £100 is taken at the first meeting.</p>',
    );
    const probate = pageAt(
      '/probate/',
      'Probate',
      '<h1>Probate</h1><p>Help for executors.</p><details><summary>Grant only service — £990 plus VAT</summary><p>We apply for the grant; you pay the beneficiaries.</p></details><p>The court fee for a probate application is £300 on estates over £5,000.</p>',
    );
    const offerings = factsOf(home, wills, probate).offerings;
    const priceOf = (name: string) => offerings.find((o) => o.name === name)?.prices.map((p) => p.amount);
    expect(priceOf('Single will')).toEqual([310]);
    expect(priceOf('Mirror wills for a couple')).toEqual([480]);
    expect(priceOf('Grant only service')).toEqual([990]);
    const amounts = offerings.flatMap((o) => o.prices.map((p) => p.amount));
    expect(amounts).not.toContain(300);
    expect(amounts).not.toContain(5000);
    expect(offerings.map((o) => o.name).filter((n) => /VAT|deposit/i.test(n))).toEqual([]);
  });

  it('never prices an offering by money the business pays the customer', () => {
    const prices = pageAt('/prices/', 'Prices', '<h1>Prices</h1><h2>Will storage</h2><p>We store your original will free of charge.</p><h2>Buy-back</h2><p>When you no longer need the lift, we pay £150 for one under five years old.</p>');
    const amounts = factsOf(home, prices).offerings.flatMap((o) => o.prices.map((p) => p.amount));
    expect(amounts).not.toContain(150);
  });
});

describe('a value claimed is not a price', () => {
  it('makes no offering of a feature card or a row whose only figure is what it is "worth"', () => {
    const card = (name: string, text: string) => `<div class="elementor-icon-box-wrapper"><h3 class="elementor-icon-box-title"><span>${name}</span></h3><p class="elementor-icon-box-description">${text}</p></div>`;
    const pricing = pageAt(
      '/pricing/',
      'Pricing',
      `<h1>Pricing</h1><div class="cards">${card('Sole trader', '£45/month')}${card('Bookkeeping software included', 'Worth £29/month')}${card('Limited company', '£115/month')}</div><ul><li>Tax investigation cover (worth £140 a year)</li><li>Catch-up bookkeeping, per month of records: £40</li></ul>`,
    );
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Accountants in Dunmere</h1><p>Fixed-fee accounts for freelancers.</p>'), pricing).offerings;
    const amounts = offerings.flatMap((o) => o.prices.map((p) => p.amount));
    expect(amounts).toContain(45);
    expect(amounts).not.toContain(29);
    expect(amounts).not.toContain(140);
  });
});

describe('a tier named by an adjective alone', () => {
  it('is a tier of what the page heading names, never an offering called "Essential"', () => {
    const box = (name: string, price: string) => `<div class="et_pb_pricing_table"><div class="et_pb_pricing_heading"><h2 class="et_pb_pricing_title">${name}</h2><span class="et_pb_best_value">45 minutes</span></div><div class="et_pb_pricing_content_top"><span class="et_pb_et_price"><span class="et_pb_dollar_sign">£</span><span class="et_pb_sum">${price}</span></span></div><ul class="et_pb_pricing"><li>Blood pressure</li><li>Written report</li></ul></div>`;
    const checks = pageAt('/health-checks/', 'Health checks', `<h1>Health checks</h1><p>A check with a doctor, results explained.</p><div class="et_pb_pricing">${box('Essential', '249')}${box('Advanced', '695')}</div>`);
    const names = factsOf(pageAt('/', 'Home', '<h1>Private GP in Dunmere</h1><p>Appointments and health checks.</p>'), checks).offerings.map((o) => o.name);
    expect(names).not.toContain('Essential');
    expect(names).not.toContain('Advanced');
    expect(names.some((n) => /health check/i.test(n))).toBe(true);
  });
});

describe('a price term or a size compared is not a thing sold', () => {
  it('names no offering "Minimum charge" or "Larger pieces" from a prices page written in prose', () => {
    const prices = pageAt('/prices/', 'Prices', '<h1>Prices</h1><p>Our minimum charge is £60. Larger pieces are £100 an hour, or £500 for a full day.</p>');
    const names = factsOf(pageAt('/', 'Home', '<h1>Custom portraits</h1><p>Every design is drawn for you.</p>'), prices).offerings.map((o) => o.name);
    expect(names.filter((n) => /minimum|larger/i.test(n))).toEqual([]);
  });
});

describe('a length or size alone', () => {
  it('is never an offering, though boxed with a price', () => {
    const box = (label: string, price: string) => `<div class="price-box"><h3>${label}</h3><p>${price}</p><p>Full body or two areas</p></div>`;
    const prices = pageAt('/prices/', 'Prices', `<h1>Prices</h1><div class="grid">${box('30 minutes', '£45')}${box('60 minutes', '£60')}${box('90 minutes', '£80')}</div>`);
    const names = factsOf(pageAt('/', 'Home', '<h1>Sports massage in Dunmere</h1><p>Sports and deep tissue massage.</p>'), prices).offerings.map((o) => o.name);
    expect(names.filter((n) => /^\d/.test(n))).toEqual([]);
  });
});

describe('a length of time bought is not a thing sold', () => {
  it('names no offering "Full day" or "Half day" from prices written in prose', () => {
    const prices = pageAt('/prices/', 'Prices', '<h1>Prices</h1><p>A full day is £32 and a half day is £22. Pick-up is £6 per day.</p>');
    const names = factsOf(pageAt('/', 'Home', '<h1>Dog day care in Dunmere</h1><p>Small groups on a farm.</p>'), prices).offerings.map((o) => o.name);
    expect(names.filter((n) => /\bday$/i.test(n))).toEqual([]);
  });
});

describe('the trade word in the business name', () => {
  it('is an offering where the site heads a section with it and writes its root in lower case ("osteopaths")', () => {
    const treatments = pageAt(
      '/treatments/',
      'Treatments',
      '<h1>Treatments</h1><h2>Osteopathy</h2><p>Soft tissue massage, joint mobilisation and gentle manipulation.</p><h2>Pregnancy care</h2><p>Gentle treatment on your side for back pain.</p><h2>Sports rehab</h2><p>Graded exercise after sprains and strains.</p>',
    );
    const home = extractPage(
      '<!doctype html><html lang="en"><head><title>Fernhollow Osteopathy</title></head><body><header><a href="/">Fernhollow Osteopathy</a></header><main><h1>Fernhollow Osteopathy in Dunmere</h1><p>Two osteopaths with twenty years between them.</p></main></body></html>',
      'https://fern.test/',
    );
    const names = analyseSite([home, treatments], 'https://fern.test/', new Date('2026-03-01T00:00:00Z')).facts!.offerings.map((o) => o.name);
    expect(names).toContain('Osteopathy');
  });
});

describe('how a package is booked', () => {
  it('is no offering: a "Booking" section under priced packages', () => {
    const packages = pageAt(
      '/packages/',
      'Packages',
      '<h1>Packages</h1><h2>Party</h2><p>£12 per head, minimum 40 guests.</p><h2>Wedding evening</h2><p>£14 per head, minimum 60 guests.</p><h2>Booking</h2><p>A £250 deposit secures your date. The balance is due 14 days before the event.</p>',
    );
    const names = factsOf(pageAt('/', 'Home', '<h1>Pizza catering in Dunmere</h1><p>Wood-fired pizza at your venue.</p>'), packages).offerings.map((o) => o.name);
    expect(names).not.toContain('Booking');
  });
});

describe('a page headed by its prices whose rows are sizes', () => {
  it('prices the headline work by those rows, a noun compound the tagger reads as verbs ("Skip hire") included', () => {
    const wrap = (title: string, main: string) => `<!doctype html><html lang="en"><head><title>${title}</title></head><body><header><nav><a href="/">Home</a></nav></header><main>${main}</main></body></html>`;
    const home = extractPage(wrap('Alder Skips', '<h1>Skip hire in Dunmere</h1><p>Family-run skip hire since 1998. We deliver the next working day across the town and the villages around it, and we recycle most of what we collect at our own yard.</p>'), 'https://skips.test/');
    const sizes = extractPage(
      wrap('Skip sizes and prices', '<h1>Skip sizes and prices</h1><table><tr><th>Skip</th><th>Holds about</th><th>Price</th></tr><tr><td>2 yard mini skip</td><td>20 bin bags</td><td>£150</td></tr><tr><td>8 yard builders skip</td><td>75 bin bags</td><td>£295</td></tr></table>'),
      'https://skips.test/skip-sizes/',
    );
    const offerings = analyseSite([home, sizes], 'https://skips.test/', new Date('2026-03-01T00:00:00Z')).facts!.offerings;
    const hire = offerings.find((o) => o.name.toLowerCase() === 'skip hire');
    expect(hire?.prices.map((p) => [p.amount, p.variant])).toEqual([
      [150, '2 yard mini skip'],
      [295, '8 yard builders skip'],
    ]);
    expect(offerings.map((o) => o.name).filter((n) => /prices/i.test(n))).toEqual([]);
  });
});

describe('work the about page prices', () => {
  it('is an offering: a section named by its work noun over what the business charges for it', () => {
    const home = pageAt('/', 'Home', '<h1>Good old clothes</h1><p>Vintage jackets and knitwear, cleaned and mended.</p>');
    const about = pageAt(
      '/pages/about',
      'About',
      '<h1>About us</h1><p>We started as a market stall in 2017.</p><h2>Re-waxing</h2><p>We also re-wax your own wax jackets: £35 for a jacket, £25 for a gilet, done within a week.</p><h2>Returns</h2><p>Send it back within 14 days; you pay the £5 postage.</p>',
    );
    const offerings = factsOf(home, about).offerings;
    expect(offerings.find((o) => o.name === 'Re-waxing')?.prices.map((p) => p.amount)).toEqual([35, 25]);
    expect(offerings.map((o) => o.name)).not.toContain('Returns');
  });
});

describe('a one-page counsellor', () => {
  const home = pageAt(
    '/',
    'Home',
    `<h1>Counselling in Ludlow</h1><p>I'm Helen, a BACP-registered counsellor. I work with adults with anxiety, low mood, bereavement and relationship difficulties.</p>
<p>Sessions last 50 minutes and cost £55. I keep a few places at £35 for students and people on a low income.</p>
<h2>Bereavement counselling</h2><p>Grief doesn't follow stages or a timetable. Sessions give you time to talk about the person who died.</p>`,
  );
  const contact = pageAt('/contact/', 'Contact', '<h1>Get in touch</h1><p>Email helen@stillwater.example or call 07700 900 431.</p>');
  const facts = factsOf(home, contact);

  it('prices its headline work by the only prices it states, on its home page', () => {
    expect(facts.offerings.find((o) => o.name === 'Counselling')?.prices.map((p) => p.amount)).toEqual([55, 35]);
  });

  it('sells a kind of its headline work named in a section of the home page', () => {
    expect(facts.offerings.map((o) => o.name)).toContain('Bereavement counselling');
  });

  it('never reads "I\'m Helen" as a noun phrase', () => {
    expect(checkNounPhrase("I'm Helen").ok).toBe(false);
  });
});

describe('a list of services each saying what it is for', () => {
  it('names each by the work before "for", the name of its own page', () => {
    const services = pageAt('/services/', 'Services', '<h1>Our services</h1><ul><li>Domestic scaffolding for roof repairs, chimneys and painting</li><li>Temporary roofs for extensions and re-roofing</li><li>Commercial scaffolding for new builds</li></ul>');
    const names = factsOf(pageAt('/', 'Home', '<h1>Scaffolding in Telford</h1><p>Scaffolding for roofers and builders.</p>'), services).offerings.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Domestic scaffolding', 'Temporary roofs', 'Commercial scaffolding']));
  });
});

describe('an offering named in the menu and priced on its own page under another headline', () => {
  it('takes the prices under its page’s headline when the headline names the same thing ("Football birthday parties")', () => {
    const nav = '<a href="/">Home</a><a href="/parties/">Football parties</a>';
    const at = (path: string, title: string, main: string) =>
      extractPage(`<!doctype html><html lang="en"><head><title>${title} | Goalside</title></head><body><header><nav>${nav}</nav></header><main>${main}</main>${FOOTER}</body></html>`, `https://fern.test${path}`);
    const home = at('/', 'Home', '<h1>Football coaching for children</h1><p>Weekly sessions, holiday camps and parties.</p>');
    const parties = at('/parties/', 'Football parties', '<h1>Football birthday parties</h1><p>An hour of football games for up to 20 children. £150 at a venue you book, or £220 including the sports hall.</p>');
    const offering = factsOf(home, parties).offerings.find((o) => o.name === 'Football parties');
    expect(offering?.prices.map((p) => p.amount)).toEqual([150, 220]);
  });
});

describe("a card's description", () => {
  it('keeps a price said inside a sentence and drops a price line with its period', () => {
    const card = (name: string, body: string) => `<div class="service-card"><h3>${name}</h3><p>${body}</p></div>`;
    const services = pageAt(
      '/services/',
      'Services',
      `<h1>Services &amp; prices</h1><div class="services">${card('Camera surveys', 'A camera shows the inside of the flue. A survey is £120, or £60 if we are already there to sweep.')}${card('Stove servicing', 'A stove service on its own is £60. We replace rope seals and clean the glass.')}</div>`,
    );
    const plans = pageAt(
      '/pricing/',
      'Pricing',
      `<h1>Pricing</h1><div class="grid"><div class="card"><h3>Starter</h3><div>$89</div><div>per location / month</div><p>For single kitchens.</p></div><div class="card"><h3>Pro</h3><div>Most popular</div><div>$179</div><div>per location / month</div><p>For kitchens that scan invoices.</p></div></div>`,
    );
    const facts = factsOf(pageAt('/', 'Home', '<h1>Chimney care in Dunmere</h1><p>Sweeps and stoves.</p>'), services, plans);
    const described = (name: RegExp) => facts.offerings.find((o) => name.test(o.name))?.description ?? '';
    expect(described(/camera/i)).toContain('A survey is £120, or £60 if we are already there');
    expect(described(/servicing/i)).toContain('on its own is £60.');
    expect(described(/starter/i)).toBe('For single kitchens.');
    expect(described(/^pro/i)).not.toMatch(/\$179|per location/);
  });
});

describe('a home page grid of who the business serves or why to choose it', () => {
  it('takes no heading under "Who we fit" or "Why riders trust us" for an offering', () => {
    const tile = (h: string, p: string) => `<div class="tile"><h3>${h}</h3><p>${p}</p></div>`;
    const home = pageAt(
      '/',
      'Home',
      `<h1>Bike fitting in Dunmere</h1><h2>Who we fit</h2><div class="grid">${tile('Triathletes', 'An aero position you can hold.')}${tile('Riders in pain', 'Knee, hip or back pain.')}${tile('Mountain bikers', 'Fewer numb hands.')}</div>
<h2>Why riders trust us</h2><div class="grid">${tile('PT-led', 'Our founder is a physical therapist.')}${tile('Brand-agnostic', 'We sell no bikes.')}${tile('Data, not guesswork', 'Motion capture explained plainly.')}</div>
<h2>Our fits</h2><div class="grid">${tile('Road fit', 'A full fit for road riders.')}${tile('Cleat fit', 'Feet and knees only.')}${tile('Saddle mapping', 'Pressure mapping on your saddle.')}</div>`,
    );
    const names = factsOf(home).offerings.map((o) => o.name);
    expect(names.filter((n) => /riders in pain|data, not guesswork|pt-led|brand-agnostic|triathletes/i.test(n))).toEqual([]);
    expect(names).toEqual(expect.arrayContaining(['Road fit', 'Cleat fit']));
  });
});

describe('the tail of a price is no offering', () => {
  it('never names an offering "installed" from "$95–$130 per metre installed"', () => {
    const services = pageAt(
      '/services/',
      'Services',
      `<h1>Fencing services</h1><h2>Colorbond fencing</h2><p>Colorbond is termite-proof and never needs painting.</p><ul><li><p><span>Standard 1.8m Colorbond fence – <strong>$95–$130 per metre installed</strong> (most flat suburban jobs land around $105/m)</span></p></li><li><p><span>2.1m high Colorbond – from $125 per metre installed</span></p></li><li><p><span>Add a lattice or slat top extension – add $35 per metre</span></p></li></ul><h2>Timber paling fencing</h2><p>A classic Queensland paling fence in treated pine.</p><ul><li>Butted paling fence – from $85 per metre installed</li></ul>`,
    );
    const names = factsOf(pageAt('/', 'Home', '<h1>Fencing in Dunmere</h1><p>Colorbond and timber fences.</p>'), services).offerings.map((o) => o.name.toLowerCase());
    expect(names).not.toContain('installed');
  });
});

describe('a brand before the business’s own trade word', () => {
  const fencer = (path: string, title: string, main: string) =>
    extractPage(
      `<!doctype html><html lang="en"><head><title>${title} | Gumtree Fencing</title><meta name="description" content="Gumtree Fencing builds fences in Dunmere. Colorbond fencing from $95/m installed."></head><body><header><nav><a href="/">Home</a><a href="/services/">Services</a></nav></header><main>${main}</main>${FOOTER}</body></html>`,
      `https://fence.test${path}`,
    );
  const home = fencer('/', 'Home', '<h1>Fencing in Dunmere</h1><p>We build Colorbond and timber fences, and our fencing crews are our own.</p><div class="grid"><div class="card"><h3>Colorbond Fencing</h3><p>From $95 per metre installed</p></div><div class="card"><h3>Timber Paling Fencing</h3><p>From $85 per metre installed</p></div></div>');
  const services = fencer(
    '/services/',
    'Services',
    `<h1>Fencing services</h1><h2>Colorbond Fencing</h2><p>Colorbond steel is termite-proof and comes in 12 colours. Colorbond sheeting carries a 25-year warranty.</p><ul><li>Standard 1.8m Colorbond fence – $95–$130 per metre installed</li><li>2.1m high Colorbond – from $125 per metre installed</li></ul><h2>Timber Paling Fencing</h2><p>Treated pine palings on hardwood posts.</p><ul><li>Lapped &amp; capped paling fence – from $110 per metre installed</li></ul>`,
  );

  it('names the work ("Colorbond Fencing"), never the business ("Gumtree fencing"), over sizes of it', () => {
    const offerings = factsOf(home, services).offerings;
    expect(offerings.map((o) => o.name).filter((n) => /gumtree/i.test(n))).toEqual([]);
    const colorbond = offerings.find((o) => /^colorbond fencing$/i.test(o.name));
    expect(colorbond?.prices.map((p) => p.amount)).toEqual(expect.arrayContaining([95, 125]));
  });

  it('keeps a longer name that only adds a size or grade ("Standard 1.8m Colorbond fence") as a variant of the shorter', () => {
    const offerings = factsOf(home, services).offerings;
    expect(offerings.map((o) => o.name)).not.toContain('Standard 1.8m Colorbond fence');
    const colorbond = offerings.find((o) => /^colorbond fencing$/i.test(o.name));
    expect(colorbond?.prices.find((p) => p.variant === 'Standard 1.8m Colorbond fence')?.text).toMatch(/\$95–\$130/);
  });
});

describe('a title’s units', () => {
  it('keep the site’s letters after a number as after "per": "350 ml", never "350 Ml"', () => {
    expect(titleCase('glass infuser mug: €16.50 for 350 ml')).toBe('Glass Infuser Mug: €16.50 for 350 ml');
    expect(titleCase('flat roofing per m²: from £85')).toBe('Flat Roofing per m²: From £85');
  });
});

describe('a price table whose cells hold a bold name over its description', () => {
  it('names each row by its name alone, and no page for a kind of customer is an offering', () => {
    const row = (name: string, desc: string, price: string) => `<tr><td><strong>${name}</strong><br /><span class="small">${desc}</span></td><td>${price}</td></tr>`;
    const treatments = pageAt(
      '/treatments/',
      'Treatments',
      `<h1>Treatments &amp; prices</h1><table><thead><tr><th>Treatment</th><th>Price</th></tr></thead><tbody>${row('Airflow stain removal', 'Air-polishing with fine powder and water to remove surface stains. Includes a scale.', '£85')}${row('Gum health assessment', 'Full six-point gum charting and a written plan.', '£45')}</tbody></table>`,
    );
    const patients = pageAt('/new-patients/', 'New Patients', '<h1>New Patients</h1><p>You do not need to be registered with a dentist to book with us.</p>');
    const home = pageAt('/', 'Home', '<h1>Dental hygiene in Dunmere</h1><p>Direct access hygiene appointments.</p><nav><a href="/treatments/">Treatments</a><a href="/new-patients/">New Patients</a></nav>');
    const offerings = factsOf(home, treatments, patients).offerings;
    expect(offerings.find((o) => o.name === 'Airflow stain removal')?.prices.map((p) => p.amount)).toEqual([85]);
    expect(offerings.map((o) => o.name).filter((n) => /air-polishing|new patients/i.test(n))).toEqual([]);
  });
});

describe('a price named by a narrower thing', () => {
  it('never prices the broader offering whose name ends it ("Catch-up bookkeeping – $95 per hour" is no price of "Bookkeeping")', () => {
    const home = pageAt('/', 'Home', '<h1>Bookkeeping in Dunmere</h1><h2>What we do</h2><div class="grid"><div class="tile"><h3>Bookkeeping</h3><p>Bank reconciliations and coding in Xero, done monthly.</p></div><div class="tile"><h3>Payroll</h3><p>Pay runs and super for your team.</p></div><div class="tile"><h3>Tax returns</h3><p>Sole trader returns lodged on time.</p></div></div>');
    const extras = pageAt('/packages/', 'Packages', '<h1>Packages</h1><p>Not ready for a package? Catch-up bookkeeping – $95 per hour + GST. Fixed quotes before we start.</p>');
    const bookkeeping = factsOf(home, extras).offerings.find((o) => o.name === 'Bookkeeping');
    expect(bookkeeping?.prices.map((p) => p.text) ?? []).not.toContain('$95 per hour');
  });
});

describe('prices in the prose under a heading that are not the heading’s', () => {
  const services = pageAt(
    '/services/',
    'Services',
    `<h1>Tuning &amp; Repairs</h1><h2>Standard tuning</h2><p>A standard tuning is £75 and takes about an hour.</p><h2>Repairs</h2><p>Sticking keys, broken strings and squeaky pedals – most small repairs I can do on the spot. As a rough guide, replacing a single broken treble string is usually £20–£30 fitted.</p><h2>Humidity &amp; climate advice</h2><p>I am always happy to give free advice on where to put your piano.</p><p>For pianos in difficult rooms I can fit a Dampp-Chaser humidity control system inside the piano. Supplied and fitted from £395.</p>`,
  );
  const offerings = factsOf(pageAt('/', 'Home', '<h1>Piano tuning in Dunmere</h1><p>Tuning and repairs for upright and grand pianos.</p>'), services).offerings;
  const priced = (name: RegExp) => offerings.find((o) => name.test(o.name))?.prices.map((p) => p.amount) ?? [];

  it('leaves one job of the kind, said by the job ("replacing a single broken treble string is usually £20–£30"), to that job', () => {
    expect(priced(/^repairs$/i)).not.toContain(20);
  });

  it('leaves "Supplied and fitted from £395." to the thing the sentence before names, not the advice heading it stands under', () => {
    expect(priced(/humidity/i)).not.toContain(395);
  });
});

describe('what a locksmith’s and a solicitor’s price lists are not', () => {
  it('reads no price in "£2m public liability", no offering in a prices heading or a promise, and one fee where a second column adds VAT', () => {
    expect(findPrices('DBS-checked, fully insured (£2m public liability)')).toEqual([]);
    const home = pageAt('/', 'Home', '<h1>Locksmiths in Dunmere</h1><div class="grid"><div class="card"><h3>Emergency lockouts</h3><p>From £69, day or night.</p></div><div class="card"><h3>DBS-checked, fully insured</h3><p>£2m public liability cover on every job.</p></div></div>');
    const prices = pageAt('/prices/', 'Prices', '<h1>Prices</h1><h2>Other prices &amp; small print</h2><p>Landlord lock changes are £75 per door. Parking in the city centre is added at cost, usually £3–£6.</p><h2>Agreements</h2><table><tr><th>Service</th><th>Fee (ex VAT)</th><th>Fee (inc VAT 23%)</th></tr><tr><td>Prenuptial agreement</td><td>€1,500</td><td>€1,845</td></tr><tr><td>Cohabitation agreement</td><td>€1,200</td><td>€1,476</td></tr></table>');
    const offerings = factsOf(home, prices).offerings;
    expect(offerings.map((o) => o.name).filter((n) => /small print|insured|dbs/i.test(n))).toEqual([]);
    expect(offerings.find((o) => o.name === 'Prenuptial agreement')?.prices.map((p) => p.amount)).toEqual([1500]);
  });
});

describe('a price in structured data in Australian or New Zealand dollars', () => {
  it('is written "$75", as the pages write it, never "AUD 75.00"', () => {
    const home = pageAt('/', 'Home', '<h1>Driving lessons in Dunmere</h1><p>Patient lessons for learners.</p>', '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Service","name":"Single driving lesson","offers":{"@type":"Offer","price":"75.00","priceCurrency":"AUD"}}</script>');
    expect(factsOf(home).offerings.find((o) => o.name === 'Single driving lesson')?.prices.map((p) => p.text)).toEqual(['$75']);
  });
  it('keeps its cents as money is written: "7.5" is "$7.50", "1249.9" is "$1,249.90"', () => {
    const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name: 'Mini skein', offers: [{ '@type': 'Offer', name: '20 g', price: 7.5, priceCurrency: 'USD' }, { '@type': 'Offer', name: 'Kit', price: '1249.9', priceCurrency: 'USD' }] });
    const home = pageAt('/', 'Home', '<h1>Yarn in Dunmere</h1><p>Hand-dyed yarn.</p>', `<script type="application/ld+json">${ld}</script>`);
    expect(factsOf(home).offerings.find((o) => o.name === 'Mini skein')?.prices.map((p) => p.text)).toEqual(['$7.50', '$1,249.90']);
  });
});

describe('a price in structured data that no page shows', () => {
  it('is stale: the page’s "$1,950" prices the program, never the forgotten "$1,850"', () => {
    const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Service', name: 'Orthokeratology program', offers: { '@type': 'Offer', price: '1850', priceCurrency: 'AUD' } });
    const fees = pageAt('/fees/', 'Fees', '<h1>Fees</h1><h2>Orthokeratology program</h2><p>The ortho-k program is $1,950 for both eyes, including lenses and the first year of reviews.</p>', `<script type="application/ld+json">${ld}</script>`);
    const prices = factsOf(pageAt('/', 'Home', '<h1>Optometrists in Dunmere</h1><p>Eye tests and ortho-k.</p>'), fees).offerings.flatMap((o) => o.prices.map((p) => p.text));
    expect(prices).not.toContain('$1,850');
  });

  it('stands where a page shows the same amount', () => {
    const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'Service', name: 'Orthokeratology program', offers: { '@type': 'Offer', price: '1950', priceCurrency: 'AUD' } });
    const fees = pageAt('/fees/', 'Fees', '<h1>Fees</h1><p>Every program is fitted by an optometrist. The ortho-k program is $1,950 for both eyes.</p>', `<script type="application/ld+json">${ld}</script>`);
    const offering = factsOf(pageAt('/', 'Home', '<h1>Optometrists in Dunmere</h1><p>Eye tests and ortho-k.</p>'), fees).offerings.find((o) => o.name === 'Orthokeratology program');
    expect(offering?.prices.map((p) => p.text)).toEqual(['$1,950']);
  });
});

describe('a gutter cleaner’s price page built with a page builder', () => {
  const prices = pageAt(
    '/prices/',
    'Prices',
    `<h1>Prices</h1><h2>Gutter clearing</h2>
<div class="et_pb_pricing"><div class="et_pb_pricing_table"><h2 class="et_pb_pricing_title">Bungalow</h2><span class="et_pb_et_price">£60</span><ul><li>All main gutters</li><li>Waste taken away</li></ul></div>
<div class="et_pb_pricing_table"><h2 class="et_pb_pricing_title">Detached</h2><span class="et_pb_et_price">£95</span><ul><li>All main gutters</li><li>Waste taken away</li></ul></div></div>
<h3>Window cleaning extras</h3><ul><li>Conservatory side glass and frames: +£6 per visit</li><li>Velux windows reachable from the ground: +£3 each</li></ul>
<h3>Conservatory roof cleaning</h3><table><tr><td>Small lean-to (up to approx. 3m)</td><td>£90</td></tr><tr><td>Medium Victorian / Edwardian</td><td>£130</td></tr><tr><td>Large, P-shape or orangery</td><td>from £180</td></tr></table>
<div class="et_pb_section et_pb_hidden_desktop et_pb_hidden_tablet et_pb_hidden_phone"><p><strong>Spring Gutter Special:</strong> £15 off all gutter clears in March &amp; April 2023 with code SPRING23.</p></div>`,
  );
  const home = pageAt('/', 'Home', '<h1>Window cleaning and gutter clearing in Cheltenham</h1><p>Window cleaning, gutter clearing and conservatory roof cleaning across Cheltenham and Bishop’s Cleeve.</p>');
  const area = pageAt('/window-cleaning-bishops-cleeve/', 'Bishop’s Cleeve', '<h1>Bishop’s Cleeve</h1><p>We clean windows in Bishop’s Cleeve every four weeks.</p>');
  const offerings = factsOf(home, prices, area).offerings;
  const named = (name: string) => offerings.find((o) => o.name.toLowerCase() === name.toLowerCase());

  it('reads a pricing card titled by a property as the price of the work above it for that property', () => {
    expect(offerings.map((o) => o.name).filter((n) => /^(?:bungalow|detached)$/i.test(n))).toEqual([]);
    expect(named('Gutter clearing')?.prices.map((p) => [p.text, p.variant])).toEqual(expect.arrayContaining([['£60', 'Bungalow'], ['£95', 'Detached']]));
  });

  it('reads rows opening on sizes as sizes of the work the table is under', () => {
    expect(offerings.map((o) => o.name).filter((n) => /lean-to|victorian|orangery/i.test(n))).toEqual([]);
    expect(named('Conservatory roof cleaning')?.prices.map((p) => p.text)).toEqual(['£90', '£130', 'from £180']);
  });

  it('reads what a "… extras" list prices as add-ons', () => {
    expect(named('Conservatory side glass and frames')?.addOn).toBe(true);
  });

  it('leaves out a section the builder hides at every screen size (an expired promotion)', () => {
    expect(offerings.map((o) => o.name).join(' | ')).not.toMatch(/spring/i);
    expect(prices.passages.map((p) => p.text).join(' ')).not.toContain('SPRING23');
    // Spectra's blocks hide the same way ("uag-hide-desktop uag-hide-tab uag-hide-mob").
    const fees = pageAt('/fees/', 'Fees', '<h1>Fees</h1><p>All fees are in Australian dollars.</p><div class="wp-block-uagb-container uag-hide-desktop uag-hide-tab uag-hide-mob"><p><strong>EOFY 2023:</strong> 2 for 1 frames until 30 June 2023. Not valid with health fund “no gap” offers.</p></div>');
    expect(fees.passages.map((p) => p.text).join(' ')).not.toMatch(/no gap|2 for 1/);
  });

  it('reads a place written with a possessive as the place stated ("Bishop’s Cleeve" for "Bishop\'s Cleeve")', () => {
    const source = { url: 'https://fern.test/', passage: "areaServed: Bishop's Cleeve" };
    expect(isPlacePhrase('Bishop’s Cleeve', placeWordsOf([{ text: "Bishop's Cleeve", source }]))).toBe(true);
    expect(isPlacePhrase('Gutter clearing', placeWordsOf([{ text: "Bishop's Cleeve", source }]))).toBe(false);
  });
});

describe('a page under a one-word heading whose sections price their own work in prose', () => {
  const restoration = pageAt(
    '/restoration/',
    'Restoration',
    `<h1>Restoration</h1><h3>French polishing</h3><p>Traditional shellac French polishing for tables and sideboards. Table tops from €280; full dining tables from €550.</p>
<h3>Chair caning &amp; rushing</h3><p>Hand-caned seats from €120 per seat. Pre-woven (sheet) cane from €85. Allow 3–4 weeks.</p>
<h3>Collection &amp; delivery</h3><p>Free within 15 km. Cork city €40 each way.</p>`,
  );
  const policies = pageAt('/policies/', 'Policies', '<h1>Policies</h1><h3>Booking &amp; deposits</h3><p>A $25 deposit holds your slot.</p><h3>Cancellations &amp; no-shows</h3><p>Cancel within 24 hours and we charge $40.</p>');
  const offerings = factsOf(pageAt('/', 'Home', '<h1>Furniture restoration in Ballincollig</h1><p>French polishing, repairs and chair caning.</p>'), restoration, policies).offerings;

  it('sells each section’s work at its prices', () => {
    expect(offerings.find((o) => o.name === 'French polishing')?.prices.map((p) => p.text)).toEqual(['from €280', 'from €550']);
    expect(offerings.find((o) => o.name === 'Chair caning & rushing')?.prices.map((p) => p.text)).toEqual(['from €120 per seat', 'from €85']);
  });

  it('never sells the terms of a booking, however priced', () => {
    expect(offerings.map((o) => o.name).filter((n) => /collection|booking|cancell/i.test(n))).toEqual([]);
  });
});

describe('a question heading that is the business’s pitch', () => {
  it('is no customer question: "Why choose Fernhollow?" over its selling points is not counted', () => {
    const home = pageAt('/', 'Home', '<h1>Physiotherapy in Dunmere</h1><h2>Why choose Fernhollow?</h2><ul><li>Evening appointments</li><li>Longer sessions</li></ul><h2>Do I need a referral?</h2><p>No. You can book a physiotherapist directly without a referral from your GP.</p>');
    const asked = factsOf(home).questions.map((q) => q.question);
    expect(asked).toContain('Do I need a referral?');
    expect(asked).not.toContain('Why choose Fernhollow?');
  });
});

describe('a clinic’s condition pages and payment terms', () => {
  it('are no offerings: "Running injuries" under /conditions/, "Direct billing" under the fees', () => {
    const home = pageAt('/', 'Home', '<h1>Physiotherapy in Dunmere</h1><p>Physiotherapy and massage for runners and office workers.</p>');
    const condition = pageAt('/conditions/running-injuries/', 'Running injuries', '<h1>Running injuries</h1><p>Shin splints, runner’s knee and Achilles pain are the injuries we see most from runners.</p>');
    const fees = pageAt('/fees/', 'Fees', '<h1>Fees</h1><h2>Initial assessment</h2><p>An initial assessment is $140 for 60 minutes.</p><h2>Direct billing</h2><p>We bill most insurers directly, so you only pay the part your plan does not cover.</p>');
    const names = factsOf(home, condition, fees).offerings.map((o) => o.name.toLowerCase());
    expect(names.filter((n) => /running injuries|direct billing/.test(n))).toEqual([]);
  });
});

describe('a software site’s pricing cards, integrations and security pages', () => {
  const card = (name: string, badge: string, monthly: string, features: string[]) =>
    `<div><div><h3>${name}</h3>${badge}</div><p>For clinics that want reminders.</p><p><span>${monthly}</span><span>/month</span></p><a href="/signup">Start free trial</a><ul>${features.map((f) => `<li>${f}</li>`).join('')}</ul></div>`;
  const features = ['Two-way text confirmations with Reply C to confirm', 'Email reminders at 7 days, 2 days and on the morning', '1 location, up to 10 providers', '2,500 SMS per month included', 'Everything in Starter, plus:', 'Waitlist auto-fill for cancelled slots', 'Recall and reactivation campaigns', 'Google review requests after each visit', 'English and Spanish message templates', 'Practice-management integrations', 'Live chat support with a real person'];
  const pricing = pageAt('/pricing/', 'Pricing', `<h1>Simple plans</h1><div>${card('Starter', '', '$49', ['500 SMS per month'])}${card('Growth', '<p>Most popular</p>', '$129', features)}${card('Practice', '', '$299', ['8,000 SMS per month'])}</div>`);
  const tool = (name: string, plans: string, text: string) => `<li><h3>${name}</h3><p>${plans}</p><p>${text}</p></li>`;
  const integrations = pageAt(
    '/integrations/',
    'Integrations',
    `<h1>Integrations</h1><ul>${tool('Google Calendar', 'All plans', 'Two-way sync via OAuth.')}${tool('Open Dental', 'Growth &amp; Practice', 'Writes confirmation status back to the appointment.')}${tool('Zapier', 'Growth &amp; Practice', 'Triggers for confirmed and cancelled appointments.')}</ul>`,
  );
  const security = pageAt('/security/', 'Security', '<h1>Security</h1><h2>Infrastructure</h2><ul><li>Hosted on Amazon Web Services in two US regions, with encrypted backups.</li><li>Encryption at rest with AES-256 and in transit with TLS 1.2.</li></ul><h2>Access controls</h2><ul><li>Single sign-on and role-based permissions on every plan.</li><li>Every login is logged and kept for a year.</li></ul>');
  const home = pageAt('/', 'Home', '<h1>Appointment reminders for clinics</h1><p>Write to hello@fernhollow.com or log in at app.fernhollow.com to send SMS reminders.</p>');

  it('reads a plan card with a badge ("Most popular") and a long features list as a plan', () => {
    const names = factsOf(home, pricing, integrations, security).offerings.map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^Starter/), expect.stringMatching(/^Growth/), expect.stringMatching(/^Practice/)]));
  });

  it('never takes another company’s product on the integrations page, nor a security page’s sections, as an offering', () => {
    const names = factsOf(home, pricing, integrations, security).offerings.map((o) => o.name);
    expect(names.filter((n) => /Google Calendar|Open Dental|Zapier|Infrastructure|Access controls/.test(n))).toEqual([]);
  });
});

describe('a hand-written site laid out in a table', () => {
  const html = `<!DOCTYPE HTML PUBLIC "-//W3C//DTD HTML 4.01 Transitional//EN"><html><head><title>Home</title><meta name="description" content="Piano lessons in Meanwood, Leeds for children and adults."></head>
<body><center><table width="760"><tr><td><font size="6">Meanwood Piano Lessons</font></td></tr>
<tr><td><a href="/index.html">Home</a> | <a href="/lessons.html">Lessons &amp; Fees</a></td></tr>
<tr><td><h3>Lessons &amp; Fees</h3><p>Lessons are weekly during school term time.
<table><tr><th>Lesson</th><th>Fee</th></tr><tr><td>30 minutes</td><td>&pound;18</td></tr><tr><td>60 minutes</td><td>&pound;34</td></tr></table>
<h3>Questions</h3>
<p><b>Do I need a piano at home?</b><br>A digital piano with 88 weighted keys is fine to start with.
<p><b>What age can children start?</b><br>Usually around 6, once they can read simple words.
</td></tr><tr><td><font size="1">&copy; 2016-2023 Meanwood Piano Lessons &middot; Last updated August 2023</font></td></tr></table></center></body></html>`;
  const page = extractPage(html, 'https://meanwood.test/');

  it('reads the page inside the layout table as headings and paragraphs, the fee table as a table', () => {
    expect(page.passages.some((p) => p.heading === 'Lessons & Fees' && p.kind === 'table' && p.text.includes('30 minutes | £18'))).toBe(true);
    expect(page.passages.some((p) => p.heading === 'Lessons & Fees' && p.kind === 'paragraph' && p.text.startsWith('Lessons are weekly'))).toBe(true);
  });

  it('reads questions run on in prose under a "Questions" heading as the FAQ', () => {
    expect(page.faqs.map((f) => [f.question, f.answer])).toEqual([
      ['Do I need a piano at home?', 'A digital piano with 88 weighted keys is fine to start with.'],
      ['What age can children start?', 'Usually around 6, once they can read simple words.'],
    ]);
  });

  it('names the business from the copyright line when the home page is titled "Home", and keeps the place its name shares', () => {
    const analysis = analyseSite([page], 'https://meanwood.test/', new Date('2026-03-01T00:00:00Z'));
    expect(analysis.siteName).toBe('Meanwood Piano Lessons');
    expect(analysis.facts!.locations.map((l) => l.text)).toContain('Meanwood, Leeds');
  });
});

describe('an extra’s price said beside the offering', () => {
  it('never prices the offering by the extra it adds ("add a nail trim for $15")', () => {
    const page = pageAt('/services/', 'Services', `<h1>Services</h1><div><h3>Bath &amp; Tidy</h3><p>Bath, blow-dry and a face, feet and sanitary tidy. Nails are not included – add a nail trim for $15.</p><p>From $75</p></div>`);
    const bath = factsOf(pageAt('/', 'Home', '<h1>Mobile dog grooming</h1><p>Grooming in our van.</p>'), page).offerings.find((o) => /Bath/.test(o.name));
    expect(bath?.prices.map((p) => p.amount)).toContain(75);
    expect(bath?.prices.map((p) => p.amount)).not.toContain(15);
  });

  it('never prices a card by its line for extras ("Additional vents $25 each")', () => {
    const page = pageAt('/services/', 'Services', `<h1>Services</h1><div><h3>Duct cleaning</h3><p>$449 flat rate</p><ul><li>Up to 12 supply vents and 1 return</li><li>HEPA vacuum truck</li><li>Additional vents $25 each</li></ul></div>`);
    const ducts = factsOf(pageAt('/', 'Home', '<h1>Heating and cooling</h1><p>Furnaces and air conditioners.</p>'), page).offerings.find((o) => /Duct/.test(o.name));
    expect(ducts?.prices.map((p) => p.amount)).toContain(449);
    expect(ducts?.prices.map((p) => p.amount)).not.toContain(25);
  });
});

describe('a postcode area and a financing page', () => {
  it('takes "in BS postcodes" as no place, and a financing offer as no offering', () => {
    const home = pageAt('/', 'Home', '<h1>Wine shop in Bedminster</h1><p>Free local delivery over £60 in BS postcodes.</p>', '<meta name="description" content="Wine shop and bar in Bedminster, Bristol. Free local delivery in BS postcodes.">');
    const financing = pageAt('/financing/', 'Financing', '<h1>Financing</h1><h2>0% APR for 18 months</h2><p>On approved credit for purchases of $2,500 or more.</p>');
    const facts = factsOf(home, financing);
    expect(facts.locations.map((l) => l.text)).not.toContain('BS');
    expect(facts.offerings.map((o) => o.name).filter((n) => /APR/.test(n))).toEqual([]);
  });
});

describe('a blog index listing posts the crawl did not read', () => {
  it('knows the listed posts by their titles over their teasers', () => {
    const home = pageAt('/', 'Home', '<h1>Mobile dog grooming</h1><p>Grooming in our van across Austin.</p>');
    const blog = pageAt('/blog/', 'Blog', '<h1>Blog</h1><h2><a href="/post/shedding-season/">Shedding Season in Austin: How De-Shedding Works</a></h2><p>Every spring our vans fill with fur. Here is what a de-shedding treatment does.</p>');
    const facts = factsOf(home, blog);
    expect(facts.blogSubjects.map((b) => b.title)).toEqual(['Shedding Season in Austin: How De-Shedding Works']);
  });
});

describe('animals a page writes about', () => {
  it('takes "dogs and cats" as whom a vet serves, never "senior dogs" as its customers', () => {
    const vet = factsOf(pageAt('/', 'Home', '<h1>Vets in Dunmere</h1><p>Friendly care for dogs and cats in Dunmere.</p>'));
    expect(vet.audiences.map((a) => a.text)).toEqual(expect.arrayContaining(['dogs']));
    const groomer = factsOf(pageAt('/', 'Home', '<h1>Mobile dog grooming</h1><p>We take extra breaks for senior dogs in the van.</p>'));
    expect(groomer.audiences.map((a) => a.text)).not.toContain('senior dogs');
    const hvac = factsOf(pageAt('/', 'Home', '<h1>Heating and cooling</h1><p>Dual-fuel systems suit drafty houses. We recommend zoning for older homes.</p>'));
    expect(hvac.audiences.map((a) => a.text)).not.toContain('older homes');
  });
});

describe('a plan card priced by the month and billed annually', () => {
  it('prices the plan by its monthly list price, the annual billing being a discount on it', () => {
    const plan = (name: string, monthly: string, annual: string, total: string) =>
      `<div><h3>${name}</h3><p>For clinics that want reminders.</p><p><span>${monthly}</span><span>/month</span></p><p><span>${annual}</span><span>/month, billed annually (${total}/yr)</span></p><ul><li>500 SMS per month</li></ul></div>`;
    const pricing = pageAt('/pricing/', 'Pricing', `<h1>Plans</h1><div>${plan('Starter', '$49', '$39', '$468')}${plan('Growth', '$129', '$109', '$1,308')}</div>`);
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Reminders for clinics</h1><p>SMS reminders.</p>'), pricing).offerings;
    const starter = offerings.find((o) => /^Starter/.test(o.name));
    expect(starter?.prices.map((p) => p.amount)).toEqual([49]);
  });
});

describe('a services page named with its prices', () => {
  it('sells services from "/services-pricing/", and takes no size row ("up to 20 lbs") as an offering', () => {
    const card = (name: string, price: string) => `<div><h3>${name}</h3><p>Bath, blow-dry and a tidy of face and feet in our van.</p><p>From ${price}</p></div>`;
    const page = pageAt('/services-pricing/', 'Services & Pricing', `<h1>Services &amp; Pricing</h1><div>${card('Bath &amp; Tidy', '$75')}${card('Puppy Intro', '$165')}</div><h2>Sizes</h2><ul><li>up to 20 lbs – $75</li><li>21 – 50 lbs – $90</li></ul>`);
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Mobile dog grooming</h1><p>Grooming in our van.</p>'), page).offerings;
    expect(offerings.find((o) => /Bath/.test(o.name))?.kind).toBe('service');
    expect(offerings.map((o) => o.name).filter((n) => /^up to/i.test(n))).toEqual([]);
  });
});

describe('a fee for a visit is no price of the work, nor a thing sold', () => {
  it('reads no price in a JSON-LD offer described as a diagnostic fee, and no offering in "$89 diagnostic fee, waived…"', () => {
    const ld = JSON.stringify({
      '@context': 'https://schema.org',
      '@type': 'HVACBusiness',
      name: 'Fernhollow Heating',
      hasOfferCatalog: { '@type': 'OfferCatalog', itemListElement: [{ '@type': 'Offer', itemOffered: { '@type': 'Service', name: 'AC Repair' }, price: '89.00', priceCurrency: 'USD', description: 'Diagnostic fee, waived when you approve the repair' }] },
    });
    const home = pageAt('/', 'Home', '<h1>Heating and cooling in Dunmere</h1><ul><li>$89 diagnostic fee, waived when you approve the repair</li><li>Same-day AC repair</li></ul>', `<script type="application/ld+json">${ld}</script>`);
    const offerings = factsOf(home).offerings;
    expect(offerings.find((o) => o.name === 'AC Repair')?.prices ?? []).toEqual([]);
    expect(offerings.filter((o) => /fee/i.test(o.name)).map((o) => o.name)).toEqual([]);
  });
});

describe('a menu link and the page it names, spelt with and without a trailing slash', () => {
  it('are one page: the menu label names the offering of the page the sitemap listed as "/tastings-events"', () => {
    const nav = '<header><nav><a href="/">Home</a><a href="/tastings-events/">Tastings &amp; Events</a><a href="/contact/">Contact</a></nav></header>';
    const html = (title: string, main: string) => `<!doctype html><html lang="en"><head><title>${title} | Fernhollow Wine</title><meta name="description" content="Wine tastings in Bristol, from £40 per head."></head><body>${nav}<main>${main}</main></body></html>`;
    const home = extractPage(html('Home', '<h1>Fernhollow Wine</h1><p>A wine shop and bar in Bristol.</p>'), 'https://fern.test/');
    const events = extractPage(html('Tastings & Events', '<h1>Tastings &amp; Events</h1><p>Guided tastings in the shop, from £40 per head, six wines with cheese.</p>'), 'https://fern.test/tastings-events');
    const names = factsOf(home, events).offerings.map((o) => o.name);
    expect(names).toContain('Tastings & Events');
  });
});

describe('where to follow the business', () => {
  it('is no offering: "Instagram" beside the packages', () => {
    const page = pageAt('/packages/', 'Packages', '<h1>Packages</h1><h2>In-home organizing</h2><p>In-home organizing is $85 an hour, with a 3-hour minimum.</p><h2>Virtual 4-Pack</h2><p>Four 60-minute video sessions for $220.</p><h2>Instagram</h2><p>Before-and-afters every week at @fernhollow, $0 to follow and free tips.</p>');
    expect(factsOf(page).offerings.map((o) => o.name)).not.toContain('Instagram');
  });
});

describe('a garage’s price cards and a signed review', () => {
  it('are services by the name before the details line ("Interim Service – Every 6 months"), an MOT is work, and a review’s saving is no product', () => {
    const card = (name: string, price: string) => `<div class="card"><h3>${name}</h3><p class="price">${price}</p><p>Oil, filter and the checks on our list.</p></div>`;
    const home = pageAt('/', 'Home', `<h1>Garage in Dunmere</h1><div class="grid">${card('Interim Service – Every 6 months or 6,000 miles', '£119')}${card('Full Service – Every 12 months or 12,000 miles', '£199')}${card('Class 4 MOT', '£40')}</div>
<div class="grid"><div class="card"><p>“Clutch went on my Fabia. Done for less than the main dealer’s quote by nearly £300.”</p><p><strong>Kev Sayer</strong></p></div><div class="card"><p>“Honest and quick, the MOT was done while I waited for £40.”</p><p><strong>Jo Platt</strong></p></div></div>`);
    const offerings = factsOf(home).offerings;
    expect(offerings.filter((o) => /Service|MOT/.test(o.name)).map((o) => [o.name, o.kind])).toEqual([
      ['Interim Service – Every 6 months or 6,000 miles', 'service'],
      ['Full Service – Every 12 months or 12,000 miles', 'service'],
      ['Class 4 MOT', 'service'],
    ]);
    expect(offerings.map((o) => o.name)).not.toContain('Kev Sayer');
  });
});

describe('a plan card of label lines and list items', () => {
  it('describes the plan by its own sentence, never by its lines run together', () => {
    const card = (name: string, price: string, line: string, items: string[]) => `<div class="card"><span class="badge">Most popular</span><h3>${name}</h3><p class="price">${price}</p>${line}<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul></div>`;
    const page = pageAt('/pricing/', 'Pricing', `<h1>Pricing</h1><div class="grid">${card('Monthly Unlimited', '$179 per month', '', ['Unlimited yoga classes', '10% off workshops', '2 guest passes a year'])}${card('Class Pack', '$220', '<p>For students who come once or twice a week.</p>', ['10 classes', 'Valid for 6 months'])}</div>`);
    const byName = new Map(factsOf(page).offerings.map((o) => [o.name, o.description]));
    expect(byName.get('Monthly Unlimited') ?? null).toBeNull();
    expect(byName.get('Class Pack')).toBe('For students who come once or twice a week.');
  });
});

describe('a price per month of work done once', () => {
  it('is no subscription: "from $250 per month of records" on the pricing page prices a catch-up job, not a plan', () => {
    const page = pageAt('/pricing/', 'Pricing', '<h1>Pricing</h1><h2>Freelancer</h2><p>$149 per month. Up to 75 transactions a month.</p><h2>Catch-up bookkeeping</h2><p>Quoted once, from $250 per month of records. Most catch-up projects finish within three weeks.</p>');
    const kinds = new Map(factsOf(page).offerings.map((o) => [o.name, o.kind]));
    expect(kinds.get('Catch-up bookkeeping')).not.toBe('plan');
  });
});

describe('a class by donation', () => {
  it('has no price in its suggested donation', () => {
    const page = pageAt('/classes/', 'Classes', '<h1>Classes</h1><h2>Sunday Community Flow</h2><p>Every Sunday at 10am we run a by-donation all-levels class (suggested $10). All proceeds go to the neighbourhood food program.</p><h2>Vinyasa Flow</h2><p>A 60-minute all-levels class, $26 drop-in.</p>');
    const flow = factsOf(page).offerings.find((o) => o.name === 'Sunday Community Flow');
    expect(flow?.prices ?? []).toEqual([]);
  });
});

describe('work priced by size under a heading the tagger reads as a verb', () => {
  it('names the rows by their heading ("Bitch spay"), never by the page title’s phrase', () => {
    const page = pageAt(
      '/neutering/',
      'Dog, Cat & Rabbit Neutering Prices',
      '<h1>Neutering</h1><h3>Dog castration</h3><ul><li>Up to 10kg – €265</li><li>10–25kg – €310</li></ul><h3>Bitch spay</h3><ul><li>Up to 10kg – €340</li><li>10–25kg – €385</li></ul>',
    );
    const offerings = factsOf(page).offerings;
    expect(offerings.find((o) => o.name === 'Bitch spay')?.prices.map((p) => p.text)).toEqual(['€340', '€385']);
    expect(offerings.filter((o) => /rabbit/i.test(o.name))).toEqual([]);
  });
});

describe('a service’s structured data listing what it sells as named offers', () => {
  const home = pageAt('/', 'Pest control', '<h1>Pest control in Fernhollow</h1><p>We treat homes for cockroaches, spiders, ants and termites.</p>');
  const ld = (offers: unknown) =>
    `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Service', name: 'Termite inspection and treatment', offers })}</script>`;

  it('reads each named offer as an offering at its own price: free, fixed, or from a specification’s minimum', () => {
    const page = pageAt(
      '/termite-control/',
      'Termite Control',
      '<h1>Termite control</h1><p>Free termite inspections, liquid treatments and bait systems for homeowners.</p>',
      ld([
        { '@type': 'Offer', name: 'Termite inspection (homeowners)', price: '0', priceCurrency: 'USD' },
        { '@type': 'Offer', name: 'Texas WDI report', price: '95.00', priceCurrency: 'USD' },
        { '@type': 'Offer', name: 'Liquid termite treatment', priceSpecification: { '@type': 'PriceSpecification', minPrice: '1150', maxPrice: '2400', priceCurrency: 'USD' } },
      ]),
    );
    const offerings = factsOf(home, page).offerings;
    const priceOf = (name: string) => offerings.find((o) => o.name === name)?.prices.map((p) => p.text);
    expect(priceOf('Texas WDI report')).toEqual(['$95']);
    expect(priceOf('Liquid termite treatment')).toEqual(['from $1,150']);
    expect(priceOf('Termite inspection (homeowners)')).toEqual(['Free']);
    expect(offerings.flatMap((o) => o.prices).map((p) => p.text)).not.toContain('$0');
  });

  it('keeps offers named by the size of a home as the service’s variants', () => {
    const page = pageAt(
      '/general-pest/',
      'General Pest Treatment',
      '<h1>General pest treatment</h1><p>Inside and outside spray for cockroaches, spiders and ants.</p>',
      `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Service', name: 'General Pest Treatment', offers: [{ '@type': 'Offer', name: 'House', price: '219', priceCurrency: 'AUD' }, { '@type': 'Offer', name: 'Unit or townhouse', price: '169', priceCurrency: 'AUD' }] })}</script>`,
    );
    const offerings = factsOf(home, page).offerings;
    expect(offerings.map((o) => o.name)).not.toContain('House');
    expect(offerings.find((o) => o.name === 'General Pest Treatment')?.prices.map((p) => [p.text, p.variant])).toEqual([['$219', 'House'], ['$169', 'Unit or townhouse']]);
  });
});

describe('one service named in full on one page and clipped on another', () => {
  it('has one key ("Post-surgery rehab" and "Post-Surgery Rehabilitation"), and a plan one with or without "plan"', () => {
    expect(offeringKey('Post-surgery rehab')).toBe(offeringKey('Post-Surgery Rehabilitation'));
    expect(offeringKey('Physio follow-up')).toBe(offeringKey('Physiotherapy follow-up'));
    expect(offeringKey('Sole Trader plan')).toBe(offeringKey('Sole Trader'));
    expect(offeringKey('Rehab')).not.toBe(offeringKey('Sports injuries'));
  });
});

describe('prices in prose naming several things', () => {
  const card = (name: string, text: string, href: string, link: string) => `<div class="fe-block"><div class="sqs-html-content"><h2>${name}</h2><p>${text}</p><p><a href="${href}">${link} →</a></p></div></div>`;
  const home = pageAt(
    '/',
    'Wedding &amp; Event Catering in Leith',
    `<h1>Seasonal Scottish food for weddings &amp; gatherings</h1><p>Cooked from scratch in our Leith kitchen. Served wherever you are.</p>${card('Weddings', 'Plated, sharing or fire-cooked. We bring the kitchen, the crew and the crockery.', '/weddings/', 'Wedding catering')}${card('Private parties', 'Birthdays, christenings, anniversaries and wakes, at home or in a hired hall.', '/private-parties/', 'Parties')}`,
    '<meta name="description" content="Seasonal Scottish catering for weddings, private parties and offices across Edinburgh and the Lothians.">',
  );
  const parties = pageAt(
    '/private-parties/',
    'Private Party Catering',
    '<h1>Private parties</h1><h2>Canapé receptions</h2><p>For a drinks party we suggest six to eight canapés per guest. Canapés are £2.75 each + VAT, the same price as for weddings, and waiting staff are charged at £24 per staff member per hour for private parties.</p>',
  );

  it('prices no name in another clause of the sentence than its price ("…for weddings, and waiting staff are charged at £24")', () => {
    const offerings = factsOf(home, parties).offerings;
    expect(offerings.find((o) => o.name === 'Weddings')?.prices ?? []).toEqual([]);
  });

  it('takes a charge per member of staff as an extra, never as what the event costs', () => {
    const offerings = factsOf(home, parties).offerings;
    expect(offerings.flatMap((o) => o.prices).map((p) => p.text)).not.toContain('£24');
  });

  // Its own page prices it in sentences whose subjects are its kinds, never in a heading or a table.
  const weddings = pageAt(
    '/weddings/',
    'Wedding Catering Edinburgh',
    '<h1>Wedding catering</h1><p>We cater around forty weddings a year.</p><h2>How wedding food works with us</h2>' +
      '<p>Most couples choose one of three styles. A plated three-course meal starts from £58 per head + VAT and is the most formal option. ' +
      'A sharing feast, where big platters go down the middle of each table, starts from £52 per head + VAT and is by far our most popular. ' +
      'Our fire-cooked feast — lamb, beef or whole fish cooked over open fire — starts from £46 per head + VAT.</p>' +
      '<p>Canapés are £2.75 each + VAT.</p><h2>Evening food</h2><p>Late-night stovies are £7.50 per head, and our cheese table starts from £9 per head.</p>' +
      '<h2>What costs extra</h2><p>For sharing menus, tableware hire is an extra £4.50 per head. Tastings cost £35 per person.</p>',
  );

  it('prices an offering by the kinds its own page names as subjects of prose prices under a heading naming it, by the name of its headline', () => {
    const offerings = factsOf(home, weddings).offerings;
    expect(offerings.find((o) => o.name === 'Wedding catering')?.prices.map((p) => [p.text, p.variant])).toEqual([
      ['from £58 per head', 'Plated three-course meal'],
      ['from £52 per head', 'Sharing feast'],
      ['from £46 per head', 'Fire-cooked feast'],
    ]);
  });
});

describe('a price said as a difference from another', () => {
  const lessons = pageAt(
    '/automatic-lessons',
    'Automatic Driving Lessons Galway',
    '<h1>Automatic lessons</h1><p>Our automatic car is a 2023 Toyota Yaris Hybrid. Automatic lessons cost €5 more than manual, so an automatic EDT lesson takes longer to book.</p>',
  );
  const prices = pageAt(
    '/prices',
    'Prices',
    '<h1>Lesson prices</h1><p>Automatic car lessons are €5 extra per lesson. All prices include pick-up in Galway city.</p><h2>Payment &amp; cancellations</h2><p>You can pay by card or bank transfer. Gift vouchers are available for any amount from €40.</p>',
  );

  it('prices nothing at "€5 more than manual" or "€5 extra per lesson"', () => {
    const offerings = factsOf(lessons, prices).offerings;
    expect(offerings.flatMap((o) => o.prices.map((p) => p.text))).not.toContain('€5');
  });

  it('takes no "Payment & cancellations" heading for a thing sold', () => {
    expect(factsOf(lessons, prices).offerings.map((o) => o.name)).not.toContain('Payment & cancellations');
  });

  it('takes no "Call-out & minimums" heading for a thing sold', () => {
    const terms = pageAt('/prices/', 'Prices', '<h1>Prices</h1><h2>Maintenance valet</h2><p>A maintenance valet starts from £45.</p><h2>Call-out &amp; minimums</h2><p>Call-out is free within 12 miles. The minimum booking is £45.</p>');
    expect(factsOf(terms).offerings.map((o) => o.name)).not.toContain('Call-out & minimums');
  });
});

describe('an Elementor price table printing "from" after its amount', () => {
  it('reads "£450" then "from" as from £450', () => {
    const table = (name: string, amount: string) =>
      `<div class="elementor-widget-container"><div class="elementor-price-table"><div class="elementor-price-table__header"><h3 class="elementor-price-table__heading">${name}</h3></div><div class="elementor-price-table__price"><span class="elementor-price-table__currency">&pound;</span><span class="elementor-price-table__integer-part">${amount}</span><div class="elementor-price-table__after-price"><span class="elementor-price-table__period">from</span></div></div><ul class="elementor-price-table__features-list"><li><span>Decon wash &amp; clay</span></li><li><span>Single-stage polish</span></li></ul></div></div>`;
    const coating = pageAt('/ceramic-coating/', 'Ceramic Coating', `<h1>Ceramic coating</h1><div class="elementor-row">${table('1 Year Coating', '450')}${table('3 Year Coating', '695')}</div>`);
    const offerings = factsOf(coating).offerings;
    expect(offerings.find((o) => o.name === '1 Year Coating')?.prices.map((p) => [p.text, p.unit])).toEqual([['from £450', 'from']]);
  });
});

describe('a price row naming a narrower thing than an offering', () => {
  const lessons = pageAt('/lessons', 'Driving Lessons', '<h1>Lessons</h1><h2>Lesson</h2><p>Essential Driver Training and pre-test lessons with approved instructors.</p>');
  const prices = pageAt(
    '/prices',
    'Prices',
    '<h1>Lesson prices</h1><table><tr><td>Single EDT lesson (60 min)</td><td>€40</td></tr><tr><td>Lesson in your own car (60 min)</td><td>€35</td></tr></table>',
  );

  it('never prices the offering by a row that qualifies it ("Lesson in your own car" is no "Lesson"), nor names one by the row’s first word alone', () => {
    const offerings = factsOf(lessons, prices).offerings;
    expect(offerings.filter((o) => o.prices.some((p) => p.text === '€35')).map((o) => o.name)).not.toContain('Lesson');
  });
});

describe('a heading joining two things, whose price is said of one', () => {
  it('prices that one ("Workshops" $40–$55), never the two together', () => {
    const page = pageAt('/pricing/', 'Pricing', '<h1>Pricing</h1><h2>Workshops &amp; Teacher Training</h2><p>Workshops are priced individually – usually $40–$55 for two hours. Our 200-hour teacher training has its own page.</p>');
    const offerings = factsOf(pageAt('/', 'Home', '<h1>Yoga in Te Aro</h1><p>Small yoga classes for every body.</p>'), page).offerings;
    const priced = offerings.filter((o) => o.prices.length > 0).map((o) => o.name);
    expect(priced).toContain('Workshops');
    expect(priced).not.toContain('Workshops & Teacher Training');
  });
});

describe('a clinic’s hours and its rate', () => {
  const home = pageAt('/', 'Home', '<h1>Chiropractor in Calgary</h1><p>Chiropractic care in the Mission district of Calgary.</p>', '');
  // The theme's footer widget: its lines run together in the page's chrome.
  home.chromeText = `${home.chromeText} 2516 4 St SW, Calgary, AB. Main floor, wheelchair accessible. Hours Mon, Wed, Thu 7:00 am – 7:00 pm Tue, Fri 9:00 am – 5:00 pm Saturday 9:00 am – 1:00 pm Sunday & stat holidays Closed Quick Links Chiropractic Care`;
  const rates = pageAt('/rates/', 'Rates', '<h1>Rates</h1><ul><li>Hourly rate – $200</li><li>Initial assessment – $95</li><li>Follow-up adjustment – $55</li></ul>');
  const facts = factsOf(home, rates);

  it('takes no day of its timetable for a place ("Tue, Fri")', () => {
    expect(facts.locations.map((l) => l.text).filter((t) => /\b(?:Mon|Tue|Wed|Thu|Fri)\b/.test(t))).toEqual([]);
  });

  it('takes no "Hourly rate" for a thing sold', () => {
    expect(facts.offerings.map((o) => o.name)).not.toContain('Hourly rate');
    expect(facts.offerings.map((o) => o.name)).toContain('Initial assessment');
  });
});

describe('a place leading the trade', () => {
  it('says where, as "in Calgary" would: the offering is the trade ("Chiropractor")', () => {
    const home = pageAt('/', 'Home', '<h1>Calgary chiropractor in the Mission district</h1><p>Chiropractic care for back pain and sports injuries, based in Calgary, AB.</p>');
    const pricing = pageAt('/pricing/', 'Pricing', '<h1>Pricing</h1><p>Your initial assessment is $95 and includes your first treatment. A follow-up adjustment is $55.</p>');
    const offerings = factsOf(home, pricing).offerings;
    const names = offerings.map((o) => o.name);
    expect(offerings.some((o) => o.prices.length > 0)).toBe(true);
    expect(names.filter((n) => /^Calgary /.test(n))).toEqual([]);
  });
});
