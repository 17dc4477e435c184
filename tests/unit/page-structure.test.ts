import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { addressTowns } from '../../src/server/analysis/site-facts/people-places';

/** Page structure read as a person reads the page: HTML shapes, no site's words. */
const page = (body: string, url = 'http://shop.test/page/') => extractPage(`<html><head><title>T</title></head><body>${body}</body></html>`, url);

describe('cards: label lines are attributes, never prose', () => {
  const html = `<main><h2>Packages</h2><div class="grid">
    <div class="card"><span class="badge">BEST VALUE</span><h3>Gold Package</h3><p>Ages 4–10</p><p class="price">£255</p><p>2 hours</p>
      <ul><li>Everything in Silver</li><li>Food break</li></ul><p>Hosted from start to finish by one of our team.</p><a class="btn" href="/book/">Book</a></div>
    <div class="card"><span>Popular</span><h3>Silver Package</h3><p>Ages 2–4</p><p class="price">£145</p><p>1 hour</p></div></div></main>`;
  const result = page(html);

  it('keeps a card\'s short lines together as one list under its name, after no badge', () => {
    const gold = result.passages.filter((p) => p.heading === 'Gold Package');
    expect(gold.find((p) => p.kind === 'list' && p.items.includes('Ages 4–10'))?.items).toEqual(['Ages 4–10', '£255', '2 hours']);
    expect(gold.filter((p) => p.kind === 'paragraph').map((p) => p.text)).toEqual(['Hosted from start to finish by one of our team.']);
    expect(result.passages.flatMap((p) => p.items)).not.toContain('Popular');
    expect(result.passages.map((p) => p.text).join(' ')).not.toMatch(/BEST VALUE/);
  });

  it('gives each card its details and its real sentences apart', () => {
    const gold = result.cards.find((c) => c.name === 'Gold Package')!;
    expect(gold.details).toEqual(['Ages 4–10', '2 hours', 'Everything in Silver', 'Food break']);
    expect(gold.description).toBe('Hosted from start to finish by one of our team.');
    expect(result.cards.find((c) => c.name === 'Silver Package')!.details).toEqual(['Ages 2–4', '1 hour']);
  });

  it('never takes a box with the page title in it for a card: the prices under a list are the prose\'s', () => {
    const services = page(`<div id="content"><h1>Services</h1><ul class="tick-list"><li>Full services</li><li>Clutch replacement</li></ul><p>Full service from £129. Brake pads from £85 fitted.</p></div>`);
    expect(services.cards).toEqual([]);
    expect(services.passages.map((p) => p.text)).toEqual(['Full services Clutch replacement', 'Full service from £129. Brake pads from £85 fitted.']);
  });

  it('keeps a list card\'s fragment with its heading, without the onward link', () => {
    const list = page(`<main><ul><li class="list-item"><h3>Eye tests</h3><p>With a retinal scan as standard.</p><a href="/eye-tests/">Find out more</a></li>
      <li class="list-item"><h3>Contact lenses</h3><p>Daily and monthly.</p><a href="/lenses/">Find out more</a></li></ul></main>`);
    const passage = list.passages.find((p) => p.kind === 'list')!;
    expect(passage.items).toEqual(['Eye tests – With a retinal scan as standard.', 'Contact lenses – Daily and monthly.']);
    expect(passage.leads).toEqual(['Eye tests', 'Contact lenses']);
  });
});

describe('line breaks', () => {
  it('reads a <br> and a block boundary as a break, never gluing words', () => {
    const result = page('<main><h2>Notes</h2><p><strong>Top notes:</strong> fig leaf, bergamot<br><strong>Heart:</strong> green fig<br><strong>Base:</strong> cedar</p><p>One line<br>and the next.</p></main>');
    expect(result.passages[0]!.items).toEqual(['Top notes: fig leaf, bergamot', 'Heart: green fig', 'Base: cedar']);
    expect(result.passages[0]!.leads).toEqual(['Top notes', 'Heart', 'Base']);
    expect(result.passages[1]!.text).toBe('One line and the next.');
    expect(result.mainText).not.toMatch(/bergamotHeart|lineand/);
  });

  it('reads a heading split by a <br> with a space', () => {
    expect(page('<main><h1>Opticians<br>in Harrogate</h1><p>Text that is long enough to be read as content.</p></main>').h1).toEqual(['Opticians in Harrogate']);
  });
});

