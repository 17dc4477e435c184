import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { frameOf, offlinePlans } from '../../src/server/analysis/offline-topics';
import { anOccasion, isAreaCost, priceShort, topicCandidates } from '../../src/server/analysis/topics/candidates';
import { checkShape } from '../../src/server/analysis/topics/validator';
import type { Offering, TopicPlan } from '../../src/shared/site-facts';
import type { SiteAnalysis } from '../../src/shared/site-analysis';

/**
 * Each kind of site material makes a candidate that fits it, stated as a general shape on a small
 * hand-made site: cost titles worded from what the site says beside a price, goods let out by a
 * hire business keyed with "hire", signs lists as problems, one service under two names, frames
 * that need an article or an occasion.
 */

function site(origin: string, business: string, pages: [path: string, title: string, description: string, body: string][]): SiteAnalysis {
  return analyseSite(
    pages.map(([path, title, description, body]) =>
      extractPage(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="${description}"></head>
<body><header><nav><a href="/">Home</a></nav></header><main>${body}</main><footer><p>© 2026 ${business}</p></footer></body></html>`,
        `${origin}${path}`,
      ),
    ),
    `${origin}/`,
    new Date('2026-03-01T00:00:00Z'),
  );
}

const plans = (analysis: SiteAnalysis): TopicPlan[] => topicCandidates(analysis.facts!).map((c) => c.plan);

describe('a cost title', () => {
  const heating = site('http://hearth.test', 'Hearthway Heating', [
    ['/', 'Hearthway Heating | Boilers in Kettering', 'Boiler installation and servicing in Kettering.', '<h1>Boiler installation and servicing</h1><p>We fit and service gas boilers across Kettering.</p>'],
    [
      '/prices/',
      'Prices | Hearthway Heating',
      'Fixed boiler prices.',
      '<h1>Prices</h1><h2>Boiler replacement</h2><table><tr><td>Terraced house</td><td>£2,295</td></tr><tr><td>Detached house</td><td>£2,450</td></tr></table>',
    ],
  ]);

  it('names the variants the site prices, with their prices, rather than a fixed wording', () => {
    const costs = plans(heating).filter((p) => p.intent === 'cost' && /boiler replacement/i.test(p.keyphrase)).map((p) => p.title);
    // After the searcher's own question, what the site says of the price: the variants it prices.
    expect(costs.slice(0, 2)).toEqual(['How Much Does Boiler Replacement Cost in Kettering?', 'Boiler Replacement: Terraced House £2,295, Detached House £2,450']);
  });

  const caterer = site('http://grain.test', 'Grain Kitchen', [
    ['/', 'Grain Kitchen | Caterers in Leith', 'Seasonal catering for weddings and parties.', '<h1>Seasonal catering</h1><h2>Weddings</h2><p>Plated or sharing. <a href="/weddings/">Wedding catering</a></p>'],
    [
      '/weddings/',
      'Wedding Catering | Grain Kitchen',
      'Wedding catering.',
      '<h1>Wedding catering</h1><h2>How wedding food works</h2><p>A plated three-course meal starts from £58 per head + VAT. A sharing feast starts from £52 per head + VAT.</p>',
    ],
  ]);

  it('names no bare price for kinds the site prices "from": each only starts there', () => {
    const cost = plans(caterer).filter((p) => p.intent === 'cost' && /wedding catering/i.test(p.keyphrase));
    expect(cost.length).toBeGreaterThan(0);
    for (const c of cost) expect(c.title).not.toMatch(/Feast £52|Meal £58/i);
    expect(cost.map((c) => c.title)).toContain('Wedding Catering Prices: From £52 per Person');
  });

  const massage = site('http://knead.test', 'Knead Studio', [
    ['/', 'Knead Studio | Massage in Ripon', 'Sports and deep tissue massage in Ripon.', '<h1>Massage in Ripon</h1><p>Hands-on treatment for runners and desk workers.</p>'],
    ['/book/', 'Book | Knead Studio', 'Book a massage.', '<h1>Book</h1><ul><li><b>Sports massage (45 min)</b> – £48</li><li><b>Hot stone massage (60 min)</b> – £60</li></ul>'],
  ]);

  const roofer = site('http://slate.test', 'Slatewise Roofing', [
    ['/', 'Slatewise Roofing | Roofers in Bude', 'Flat and pitched roofing in Bude.', '<h1>Roofing in Bude</h1><p>Flat roofs and pitched roof repairs for homes.</p>'],
    ['/flat-roofing/', 'Flat roofing | Slatewise', 'Flat roofing.', '<h1>Our roofing services</h1><div class="card"><h3>Flat roofing</h3><p>Rubber membrane roofs for extensions and garages.</p><p>From £85 per m²</p></div><div class="card"><h3>Roof repairs</h3><p>Slipped tiles, leaks and storm damage.</p><p>From £195</p></div>'],
  ]);

  it('says the unit the site prices by, in its word', () => {
    const cost = plans(roofer).find((p) => p.intent === 'cost' && !isAreaCost(p));
    expect(cost?.title).toBe('Flat Roofing per m²: From £85');
  });

  it('says the length the price buys where the site states one', () => {
    const titles = plans(massage).filter((p) => p.intent === 'cost').map((p) => p.title);
    expect(titles).toContain('Sports Massage: £48 for 45 Minutes');
  });
});

describe('goods a hire business lets out', () => {
  const boats = site('http://oxbow.test', 'Oxbow Boats', [
    ['/', 'Oxbow Boats | Rowing boat hire on the Avon', 'Rowing boat and dinghy hire on the Avon.', '<h1>Boat hire on the Avon</h1><p>Rowing boat hire by the hour from our jetty, and sailing dinghy hire for the day.</p>'],
    [
      '/hire/',
      'Hire | Oxbow Boats',
      'Hire prices.',
      '<h1>Rowing boat &amp; dinghy hire</h1><div class="col"><h3>Rowing boat</h3><p>£18/hour</p><p>Seats four, oars and life jackets included.</p></div><div class="col"><h3>Sailing dinghy</h3><p>£45/day</p><p>Dinghy hire for sailors with some experience.</p></div>',
    ],
  ]);

  it('are keyed with the hire noun the site writes with them, and a unit token is written out', () => {
    const cost = plans(boats).filter((p) => p.intent === 'cost');
    expect(cost.map((p) => p.keyphrase)).toEqual(expect.arrayContaining(['Rowing boat hire']));
    expect(cost.some((p) => /per hour|an hour/i.test(p.title))).toBe(true);
    expect(cost.some((p) => /\/\s?(?:hour|day)/.test(p.title))).toBe(false);
  });

  const bikes = site('http://fellbikes.test', 'Fell Bikes', [
    ['/', 'Fell Bikes | Bike hire in Keswick', 'Mountain bike and e-bike hire in Keswick.', '<h1>Bike hire in Keswick</h1><p>Mountain bike hire and e-bike hire from our shop in Keswick, with maps of the best routes.</p>'],
    ['/hire/', 'Hire | Fell Bikes', 'Hire prices.', '<h1>Mountain bike &amp; e-bike hire</h1><div class="col"><h3>Mountain bike</h3><p>£35/day</p><p>Mountain bike hire includes a helmet and lock.</p></div><div class="col"><h3>E-bike</h3><p>£55/day</p><p>E-bike hire with a spare charger.</p></div>'],
  ]);

  it('each take their own wording on one site: no frame twice in the list', () => {
    const list = offlinePlans(bikes).plans;
    expect(list.length).toBeGreaterThanOrEqual(2);
    expect(new Set(list.map(frameOf)).size).toBe(list.length);
  });

  it('are searched locally with the hire noun too, never as a thing to find', () => {
    const local = plans(bikes).find((p) => p.intent === 'local' || isAreaCost(p));
    expect(local?.keyphrase).toBe('mountain bike hire');
  });
});

describe('a list of signs on a service page', () => {
  const drains = site('http://clearflow.test', 'Clearflow Drains', [
    ['/', 'Clearflow Drains | Drain unblocking in Hove', 'Drain unblocking and CCTV drain surveys in Hove.', '<h1>Drain unblocking in Hove</h1><p>Same-day drain unblocking for homes and shops.</p>'],
    [
      '/cctv-drain-survey/',
      'CCTV drain survey | Clearflow Drains',
      'CCTV drain surveys from £120.',
      '<h1>CCTV drain survey</h1><p>A camera survey of your drains with a written report, from £120.</p><h2>Signs</h2><ul><li>Slow draining sinks</li><li>Gurgling pipes</li><li>Bad smells outside</li><li>Damp patches on walls</li></ul>',
    ],
  ]);

  it('is a problem topic on what the signs call for, never a checklist', () => {
    const signs = plans(drains).filter((p) => p.grounding.some((g) => /Gurgling pipes/.test(g.passage)));
    expect(signs.length).toBeGreaterThan(0);
    for (const p of signs) {
      expect(p.intent).toBe('problem');
      expect(p.title).not.toMatch(/checklist/i);
      expect(p.title).toMatch(/^Signs You Need a CCTV Drain Survey$/);
    }
  });
});

describe('one service under two names', () => {
  const feet = site('http://solewell.test', 'Solewell Foot Clinic', [
    ['/', 'Solewell Foot Clinic | Chiropody in Bury', 'Chiropody and podiatry in Bury.', '<h1>Foot care in Bury</h1><p>Podiatry for painful feet, corns and nails.</p>'],
    ['/prices/', 'Prices | Solewell', 'Prices.', '<h1>Prices</h1><table><tr><td>Routine podiatry</td><td>£46</td></tr><tr><td>Nail surgery</td><td>£340</td></tr></table>'],
    ['/treatments/', 'Treatments | Solewell', 'Treatments.', '<h1>Treatments</h1><h2>General podiatry</h2><p>Corns, callus and nail care every six to eight weeks, for anyone whose feet hurt.</p>'],
  ]);

  it('is never compared with itself: alternatives are listed side by side', () => {
    expect(plans(feet).some((p) => p.intent === 'comparison' && /routine/i.test(p.title) && /general/i.test(p.title))).toBe(false);
  });
});

describe('frames that need an article or an occasion', () => {
  const brewery = site('http://tidemark.test', 'Tidemark Brewing', [
    ['/', 'Tidemark Brewing | Craft brewery in Deal', 'Craft brewery and taproom in Deal: brewery tours, taproom and bottle shop.', '<h1>Brewed by the sea in Deal</h1><p>Every beer uses hops grown within 20 miles of the brewery.</p><h3>Taproom</h3><p>Twelve lines, open Thursday to Sunday, with food trucks at weekends and a garden for dogs.</p>'],
    ['/tours/', 'Brewery tours | Tidemark Brewing', 'Brewery tours every Saturday.', '<h1>Brewery tours</h1><p>Brewery tours run every Saturday at 2pm and take 90 minutes, with four tasters: £22/person.</p>'],
  ]);

  it('count a place noun the site counts ("the brewery")', () => {
    const local = plans(brewery).find((p) => p.intent === 'local');
    expect(local?.title).toMatch(/\ba Craft Brewery\b/);
  });

  it('take one occasion of the work after "During", an activity named by its field bare', () => {
    const facts = brewery.facts!;
    expect(anOccasion('Brewery tours', facts)).toBe('a Brewery tour');
    expect(anOccasion('New boiler installation', facts)).toBe('a New boiler installation');
    expect(anOccasion('Physiotherapy', facts)).toBe('Physiotherapy');
    expect(anOccasion('Gutter cleaning', facts)).toBe('Gutter cleaning');
  });
});

describe('an advice heading on a service page', () => {
  const framer = site('http://gilt.test', 'Gilt & Grain Framing', [
    ['/', 'Gilt & Grain | Picture framing in Lewes', 'Bespoke picture framing in Lewes.', '<h1>Bespoke picture framing in Lewes</h1><p>We frame prints, paintings, photographs and objects in our workshop.</p>'],
    [
      '/picture-framing/',
      'Picture framing | Gilt & Grain',
      'Bespoke picture framing.',
      `<h1>Picture framing</h1><p>Every frame is cut and joined by hand in our workshop from sustainably sourced wood.</p>
<h2>Choosing a mount</h2><p>A mount keeps the glass off the artwork and gives it room to breathe. We usually recommend a mount at least twice as wide as the frame moulding. Off-white suits most prints; avoid bright colours that compete with the picture.</p>
<h2>Framing objects</h2><p>Medals, shirts and keepsakes need a box frame deep enough that nothing touches the glass. If you want to add a label, bring the wording with you so we can plan the layout.</p>`,
    ],
  ]);

  it('makes a how-to in the reader’s words, a lone noun set in the page’s subject', () => {
    const howTo = plans(framer).filter((p) => p.intent === 'how-to').map((p) => [p.title, p.keyphrase]);
    expect(howTo).toContainEqual(['How to Choose a Mount for Picture Framing', 'picture framing']);
    expect(howTo).toContainEqual(['How to Frame Objects', 'framing objects']);
  });
});

describe('software sold by plans', () => {
  const rota = site('http://rotaly.test', 'Rotaly', [
    ['/', 'Rotaly | Staff rota software for cafés', 'Staff rota software for cafés and shops.', '<h1>Rotas in minutes</h1><div class="card"><h3>Staff rota software</h3><p>Build next week’s rota from availability and send it to every phone in one tap.</p></div>'],
    [
      '/pricing/',
      'Pricing | Rotaly',
      'Plans and prices.',
      '<h1>Pricing</h1><div class="plan"><h3>Solo plan</h3><p>$19/month</p><p>For one café, up to 10 staff.</p></div><div class="plan"><h3>Multi-site plan</h3><p>$59/month</p><p>For groups, unlimited staff.</p></div>',
    ],
    ['/blog/solo-and-multi-site-cafes/', 'Solo and multi-site cafés | Rotaly', 'A post.', '<article><h1>Solo and multi-site cafés</h1><p>Solo cafés and multi-site groups need simple rotas that staff can read on a phone.</p></article>'],
  ]);

  it('get a cost topic for the product from its plans’ prices, and a plan comparison a post on another subject does not cover', () => {
    const all = plans(rota);
    const cost = all.find((p) => p.intent === 'cost' && p.title.startsWith('How Much Does'));
    expect(cost?.title).toBe('How Much Does Staff Rota Software Cost?');
    expect(cost?.grounding.some((g) => /\$19/.test(g.passage))).toBe(true);
    const { plans: chosen } = offlinePlans(rota);
    expect(chosen.some((p) => p.intent === 'comparison' && /Solo/.test(p.title) && /Multi-Site/.test(p.title))).toBe(true);
  });
});

describe('questions a site answers about its subject', () => {
  const bakery = site('http://loaf.test', 'Hearth Loaf', [
    ['/', 'Hearth Loaf | Sourdough bakery in Frome', 'Sourdough loaves baked nightly in Frome.', '<h1>Sourdough bakery in Frome</h1><p>We bake sourdough loaves, rye bread and pastries every night. Our sourdough loaf is fermented for 48 hours.</p><div class="card"><h3>Country sourdough loaf</h3><p>£4.80</p></div><div class="card"><h3>Seeded rye loaf</h3><p>£5.20</p></div>'],
    [
      '/faq/',
      'FAQ | Hearth Loaf',
      'Questions.',
      '<h1>FAQ</h1><h3>How should I store my loaf?</h3><p>Keep a sourdough loaf cut side down on a board, or in a linen bag, for up to four days. Never put it in the fridge.</p><h3>Why is sourdough easier to digest?</h3><p>The long ferment breaks down much of the gluten and phytic acid, so many people find sourdough bread easier to digest.</p>',
    ],
  ]);
  const swim = site('http://paddlers.test', 'Paddlers Swim School', [
    ['/', 'Paddlers | Swimming lessons in Harlow', 'Swimming lessons for children in Harlow.', '<h1>Swimming lessons for children in Harlow</h1><p>Small groups in a warm teaching pool. Swimming lessons for children from age 3.</p>'],
    [
      '/faq/',
      'FAQ | Paddlers',
      'Questions.',
      '<h1>FAQ</h1><h3>Can I watch the lesson?</h3><p>Yes, parents can watch from the viewing gallery.</p><h3>How long does it take to learn to swim?</h3><p>Most children swim 10 metres unaided after two or three terms of weekly swimming lessons.</p>',
    ],
  ]);

  it('are searches: a first-person how-to is rewritten, its lone noun qualified by the site’s phrase for it', () => {
    expect(plans(bakery).map((p) => [p.title, p.keyphrase])).toContainEqual(['How to Store a Sourdough Loaf', 'sourdough loaf']);
  });

  it('take the answer’s phrase where the question names no search of its own', () => {
    const titles = [...plans(bakery), ...plans(swim)].map((p) => [p.title, p.keyphrase]);
    expect(titles).toContainEqual(['Why Is Sourdough Easier to Digest?', 'sourdough bread']);
    expect(titles).toContainEqual(['How Long Does It Take to Learn to Swim?', 'swimming lessons']);
  });

  it('never ask leave to be there (watching, staying, bringing): logistics of a visit', () => {
    expect(plans(swim).some((p) => /watch the lesson/i.test(p.title))).toBe(false);
  });
});

describe('a shop’s priced goods', () => {
  const card = (name: string, text: string, price: string) => `<li class="product"><h2>${name}</h2><p>${text}</p><span class="price">${price}</span></li>`;
  const roastery = site('http://bean.test', 'Beanstead Roasters', [
    [
      '/shop/',
      'Shop | Beanstead Roasters',
      'Coffee roasted in Settle.',
      `<h1>Shop</h1><ul class="products">${card('House espresso', 'Chocolate and cherry, 250 g.', '£8.50')}${card('Decaf Colombia', 'Sugar-cane decaf, 250 g.', '£9.00')}${card('Filter coffee', 'A cup to take away.', '£3.00')}${card('Pour-over starter kit', 'A hand grinder, a V60 dripper, filter papers and our house espresso.', '£65.00')}${card('Stovetop espresso maker', 'Six-cup aluminium pot, made in Italy.', '£38.00')}</ul>`,
    ],
  ]);

  it('ask what is in a kit the site lists the contents of', () => {
    expect(plans(roastery).map((p) => p.title)).toContain("What's in a Pour-Over Starter Kit?");
  });

  it('never ask whether the shop’s own product is worth its price (clickbait for its own goods), nor price its £3 coffee', () => {
    const cost = plans(roastery).filter((p) => p.intent === 'cost');
    expect(cost.filter((p) => /\bworth\b/i.test(p.title))).toEqual([]);
    expect(cost.map((p) => p.keyphrase)).not.toContain('Filter coffee');
  });
});

describe('kinds of one offering described side by side', () => {
  const cycles = site('http://spoke.test', 'Spokeline Cycles', [
    ['/', 'Spokeline Cycles | Bike shop in Hay', 'Electric bikes sold and serviced in Hay.', '<h1>Electric bikes in Hay</h1><p>We sell and service electric bikes.</p>'],
    [
      '/services/electric-bikes/',
      'Electric bikes | Spokeline Cycles',
      'Electric bikes for town and trail.',
      `<h1>Electric bikes</h1><p>Every electric bike we sell is set up in our workshop.</p><h2>Drive types</h2>
<h3>Hub drive (HD)</h3><p>A hub drive electric bike pushes the rear wheel directly and needs little care.</p>
<h3>Mid-drive (MD)</h3><p>A mid-drive electric bike turns the cranks, so it climbs hills through the gears.</p>
<h3>Aftercare</h3><p>Every electric bike gets a free check after six weeks.</p>`,
    ],
  ]);

  it('compares the kinds, named by the site’s short codes, keyed by the offering they are kinds of', () => {
    const comparison = plans(cycles).find((p) => p.intent === 'comparison');
    expect(comparison?.title).toBe('HD vs. MD Electric Bikes: Which Suits You?');
    expect(comparison?.keyphrase).toBe('electric bikes');
    expect(comparison?.grounding).toHaveLength(3);
    expect(new Set(comparison?.grounding.map((g) => g.url))).toEqual(new Set(['http://spoke.test/services/electric-bikes/']));
  });
});

describe('an explainer frame fits the kind of work', () => {
  it('never asks what happens "during" work that goes on (aftercare, support), whichever wording the business draws', () => {
    const titles = ['Alder', 'Birch', 'Cedar', 'Damson', 'Elder', 'Fir', 'Gorse', 'Hazel', 'Holly', 'Juniper', 'Larch', 'Maple', 'Oak', 'Pine', 'Rowan', 'Willow'].flatMap((tree) =>
      plans(
        site(`http://${tree.toLowerCase()}.test`, `${tree} Hearing`, [
          ['/', `${tree} Hearing | Audiologist in Kendal`, 'Hearing care in Kendal.', '<h1>Hearing care in Kendal</h1><p>Hearing tests and hearing aids.</p>'],
          ['/services/lifetime-aftercare/', `Lifetime aftercare | ${tree} Hearing`, 'Free check-ups, cleaning and adjustments for as long as you wear your hearing aids.', '<h1>Lifetime aftercare</h1><p>Free check-ups, cleaning and adjustments for as long as you wear your hearing aids.</p>'],
        ]),
      )
        .filter((p) => p.intent === 'explainer' && /aftercare/i.test(p.keyphrase))
        .map((p) => p.title),
    );
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.filter((t) => /\bduring\b/i.test(t))).toEqual([]);
  });
});