describe('what is not article text', () => {
  it('leaves a form\'s captions, contact lines, link rows and a theme footer out of the passages', () => {
    const body = `<div id="nav"><a href="/">Home</a> | <a href="/services/">Services</a></div>
      <div id="content"><h2>About the work</h2><p>We design gardens that are easy to look after all year round.</p>
      <div class="sqs-block form-block"><h2>Start your project</h2><p>Tell us a little about your garden and we'll call you.</p><form><input></form></div>
      <section><p>Book a free review of your setup and we will tell you what needs fixing.</p><form><input><button>Send</button></form><p>Support line for clients: 0117 496 0399</p></section>
      <p>Questions? Call 0117 496 0321</p></div>
      <div id="footer"><p>Acme Ltd, 14 Queen Square, Bristol BS1 4NT · 0117 496 0321</p><p><a href="/privacy/">Privacy policy</a> · <a href="/terms/">Terms</a></p></div>`;
    const result = page(body);
    expect(result.passages.map((p) => p.text)).toEqual(['We design gardens that are easy to look after all year round.']);
    expect(result.chromeText).toContain('Acme Ltd, 14 Queen Square, Bristol BS1 4NT');
    expect(result.chromeText).toContain('Questions? Call 0117 496 0321');
  });

  it('keeps a card\'s own "card-footer" as the card\'s', () => {
    const result = page('<main><div class="card"><h3>Tote bag</h3><p>Heavy canvas, printed by hand in our studio.</p><div class="card-footer">£18</div></div></main>');
    expect(result.cards.map((c) => [c.name, c.prices])).toEqual([['Tote bag', ['£18']]]);
  });
});

describe('FAQ built as toggles and panels', () => {
  it('reads a button toggle with the panel after it', () => {
    const result = page('<main><h2>Questions</h2><div class="acc-item"><button class="acc-title">Do you take a deposit?</button><div class="acc-panel"><p>A £40 deposit secures your date.</p></div></div></main>');
    expect(result.faqs).toEqual([{ question: 'Do you take a deposit?', answer: 'A £40 deposit secures your date.', origin: 'faq' }]);
    expect(result.passages.map((p) => p.kind)).toEqual(['faq']);
  });

  it('reads a heading\'s aria-expanded button and the hidden panel it controls', () => {
    const result = page(`<main><h3><button aria-expanded="false" aria-controls="a1">How long does a visit take?</button></h3><div id="a1" hidden><p>About an hour.</p></div>
      <div class="accordion__title">Can I pay by card?</div><div class="accordion__content">Yes, all major cards.</div></main>`);
    expect(result.faqs.map((f) => [f.question, f.answer])).toEqual([
      ['How long does a visit take?', 'About an hour.'],
      ['Can I pay by card?', 'Yes, all major cards.'],
    ]);
  });

  it('leaves a toggle that asks nothing alone', () => {
    expect(page('<main><button class="acc-title">Shipping</button><div class="acc-panel"><p>Orders ship within two working days of payment.</p></div></main>').faqs).toEqual([]);
  });

  it('still reads details/summary and dl FAQs', () => {
    const result = page('<main><details><summary>Is it vegan?</summary><p>Yes.</p></details><dl><dt>Do you ship abroad?</dt><dd>Within Europe.</dd></dl></main>');
    expect(result.faqs.map((f) => f.answer)).toEqual(['Yes.', 'Within Europe.']);
  });
});

describe('the address in a theme footer', () => {
  const locationsOf = (footer: string) => {
    const home = page(`<main><h1>Plumbing and heating</h1><p>Boiler repair and servicing for homes, done properly and on time.</p></main>${footer}`, 'https://acme.test/');
    return analyseSite([home], 'https://acme.test/', new Date('2026-03-01T00:00:00Z')).facts!.locations.map((l) => l.text);
  };

  it('reads the town before the postcode, whatever the footer box is called, and never the country beside it', () => {
    expect(locationsOf('<div class="site-footer"><p>Acme Plumbing</p><p>12 Park Row</p><p>Bristol BS1 4DJ</p><p>United Kingdom</p></div>')).toEqual(['Bristol']);
    expect(locationsOf('<div id="footer"><p>Acme Plumbing, 12 Park Row, Bristol BS1 4DJ, UK · 0117 496 0321</p></div>')).toEqual(['Bristol']);
    expect(locationsOf('<div class="site-footer"><address>12 Park Row<br>Bristol<br>BS1 4DJ<br>UK</address></div>')).toEqual(['Bristol']);
  });

  it('keeps a county with its town, and reads a town before an outward postcode', () => {
    expect(locationsOf('<footer><p>Acme Plumbing · 4 High Street, Ludlow, Shropshire SY8 1AA · United Kingdom</p></footer>')).toEqual(['Ludlow, Shropshire']);
    expect(addressTowns('Based in West Bridgford, Nottingham NG2 · 07700 900 418', new Set())).toEqual([{ town: 'Nottingham', line: 'Based in West Bridgford, Nottingham NG2' }]);
  });
});

describe('a meta description every page repeats', () => {
  it('is a passage of the home page only', () => {
    const head = (title: string) => `<html><head><title>${title}</title><meta name="description" content="Plumbing and heating for homes and small offices across the city."></head>`;
    const home = extractPage(`${head('Home')}<body><main><h1>Plumbing</h1><p>Boiler repair and servicing, done properly and on time.</p></main></body></html>`, 'https://acme.test/');
    const pricing = extractPage(`${head('Prices')}<body><main><h1>Prices</h1><p>A boiler service is £85, parts extra.</p></main></body></html>`, 'https://acme.test/prices/');
    const own = extractPage(`<html><head><title>Blog</title><meta name="description" content="Notes on keeping a boiler running well."></head><body><main><h1>Blog</h1></main></body></html>`, 'https://acme.test/blog/');
    const passages = analyseSite([home, pricing, own], 'https://acme.test/', new Date('2026-03-01T00:00:00Z')).facts!.passages;
    expect(passages.filter((p) => p.text.startsWith('Plumbing and heating for homes')).map((p) => p.url)).toEqual(['https://acme.test/']);
    expect(passages.some((p) => p.url === 'https://acme.test/blog/' && p.text === 'Notes on keeping a boiler running well.')).toBe(true);
  });
});

describe('a titled box that asks over a call to action', () => {
  it('is no FAQ entry: nothing answers it', () => {
    expect(page('<main><p class="section-title">Ready to start?</p><a class="btn" href="/book/">Book now</a></main>').faqs).toEqual([]);
  });
});

describe('label grids and screen-reader text', () => {
  it('reads a grid of icon boxes, each a label, as one list, never as sentences', () => {
    const result = page(`<main><h2>What we do</h2><div class="icons">${['Servicing', 'Brakes', 'Diagnostics'].map((t) => `<div class="icon-box"><img src="/i.png" alt=""><p>${t}</p></div>`).join('')}</div>
      <p>Fully qualified, with fifteen years of main dealer experience.</p></main>`);
    expect(result.passages.map((p) => [p.kind, p.items])).toEqual([
      ['list', ['Servicing', 'Brakes', 'Diagnostics']],
      ['paragraph', []],
    ]);
  });

  it('leaves a struck-out price (the one before a sale) out of a card and a product page', () => {
    const result = page('<main><ul class="grid"><li class="card"><h3>Starter kit</h3><div class="price"><s class="price-item--regular">£39.00</s> <span class="price-item--sale">£34.00</span></div></li></ul><p>Was <del>£180</del>, now £150 for the whole lamb.</p></main>');
    expect(result.cards[0]!.prices).toEqual(['£34.00']);
    expect(result.passages.map((p) => p.text).join(' ')).not.toMatch(/£39|£180/);
  });

  it('leaves text only a screen reader hears out of the lines', () => {
    const result = page('<main><ul class="grid"><li class="card"><h3>Fig candle</h3><span class="visually-hidden">Regular price</span><span class="price">£28.00</span></li></ul></main>');
    expect(result.cards[0]!.text).toBe('Fig candle £28.00');
  });
});