describe('a question about "it" on an offering’s own page', () => {
  it('agrees its verb with a plural offering: "How long does it take?" about hearing tests asks "How Long Do Hearing Tests Take?"', () => {
    const clinic = site('http://wren.test', 'Wren Hearing', [
      ['/', 'Wren Hearing | Audiologist in Kendal', 'Hearing tests and hearing aids in Kendal.', '<h1>Hearing care in Kendal</h1><p>Hearing tests and hearing aids for adults.</p><h2><a href="/services/hearing-tests/">Hearing tests</a></h2><p>A full check of your hearing with an audiologist.</p>'],
      [
        '/services/hearing-tests/',
        'Hearing tests | Wren Hearing',
        'Thorough hearing tests with a qualified audiologist.',
        '<h1>Hearing tests</h1><p>Our hearing tests check how well you hear tones and speech, and include a look inside your ears with a video camera so you can see what the audiologist sees.</p><h2>What happens</h2><ol><li>We ask about your hearing and health</li><li>We look inside your ears</li><li>You listen to tones through headphones</li><li>We explain the results</li></ol><h2>How long does it take?</h2><p>Allow 45 minutes to an hour, including time to talk through your results and what they mean for you.</p>',
      ],
    ]);
    const titles = plans(clinic).map((p) => p.title);
    expect(titles, titles.join('\n')).toContain('How Long Do Hearing Tests Take?');
    expect(titles.filter((t) => /\bDoes Hearing Tests\b/i.test(t))).toEqual([]);
  });
});