describe('price lists built of boxes', () => {
  const menu = `<main><h2>Prices</h2><div class="menu-section"><div class="menu-section-title">Waxing</div>
    <div class="menu-item"><div class="menu-item-title">Full leg with bikini line</div><div class="menu-item-price">£42</div></div>
    <div class="menu-item"><div class="menu-item-title">Half leg</div><div class="menu-item-price">£24</div></div>
    <div class="menu-item"><div class="menu-item-title">Underarm</div><div class="menu-item-price">£12</div></div></div>
    <div class="group"><div class="group-title">Facials</div><ul class="services">
    <li class="service-item"><span class="name">Express facial</span><span class="duration">30 mins</span><span class="price">£35</span></li>
    <li class="service-item"><span class="name">Deep cleanse facial</span><span class="duration">60 mins</span><span class="price">£60</span></li></ul></div></main>`;

  it('reads repeated name-and-price boxes as table rows under their title, each cell apart', () => {
    const tables = page(menu).passages.filter((p) => p.kind === 'table');
    expect(tables.map((p) => [p.heading, p.items])).toEqual([
      ['Waxing', ['Full leg with bikini line | £42', 'Half leg | £24', 'Underarm | £12']],
      ['Facials', ['Express facial | 30 mins | £35', 'Deep cleanse facial | 60 mins | £60']],
    ]);
  });

  it('gives each row its own price, never the next rows\' prices', () => {
    const home = page(menu, 'https://acme.test/');
    const offerings = analyseSite([home], 'https://acme.test/', new Date('2026-03-01T00:00:00Z')).facts!.offerings;
    const first = offerings.find((o) => o.name.startsWith('Full leg'));
    expect(first?.prices.map((p) => p.text)).toEqual(['£42']);
    expect(offerings.find((o) => o.name === 'Express facial')?.prices.map((p) => p.text)).toEqual(['£35']);
  });

  it('reads a titled section holding such rows (a Wix menu) as the rows under its title, not as one card', () => {
    const result = page(`<main><div data-hook="section"><h3 data-hook="section-name">Starters</h3><div data-hook="items">
      <div data-hook="item"><span data-hook="item-name">Soup of the day</span><span data-hook="item-description">With sourdough.</span><span data-hook="item-price">£6.50</span></div>
      <div data-hook="item"><span data-hook="item-name">Calamari</span><span data-hook="item-price">£8</span></div></div></div></main>`);
    expect(result.cards).toEqual([]);
    expect(result.passages.map((p) => [p.heading, p.kind, p.items])).toEqual([['Starters', 'table', ['Soup of the day | With sourdough. | £6.50', 'Calamari |  | £8']]]);
  });

  it('leaves boxes that are not each a name and one price alone', () => {
    const result = page('<main><div class="row"><div class="col">Open Monday to Friday</div><div class="col">Saturday by appointment</div></div></main>');
    expect(result.passages.some((p) => p.kind === 'table')).toBe(false);
  });
});

describe('an accordion built as a list', () => {
  it('reads each item\'s heading toggle and its panel as an FAQ entry, never one glued list line', () => {
    const item = (q: string, a: string) =>
      `<li class="accordion-item"><h4 class="accordion-item__title-wrapper"><button class="accordion-item__click-target" aria-expanded="false"><span class="accordion-item__title">${q}</span></button></h4><div class="accordion-item__dropdown" role="region"><div class="accordion-item__description"><p>${a}</p></div></div></li>`;
    const result = page(`<main><h2>Questions</h2><ul class="accordion-items-container">${item('Do I need a patch test?', 'Yes, 48 hours before your first visit.')}${item('Can I pay by card?', 'All major cards.')}</ul></main>`);
    expect(result.faqs.map((f) => [f.question, f.answer])).toEqual([
      ['Do I need a patch test?', 'Yes, 48 hours before your first visit.'],
      ['Can I pay by card?', 'All major cards.'],
    ]);
    expect(result.passages.map((p) => p.kind)).toEqual(['faq', 'faq']);
  });
});

describe('a bar over the header', () => {
  it('is chrome, never a passage: its phone line goes with the footer\'s lines', () => {
    const result = page(`<div id="top-header"><div class="container"><span>Call us: 0161 496 0123 · Mon–Sat 8am–6pm, same-day visits across the city</span></div></div>
      <div class="sqs-announcement-bar"><p>Now booking spring garden tidy-ups for April and May, ask us for a date</p></div>
      <div class="top-bar"><p>Family run since 1998 and proud to serve the whole county</p></div>
      <main><h1>Garden care</h1><p>We mow, prune and tidy gardens of every size, all year round.</p></main>`);
    expect(result.passages.map((p) => p.text)).toEqual(['We mow, prune and tidy gardens of every size, all year round.']);
    expect(result.chromeText).toContain('Call us: 0161 496 0123');
  });
});

describe('a one-page site of regions by id', () => {
  const html = `<html><head><title>Pat's Paving — Driveways in Hexham</title></head><body><div id="top"><h1>Pat's Paving</h1><p class="tagline">Block paving and driveways in Hexham &amp; nearby villages</p></div>
    <div id="content"><p>We lay block paving, resin and gravel driveways, patios and garden paths.</p><p>A survey and written quote cost nothing and come within the week.</p></div>
    <div id="footer">Pat's Paving, Acomb, Hexham NE46 · © 2025</div></body></html>`;
  const home = extractPage(html, 'https://acme.test/');

  it('reads the regions as regions, never as one grid of labels: the tagline is a line of its own', () => {
    expect(home.passages.map((p) => p.kind)).toEqual(['paragraph', 'paragraph', 'paragraph']);
    expect(home.passages[0]!.text).toBe('Block paving and driveways in Hexham & nearby villages');
  });

  it('gives the tagline under the h1 as the site\'s description, and the town as its place', () => {
    const facts = analyseSite([home], 'https://acme.test/', new Date('2026-03-01T00:00:00Z')).facts!;
    expect(facts.description?.text).toBe('Block paving and driveways in Hexham & nearby villages');
    expect(facts.locations.map((l) => l.text)).toEqual(['Hexham']);
  });
});

describe('a site builder that names every section "widget"', () => {
  const html = `<div class="widget widget-header"><h1>Massage that gets you moving again</h1><p>Sports, deep tissue and pregnancy massage near the station.</p></div>
    <div class="widget widget-about"><h2>Welcome</h2><p>Every treatment starts with a proper chat and a posture check, and ends with two or three stretches to do at home.</p></div>
    <div class="widget widget-footer"><p>The Treatment Room, 22 Bootham, York YO30 7BW</p></div>`;

  it('reads its sections as the page, its footer widget as the footer', () => {
    const result = page(html);
    expect(result.passages.map((p) => p.text)).toEqual([
      'Sports, deep tissue and pregnancy massage near the station.',
      'Every treatment starts with a proper chat and a posture check, and ends with two or three stretches to do at home.',
    ]);
  });

  it('reads a page of widgets without an h1 (its logo an h3), a closed FAQ accordion’s answers too', () => {
    const entry = (id: string, q: string, a: string) =>
      `<div data-aid="CONTENT_ACCORDION_ITEM"><button aria-expanded="false" aria-controls="${id}"><h4>${q}</h4></button><div id="${id}" aria-hidden="true" style="max-height:0;overflow:hidden"><p><span>${a}</span></p></div></div>`;
    const result = page(`<div class="widget widget-header widget-header-header-9"><h3>Corrib Driving School</h3></div>
      <div class="widget widget-content widget-content-content12"><section><h2>Frequently Asked Questions</h2>${entry('q1', 'How many lessons will I need?', 'You need the 12 EDT lessons as a minimum, and most learners take 4 to 6 pre-test lessons on top.')}${entry('q2', 'Can I use your car for my driving test?', 'Yes. Car hire for your test is €140 and includes a 45-minute warm-up lesson.')}</section></div>
      <div class="widget widget-footer widget-footer-footer-3"><p>Powered by the site builder</p></div>`);
    expect(result.passages.map((p) => p.text)).toEqual([
      'How many lessons will I need? You need the 12 EDT lessons as a minimum, and most learners take 4 to 6 pre-test lessons on top.',
      'Can I use your car for my driving test? Yes. Car hire for your test is €140 and includes a 45-minute warm-up lesson.',
    ]);
  });

  it('still leaves out a theme\'s widgets where themes put them: a sidebar or a widget area', () => {
    const result = page(`<main><h1>Boiler servicing</h1><p>An annual service keeps the warranty valid and the boiler safe to run.</p></main>
      <aside id="secondary" class="widget-area"><section class="widget widget_text"><h2>Opening hours</h2><p>Monday to Friday, eight till six, with emergency cover at weekends.</p></section></aside>
      <div class="footer-widgets"><div class="widget"><p>Find us on the high street, next to the bakery and the bank.</p></div></div>`);
    expect(result.passages.map((p) => p.text)).toEqual(['An annual service keeps the warranty valid and the boiler safe to run.']);
  });
});