describe('a question’s keyphrase', () => {
  const studio = site('http://flowroom.test', 'The Flow Room', [
    ['/', 'The Flow Room | Yoga and pilates in Kendal', 'Small yoga and pilates studio in Kendal.', '<h1>Yoga and pilates in Kendal</h1><p>Hatha, yin and pregnancy yoga, mat and reformer pilates. Our pregnancy yoga class runs on Tuesdays and pregnancy yoga suits any trimester.</p>'],
    [
      '/new-to-yoga/',
      'New to yoga | The Flow Room',
      'Questions from beginners.',
      `<h1>New to yoga</h1><h2>What's the difference between yoga and pilates?</h2><p>There is lots of overlap. Yoga classes tend to flow between poses with the breath; pilates works the deep core muscles in small, precise movements.</p>
<h2>How often should I have an eye exam?</h2><p>Every one to two years for most adults, and every year with diabetes. An eye exam checks the health of the eye as well as your prescription.</p>
<h2>Will my eyes be dilated?</h2><p>Not usually. We use Optomap retinal imaging instead of dilation, which takes a wide picture of the back of the eye.</p>
<h2>Do you see red eyes?</h2><p>Red eyes, infections and injuries get same-day appointments. Red eyes need a call first.</p>`,
    ],
  ]);
  const byTitle = (pattern: RegExp) => plans(studio).find((p) => pattern.test(p.title));

  it('names both things a difference question weighs, as the site writes them together', () => {
    expect(byTitle(/Difference Between Yoga and Pilates/)?.keyphrase).toBe('yoga and pilates');
  });

  it('reads "have an eye exam" as a verb and its object, keeping the exam in the keyphrase', () => {
    expect(byTitle(/How Often Should I Have an Eye Exam/)?.keyphrase).toBe('eye exam');
  });

  it('never takes a longer phrase for a lone noun from another answer ("red eyes" for a question about dilation)', () => {
    expect(byTitle(/Dilated/)?.keyphrase ?? null).not.toBe('red eyes');
  });

  it('takes no article for a practice ("pregnancy yoga")', () => {
    expect(plans(studio).map((p) => p.title).join(' | ')).not.toMatch(/\ban? (?:pregnancy )?yoga\b/i);
  });
});

describe('software sold by plans per location', () => {
  const software = site('http://parline.test', 'Parline', [
    [
      '/',
      'Parline | Restaurant inventory software',
      'Count inventory on your phone, set par levels, scan invoices and see your real food cost every week.',
      '<h1>Know what is on your shelves</h1><p>Built for independent restaurants. Parline, Inc. 1550 Wewatta St, Denver, CO 80202.</p><h2>Invoice scanning</h2><p>Snap a photo of every invoice and our team matches each line to your items within 24 hours.</p>',
    ],
    [
      '/pricing/',
      'Pricing | Parline',
      'Plans for every kitchen.',
      `<h1>Pricing</h1><section><div class="container"><div class="pricing-grid">
<div class="pricing-card"><div class="plan-name">Starter</div><div class="price-wrap"><div class="price-amount">$89</div><div class="price-unit">per location / month</div></div><p class="plan-blurb">For single-location restaurants getting off the clipboard.</p><a href="/signup">Start free trial</a></div>
<div class="pricing-card"><div class="plan-name">Pro</div><div class="price-wrap"><div class="price-amount">$179</div><div class="price-unit">per location / month</div></div><p class="plan-blurb">For kitchens that want invoice scanning and recipe costing.</p><a href="/signup">Start free trial</a></div>
<div class="pricing-card"><div class="plan-name">Group</div><div class="price-wrap"><div class="price-amount">$139</div><div class="price-unit">per location / month</div></div><p class="plan-blurb">For restaurant groups with a commissary.</p><a href="/sales">Talk to sales</a></div>
</div></div></section><h2>Onboarding</h2><p>Guided setup is a one-time $399 on Starter.</p>`,
    ],
  ]);
  const facts = software.facts!;

  it('reads a row of plan cards as one plan each, priced per its period', () => {
    const planned = facts.offerings.filter((o) => o.kind === 'plan');
    expect(planned.map((o) => o.prices.map((p) => p.text).join(' '))).toEqual(['$89', '$179', '$139']);
    expect(planned.every((o) => /per location per month/.test(o.prices[0]!.unit ?? ''))).toBe(true);
  });

  it('proposes no local guide and prices nothing by town', () => {
    const all = plans(software);
    expect(all.filter((p) => p.intent === 'local')).toEqual([]);
    expect(all.map((p) => p.title).join(' | ')).not.toMatch(/Denver/);
  });

  it('takes no trade from a description of commands ("Count inventory on your phone, set par levels")', () => {
    expect(plans(software).map((p) => p.keyphrase.toLowerCase())).not.toContain('count inventory');
  });

  it('says where its prices start at its plans, not at a setup fee', () => {
    const { analysisSummary } = offlinePlans(software);
    expect(analysisSummary).toMatch(/starting at \$89\b/);
    expect(analysisSummary).not.toMatch(/offers Onboarding/i);
  });
});