describe('a price list widget whose rows carry a description or a unit', () => {
  it('reads every row as one table row, a unit after the price and a row without a description padded', () => {
    const item = (title: string, price: string, description = '') =>
      `<li class="elementor-price-list-item"><div class="elementor-price-list-text"><div class="elementor-price-list-header"><span class="elementor-price-list-title">${title}</span><span class="elementor-price-list-separator"></span><span class="elementor-price-list-price">${price}</span></div><p class="elementor-price-list-description">${description}</p></div></li>`;
    const p = page(
      `<main><h2>Extras &amp; Add-ons</h2><ul class="elementor-price-list">${item('Nail clip &amp; file', '£12')}${item('Teeth cleaning', '£5', 'Brushing with enzymatic dog toothpaste.')}${item('De-matting', '£12 per 15 mins', 'Heavily matted dogs may need to be shaved.')}</ul></main>`,
    );
    const table = p.passages.find((x) => x.kind === 'table');
    expect(table?.items).toEqual(['Nail clip & file | £12 | ', 'Teeth cleaning | £5 | Brushing with enzymatic dog toothpaste.', 'De-matting | £12 per 15 mins | Heavily matted dogs may need to be shaved.']);
    // No description stands apart from its item's name.
    expect(p.passages.filter((x) => x.kind === 'paragraph').map((x) => x.text)).not.toContain('Brushing with enzymatic dog toothpaste.');
  });
});

describe('an FAQ built as dropdowns', () => {
  it('reads a Webflow dropdown whose toggle asks a question as an FAQ entry, not a menu', () => {
    const entry = (q: string, a: string) =>
      `<div class="faq-dropdown w-dropdown"><div class="faq-toggle w-dropdown-toggle"><div class="faq-question">${q}</div><div class="faq-icon w-icon-dropdown-toggle"></div></div><nav class="faq-answer w-dropdown-list"><p>${a}</p></nav></div>`;
    const p = page(`<main><h2>Questions riders ask</h2><div class="faq-wrapper">${entry('What should I bring?', 'Your bike, your shoes and pedals, and the kit you ride in.')}${entry('How long does a fit last?', 'Come back if you change bikes, shoes or saddle.')}</div></main>`);
    expect(p.faqs.map((f) => [f.question, f.answer])).toEqual([
      ['What should I bring?', 'Your bike, your shoes and pedals, and the kit you ride in.'],
      ['How long does a fit last?', 'Come back if you change bikes, shoes or saddle.'],
    ]);
  });
});

describe('a question heading answered by a list', () => {
  it('answers item by item, each line its own sentence, never run together', () => {
    const result = page('<main><h2>What does a service include?</h2><ul><li><p><span>Fresh oil and filter</span></p></li><li><p><span>Brake check – front and rear</span></p></li><li>Tyre pressures.</li></ul></main>');
    expect(result.faqs.find((f) => f.question === 'What does a service include?')?.answer).toBe('Fresh oil and filter. Brake check – front and rear. Tyre pressures.');
  });
});

describe('a theme’s custom elements', () => {
  it('are wrappers: the blocks inside <product-info> are read one by one, never as one run of text', () => {
    const result = page('<main><div class="product__info-wrapper"><product-info class="product__info-container"><h1>Weekly Meal Plan</h1><div class="price">$74.00</div><div class="product__description"><p>Our chef’s choice plan gives you a balanced mix of this week’s main menu.</p></div><details><summary><h2>Storage &amp; heating</h2></summary><div><p>Keep refrigerated below 4°C and eat within 5 days of delivery.</p></div></details></product-info></div></main>');
    expect(result.passages.find((p) => p.text.startsWith('Keep refrigerated'))?.heading).toBe('Storage & heating');
    expect(result.passages.some((p) => p.text.includes('Weekly Meal Plan') && p.text.includes('Keep refrigerated'))).toBe(false);
  });
});

describe('a site builder’s blog post without an <article>', () => {
  it('is a post by its dated byline under a blog path; the blog’s index is not', () => {
    const post = extractPage('<html><head><title>What is an anti-snap lock? | Beeline</title></head><body><main><div data-ux="Block"><h1>What Is an Anti-Snap Lock?</h1><p>Posted 12 February 2024 by Gary Whitworth</p><p>If you have a uPVC front door, it almost certainly uses a euro cylinder, and many of them can be snapped.</p></div></main></body></html>', 'http://lock.test/blog/f/what-is-an-anti-snap-lock');
    const index = extractPage('<html><head><title>Blog | Beeline</title></head><body><main><h1>Security tips</h1><p>Advice from our locksmiths on keeping your home secure.</p></main></body></html>', 'http://lock.test/blog/');
    expect(post.isArticle).toBe(true);
    expect(index.isArticle).toBe(false);
  });

  it('is a post by a hand-coded theme’s date line ("Jun. 3, 2024") under a news path', () => {
    const post = extractPage('<html><head><title>When to Prune Pōhutukawa | Kaimai</title></head><body><div class="container"><h1>When to Prune Pōhutukawa</h1><div class="meta"><span class="fa fa-calendar"></span> Jun. 3, 2024 · Sarah Whitmore</div><p>Pōhutukawa flower around Christmas, so the best time to prune is late summer, after flowering.</p></div></body></html>', 'http://kaimai.test/news/when-to-prune-pohutukawa.html');
    expect(post.isArticle).toBe(true);
  });
});