describe('a florist’s collections beside its à la carte list', () => {
  const florist = site('http://foxglove.test', 'Foxglove & Fern Wedding Flowers', [
    ['/', 'Foxglove & Fern | Wedding Florist Kilkenny', 'Wild, seasonal wedding flowers grown and arranged in Thomastown, Co. Kilkenny. Bridal bouquets, buttonholes and table centres for weddings.', '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Organization","name":"Foxglove & Fern Wedding Flowers","address":{"@type":"PostalAddress","addressLocality":"Thomastown","addressRegion":"Co. Kilkenny","addressCountry":"IE"}}</script><h1>Loose, seasonal and a little bit wild</h1><p>I grow most of my flowers myself in Thomastown, Co. Kilkenny, and arrange them for weddings across the South East.</p>'],
    [
      '/collections/',
      'Collections & Pricing | Foxglove & Fern',
      'Wedding flower collections and à la carte prices.',
      `<h1>Collections &amp; Pricing</h1><p>Every wedding is different, so these are starting points.</p>
<div><h3>The Posy</h3><p>For elopements and registry office weddings</p><p>€280</p><ul><li>Bridal bouquet, garden style</li><li>One matching buttonhole</li></ul><a href="/enquire/">Enquire</a></div>
<div><h3>The Meadow</h3><p>Our most popular · from €890</p><ul><li>Bridal bouquet</li><li>3 bridesmaid bouquets</li><li>6 buttonholes</li></ul><a href="/enquire/">Enquire</a></div>
<div><h3>The Gathering</h3><p>Ceremony, reception and personal flowers · from €2,100</p><ul><li>Everything in The Meadow</li><li>10 table centres</li></ul><a href="/enquire/">Enquire</a></div>
<h2>À la carte</h2><table><tr><td>Bridal bouquet</td><td>from €160</td><td>Loose, textured and seasonal, hand-tied and wrapped in silk ribbon.</td></tr><tr><td>Buttonhole</td><td>€15</td><td>Pinned or magnetic.</td></tr><tr><td>Table centre</td><td>from €45</td><td>Low, loose arrangement in a vintage bowl.</td></tr></table>
<h2>Good to know</h2><p>Set-up &amp; breakdown: included in The Gathering. For other orders with venue flowers it is €150.</p>`,
    ],
  ]);
  const all = plans(florist);

  it('asks what the trade costs across the collections, never "Collections & Pricing"', () => {
    const category = all.find((p) => /Wedding Flowers Cost\? €280–€2,100/.test(p.title));
    expect(category?.keyphrase).toMatch(/wedding flowers$/);
    expect(all.map((p) => p.title).join(' | ')).not.toMatch(/Collections & Pricing/i);
  });

  it('prices an à la carte item the site names in its prose, a package only inside the category', () => {
    expect(all.some((p) => p.intent === 'cost' && p.keyphrase === 'Bridal bouquet' && /€160/.test(p.title))).toBe(true);
    expect(all.some((p) => /Posy|Meadow|Gathering/.test(p.keyphrase))).toBe(false);
  });

  it('asks nothing of a fee under "Good to know"', () => {
    expect(all.some((p) => /set-up/i.test(p.keyphrase))).toBe(false);
  });

  it('names the goods and the whole place in its summary ("Co. Kilkenny" ends no sentence)', () => {
    expect(offlinePlans(florist).analysisSummary).toMatch(/^Foxglove & Fern(?: Wedding Flowers)? sells (?:seasonal )?wedding flowers in Thomastown, Co\. Kilkenny\./);
  });
});

describe('an optician’s terms of paying and visits', () => {
  const optician = site('http://pinestreet.test', 'Pine Street Optical', [
    ['/', 'Pine Street Optical | Eye exams in Burlington, VT', 'Family eye exams and independent eyewear in Burlington, Vermont.', '<h1>Eye care in Burlington</h1><p>Comprehensive eye exams for adults and children, contact lens fittings and glasses.</p>'],
    [
      '/eye-exams/',
      'Eye exams | Pine Street Optical',
      'Eye exam fees.',
      `<h1>Eye exams</h1><table><tr><th>Exam</th><th>Fee</th></tr><tr><td>Comprehensive eye exam, 18+</td><td>$135</td></tr><tr><td>Children's eye exam, 5–17</td><td>$95</td></tr></table>
<h2>Urgent &amp; medical eye visits</h2><p>Red eye, pink eye, a scratch, a sudden increase in floaters or flashes of light? Call us first. We keep appointments open every day for urgent problems. If you see a curtain across your vision, go to the emergency department.</p>
<h2>Dry eye clinic</h2><p>Gritty, burning eyes? Warm compresses help, and we can check the oil glands in your lids. Avoid screens before bed if you can.</p>`,
    ],
    ['/insurance/', 'Insurance | Pine Street Optical', 'Insurance we accept.', '<h1>Insurance</h1><p>We accept VSP, EyeMed and Davis Vision. Optomap imaging is not usually covered by insurance — $39.</p>'],
    ['/frames/', 'Frames | Pine Street Optical', 'Frames and lenses.', '<h1>Frames &amp; lenses</h1><ul><li>Progressive (no-line bifocal) lenses <strong>from $249</strong></li><li>Premium anti-reflective coating add <strong>$75</strong></li></ul>'],
  ]);
  const all = plans(optician);
  const titles = all.map((p) => p.title).join(' | ');

  it('takes "Insurance" for the terms of paying, never an offering with a cost', () => {
    expect(optician.facts!.offerings.map((o) => o.name)).not.toContain('Insurance');
    expect(titles).not.toMatch(/Insurance Cost/i);
  });

  it('asks no cause of a kind of visit ("Urgent & Medical Eye Visits")', () => {
    expect(titles).not.toMatch(/What Causes Urgent/i);
  });

  it('leaves an aside in brackets out of a name, and takes a line ending on "add" for an add-on', () => {
    expect(titles).not.toMatch(/\(no-line/i);
    expect(all.some((p) => /coating add/i.test(p.keyphrase))).toBe(false);
  });

  it('names an offering in its summary without the price list’s age band', () => {
    expect(offlinePlans(optician).analysisSummary).not.toMatch(/18\+/);
  });
});

describe('a bookkeeper’s packages built as Wix columns', () => {
  const column = (name: string, who: string, price: string, items: string[]) =>
    `<div><div><div><p><span>${name}</span></p></div><div><p><span>${who}</span></p></div><div><p><span>${price}</span></p><p>per month + GST</p></div><div><ul>${items.map((i) => `<li><p><span>${i}</span></p></li>`).join('')}</ul></div><div><a href="/contact/"><span>Get started</span></a></div></div></div>`;
  const bookkeeper = site('http://ledgerline.test', 'Ledgerline Bookkeeping', [
    [
      '/',
      'Ledgerline | Bookkeeping for sole traders in Geelong',
      'Fixed-fee bookkeeping for sole traders in Geelong.',
      '<h1>Bookkeeping for sole traders</h1><h2>BAS &amp; GST</h2><p>We prepare and lodge your quarterly BAS through the tax agent portal and check your GST coding before it goes.</p><h2>Payroll &amp; super</h2><p>Single Touch Payroll, payslips and super through a clearing house for your first employees.</p>',
    ],
    [
      '/packages/',
      'Packages | Ledgerline',
      'Three fixed-fee packages.',
      `<h1>Packages &amp; Pricing</h1><section><div>${column('Sole Trader Essentials', 'For sole traders not registered for GST', '$89', ['Quarterly review of your bookkeeping', 'PAYG instalment advice', 'Deduction checklist'])}${column('BAS Ready', 'For GST-registered sole traders', '$165', ['Everything in Essentials, plus:', 'Quarterly BAS prepared and lodged', 'Mid-year check-in call'])}</div></section>`,
    ],
  ]);
  const facts = bookkeeper.facts!;

  it('names a column by its first line, not the line saying who it is for', () => {
    const names = facts.offerings.filter((o) => o.prices.length > 0).map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining([expect.stringMatching(/^Sole Trader Essentials/), expect.stringMatching(/^BAS Ready/)]));
    expect(names.join(' | ')).not.toMatch(/^For |\| For /);
  });

  it('takes what a package includes for part of it, never an offering', () => {
    expect(facts.offerings.map((o) => o.name)).not.toEqual(expect.arrayContaining(['PAYG instalment advice', 'Mid-year check-in call']));
  });

  it('explains two things joined without asking "What is" of them', () => {
    const titles = plans(bookkeeper).map((p) => p.title).join(' | ');
    expect(titles).not.toMatch(/What (?:Is|Are) (?:a )?(?:Payroll|BAS)/);
  });
});

describe('a tree surgeon’s service pages priced in prose', () => {
  const arborist = site('http://laurel.test', 'Laurel Branch Tree Care', [
    ['/', 'Laurel Branch Tree Care | Asheville, NC', 'Tree removal, pruning and stump grinding in Asheville, NC.', '<h1>Tree work done right in Asheville</h1><h2>24/7 emergency service</h2><p>Tree on the house, the car or across the driveway? Call us day or night. We will get it safe first.</p>'],
    [
      '/services/tree-removal/',
      'Tree Removal | Laurel Branch',
      'Tree removal in Asheville.',
      '<h1>Tree Removal in Asheville</h1><p>Dead, dying or leaning trees taken down safely by climbers or crane.</p><h2>What does it cost?</h2><p>Small ornamental trees under 25 feet start from $450. Large oaks near the house are priced after a visit.</p><p>If your HOA needs a written arborist report, we can provide one from $175.</p>',
    ],
    ['/services/tree-pruning/', 'Tree Pruning | Laurel Branch', 'Tree pruning.', '<h1>Tree Pruning</h1><p><strong>Structural pruning</strong> — For young and medium-aged trees. Small cuts now set up a strong leader.</p><p>Pruning a single mature shade tree usually starts from $375.</p>'],
  ]);
  const facts = arborist.facts!;
  const offering = (name: string) => facts.offerings.find((o) => o.name === name);

  it('names a service page’s work without the place in its headline', () => {
    expect(offering('Tree Removal')).toBeDefined();
    expect(facts.offerings.some((o) => /in Asheville/i.test(o.name))).toBe(false);
  });

  it('prices the work from a sentence about it on its own page, not from another thing sold there', () => {
    expect(offering('Tree Removal')?.prices.map((p) => p.amount)).toEqual([450]);
    expect(offering('Tree Pruning')?.prices.map((p) => p.amount)).toEqual([375]);
  });

  it('takes no trees for an audience, and no question for a how-to’s rule', () => {
    expect(facts.audiences.map((a) => a.text).join(' | ')).not.toMatch(/trees/);
    expect(plans(arborist).map((p) => p.title).join(' | ')).not.toMatch(/Tree on the House/i);
  });
});

describe('a one-page mobile valeter', () => {
  const card = (price: string, name: string, text: string) => `<div class="svc"><b class="price">${price}</b><strong>${name}</strong><p>${text}</p></div>`;
  const valet = site('http://bayvalet.test', 'Bay Mobile Valet', [
    [
      '/',
      'Bay Mobile Valet - Tauranga',
      '',
      `<h1>Bay Mobile Valet</h1><p>We come to you. Home, work or the beach carpark.</p>
${card('$49', 'Express Wash &amp; Vac', 'Hand wash, wheels and tyres, windows inside and out, quick vacuum. About 45 mins.')}
${card('$139', 'Interior Valet', 'Full vacuum, seats shampooed or leather cleaned, dash and door trims, pet hair and sand removal.')}
${card('$249', 'Full Valet', 'The lot: interior valet plus a hand wash, clay bar and a hand-applied wax.')}
<h2>Areas</h2><p>Tauranga, Mount Maunganui, Papamoa, Bethlehem and Te Puke. Further out? Flick me a text.</p>`,
    ],
  ]);
  const facts = valet.facts!;

  it('reads "Express Wash & Vac" as a name, a service like the cards beside it', () => {
    expect(facts.offerings.find((o) => o.name === 'Express Wash & Vac')?.kind).toBe('service');
  });

  it('takes the list under "Areas" for the places it works', () => {
    expect(facts.locations.map((l) => l.text)).toEqual(expect.arrayContaining(['Tauranga', 'Mount Maunganui', 'Papamoa']));
  });

  it('prices a joined name without a verb to agree, and names its trade from its own name', () => {
    const all = plans(valet);
    expect(all.map((p) => p.title).join(' | ')).not.toMatch(/How Much Do(?:es)? Express/);
    expect(all.find((p) => p.intent === 'local')?.keyphrase).toBe('mobile valet');
  });
});