describe('a comparison table drawn with icons', () => {
  it('reads a tick or a cross by what it tells screen readers: "Yes", "No", or the words of an aria-label', () => {
    const tick = (plan: string) => `<td><svg aria-hidden="true" viewBox="0 0 20 20"><path d="M0 0"/></svg><span class="sr-only">Included in ${plan}</span></td>`;
    const cross = (plan: string) => `<td><svg aria-hidden="true" viewBox="0 0 20 20"><path d="M0 0"/></svg><span class="sr-only">Not included in ${plan}</span></td>`;
    const html = `<!doctype html><html lang="en"><head><title>Pricing</title></head><body><main><h1>Pricing</h1><h2>Compare plans</h2><table>
      <tr><th></th><th>Starter</th><th>Growth</th></tr>
      <tr><th>SMS per month</th><td>500</td><td>2,500</td></tr>
      <tr><th>Reply-to-Reschedule</th>${cross('Starter')}${tick('Growth')}</tr>
      <tr><th>Live chat</th><td><img src="/x.svg" alt=""><span aria-label="Coming soon"></span></td>${tick('Growth')}</tr>
    </table></main></body></html>`;
    const table = extractPage(html, 'https://plans.test/pricing/').passages.find((p) => p.kind === 'table');
    expect(table?.items).toEqual(expect.arrayContaining(['SMS per month | 500 | 2,500', 'Reply-to-Reschedule | No | Yes', 'Live chat | Coming soon | Yes']));
  });
});

describe('FAQ entries without FAQ markup', () => {
  it('reads a Webflow question box (its text in one inner block beside an icon) over its answer panel', () => {
    const html = `<main><h1>FAQ</h1><div class="faq-wrapper"><div class="faq-item"><div class="faq-question"><div class="faq-q-text">What should I bring?</div><img src="/plus.png" alt="" class="faq-icon"></div><div class="faq-answer"><div class="faq-answer-inner w-richtext"><p>Water and comfortable clothes you can move in. Mats are free.</p></div></div></div></div></main>`;
    expect(page(html).faqs).toEqual([{ question: 'What should I bring?', answer: 'Water and comfortable clothes you can move in. Mats are free.', origin: 'faq' }]);
  });

  it('reads a paragraph opening on a question in bold as the question and its answer', () => {
    const html = `<main><p><strong>Do I have to be home during the session?</strong> For the first session, yes. After that I can work on my own.</p><p><strong>Tip:</strong> label every box before the move.</p></main>`;
    expect(page(html).faqs).toEqual([{ question: 'Do I have to be home during the session?', answer: 'For the first session, yes. After that I can work on my own.', origin: 'faq' }]);
  });
});

describe('a site builder’s headings drawn as bold paragraphs', () => {
  const result = page(`<main><h1>Contact &amp; Booking</h1>
    <p style="font-size:18px"><span style="font-weight:bold;"><span style="color:#1D3C45;">Parking</span></span></p><p>Free parking for six cars behind the clinic.</p>
    <p><strong>Finding us</strong></p><p>We’re five minutes from Blackrock village.</p>
    <p><span style="font-weight:bold">Vaccination prices</span></p><ul><li>Dog annual booster – €68</li><li>Rabies vaccination – €55</li></ul>
    <p><strong>Free parking</strong> is behind the clinic.</p><p><strong>€55 consultation</strong></p></main>`);

  it('reads a short paragraph that is wholly bold as the heading of what follows, never as text', () => {
    expect(result.passages.map((p) => p.text)).not.toContain('Finding us');
    expect(result.passages.map((p) => p.text)).not.toContain('Parking');
    expect(result.passages.find((p) => p.text.startsWith('We’re five minutes'))?.heading).toBe('Finding us');
    expect(result.passages.find((p) => p.text.startsWith('Free parking for six'))?.heading).toBe('Parking');
    expect(result.passages.find((p) => p.kind === 'list' && p.items.includes('Rabies vaccination – €55'))?.heading).toBe('Vaccination prices');
  });

  it('keeps a bold lead inside a sentence, and a bold price, as text', () => {
    expect(result.passages.map((p) => p.text)).toContain('Free parking is behind the clinic.');
    expect(result.passages.map((p) => p.text)).toContain('€55 consultation');
  });
});