describe('a studio’s passes and terms', () => {
  const studio = site('http://flow.test', 'The Flow Room', [
    ['/', 'The Flow Room | Yoga in Kendal', 'Small yoga studio in the centre of Kendal.', '<h1>Yoga in Kendal</h1><p>Hatha, yin and pregnancy yoga. Yoga classes for total beginners every week in Kendal.</p>'],
    [
      '/prices/',
      'Prices | The Flow Room',
      'Passes and memberships.',
      `<h1>Prices</h1><h2>Class passes</h2><ul><li>5 mat classes — £60 (valid 2 months)</li><li>10 mat classes — £110 (valid 4 months)</li></ul>
<h2>Concessions</h2><p>Students and over-65s get 20% off drop-ins and class passes. A concession drop-in is £9.</p>
<h2>Booking &amp; cancelling</h2><p>Book through the app or online. Cancel more than 12 hours before. Arrive ten minutes early for your first class.</p>`,
    ],
  ]);
  const all = plans(studio);

  it('takes a number of classes bought at once for a pass', () => {
    expect(studio.facts!.offerings.filter((o) => /mat classes/.test(o.name)).map((o) => o.kind)).toEqual(['plan', 'plan']);
  });

  it('asks nothing of booking terms or concessions, and finds a practice by its classes', () => {
    const titles = all.map((p) => p.title).join(' | ');
    expect(titles).not.toMatch(/Booking & Cancelling|Concessions/i);
    // Premises are found, not got: "Choosing a Yoga Studio …", never "Where to Get a Yoga Studio".
    expect(all.filter((p) => p.intent === 'local').map((p) => p.title).join(' | ')).not.toMatch(/Where to Get (?:an? )?Yoga(?! Classes)/);
  });
});

describe('a studio’s intro offer, membership and passes', () => {
  const studio = site('http://flowpasses.test', 'The Flow Room', [
    ['/', 'The Flow Room | Yoga in Kendal', 'Small yoga studio in Kendal.', '<h1>Yoga in Kendal</h1><p>Hatha, yin and pregnancy yoga. Yoga classes for total beginners every week in Kendal.</p>'],
    [
      '/prices/',
      'Prices | The Flow Room',
      'Passes and memberships.',
      `<h1>Prices</h1><div class="card"><h3>Intro offer</h3><p>3 mat classes in your first 14 days, new students only.</p><span>£25</span></div><div class="card"><h3>Memberships</h3><p>Unlimited mat classes, by Direct Debit.</p><span>£79 a month</span></div>
<h2>Class passes</h2><ul><li>5 mat classes — £60 (valid 2 months)</li><li>10 mat classes — £110 (valid 4 months)</li></ul>`,
    ],
  ]);

  it('weighs a pass against a membership, never the intro offer new students get once', () => {
    const compared = plans(studio).filter((p) => p.intent === 'comparison').map((p) => p.title);
    expect(compared).toContain('5 Mat Classes vs. Memberships: £60 or £79 a Month?');
    expect(compared.join(' | ')).not.toMatch(/Intro/i);
  });
});

describe('a question naming its page’s offering by its head noun', () => {
  const fitter = site('http://fit.test', 'Dunmere Bike Fit', [
    ['/', 'Dunmere Bike Fit | Bike fitting in Dunmere', 'Bike fitting in Dunmere.', '<h1>Bike fitting in Dunmere</h1><p>We fit the bike to your body, not the other way around.</p>'],
    [
      '/road-fit/',
      'Road Fit | Dunmere Bike Fit',
      'The Road Fit for road and gravel riders.',
      '<h1>Road Fit</h1><p>The Road Fit is a three-hour session for road and gravel riders, with saddle, cleats and reach set on the jig. It costs $275.</p><h2>How long does a fit last?</h2><p>Come back if you change bikes, shoes or saddle, or after an injury.</p>',
    ],
  ]);

  it('names the offering or trade whole in the title ("How Long Does a Road Fit Last?"), never tacks it on ("… Last for Road Fit?")', () => {
    const titles = plans(fitter).map((p) => p.title);
    expect(titles.join(' | ')).not.toMatch(/Last for Road Fit/i);
    const asked = titles.find((t) => /^How Long Does/i.test(t));
    expect(asked).toMatch(/^How Long Does an? (?:Road Fit|Bike Fitting) Last\?$/i);
  });
});

describe('the order a site puts its work forward', () => {
  it('is its description’s, whatever order its price table lists rates in', () => {
    const trees = site('http://kaimai.test', 'Kaimai Tree & Garden', [
      ['/', 'Kaimai Tree & Garden | Arborists in Tauranga', 'Qualified arborists in Tauranga. Tree removal, pruning, hedge trimming and stump grinding. Free quotes.', '<h1>Arborists in Tauranga</h1><p>Qualified arborists for homes and landlords.</p>'],
      ['/prices/', 'Prices | Kaimai Tree & Garden', 'Our prices.', '<h1>Prices</h1><table><tr><th>Job</th><th>Price</th></tr><tr><td>Stump grinding</td><td>from $120</td></tr><tr><td>Hedge trimming</td><td>from $180</td></tr><tr><td>Tree removal</td><td>from $350</td></tr></table>'],
    ]);
    const costs = topicCandidates(trees.facts!).filter((c) => c.plan.intent === 'cost');
    const best = (name: RegExp) => Math.max(...costs.filter((c) => name.test(c.plan.keyphrase)).map((c) => c.score));
    expect(best(/tree removal/i)).toBeGreaterThan(best(/stump grinding/i));
  });
});

describe('a price range said in prose', () => {
  it('titles "between £90 and £180" as "£90–£180"', () => {
    const source = { url: 'http://harker.test/services/', passage: 'Removing a nest usually costs between £90 and £180.' };
    const nests: Offering = { name: 'Bird nests & blockages', kind: 'service', url: source.url, description: null, prices: [{ text: '£90 and £180', amount: 90, currency: 'GBP', unit: null, source }], specs: [], source };
    expect(priceShort(nests)).toBe('£90–£180');
  });
});