describe('a site builder’s price boxes and FAQ drawn with bold paragraphs', () => {
  const result = page(`<main><h2>Neutering prices</h2>
    <div class="wixui-box"><div class="wixui-rich-text"><p><span style="font-weight:bold">Dog castration</span></p><ul><li><p>Up to 10kg – €265</p></li><li><p>10–25kg – €310</p></li></ul></div></div>
    <h2>Your questions</h2><p><span style="font-weight:700">When is the best age to neuter?</span></p><p>Cats and rabbits from about 4 months.</p></main>`);

  it('heads a box’s rows by the bold name it opens on', () => {
    const rows = result.passages.find((p) => p.text.includes('Up to 10kg'));
    expect(rows?.heading).toBe('Dog castration');
  });

  it('reads a bold question over its paragraph as the question that paragraph answers', () => {
    expect(result.passages.find((p) => p.text.startsWith('Cats and rabbits'))?.heading).toBe('When is the best age to neuter?');
  });
});

describe('a CMS module’s markup (HubSpot): blocks inside inline wrappers, a price split into spans, an accordion with an icon', () => {
  const result = page(`<main><div class="hs_cos_wrapper"><span class="hs_cos_wrapper_type_rich_text"><h1>Pricing</h1><p>Pay per employee, per month. No long contracts.</p></span></div>
    <div class="pricing-card"><h3>Payroll</h3><div class="pricing-card__price"><span class="currency">£</span><span class="amount">4</span><span class="period">per employee / month</span></div><p>For businesses that want to bring payroll in-house.</p></div>
    <div class="hs_cos_wrapper"><span class="hs_cos_wrapper_type_rich_text"><h2>Pricing FAQs</h2></span></div>
    <div class="accordion"><div class="accordion__item"><button class="accordion__toggle" aria-expanded="false" aria-controls="faq-0"><span class="accordion__title">Is there a minimum contract?</span><span class="accordion__icon" aria-hidden="true">+</span></button>
    <div class="accordion__content" id="faq-0" role="region" hidden><p>No. Monthly plans can be cancelled with 30 days’ notice.</p></div></div></div></main>`);

  it('reads a heading wrapped in a <span> as the heading of the paragraph beside it, never glued to it', () => {
    expect(result.passages.find((p) => p.text.startsWith('Pay per employee'))?.heading).toBe('Pricing');
    expect(result.passages.map((p) => p.text).join(' ')).not.toMatch(/Pricing Pay/);
  });

  it('keeps a space between a number and the unit in the next span ("£4 per employee")', () => {
    expect(result.passages.map((p) => p.text).join(' ')).toContain('£4 per employee / month');
  });

  it('keeps a price shown to the eye though hidden from screen readers beside its spoken words', () => {
    const booking = page('<main><h2>Full Groom – Small</h2><p>up to 20 lbs</p><p><span aria-hidden="true">$95</span><span class="sr-only">95 US dollars</span></p></main>');
    expect(booking.passages.map((p) => p.text).join(' ')).toContain('$95');
  });

  it('reads an accordion question without the icon hidden from screen readers, with its closed panel as the answer', () => {
    expect(result.faqs).toContainEqual({ question: 'Is there a minimum contract?', answer: 'No. Monthly plans can be cancelled with 30 days’ notice.', origin: 'faq' });
  });
});

describe('a table row or list item its own markup hides', () => {
  it('is never read: a trade price row set to display:none, an item with the hidden attribute', () => {
    const result = page(`<main><h1>Screen printing</h1><table><thead><tr><th>Quantity</th><th>1 colour</th></tr></thead><tbody><tr><td>25–49</td><td>£2.20</td></tr><tr><td>500+</td><td>£0.65</td></tr><tr class="trade-row" style="display:none"><td>1,000+ (trade)</td><td>£0.49</td></tr></tbody></table>
<ul><li>Setup: £18 per colour</li><li hidden>Trade setup: £9 per colour</li><li style="display: none">Staff price: £5</li></ul></main>`);
    const text = result.passages.map((p) => p.text).join(' ');
    expect(text).toContain('£0.65');
    expect(text).toContain('£18 per colour');
    expect(text).not.toMatch(/£0\.49|trade|£9|£5\b/i);
  });
});