describe('the money question', () => {
  const trees = site('http://kaimai.test', 'Kaimai Tree & Garden', [
    ['/', 'Kaimai Tree & Garden | Arborists in Tauranga', 'Qualified arborists in Tauranga, Bay of Plenty.', '<h1>Tree removal and pruning in Tauranga</h1><p>Qualified arborists for homes across Tauranga and Te Puke. Tree removal, hedge trimming and stump grinding, with every job cleaned up before we leave.</p>'],
    [
      '/prices/',
      'Prices | Kaimai Tree & Garden',
      'Our prices.',
      '<h1>Prices</h1><table><tr><th>Job</th><th>Price</th></tr><tr><td>Tree removal</td><td>from $350</td></tr><tr><td>Hedge trimming</td><td>from $180</td></tr><tr><td>Stump grinding</td><td>from $120</td></tr><tr><td>Woodchip bag</td><td>$12 per item</td></tr></table>',
    ],
    ['/tree-removal/', 'Tree Removal | Kaimai Tree & Garden', 'Tree removal in Tauranga.', '<h1>Tree removal</h1><p>Tree removal starts from $350 for a small tree. We fell in sections where space is tight, and grind the stump on the same visit if you ask.</p>'],
    ['/hedge-trimming/', 'Hedge Trimming | Kaimai Tree & Garden', 'Hedge trimming in Tauranga.', '<h1>Hedge trimming</h1><p>Hedge trimming is from $180 for up to 20 metres under 2 metres high. We trim in late spring and again in autumn.</p>'],
  ]);

  it('is asked as a searcher asks it, in the town where the work is done, once in a list', () => {
    const titles = offlinePlans(trees).plans.map((p) => p.title);
    expect(titles).toContain('How Much Does Tree Removal Cost in Tauranga?');
    expect(titles.filter((t) => /^How Much (?:Does|Do) .+ Cost\b/.test(t))).toHaveLength(1);
  });

  it('names no town for a subscription sent by post', () => {
    const source = { url: 'http://kaimai.test/club/', passage: 'The mulch club is $20 per month: a bag of composted woodchip delivered to your gate on the first Monday.' };
    const club: Offering = { name: 'Mulch club', kind: 'service', url: source.url, description: source.passage, prices: [{ text: '$20 per month', amount: 20, currency: 'NZD', unit: 'per month', source }], specs: [], source };
    const facts = { ...trees.facts!, offerings: [...trees.facts!.offerings, club], passages: [...trees.facts!.passages, { id: 'club', url: source.url, heading: 'Mulch club', kind: 'paragraph' as const, text: source.passage, items: [] }] };
    const asked = topicCandidates(facts).filter((c) => /^How Much Does a Mulch Club Cost/.test(c.plan.title)).map((c) => c.plan.title);
    expect(asked).toEqual(['How Much Does a Mulch Club Cost?']);
  });

  it('writes a unit after "a" or "an" as English does: "$12 an Item"', () => {
    const bag: Offering = { name: 'Woodchip bag', kind: 'product', url: 'http://kaimai.test/prices/', description: null, prices: [{ text: '$12 per item', amount: 12, currency: 'NZD', unit: 'per item', source: { url: 'http://kaimai.test/prices/', passage: 'Woodchip bag | $12 per item' } }], specs: [], source: { url: 'http://kaimai.test/prices/', passage: 'Woodchip bag | $12 per item' } };
    expect(priceShort(bag)).toBe('$12 an item');
    // "User" starts with a consonant's sound: "a user".
    expect(priceShort({ ...bag, prices: [{ ...bag.prices[0]!, text: '$12 per user' }] })).toBe('$12 a user');
  });
});

describe('a customer’s price question about a word the tagger cannot chunk', () => {
  it('asks about what the question and its answer name ("ortho-k"), never the trade ("… Cost for Optometrists?")', () => {
    const eyes = site('http://harbour.test', 'Harbourside Eyecare', [
      ['/', 'Harbourside Eyecare | Optometrists in Port Macquarie', 'Optometrists in Port Macquarie.', '<h1>Optometrists in Port Macquarie</h1><p>Eye examinations, contact lenses and myopia control for children.</p>'],
      ['/faq/', 'FAQ | Harbourside Eyecare', 'Questions.', '<h1>FAQ</h1><h3>How much does ortho-k cost?</h3><p>Our ortho-k program is $1,950 for both eyes, including lenses and all appointments for the first twelve months.</p><h3>How long does an eye test take?</h3><p>Allow 45 minutes.</p>'],
    ]);
    const asked = plans(eyes).filter((p) => /ortho-k/i.test(p.title));
    expect(asked.map((p) => [p.title, p.keyphrase])).toContainEqual(['How Much Does Ortho-K Cost?', expect.stringMatching(/^ortho-k\b/)]);
    expect(plans(eyes).map((p) => p.title).join(' | ')).not.toMatch(/for Optometrists/i);
  });
});

describe('a software site built on Webflow’s client-first classes', () => {
  const card = (name: string, price: string) =>
    `<div class="pricing_plan"><div class="heading-style-h6">${name}</div><div class="text-size-small">For breweries</div><div class="pricing_price"><span class="pricing_currency">$</span><span class="heading-style-h1">${price}</span><span class="heading-style-h4">/mo</span></div><div class="text-size-tiny">CAD per month, billed monthly</div><div class="pricing_feature"><p>Unlimited SKUs</p></div><div class="pricing_feature"><p>Batch logs</p></div></div>`;
  const saas = site('http://tap.test', 'Tapwise', [
    ['/', 'Tapwise | Brewery Inventory & Keg Tracking Software', 'Inventory, production, packaging and keg tracking software for craft breweries and cideries.', '<h1>Know what is in your brewery</h1><div class="card"><h3>Raw materials</h3><p>Track malt, hops and yeast by lot, with reorder points.</p></div><div class="card"><h3>Batches &amp; tanks</h3><p>Brew logs, gravity readings and a live tank board.</p></div>'],
    ['/pricing.html', 'Pricing | Tapwise', 'Plans for every brewhouse.', `<h1>Pricing</h1><div class="w-layout-grid pricing_plans">${card('Starter', '119')}${card('Growth', '249')}</div>`],
  ]);

  it('names each plan by its heading-styled name, never by a piece of its price ("/mo")', () => {
    const names = saas.facts!.offerings.filter((o) => o.kind === 'plan').map((o) => o.name);
    expect(names).toEqual(expect.arrayContaining(['Starter plan', 'Growth plan']));
    expect(names.join(' | ')).not.toMatch(/\/mo|\b119\b/);
  });
});

describe('a question going on from the heading before it', () => {
  it('is no topic: "What About Rain and Frost?" asks nothing a searcher types', () => {
    const cleaner = site('http://clear.test', 'Clearline', [
      ['/', 'Clearline | Window Cleaning in Cheltenham', 'Window cleaning in Cheltenham.', '<h1>Window cleaning in Cheltenham</h1><p>Pure-water window cleaning every four or eight weeks.</p>'],
      ['/window-cleaning/', 'Window Cleaning | Clearline', 'Window cleaning.', '<h1>Window cleaning</h1><h2>Do you clean in the rain?</h2><p>Yes, in light to moderate rain. Pure water dries spot-free even if it rains afterwards.</p><h2>What about rain and frost?</h2><p>We stop in high winds, thunderstorms and when it is below 1°C.</p>'],
    ]);
    const titles = offlinePlans(cleaner).plans.map((p) => p.title);
    expect(titles.filter((t) => /^What About/i.test(t))).toEqual([]);
    expect(checkShape('What About Rain and Frost?', true)).toMatchObject({ ok: false, reason: 'fragment' });
  });
});
