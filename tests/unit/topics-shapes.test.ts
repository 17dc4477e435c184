import { describe, expect, it } from 'vitest';
import { analyseSite } from '../../src/server/analysis/analyse-site';
import { extractPage } from '../../src/server/analysis/extract-page';
import { offlinePlans, selectTopics } from '../../src/server/analysis/offline-topics';
import { isAddOn, shortListNote } from '../../src/server/analysis/site-facts/summary';
import { isAreaCost, priceShort, topicCandidates, withArticle, withSubject } from '../../src/server/analysis/topics/candidates';
import { materialWords, THIN_MATERIAL } from '../../src/server/analysis/topics/material';
import type { Offering, SiteFacts, TopicPlan } from '../../src/shared/site-facts';
import type { SiteAnalysis } from '../../src/shared/site-analysis';
import { detectIntent } from '../../src/server/analysis/topics/intent';
import { checkDistinct, validateTopic } from '../../src/server/analysis/topics/validator';

/**
 * Shapes of small-business sites the engine was not tuned on, each on a hand-made site: FAQ pages
 * written as question headings, a main offering priced by a size table, symptom headings on an
 * advice page, shops and one-page sites.
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

describe('an FAQ page written as question headings, each over its paragraph', () => {
  const films = site('http://films.test', 'Fernery Window Films', [
    ['/', 'Fernery Window Films | Window film in Carlow', 'Solar and privacy window film fitted in Carlow.', '<h1>Window film fitting</h1><p>We fit solar control film and privacy film to homes and offices.</p>'],
    [
      '/faq/',
      'FAQ | Fernery Window Films',
      'Questions about window film.',
      `<h1>FAQ</h1>
<div class="faq"><h4>1. How long does window film last?</h4><p>Fitted film lasts 10 to 15 years indoors.</p></div>
<div class="faq"><h4>2. Can privacy film be removed?</h4><p>Yes, with steam and a scraper, leaving no residue.</p></div>
<div class="faq"><h4>Does solar control film darken a room?</h4><p>Only slightly; most films let through over half of the visible light.</p></div>`,
    ],
  ]);

  it('reads each as a question with its answer, numbered or not', () => {
    expect(films.facts!.questions.map((q) => [q.question, q.answer])).toEqual([
      ['How long does window film last?', 'Fitted film lasts 10 to 15 years indoors.'],
      ['Can privacy film be removed?', 'Yes, with steam and a scraper, leaving no residue.'],
      ['Does solar control film darken a room?', 'Only slightly; most films let through over half of the visible light.'],
    ]);
  });

  it('counts them as customer questions the pages answer', () => {
    const { analysisSummary } = offlinePlans(films);
    expect(analysisSummary).toContain('Its pages answer 3 customer questions in question-and-answer form.');
    expect(analysisSummary).not.toContain('has no questions and answers');
  });
});

describe('the main offering, priced by a size table, before minor ones', () => {
  const storage = site('http://cratehouse.test', 'Cratehouse Storage', [
    [
      '/',
      'Cratehouse Storage | Self storage in Arlow',
      'Self storage units in Arlow for households and small businesses.',
      `<h1>Self storage in Arlow</h1><p>Cratehouse Storage rents secure self storage units on flexible weekly terms.</p>
<h2>Lockers</h2><p>Our most popular choice: heated lockers from 15 to 120 sq ft, open seven days a week.</p>
<h2>Vehicle bays</h2><p>Covered parking for a car, van or caravan. £30 a week.</p>
<h2>Packing supplies</h2><p>Double-wall boxes, tape and bubble wrap at the front desk. Boxes from £2.50.</p>`,
    ],
    [
      '/prices/',
      'Prices | Cratehouse Storage',
      'Locker sizes and weekly prices.',
      `<h1>Prices</h1>
<h2>Lockers</h2>
<table><tr><th>Size</th><th>What it holds</th><th>Price per week</th></tr>
<tr><td>15 sq ft</td><td>About 10 boxes</td><td>£9</td></tr>
<tr><td>40 sq ft</td><td>A one-bedroom flat</td><td>£21</td></tr>
<tr><td>80 sq ft</td><td>A two-bedroom house</td><td>£35</td></tr>
<tr><td>120 sq ft</td><td>A four-bedroom house</td><td>£48</td></tr></table>
<h2>Vehicle bays</h2><p>Covered bays for a car, van or caravan, £30 a week.</p>
<h2>Goods cover</h2><p>Cover for stored goods at £1.20 a week per £1,000 of value.</p>
<h2>Second locker, same visit</h2><p>Take a second locker on the same visit for £5 a week.</p>`,
    ],
  ]);
  const { plans, analysisSummary } = offlinePlans(storage);

  it('gives the offering a size table prices a cost topic by size, and the size guide the table answers', () => {
    expect(plans.map((p) => p.title)).toEqual(expect.arrayContaining(['Locker Prices by Size: £9–£48', 'What Size Locker Do I Need?']));
    expect(plans.findIndex((p) => p.keyphrase === 'Lockers')).toBe(0);
  });

  it('takes no menu label joined to a page word ("Units & prices") for an offering', () => {
    const html = (title: string, body: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>${title} | Keepsafe</title><meta name="description" content="${title}."></head><body><header><nav><a href="/">Home</a> <a href="/units/">Units &amp; prices</a></nav></header><main>${body}</main></body></html>`;
    const menu = analyseSite(
      [
        extractPage(html('Self storage in Alnwick', '<h1>Self storage in Alnwick</h1><p>Clean lockers by the week.</p>'), 'http://menu.test/'),
        extractPage(html('Units and prices', '<h1>Units and prices</h1><h2>Lockers</h2><p>Lockers from 10 to 100 sq ft, from £8 a week.</p><h2>Parking bays</h2><p>Covered bays, £30 a week.</p>'), 'http://menu.test/units/'),
      ],
      'http://menu.test/',
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(menu.facts!.offerings.map((o) => o.name)).not.toContain('Units & prices');
  });

  it('makes no subject of cover priced per value, a discount on a second booking or sundries, nor a starting price', () => {
    const offering = (name: string, description: string): Offering => ({ name, kind: 'service', url: 'http://x.test/', description, prices: [], specs: [], source: { url: 'http://x.test/', passage: name } });
    expect(isAddOn(offering('Goods cover', 'Cover for stored goods at £1.20 a week per £1,000 of value.'))).toBe(true);
    expect(isAddOn(offering('Second locker, same visit', 'Take a second locker on the same visit for £5 a week.'))).toBe(true);
    expect(isAddOn(offering('Packing supplies', 'Double-wall boxes, tape and bubble wrap at the front desk.'))).toBe(true);
    expect(isAddOn(offering('Vehicle bays', 'Covered parking for a car, van or caravan. £30 a week.'))).toBe(false);
    expect(plans.filter((p) => /cover|second|supplies/i.test(p.keyphrase))).toEqual([]);
    expect(analysisSummary).toContain('starting at £9');
  });
});

describe('every offering gets one topic, of any intent, before any gets a second', () => {
  const school = site('http://hablamos.test', 'Hablamos', [
    ['/', 'Hablamos | Spanish classes in Tenby', 'Spanish courses for adults in Tenby.', '<h1>Learn Spanish in Tenby</h1><p>Group and one-to-one Spanish teaching for adults.</p>'],
    [
      '/courses/',
      'Courses | Hablamos',
      'Spanish courses and prices.',
      `<h1>Courses</h1>
<h2>Evening group course</h2><p>Ten weekly evening classes of two hours in groups of up to eight, with a textbook. £240 for the term.</p>
<h2>Intensive summer course</h2><p>Five mornings a week for two weeks, for learners who want to move up a level quickly. £380.</p>
<h2>Private lessons</h2><p>One-to-one lessons at the school or online, planned around your goals. £40 an hour.</p>
<h2>Grammar workshop</h2><p>A Saturday morning on one grammar point, with exercises to take home. £25.</p>`,
    ],
  ]);
  const { plans } = offlinePlans(school);

  it('takes a third cost topic for a priced course that has none before a second topic on another', () => {
    const subjects = ['Evening group course', 'Intensive summer course', 'Private lessons', 'Grammar workshop'];
    expect(subjects.map((s) => plans.some((p) => p.keyphrase === s))).toEqual([true, true, true, true]);
  });
});

describe('cost frames by the kind of offering', () => {
  const plants = site('http://fernpot.test', 'Fernpot', [
    ['/', 'Fernpot | Plant care in Leeds', 'Office plant care and potted plants in Leeds.', '<h1>Plant care for offices</h1><p>Fernpot looks after office plants and supplies new ones.</p>'],
    [
      '/services/',
      'Services | Fernpot',
      'Plant care visits and plants.',
      `<h1>Services</h1>
<h2>Watering visit – £35</h2><p>Watering, feeding and leaf cleaning for up to twenty plants.</p>
<h2>Weeping fig – £38</h2><p>A tall, leafy tree for a bright corner.</p>
<h2>Parlour palm – £26</h2><p>A slow-growing palm for low light.</p>
<h2>Snake plant – £22</h2><p>Upright leaves that cope with dry air.</p>`,
    ],
  ]);

  it('never asks what a plant’s price covers or includes; that is asked of work', () => {
    const costs = topicCandidates(plants.facts!).filter((c) => c.plan.intent === 'cost').map((c) => c.plan);
    expect(costs.filter((p) => /covers|included/i.test(p.title) && !/watering/i.test(p.keyphrase))).toEqual([]);
  });
});

describe('symptom headings on an advice page', () => {
  const damp = site('http://drywell.test', 'Drywell Damp Care', [
    ['/', 'Drywell Damp Care | Damp proofing in Kelso', 'Damp surveys and damp proofing in Kelso.', '<h1>Damp proofing in Kelso</h1><p>We survey and treat damp in homes.</p>'],
    [
      '/advice/',
      'Damp advice | Drywell Damp Care',
      'Common damp problems and what to do.',
      `<h1>Damp advice</h1>
<h2>Condensation on windows</h2><p>Beads of water on the glass are usually caused by warm, wet air meeting a cold pane. Open a window after cooking and wipe the glass each morning.</p>
<h2>Peeling wallpaper</h2><p>Wallpaper that lifts at the skirting is often a sign of rising damp. Check the damp-proof course outside before you repaper.</p>
<h2>White crystals</h2><p>White salts on plaster mean water has carried minerals through the wall. Brush them off dry and find where the water gets in.</p>`,
    ],
  ]);
  const titles = topicCandidates(damp.facts!).map((c) => c.plan);

  it('asks why each happens, in the site’s words, as a problem topic', () => {
    const problems = titles.filter((p) => p.intent === 'problem').map((p) => [p.title, p.keyphrase]);
    expect(problems).toEqual(
      expect.arrayContaining([
        ['What Causes Condensation on Windows?', 'condensation on windows'],
        ['Why Is My Wallpaper Peeling?', 'peeling wallpaper'],
        ['What Causes White Crystals?', 'white crystals'],
      ]),
    );
  });

  it('never reads a symptom heading as something sold', () => {
    expect(damp.facts!.offerings.filter((o) => /wallpaper|crystals|condensation/i.test(o.name))).toEqual([]);
  });

  it('asks after a part of the customer’s own thing that changed colour, with what the page is about', () => {
    const plants = site('http://fernroom.test', 'Fernroom', [
      ['/', 'Fernroom | Houseplants in Ayr', 'Houseplants and pots in Ayr.', '<h1>Houseplants</h1><p>We sell houseplants and pots.</p>'],
      [
        '/care/',
        'Houseplant care | Fernroom',
        'Keeping houseplants well.',
        `<h1>Houseplant care</h1>
<h2>Yellow leaves</h2><p>Yellow lower leaves usually mean too much water. Let the top of the soil dry out before you water again.</p>
<h2>Brown tips</h2><p>Crisp brown tips are a sign of dry air. Mist the leaves or stand the pot on wet pebbles.</p>`,
      ],
    ]);
    expect(topicCandidates(plants.facts!).map((c) => c.plan.title)).toEqual(
      expect.arrayContaining(['Why Are My Houseplant Leaves Turning Yellow?', 'Why Are My Houseplant Tips Turning Brown?']),
    );
  });
});

describe('the local topic', () => {
  const boxes = site('http://boxcrate.test', 'Boxcrate', [
    [
      '/',
      'Boxcrate | Container storage across Scotland',
      'Dry container storage across Scotland, delivered to your door and collected when you are ready.',
      `<h1>Container storage</h1><p>We bring a storage container to your door, you fill it, and we keep it in our yard.</p>`,
    ],
    [
      '/services/',
      'Services | Boxcrate',
      'Container storage services and prices.',
      `<h1>Services</h1>
<h2>Container delivery – £45</h2><p>We deliver an empty container to your driveway and collect it once loaded.</p>
<h2>Container collection – £45</h2><p>We collect a loaded container and take it to our yard.</p>`,
    ],
  ]);
  const local = offlinePlans(boxes).plans.find((p) => p.intent === 'local');

  it('is "in" or "across" a region, never near it, and leaves out the copy’s opinion of the trade', () => {
    expect(local?.keyphrase).toBe('container storage');
    expect(local?.title).toMatch(/\b(?:in|Across) Scotland\b/);
    expect(local?.title).not.toMatch(/\bNear\b|\bDry\b/);
  });
});

describe('the summary', () => {
  it('says what kind of goods a shop sells, in a full sentence past a name ending "Co."', () => {
    const shop = site('http://moss.test', 'Moss & Co.', [
      ['/', 'Moss & Co. | Hand-thrown stoneware mugs', 'Hand-thrown stoneware mugs and bowls, glazed in our Frome studio.', '<h1>Stoneware, thrown by hand</h1><p>Every mug is thrown and glazed in Frome.</p>'],
      [
        '/shop/',
        'Shop | Moss & Co.',
        'All our stoneware.',
        `<h1>Shop</h1>
<div class="card"><h3>Tidepool Mug</h3><p>A 300ml mug in a blue-green glaze.</p><span>£28</span></div>
<div class="card"><h3>Oatfield Bowl</h3><p>A deep cereal bowl in oatmeal glaze.</p><span>£24</span></div>`,
      ],
    ]);
    const { analysisSummary } = offlinePlans(shop);
    expect(analysisSummary).toMatch(/^Moss & Co\. sells hand-thrown stoneware mugs\b[^.]*\. It states prices/);
  });

  it('keeps the capital of a proper adjective the site writes mid-sentence ("Japanese")', () => {
    const knives = site('http://hamon.test', 'Hamon', [
      ['/', 'Hamon | Knife shop', 'Japanese kitchen knives and whetstones from a small shop in Leek.', '<h1>Kitchen knives</h1><p>We sharpen every Japanese blade before it ships.</p>'],
      [
        '/shop/',
        'Shop | Hamon',
        'All knives.',
        `<h1>Shop</h1><div class="card"><h3>Kaze 210mm Gyuto</h3><p>A chef's knife.</p><span>£149</span></div><div class="card"><h3>Kaze 165mm Santoku</h3><p>An all-rounder.</p><span>£119</span></div>`,
      ],
    ]);
    expect(knives.summary).toMatch(/^Hamon sells Japanese kitchen knives\b/);
  });

  it('keeps both of coordinated modifiers and the capital of a letter before a hyphen ("GCSE and A-level"), and takes no audience from "for twenty years" or from what goods are safe for', () => {
    const tutor = site('http://tutor.test', 'Dr Ruth Amos', [
      [
        '/',
        'Maths tutor in Hexham | Dr Ruth Amos',
        'One-to-one GCSE and A-level maths tutoring in Hexham and online.',
        '<h1>Maths tutoring in Hexham</h1><p>I have taught maths for twenty years, with past papers and weekly homework.</p>',
      ],
    ]);
    expect(tutor.summary).toBe('Dr Ruth Amos offers GCSE and A-level maths tutoring in Hexham.');
    const plants = site('http://pots.test', 'Potting Shed', [
      ['/', 'Potting Shed | Houseplants in Ayr', 'Houseplants in Ayr.', '<h1>Houseplants</h1><p>Our spider plants are safe for cats and dogs, and easy for beginners.</p>'],
    ]);
    expect(plants.facts!.audiences).toEqual([]);
  });
});

describe('a one-page site that prices its work in prose', () => {
  const tutor = site('http://amos.test', 'Ruth Amos', [
    [
      '/',
      'Maths tutor in Hexham | Ruth Amos',
      'GCSE and A-level maths tutoring in Hexham and online.',
      '<h1>Maths tutoring in Hexham</h1><p>Lessons are £40 an hour at my home in Hexham; £35 an hour online.</p>',
    ],
  ]);

  it('prices the work it describes, each way of having it as a tier, and asks its cost as a range', () => {
    const [work] = tutor.facts!.offerings;
    expect(work?.prices.map((p) => [p.text, p.variant])).toEqual([
      ['£40 an hour', undefined],
      ['£35 an hour', 'online'],
    ]);
    expect(offlinePlans(tutor).plans.find((p) => p.intent === 'cost')?.title).toContain('£35–£40 an Hour');
  });
});

describe('purchase options named in the plural', () => {
  const studio = site('http://stillpoint.test', 'Stillpoint Pilates', [
    ['/', 'Stillpoint Pilates | Pilates in Ludlow', 'Mat and reformer Pilates classes in Ludlow.', '<h1>Pilates in Ludlow</h1><p>Small mat and reformer classes for all levels.</p>'],
    [
      '/prices/',
      'Prices | Stillpoint Pilates',
      'How to pay for classes.',
      `<h1>Prices</h1>
<h2>Drop-in classes</h2><p>Pay as you go, £14 a class.</p>
<h2>Class passes</h2><p>Ten classes to use within three months, £120.</p>
<h2>Memberships</h2><p>Unlimited mat classes for a term of twelve weeks, £240.</p>`,
    ],
  ]);

  it('are plans, never explained as an activity ("What Are Memberships?")', () => {
    expect(studio.facts!.offerings.find((o) => o.name === 'Memberships')?.kind).toBe('plan');
    expect(offlinePlans(studio).plans.filter((p) => p.intent === 'explainer' && /memberships|passes|drop-in/i.test(p.title))).toEqual([]);
  });
});

describe('one treatment named on several pages', () => {
  const page = (path: string, title: string, body: string): [string, string, string, string] => [path, `${title} | Larkfield Dental`, `${title} at Larkfield Dental.`, body];
  const dental = site('http://larkfield.test', 'Larkfield Dental', [
    ['/', 'Larkfield Dental | Dentist in Ripon', 'Private dentist in Ripon: check-ups, hygiene, Invisalign and whitening.', '<h1>Dentist in Ripon</h1><p>Check-ups, hygiene visits and straighter teeth with Invisalign.</p>'],
    page('/treatments/invisalign/', 'Invisalign clear aligners', '<h1>Invisalign clear aligners</h1><p>Clear, removable aligners that straighten teeth in six to eighteen months.</p><h2>Invisalign Lite – £2,300</h2><p>Up to 14 aligners for mild crowding.</p>'),
    page('/treatments/whitening/', 'Teeth whitening', '<h1>Teeth whitening</h1><p>Custom trays and gel to whiten your teeth at home over two weeks. £280.</p>'),
    page(
      '/fees/',
      'Fees',
      `<h1>Fees</h1><table><tr><th>Treatment</th><th>Fee</th></tr><tr><td>Hygiene appointment</td><td>£65</td></tr><tr><td>White filling</td><td>from £110</td></tr>
<tr><td>Invisalign Lite / Comprehensive</td><td>£2,300 / £3,700</td></tr><tr><td>Teeth whitening</td><td>£280</td></tr><tr><td>Porcelain crown</td><td>£560</td></tr><tr><td>Larkfield care plan</td><td>£15 a month</td></tr><tr><td>Root canal treatment</td><td>from £380</td></tr></table>`,
    ),
  ]);

  it('is one subject: a name the site only writes capitalised, leading two offerings, gets one topic, its price, not a one-line explainer', () => {
    const { plans } = offlinePlans(dental);
    expect(plans.filter((p) => /^invisalign\b/i.test(p.keyphrase)).map((p) => p.title)).toEqual([expect.stringMatching(/^Invisalign Lite \/ Comprehensive (?:Prices: |Price Guide \()£2,300–£3,700\)?$/)]);
  });

  it('asks the cost of tiers named in one label ("Invisalign Lite / Comprehensive") as the range they span', () => {
    const cost = topicCandidates(dental.facts!).find((c) => c.plan.intent === 'cost' && c.plan.keyphrase === 'Invisalign Lite / Comprehensive');
    expect(cost?.plan.title).toContain('£2,300–£3,700');
  });

  it('leads the summary with what has a page of its own, not with rows of the fee table; prices still start at the cheapest', () => {
    expect(dental.summary).toMatch(/^Larkfield Dental offers (?:teeth whitening, Invisalign clear aligners|Invisalign clear aligners, teeth whitening) and /);
    expect(offlinePlans(dental).analysisSummary).toContain('starting at £65');
  });
});

describe('the local topic in a country', () => {
  const fencing = site('http://postrail.test', 'Postrail Fencing', [
    ['/', 'Postrail Fencing | Garden fencing in Ireland', 'Garden fencing and gates fitted in Ireland.', '<h1>Garden fencing</h1><p>We fit garden fencing and gates.</p>'],
    [
      '/services/',
      'Services | Postrail Fencing',
      'Fencing services and prices.',
      `<h1>Services</h1>
<h2>Panel fencing – €65 per metre</h2><p>Treated panels on concrete posts, old fence removed.</p>
<h2>Gate fitting – €180</h2><p>A timber side gate hung on new posts.</p>`,
    ],
  ]);

  it('is in it, never near it', () => {
    const local = offlinePlans(fencing).plans.find((p) => p.intent === 'local' || isAreaCost(p));
    expect(local?.title).toMatch(/\b(?:in|Across) Ireland\b/);
    expect(local?.title).not.toMatch(/\bNear\b/);
  });
});

describe('the local topic of a firm named for its partners', () => {
  const firm = (description: string) =>
    site('http://quinn.test', 'Ashby Quinn Building Surveyors', [
      ['/', 'Ashby Quinn Building Surveyors', description, `<h1>Ashby Quinn Building Surveyors</h1><p>We survey homes across Leeds, Harrogate and Wakefield before you buy.</p>`],
      [
        '/services/',
        'Services | Ashby Quinn Building Surveyors',
        'Survey prices.',
        `<h1>Services</h1>
<h2>Level 2 survey – £495</h2><p>A condition report for conventional homes built after 1900, with photographs of every defect.</p>
<h2>Level 3 survey – £795</h2><p>A full building survey for older, altered or listed homes, with repair costs.</p>`,
      ],
      ['/team/', 'Team | Ashby Quinn Building Surveyors', 'Our surveyors.', '<h1>Team</h1><p>Ruth Quinn and Tom Ashby qualified as building surveyors in 2004.</p>'],
    ]);

  it('never keys the local topic on a partner’s surname ("Quinn building surveyors")', () => {
    const local = offlinePlans(firm('Chartered, independent and local.')).plans.find((p) => p.intent === 'local' || isAreaCost(p));
    expect(local?.keyphrase.toLowerCase()).not.toMatch(/quinn|ashby/);
  });

  it('reads the trade in a description ending in its town ("Building surveyors Leeds") without the town', () => {
    const local = offlinePlans(firm('Building Surveyors Leeds')).plans.find((p) => p.intent === 'local' || isAreaCost(p));
    expect(local?.keyphrase.toLowerCase()).toBe('building surveyors');
  });
});

describe('a fee table naming the court after a comma, and plural services', () => {
  const law = site('http://fees.test', 'Harbour Family Law', [
    ['/', 'Harbour Family Law | Family law in Cork', 'Family law advice in Cork.', '<h1>Family law in Cork</h1><p>We handle family law for couples across Cork.</p>'],
    [
      '/services/',
      'Fees | Harbour Family Law',
      'Our fixed fees.',
      `<h1>Fees</h1><table><tr><th>Service</th><th>Fixed fee</th></tr>
<tr><td>Consent divorce, Circuit Court</td><td>€2,950</td></tr>
<tr><td>Separation agreements</td><td>€1,950</td></tr>
<tr><td>Maintenance application</td><td>€950</td></tr>
<tr><td>Guardianship application</td><td>€1,100</td></tr></table>
<p>Every fixed fee is agreed in writing before we start.</p>`,
    ],
    [
      '/family-law/',
      'Family law services | Harbour Family Law',
      'What we do.',
      `<h1>Family law services</h1><h2>Consent divorce</h2><p>Where you both agree on everything, we prepare the papers and the court grants the decree at a short hearing.</p>
<h2>Separation agreements</h2><p>A separation agreement is a binding contract between spouses that deals with the family home, maintenance and the children.</p>`,
    ],
    [
      '/faq/',
      'FAQ | Harbour Family Law',
      'Questions clients ask.',
      `<h1>FAQ</h1><h3>Do we both need solicitors?</h3><p>Yes, each spouse should have independent legal advice for the agreement to stand.</p>
<h3>Is a prenuptial agreement binding in Ireland?</h3><p>Not automatically, but the court takes a fair agreement into account.</p>`,
    ],
  ]);

  it('names the work before the court, in the keyphrase and the summary ("consent divorce")', () => {
    const { plans, analysisSummary } = offlinePlans(law);
    expect(plans.map((p) => p.keyphrase)).toContain('Consent divorce');
    expect(plans.map((p) => p.keyphrase)).not.toContain('Consent divorce, Circuit Court');
    expect(analysisSummary).toMatch(/consent divorce/i);
    expect(analysisSummary).not.toContain('Circuit Court');
  });

  it('asks a plural service’s cost in its town with a plural verb ("How Much Do Separation Agreements Cost in Cork?")', () => {
    const titles = topicCandidates(law.facts!).map((c) => c.plan.title);
    expect(titles).toContain('How Much Do Separation Agreements Cost in Cork?');
    expect(titles.some((t) => /Does (?:a )?Separation Agreements|Agreements Costs\b/i.test(t))).toBe(false);
  });
});

describe('a software site that says what it is not, and where it writes its name in lower case', () => {
  const ld = JSON.stringify({ '@context': 'https://schema.org', '@type': 'SoftwareApplication', name: 'Tallybox', offers: { '@type': 'AggregateOffer', lowPrice: '39', priceCurrency: 'USD' } });
  const app = site('http://tallybox.test', 'Tallybox', [
    ['/', 'Tallybox | Appointment reminders for clinics', 'SMS and email appointment reminders for dental and therapy clinics.', `<script type="application/ld+json">${ld}</script><h1>Appointment reminders for clinics</h1><p>Write to hello@tallybox.com or log in at app.tallybox.com any time.</p><p>Tallybox sends SMS and email reminders so patients turn up.</p>`],
    ['/features/', 'Features | Tallybox', 'What Tallybox does.', '<h1>Features</h1><h2>Waitlist auto-fill</h2><p>When a patient cancels, the waitlist auto-fill texts the next patient on the list. It doesn’t replace your scheduler – it just makes sure patients show up.</p><h2>Two-way confirmations</h2><p>Patients reply C to confirm, and the status is written back to the appointment.</p>'],
    ['/pricing/', 'Pricing | Tallybox', 'Plans from $49 a month.', '<h1>Pricing</h1><h3>Starter plan – $49/month</h3><p>500 SMS a month, one location.</p><h3>Growth plan – $129/month</h3><p>2,500 SMS a month and the waitlist auto-fill.</p>'],
    ['/about/', 'About | Tallybox', 'Who we are.', '<h1>About</h1><p>We are independent, funded by our customers rather than a growth-at-all-costs investor timeline.</p>'],
  ]);

  it('weighs no alternative the site denies ("doesn’t replace your scheduler") nor one from its story ("rather than a … investor")', () => {
    const titles = topicCandidates(app.facts!).map((c) => c.plan.title);
    expect(titles.filter((t) => /scheduler|investor/i.test(t))).toEqual([]);
  });

  it('never takes the software’s own name as one of its plans, though its addresses write it in lower case', () => {
    expect(app.facts!.offerings.map((o) => o.name)).not.toContain('Tallybox');
  });

  it('never takes the software’s own name as one of its plans where a shorter word it starts with is prose ("chairs" beside Chairside)', () => {
    const chairLd = JSON.stringify({ '@context': 'https://schema.org', '@type': 'SoftwareApplication', name: 'Chairside', offers: { '@type': 'AggregateOffer', lowPrice: '29', priceCurrency: 'AUD' } });
    const salon = site('http://chairside.test', 'Chairside', [
      ['/', 'Chairside | Booking software for salons', 'Online booking for hair salons.', `<script type="application/ld+json">${chairLd}</script><h1>Booking software for salons</h1><p>Keep every one of your chairs busy with online booking and reminders.</p>`],
      ['/pricing/', 'Pricing | Chairside', 'Plans from A$29 a month.', '<h1>Pricing</h1><h3>Solo plan – A$29/month</h3><p>For independent stylists.</p><h3>Studio plan – A$69/month</h3><p>For salons with up to five chairs.</p>'],
    ]);
    expect(salon.facts!.offerings.map((o) => o.name)).not.toContain('Chairside');
    expect(topicCandidates(salon.facts!).map((c) => c.plan.title).filter((t) => /^Chairside vs\./.test(t))).toEqual([]);
  });

  it('asks what the kind of software the site says it is costs, and for whom, not its first feature', () => {
    const salon = site('http://chairside.test', 'Chairside', [
      ['/', 'Chairside | Booking software for salons', 'Online booking, deposits and SMS reminders for hair, beauty and barber salons.', '<h1>Fill every chair</h1><p>Online booking, deposits and SMS reminders for hair, beauty and barber salons.</p><p>Chairside is booking software for hair, beauty and barber salons. Clients book and pay a deposit online.</p>'],
      ['/pricing/', 'Pricing | Chairside', 'Plans from A$29 a month.', '<h1>Pricing</h1><h3>Solo plan – A$29/month</h3><p>For independent stylists.</p><h3>Studio plan – A$69/month</h3><p>For salons with up to five chairs.</p>'],
    ]);
    const titles = topicCandidates(salon.facts!).map((c) => c.plan.title);
    expect(titles).toContain('How Much Does Booking Software Cost for Salons?');
    expect(titles).not.toContain('How Much Does Online Booking Cost?');
  });

  it('gives an IT firm’s per-user plans no software cost topic, and no plan a trade’s cost question', () => {
    const msp = site('http://pinegate.test', 'Pinegate IT', [
      ['/', 'Pinegate IT | Managed IT support in Boulder', 'Managed IT services and cybersecurity for Boulder small businesses.', '<h1>IT that just works</h1><p>Managed IT services and cybersecurity for Boulder small businesses. Flat-rate plans from $65 per user per month.</p><h2>Cybersecurity</h2><p>Managed EDR, email security and dark web monitoring for every device.</p>'],
      ['/managed-it/', 'Managed IT Plans | Pinegate IT', 'Flat-rate managed IT plans.', '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Service","name":"Managed IT services","offers":[{"@type":"Offer","name":"Essentials","price":"65.00","priceCurrency":"USD","unitText":"per user per month"},{"@type":"Offer","name":"Business","price":"95.00","priceCurrency":"USD","unitText":"per user per month"}]}</script><h1>Managed IT plans</h1><div class="pricing-card"><h3>Essentials</h3><div class="pricing-card__price"><span class="pricing-card__amount">$65/user/mo</span><span class="pricing-card__unit">billed monthly</span></div><p>Everything a small office needs to stay up and running.</p><ul><li>Unlimited remote help desk</li><li>Patching and monitoring</li></ul></div><div class="pricing-card"><h3>Business</h3><div class="pricing-card__price"><span class="pricing-card__amount">$95/user/mo</span><span class="pricing-card__unit">billed monthly</span></div><p>Everything in Essentials plus our full security stack.</p><ul><li>Managed EDR with 24/7 SOC</li><li>After-hours emergency support</li></ul></div>'],
    ]);
    expect(msp.facts!.offerings.filter((o) => ['Essentials', 'Business'].includes(o.name)).map((o) => o.kind)).toEqual(['plan', 'plan']);
    const titles = topicCandidates(msp.facts!).map((c) => c.plan.title);
    expect(titles.filter((t) => /Cybersecurity Cost|Does Business Cost|mobilled/i.test(t))).toEqual([]);
  });

  it('keeps a modifier the tagger reads alone as a verb: "help desk software", never "desk software"', () => {
    const desk = site('http://deskly.test', 'Deskly', [
      ['/', 'Deskly | Help desk software for support teams', 'Shared inbox, SLAs and automations for B2B support teams.', '<h1>Support that scales</h1><p>Shared inbox, SLAs and automations for B2B support teams.</p><p>Deskly is help desk software for growing support teams. Every conversation gets an owner.</p>'],
      ['/pricing/', 'Pricing | Deskly', 'Plans from $19 per agent.', '<h1>Pricing</h1><h3>Starter plan – $19/month</h3><p>For small teams.</p><h3>Growth plan – $39/month</h3><p>For growing teams.</p>'],
    ]);
    const titles = topicCandidates(desk.facts!).map((c) => c.plan.title);
    expect(titles).toContain('How Much Does Help Desk Software Cost for Teams?');
  });
});

describe('a groomer’s credentials on its about page', () => {
  const groomer = site('http://groom.test', 'Suds Mobile Grooming', [
    ['/', 'Suds Mobile Grooming | Dog grooming in Austin', 'Mobile dog grooming in Austin.', '<h1>Mobile dog grooming in Austin</h1><h2>Full groom – $95</h2><p>Bath, haircut, nails and ears in our van.</p><h2>Bath &amp; tidy – $75</h2><p>A bath, blow-dry and a tidy of face and feet.</p>'],
    ['/about/', 'About | Suds Mobile Grooming', 'Meet your groomer.', '<h1>About</h1><h2>Certifications &amp; safety</h2><ul><li>Pet First Aid &amp; CPR certified (renewed every two years)</li><li>Fear Free certified professional</li><li>Insured for every groom</li></ul>'],
  ]);

  it('makes no how-to of the business’s certifications', () => {
    const titles = topicCandidates(groomer.facts!).map((c) => c.plan.title);
    expect(titles.filter((t) => /certif/i.test(t))).toEqual([]);
  });
});

describe('an HVAC contractor’s and a wine bar’s FAQ', () => {
  const hvac = site('http://hvac.test', 'Olentangy Air', [
    ['/', 'Olentangy Air | Heating and cooling in Columbus', 'Family-owned heating & cooling in Columbus, OH. AC repair and furnace installation.', '<h1>Heating and cooling in Columbus</h1><h2>AC repair – $89</h2><p>Same-day air conditioner repair across Columbus.</p><h2>Furnace installation – from $3,950</h2><p>A new gas furnace fitted in a day.</p><h2>Comfort Club – $189 a year</h2><p>Two tune-ups a year for your furnace and AC.</p>'],
    ['/faq/', 'FAQ | Olentangy Air', 'Questions about heating and cooling.', '<h1>FAQ</h1><h3>How often should I have my furnace and AC serviced?</h3><p>Once a year for each: the AC in spring and the furnace in fall.</p><h3>Can I replace my furnace filter myself?</h3><p>Yes, every one to three months.</p>'],
    ['/rebates/', 'Rebates | Olentangy Air', 'Rebates.', '<h1>Rebates</h1><h2>Tax credits &amp; rebates – $2,000 per year</h2><p>A heat pump can qualify for a federal tax credit of up to $2,000 per year.</p>'],
  ]);
  const wine = site('http://wine.test', 'Lees Wine', [
    ['/', 'Lees Wine | Wine shop and bar in Bristol', 'Wine shop and bar in Bristol. Natural wines, mixed cases and tastings.', '<h1>Wine shop and bar in Bristol</h1><h2>Mixed cases – from £79</h2><p>Six bottles picked by us.</p><h2>Wine tastings – £40 per person</h2><p>Six wines and cheese on a Thursday night.</p>'],
    ['/faq/', 'FAQ | Lees Wine', 'Questions.', '<h1>FAQ</h1><h3>Why is it cloudy?</h3><p>Unfiltered wines can have a slight haze or a little sediment at the bottom of the bottle. It is completely natural.</p><h3>Can I drink in the shop?</h3><p>Yes, the bar is open Thursday to Saturday evenings.</p>'],
  ]);

  it('keys a question about two things joined on both, as the site writes them ("furnace and AC")', () => {
    const q = offlinePlans(hvac).plans.find((p) => /furnace and AC serviced/i.test(p.title));
    expect(q?.keyphrase).toBe('furnace and AC');
  });

  it('takes a tax credit as no offering, and the trade two kinds of work make as the local keyphrase ("heating & cooling")', () => {
    expect(hvac.facts!.offerings.map((o) => o.name).filter((n) => /tax credit|rebate/i.test(n))).toEqual([]);
    expect(offlinePlans(hvac).plans.find((p) => p.intent === 'local')?.keyphrase).toBe('heating & cooling');
  });

  it('reads the "it" of the weather as no thing: "What happens if it rains?" is never "…If Light Rain Rains?"', () => {
    const valet = site('http://valet.test', 'Shine Valeting', [
      ['/', 'Shine Valeting | Mobile valeting in Bristol', 'Mobile car valeting in Bristol.', '<h1>Mobile car valeting in Bristol</h1><h2>Full valet – £95</h2><p>Inside and out at your door.</p>'],
      ['/faq/', 'FAQ | Shine Valeting', 'Questions.', '<h1>FAQ</h1><h3>What happens if it rains?</h3><p>Light rain is fine for interior work and maintenance washes – we have a gazebo. For correction and coating we need it dry and will rebook you free of charge.</p>'],
    ]);
    const titles = topicCandidates(valet.facts!).map((c) => c.plan.title);
    expect(titles.filter((t) => /light rain rains/i.test(t))).toEqual([]);
  });

  it('names what "it" is from the answer’s subject ("Why Are Unfiltered Wines Cloudy?"), and asks nothing of what the premises allow', () => {
    const titles = topicCandidates(wine.facts!).map((c) => c.plan.title);
    expect(titles).toContain('Why Are Unfiltered Wines Cloudy?');
    expect(titles.filter((t) => /drink in the shop/i.test(t))).toEqual([]);
  });
});

describe('a question that starts something without saying what', () => {
  const tutor = site('http://keys.test', 'Keys Studio', [
    ['/', 'Keys Studio | Piano lessons in Leeds', 'Piano lessons in Leeds for children and adults.', '<h1>Piano lessons in Leeds</h1><p>Weekly piano lessons at my studio for children and adults.</p><h2>Fees</h2><table><tr><th>Lesson</th><th>Fee</th></tr><tr><td>30 minutes</td><td>£18</td></tr><tr><td>60 minutes</td><td>£34</td></tr></table>'],
    ['/faq/', 'FAQ | Keys Studio', 'Questions.', '<h1>FAQ</h1><h3>What age can children start?</h3><p>Usually around 6, once they can read simple words.</p><h3>How soon can you start?</h3><p>I usually have a space within two weeks.</p>'],
  ]);

  it('asks what they start as the business’s work ("What Age Can Children Start Piano Lessons?"), never the business’s own start', () => {
    const titles = topicCandidates(tutor.facts!).map((c) => c.plan.title);
    expect(titles).toContain('What Age Can Children Start Piano Lessons?');
    expect(titles.filter((t) => /how soon can you start/i.test(t))).toEqual([]);
  });
});

describe('a shop’s delivery and returns terms', () => {
  const shop = site('http://tinderbox.test', 'Tinderbox', [
    ['/', 'Tinderbox | Camping stoves', 'Camping stoves and fuel. Free UK delivery over £60.', '<h1>Camping stoves</h1><p>Free UK delivery over £60 on every order.</p><div class="card"><h3>Ridge Stove</h3><p>A one-burner stove.</p><span>£45</span></div>'],
    [
      '/pages/shipping/',
      'Shipping & returns | Tinderbox',
      'Delivery and returns.',
      `<h1>Shipping &amp; returns</h1>
<table><tr><th>Destination</th><th>Price</th></tr><tr><td>UK standard (2–3 days)</td><td>£3.95</td></tr><tr><td>UK next day</td><td>£7.50</td></tr></table>
<p>Return any unused stove within 30 days for a full refund. We reply to every email.</p>`,
    ],
  ]);

  it('are facts, one line each, traced to their page', () => {
    expect(shop.facts!.terms?.map((t) => t.text)).toEqual([
      'Free UK delivery over £60 on every order.',
      'UK standard (2–3 days) | £3.95',
      'UK next day | £7.50',
      'Return any unused stove within 30 days for a full refund.',
    ]);
    expect(shop.facts!.terms?.[1]?.source.url).toBe('http://tinderbox.test/pages/shipping/');
  });
});

describe('instructions written as a paragraph', () => {
  const pans = site('http://skillet.test', 'Ironside Pans', [
    ['/', 'Ironside Pans | Cast iron cookware', 'Cast iron pans and skillets, made in Sheffield.', '<h1>Cast iron pans</h1><div class="card"><h3>Ironside Skillet 26cm</h3><p>A heavy skillet.</p><span>£65</span></div>'],
    [
      '/care/',
      'Pan care | Ironside Pans',
      'Looking after cast iron.',
      '<h1>Looking after cast iron</h1><h2>Seasoning in the oven</h2><p>Wash the pan in hot water. Dry it on the hob until no moisture is left. Rub a thin layer of oil all over the pan. Bake it upside down for an hour.</p>',
    ],
  ]);

  it('make a how-to titled by the work they teach and the site’s first rule', () => {
    const howTo = topicCandidates(pans.facts!).find((c) => c.plan.intent === 'how-to')?.plan;
    expect(howTo).toMatchObject({ title: 'Seasoning in the Oven: Wash the Pan in Hot Water', keyphrase: 'seasoning in the oven' });
  });
});

describe('product names in the summary', () => {
  const studio = site('http://wickroom.test', 'Wickroom', [
    [
      '/',
      'Wickroom | Candle workshop',
      'Candle-making classes and candles in York.',
      `<h1>Candle workshop</h1><p>We pour by the harbour, in the soft light of the old boathouse.</p>
<div class="card"><h3>Harbour Light</h3><p>Clove and orange in an amber jar.</p><span>£24</span></div>
<div class="card"><h3>Candle-making class</h3><p>Two hours making and pouring your own candle.</p><span>£45</span></div>`,
    ],
  ]);

  it('keep a product’s Title Case name whole, even where the site writes its words in lower case', () => {
    expect(studio.summary).toContain('Harbour Light');
  });
});

describe('price rows that are tiers of a course', () => {
  const swim = site('http://tidewater.test', 'Tidewater Swim School', [
    ['/', 'Tidewater Swim School | Swimming lessons in Harlow', 'Swimming lessons for children in Harlow.', '<h1>Swimming lessons for children</h1><p>Small groups in a warm teaching pool.</p>'],
    [
      '/prices/',
      'Prices | Tidewater Swim School',
      'Term prices.',
      '<h1>Prices</h1><h2>Group lessons</h2><table><tr><td>Levels 1–3</td><td>£90</td></tr><tr><td>Grades 4–6</td><td>£95</td></tr><tr><td>Band B</td><td>£99</td></tr></table>',
    ],
  ]);

  it('are variants of the offering their table belongs to, never a subject or an offering the summary names', () => {
    const lessons = swim.facts!.offerings.find((o) => o.name === 'Group lessons');
    expect(lessons?.prices.map((p) => [p.text, p.variant])).toEqual([
      ['£90', 'Levels 1–3'],
      ['£95', 'Grades 4–6'],
      ['£99', 'Band B'],
    ]);
    const { plans, analysisSummary } = offlinePlans(swim);
    expect(plans.some((p) => /levels|grades|band/i.test(`${p.title} ${p.keyphrase}`))).toBe(false);
    expect(analysisSummary).not.toMatch(/levels|grades|band b/i);
  });
});

describe('a question whose last word is its verb', () => {
  const camps = site('http://brightwater.test', 'Brightwater Camps', [
    ['/', 'Brightwater Camps | Holiday camps in Dorby', 'Outdoor holiday camps for kids in Dorby.', '<h1>Holiday camps for kids</h1><p>Kayaking, climbing and den building. Every kid gets a camp pack and a packed lunch.</p>'],
    ['/faq/', 'FAQ | Brightwater Camps', 'Questions.', '<h1>FAQ</h1><details><summary>What should my kid pack?</summary><p>A packed lunch, a water bottle, suncream and a change of clothes.</p></details>'],
  ]);

  it('is keyed by the business’s main work, never a noun and the verb ("kid pack")', () => {
    const asked = offlinePlans(camps).plans.find((p) => /pack/i.test(p.title));
    expect(asked?.keyphrase).toBe('outdoor holiday camps');
    expect(asked?.title).toBe('What Should My Kid Pack for Outdoor Holiday Camps?');
  });
});

describe('prices in prose on a prices page that name no offering', () => {
  const ink = site('http://lantern.test', 'Lantern Ink', [
    ['/', 'Lantern Ink | Custom tattoos in Marford', 'Custom fine-line tattoos in Marford.', '<h1>Custom fine-line tattoos</h1><p>Every design is drawn for you. Book a consultation to talk through your idea.</p>'],
    ['/prices/', 'Prices | Lantern Ink', 'What a tattoo costs.', '<h1>Prices</h1><p>Our minimum charge is £60, which covers small pieces. Larger pieces are £100 an hour, or £500 for a full day.</p><p>A deposit of £50 secures your booking.</p>'],
    ['/aftercare/', 'Aftercare | Lantern Ink', 'Looking after a new tattoo.', '<h1>Aftercare</h1><p>Wash the tattoo gently twice a day. Apply a thin layer of balm. Keep it out of the sun for two weeks.</p>'],
  ]);

  it('price the business’s main work, which gets a cost topic; a deposit is no price of it', () => {
    const work = ink.facts!.offerings.find((o) => o.name === 'Custom fine-line tattoos');
    expect(work?.prices.map((p) => p.text)).toEqual(['£60', '£100 an hour', '£500']);
    expect(offlinePlans(ink).plans.some((p) => p.intent === 'cost' && p.keyphrase === 'Custom fine-line tattoos')).toBe(true);
  });
});

describe('symptom headings of one word or a short phrase on an aftercare page', () => {
  const ink = site('http://lantern.test', 'Lantern Ink', [
    ['/', 'Lantern Ink | Custom tattoos in Marford', 'Custom fine-line tattoos in Marford.', '<h1>Custom fine-line tattoos</h1><p>Every design is drawn for you.</p>'],
    [
      '/aftercare/',
      'Aftercare | Lantern Ink',
      'Looking after a new tattoo.',
      `<h1>Aftercare</h1><p>Wash your new tattoo gently twice a day. Apply a thin layer of balm to the tattoo.</p>
<h2>Itching</h2><p>Itching is a normal part of healing, caused by the skin repairing itself. Do not scratch; tap it lightly instead.</p>
<h2>Peeling</h2><p>Peeling usually means the top layer is renewing. Let the flakes fall off on their own.</p>
<h2>Redness after a week</h2><p>Redness after a week can be a sign of infection. See your GP if it spreads.</p>`,
    ],
  ]);

  it('ask why it happens to what the page is about', () => {
    const titles = offlinePlans(ink).plans.filter((p) => p.intent === 'problem').map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['Why Does a New Tattoo Itch?', 'Why Does a New Tattoo Peel?', 'What Causes Redness After a Week on a New Tattoo?']));
  });
});

describe('services described on the home page as sections without prices', () => {
  const cleaner = site('http://brightline.test', 'Brightline Commercial Cleaning', [
    [
      '/',
      'Brightline Commercial Cleaning | Office cleaning in Halton',
      'Commercial cleaning for offices and schools in Halton.',
      `<h1>Commercial cleaning in Halton</h1><p>We keep workplaces clean, safe and ready for business.</p>
<h2>Washroom services</h2><p>Sanitary bins, soap and paper supplies, serviced every week by our own team.</p>
<h2>Deep cleans</h2><p>Kitchens, carpets and high-level dusting, done out of hours so work carries on.</p>
<h2>Contract cleaning</h2><p>Daily or weekly office cleaning by a regular cleaner you get to know.</p>
<h2>Why choose us</h2><p>Fully insured and vetted staff.</p>`,
    ],
    ['/contact/', 'Contact | Brightline Commercial Cleaning', 'Get in touch.', '<h1>Contact us</h1><p>Call 01234 567890.</p>'],
  ]);

  it('are each an offering with a topic of its own', () => {
    expect(cleaner.facts!.offerings.map((o) => o.name)).toEqual(['Washroom services', 'Deep cleans', 'Contract cleaning']);
    const keys = offlinePlans(cleaner).plans.map((p) => p.keyphrase);
    expect(keys).toEqual(expect.arrayContaining(['Washroom services', 'Deep cleans', 'Contract cleaning']));
  });
});

describe('a description whose first noun phrase lost its noun to the next ("Custom fine-line and blackwork tattoos")', () => {
  const ink = site('http://lanternink.test', 'Lantern Ink', [
    ['/', 'Lantern Ink | Tattoos in Marford', 'Custom fine-line and blackwork tattoos in Marford.', '<h1>Tattoo studio</h1><p>Every design is drawn for you.</p>'],
    ['/services/', 'Services | Lantern Ink', 'Our tattoo services.', '<h1>Services</h1><h2>Fine-line tattoos – from £80</h2><p>Delicate single-needle work.</p><h2>Blackwork tattoos – from £120</h2><p>Bold solid black designs.</p>'],
  ]);

  it('frames the local topic on the trade, never the adjective ("a Custom Fine-Line")', () => {
    const local = offlinePlans(ink).plans.find((p) => p.intent === 'local');
    // The h1 names the premises ("Tattoo studio"): what a local searcher types.
    expect(local?.keyphrase).toBe('tattoo studio');
    expect(local?.title).not.toMatch(/fine-line near/i);
  });
});

describe('unpriced courses described beside priced lessons on a services page', () => {
  const swim = site('http://tidewaterswim.test', 'Tidewater Swim School', [
    ['/', 'Tidewater Swim School | Swimming lessons in Harlow', 'Swimming lessons for children in Harlow.', '<h1>Swimming lessons for children</h1><p>Small groups in a warm teaching pool.</p>'],
    [
      '/services/',
      'Lessons | Tidewater Swim School',
      'Our lessons.',
      `<h1>Lessons</h1><h2>Group lessons – £95</h2><p>Weekly lessons in groups of six, split by ability.</p><h2>Private lessons – £30</h2><p>Half an hour one-to-one with a teacher.</p>
<h2>Adult lessons – £110</h2><p>Evening lessons for adults learning to swim.</p><h2>Holiday crash courses</h2><p>Five daily lessons in the school holidays to build confidence fast.</p>`,
    ],
  ]);

  it('are offerings, each priced one with a topic before any offering gets a second', () => {
    expect(swim.facts!.offerings.map((o) => o.name)).toEqual(expect.arrayContaining(['Group lessons', 'Private lessons', 'Adult lessons', 'Holiday crash courses']));
    const keys = offlinePlans(swim).plans.map((p) => p.keyphrase);
    expect(keys).toEqual(expect.arrayContaining(['Group lessons', 'Private lessons', 'Adult lessons']));
    // One sentence on the holiday course is no article, beside three topics with prices.
    expect(keys).not.toContain('Holiday crash courses');
  });
});

describe('a care page in the menu', () => {
  const nav = '<a href="/">Home</a><a href="/prices/">Prices</a><a href="/aftercare/">Aftercare</a>';
  const page = (path: string, title: string, description: string, body: string) =>
    extractPage(
      `<!DOCTYPE html><html lang="en"><head><title>${title}</title><meta name="description" content="${description}"></head><body><header><nav>${nav}</nav></header><main>${body}</main><footer><p>© 2026 Lantern Ink</p></footer></body></html>`,
      `http://lanternportraits.test${path}`,
    );
  const ink = analyseSite(
    [
      page('/', 'Lantern Ink | Custom portraits in Marford', 'Custom portraits tattooed in Marford.', '<h1>Custom portraits</h1><p>Every design is drawn for you.</p>'),
      page('/prices/', 'Prices | Lantern Ink', 'What a tattoo costs.', '<h1>Prices</h1><p>Our minimum charge is £60. Larger pieces are £100 an hour, or £500 for a full day.</p>'),
      page('/aftercare/', 'Aftercare | Lantern Ink', 'Looking after a new tattoo.', '<h1>Aftercare</h1><p>Wash the tattoo gently twice a day. Apply a thin layer of balm. Keep it out of the sun for two weeks.</p>'),
    ],
    'http://lanternportraits.test/',
    new Date('2026-03-01T00:00:00Z'),
  );

  it('is advice, never an offering; the main work is what the business offers', () => {
    expect(ink.facts!.offerings.map((o) => o.name)).toEqual(['Custom portraits']);
    expect(offlinePlans(ink).analysisSummary).toContain('Lantern Ink offers custom portraits in Marford.');
  });
});

describe('priced headings that are stages of one course', () => {
  const swim = site('http://tidewaterstages.test', 'Tidewater Swim School', [
    ['/', 'Tidewater Swim School | Swimming lessons in Harlow', 'Swimming lessons for children in Harlow.', '<h1>Swimming lessons for children</h1><p>Small groups in a warm teaching pool.</p>'],
    [
      '/prices/',
      'Prices | Tidewater Swim School',
      'Term prices for swimming lessons.',
      '<h1>Prices</h1><h2>Stages 1–4 – £80</h2><p>Water confidence to 10 metres.</p><h2>Stages 5–7 – £90</h2><p>Stroke technique.</p><h2>Stages 8–10 – £95</h2><p>Distance and survival skills.</p>',
    ],
  ]);

  it('price what the page sells, and the summary never names a stage as an offering', () => {
    expect(swim.facts!.offerings.map((o) => [o.name, o.prices.map((p) => p.variant)])).toEqual([['Swimming lessons', ['Stages 1–4', 'Stages 5–7', 'Stages 8–10']]]);
    expect(offlinePlans(swim).analysisSummary).toContain('Tidewater Swim School offers swimming lessons for children in Harlow.');
  });
});

describe('a leisure venue: a catalogue page of named sessions, prices by group size, a stated town centre', () => {
  const studio = site('http://mudlark.test', 'Mudlark Studio', [
    [
      '/',
      'Mudlark Studio | Pottery Workshops in Ashby',
      'Mudlark Studio runs pottery workshops in Ashby Market Square for groups of 1 to 8 people.',
      `<h1>Pottery workshops in Ashby</h1><p>Three hours at the wheel, your pots glazed and fired for you.</p>
<h2>Ashby Market Square</h2><p>We are above the bakery, two minutes from the bus station.</p>`,
    ],
    [
      '/workshops/',
      'Our workshops | Mudlark Studio',
      'Three workshops for beginners and improvers.',
      `<h1>Our workshops</h1><p>Every workshop runs for three hours.</p>
<h2>Wheel Taster</h2><p>Centre the clay and throw your first bowl and mug on the wheel.</p>
<h2>Hand Building</h2><p>Pinch, coil and slab a planter and a jug, no wheel needed.</p>
<h2>Raku Night</h2><p>Glaze a pot and fire it in our outdoor raku kiln after dark.</p>`,
    ],
    [
      '/prices/',
      'Prices | Mudlark Studio',
      'What a workshop costs.',
      '<h1>Prices</h1><p>You pay per booking; the price per person falls as your group grows.</p><table><tr><th>People</th><th>Price</th></tr><tr><td>1 person</td><td>£45</td></tr><tr><td>2 people</td><td>£80</td></tr><tr><td>3–4 people</td><td>£150</td></tr></table>',
    ],
  ]);
  const offerings = studio.facts!.offerings;

  it('never makes a place the site states into an offering, nor a topic subject', () => {
    expect(offerings.map((o) => o.name.toLowerCase())).not.toContainEqual(expect.stringContaining('market square'));
    expect(offlinePlans(studio).plans.map((p) => p.keyphrase.toLowerCase())).not.toContainEqual(expect.stringContaining('ashby'));
  });

  it('reads the headings of a catalogue page ("Our workshops") over their descriptions as offerings, unpriced', () => {
    expect(offerings.filter((o) => o.url === 'http://mudlark.test/workshops/').map((o) => o.name)).toEqual(['Wheel Taster', 'Hand Building', 'Raku Night']);
  });

  it('prices the main work by rows of people counts, each row a variant, never an offering "2 people"', () => {
    const work = offerings.find((o) => o.name === 'Pottery workshops');
    expect(work?.kind).toBe('service');
    expect(work?.prices.map((p) => [p.text, p.variant])).toEqual([['£45', '1 person'], ['£80', '2 people'], ['£150', '3–4 people']]);
    expect(offerings.some((o) => /\bpe(?:rson|ople)\b/.test(o.name))).toBe(false);
    expect(offlinePlans(studio).plans.some((p) => p.intent === 'cost' && p.keyphrase === 'Pottery workshops')).toBe(true);
  });
});

describe('a services page of headings whose prices are in the paragraph under them, and labels carrying a duration', () => {
  const upholsterer = site('http://threadbare.test', 'Threadbare Upholstery', [
    ['/', 'Threadbare Upholstery | Furniture Reupholstery in Harlow Hill', 'Furniture reupholstery in Harlow Hill.', '<h1>Furniture reupholstery in Harlow Hill</h1><p>Chairs, sofas and headboards re-covered by hand.</p>'],
    [
      '/services/',
      'Services | Threadbare Upholstery',
      'What we re-cover and what it costs.',
      `<h1>Our services</h1><h2>Dining chairs</h2><p>From £45 per seat for a drop-in seat pad, or £120 per chair for a fully sprung seat.</p>
<h2>Armchairs</h2><p>A full reupholstery with new foam and webbing costs from £380.</p>
<h2>Fabric consultation (30 min) – £25</h2><p>We go through fabrics, foams and finishes with you.</p>
<h2>Cushion refills – each cushion</h2><p>New feather or foam fillings from £18 a cushion.</p>`,
    ],
    ['/faq/', 'FAQ | Threadbare Upholstery', 'Questions.', '<h1>FAQ</h1><details><summary>What should my furniture have removed before collection?</summary><p>Take off throws and cushion covers.</p></details><details><summary>What should my child bring?</summary><p>Nothing, we only need the chair.</p></details>'],
  ]);
  const offerings = upholsterer.facts!.offerings;

  it('prices a heading by the paragraph under it, "per seat" being work, not a software plan', () => {
    const chairs = offerings.find((o) => o.name === 'Dining chairs');
    expect(chairs?.kind).toBe('service');
    expect(chairs?.prices.map((p) => p.text)).toContain('From £45 per seat');
    expect(offlinePlans(upholsterer).plans.some((p) => p.intent === 'cost' && p.keyphrase === 'Dining chairs')).toBe(true);
  });

  it('names an offering by its noun phrase; the duration or period after it is a spec', () => {
    const consultation = offerings.find((o) => o.name === 'Fabric consultation');
    expect(consultation?.specs.map((s) => s.text)).toContain('30 min');
    expect(offerings.map((o) => o.name)).not.toContainEqual(expect.stringMatching(/\(|–|\bmin\b/));
  });

  it('never builds a keyphrase from a logistics question’s verb or errand', () => {
    const plans = offlinePlans(upholsterer).plans;
    expect(plans.map((p) => p.keyphrase.toLowerCase())).not.toContainEqual(expect.stringMatching(/\bbring\b|^collection$/));
    expect(plans.map((p) => p.title)).not.toContain('What Should My Child Bring?');
  });
});

describe('coverage first: every offering the site clearly sells gets a topic before any gets a second', () => {
  const garage = site('http://gearbox.test', 'Gearbox Garage', [
    ['/', 'Gearbox Garage | Car servicing in Pellow', 'Car servicing and repairs in Pellow.', '<h1>Car servicing in Pellow</h1><p>A family garage since 1998.</p>'],
    [
      '/services/',
      'Services | Gearbox Garage',
      'Our services and prices.',
      `<h1>Our services</h1>
<h2>Interim service – £129</h2><p>Oil and filter change with a 40-point check, every 6,000 miles.</p>
<h2>Full service – £219</h2><p>Oil, air and fuel filters, spark plugs and a 70-point check, once a year.</p>
<h2>Brake pad replacement – £145</h2><p>Front pads fitted and the discs measured, per axle.</p>
<h2>Clutch replacement – £495</h2><p>A new clutch kit fitted, with a road test.</p>`,
    ],
  ]);
  const facts = garage.facts!;
  const priced = facts.offerings.filter((o) => o.prices.length > 0).map((o) => o.name);
  // Only cost questions for each, and one explainer more for the first: the cost cap is what runs out.
  const candidates = topicCandidates(facts)
    .map((c) => c.plan)
    .filter((p) => p.intent === 'cost' || (p.intent === 'explainer' && p.keyphrase === priced[0]));

  it('lets no intent cap give one offering a second topic while another priced one has none', () => {
    expect(priced).toHaveLength(4);
    expect(candidates.filter((p) => p.intent === 'cost').map((p) => p.keyphrase)).toEqual(expect.arrayContaining(priced));
    const chosen = selectTopics(candidates, facts);
    expect(chosen.map((p) => p.keyphrase)).toEqual(expect.arrayContaining(priced));
    const second = chosen.findIndex((p) => p.intent === 'explainer');
    const lastFirst = Math.max(...priced.map((name) => chosen.findIndex((p) => p.keyphrase === name)));
    if (second >= 0) expect(second).toBeGreaterThan(lastFirst);
  });
});

describe('a landscaper whose home page names one audience and whose services each have a page', () => {
  const card = (name: string, text: string) => `<div class="list-item"><h3>${name}</h3><p>${text}</p></div>`;
  const service = (path: string, name: string, text: string): [string, string, string, string] => [path, `${name} | Oakbank Gardens`, `${name} in Stroud.`, `<h1>${name}</h1><p>${text}</p>`];
  const gardens = site('http://oakbank.test', 'Oakbank Gardens', [
    ['/', 'Oakbank Gardens | Landscaping in Stroud', 'Landscaping in Stroud.', `<h1>Landscaping in Stroud</h1><p>Gardens designed and built for family homes across Stroud.</p><section><h2>Our services</h2>${card('Fencing &amp; decking', 'Featheredge, slatted screens and hardwood decks.')}${card('Planting &amp; turfing', 'Borders, hedging, trees and new lawns.')}${card('Garden maintenance', 'Mowing, weeding and pruning on a monthly visit.')}${card('Plastic-free packaging', 'Plants sent wrapped in paper and card.')}</section>`],
    service('/fencing/', 'Fencing & decking', 'Close-board fencing, picket fencing and hardwood decking built to last twenty years.'),
    service('/turfing/', 'Planting & turfing', 'Seasonal planting schemes, new lawns laid from rolled turf and topsoil levelled first.'),
    service('/maintenance/', 'Garden maintenance', 'Monthly visits to mow, weed, prune hedges and clear leaves through the autumn.'),
    service('/packaging/', 'Plastic-free packaging', 'Every plant we deliver comes wrapped in paper and card, with no plastic pots.'),
  ]);
  const list = offlinePlans(gardens).plans;

  it('never takes one wording twice, nor names the home page’s audience for a service whose own page does not', () => {
    expect(list.length).toBeGreaterThanOrEqual(3);
    const frames = list.map((p) => p.title.toLowerCase().replace(p.keyphrase.toLowerCase(), '…'));
    expect(new Set(frames).size).toBe(frames.length);
    for (const p of list) expect(p.title).not.toMatch(/for family homes/i);
  });

  it('asks what happens during only an occasion of work (a test, a lesson), never packaging or a package', () => {
    for (const p of list) expect(p.title).not.toMatch(/what happens during/i);
  });
});

describe('one subject written two ways ("refill service", "Candle refill service")', () => {
  const candles = site('http://lumen.test', 'Lumen Candles', [
    ['/', 'Lumen Candles | Soy candles', 'Soy candles poured by hand.', '<h1>Soy candles</h1><p>Hand-poured soy candles and a refill service for our glass jars.</p>'],
    ['/refill/', 'Candle refill service | Lumen Candles', 'Candle refill service, £18.', '<h1>Candle refill service</h1><p>Send back your empty jar and we refill it with the scent you choose for £18, cleaned and rewicked.</p>'],
    ['/faq/', 'FAQ | Lumen Candles', 'Questions.', '<h1>FAQ</h1><h3>How does the refill service work?</h3><p>Post your empty jar to us with the form; we clean it, rewick it and refill it within a week.</p>'],
  ]);

  it('gets at most one topic of each kind: a question or explainer, and a cost', () => {
    const on = offlinePlans(candles).plans.filter((p) => /refill/i.test(p.keyphrase));
    expect(on.length).toBeGreaterThanOrEqual(1);
    expect(on.filter((p) => ['explainer', 'how-to', 'problem', 'checklist'].includes(p.intent)).length).toBeLessThanOrEqual(1);
    expect(on.filter((p) => p.intent === 'cost').length).toBeLessThanOrEqual(1);
  });
});

describe('singular forms of offering names', () => {
  it('comes from the inflector, never a letter cut off ("Private parties" → "Private party")', async () => {
    const { singular } = await import('../../src/server/analysis/topics/candidates');
    expect(singular('Private parties')).toBe('Private party');
    expect(singular('Indoor units')).toBe('Indoor unit');
    expect(singular('Boxes')).toBe('Box');
    expect(singular('Private hire & catering')).toBe('Private hire & catering');
  });
});

describe('a children’s entertainer whose packages page lists bundles by their own names', () => {
  const pkg = (name: string, price: string, items: string) => `<div class="package"><h3>${name}</h3><p>${price}</p><ul>${items}</ul></div>`;
  const parties = site('http://popcorn.test', 'Popcorn Parties', [
    ['/', 'Popcorn Parties | Home', "Children's party entertainer in Derby: magic shows, games and balloon modelling.", "<h1>Magical kids' parties in Derby</h1><p>Magic shows, party games and balloon modelling for birthday parties at home or in a hall.</p>"],
    [
      '/party-packages/',
      'Party Packages | Popcorn Parties',
      'Party packages from £120.',
      `<h1>Party Packages</h1>${pkg('Tiny Tots', '£120', '<li>1 hour</li><li>Songs and bubbles</li>')}${pkg('Super Party', '£180', '<li>1.5 hours</li><li>Magic show</li>')}${pkg('Mega Bash', '£240', '<li>2 hours</li><li>Everything in Super Party</li><li>Disco lights</li>')}`,
    ],
  ]);
  const list = offlinePlans(parties).plans;

  it('titles no topic by a package’s own name, and asks the cost of the category across the packages’ range', () => {
    for (const p of list) expect(p.title).not.toMatch(/Tiny Tots|Super Party|Mega Bash/);
    const cost = list.find((p) => p.intent === 'cost');
    expect(cost?.keyphrase).toBe('party packages');
    expect(cost?.title).toContain('£120–£240');
  });

  it('takes the trade its description opens with, possessive and all, as the local topic', () => {
    expect(list.find((p) => p.intent === 'local')?.keyphrase).toBe("children's party entertainer");
  });
});

describe('a local business with no prices whose services have pages of their own but no work noun', () => {
  const page = (path: string, name: string, text: string): [string, string, string, string] => [path, `${name} | Lindale Opticians`, `${name} at Lindale Opticians.`, `<h1>${name}</h1><p>${text}</p>`];
  const card = (name: string, href: string, text: string) => `<div class="card"><h3><a href="${href}">${name}</a></h3><p>${text}</p></div>`;
  const opticians = site('http://lindale.test', 'Lindale Opticians', [
    [
      '/',
      'Lindale Opticians | Opticians in Kendal',
      'Independent opticians in Kendal: eye tests, varifocals and sports eyewear.',
      `<h1>Opticians in Kendal</h1><p>Independent opticians on the high street since 1994.</p><section><h2>What we do</h2>${card('Varifocals', '/varifocals/', 'Varifocal lenses measured digitally so the reading zone sits where your eyes look.')}${card('Sports eyewear', '/sports-eyewear/', 'Prescription goggles and wraparound frames for cycling, swimming and climbing.')}${card('Eye tests', '/eye-tests/', 'A full eye test with a retinal photograph, taking about forty minutes.')}</section>`,
    ],
    page('/varifocals/', 'Varifocals', 'We measure where your pupils sit with a digital scanner, so the distance, middle and reading zones of your varifocal lenses line up. If you cannot get on with them within sixty days we remake them.'),
    page('/sports-eyewear/', 'Sports eyewear', 'Prescription swimming goggles, cycling glasses with clip-in inserts and impact-rated frames for squash and climbing, fitted and adjusted in the shop.'),
    page('/eye-tests/', 'Eye tests', 'Every eye test includes a retinal photograph and a pressure check, and takes about forty minutes with the optometrist.'),
  ]);

  it('explains each service the site describes, even with no price and no work noun in its name', () => {
    const explained = offlinePlans(opticians).plans.filter((p) => p.intent === 'explainer').map((p) => p.keyphrase.toLowerCase());
    expect(explained).toEqual(expect.arrayContaining(['varifocals', 'sports eyewear']));
    expect(offlinePlans(opticians).plans.some((p) => p.intent === 'cost')).toBe(false);
  });
});

describe('a gym whose plans are for adults and for children, and whose kit carries its own name', () => {
  const plan = (name: string, price: string, text: string) => `<div class="plan"><h3>${name}</h3><p>${price}</p><p>${text}</p></div>`;
  const gym = site('http://oakgrip.test', 'Oakgrip Judo', [
    ['/', 'Oakgrip Judo | Judo classes in Otley', 'Judo classes in Otley for adults and children.', '<h1>Judo classes in Otley</h1><p>Beginners judo classes, private lessons and open mats in Otley.</p>'],
    ['/pricing/', 'Pricing | Oakgrip Judo', 'Membership prices.', `<h1>Pricing</h1>${plan('Adult plan', '£60/month', 'All adult classes.')}${plan('Kids plan', '£35/month', 'Two junior classes a week.')}`],
    ['/classes/', 'Classes | Oakgrip Judo', 'Judo classes and private lessons.', `<h1>Classes</h1><div class="card"><h3>Private lesson</h3><p>£45</p><p>An hour one-to-one with a black belt coach.</p></div><div class="card"><h3>Beginners course</h3><p>£90</p><p>Six weekly classes covering breakfalls, grips and throws.</p></div>`],
    ['/shop/', 'Shop | Oakgrip Judo', 'Kit.', '<h1>Shop</h1><div class="item"><h3>Oakgrip gi</h3><p>£65</p><p>A white single-weave judo gi with our logo.</p></div>'],
  ]);
  const list = offlinePlans(gym).plans;

  it('compares no adult plan with a children’s plan, and prices no kit named after the business', () => {
    expect(list.some((p) => p.intent === 'cost')).toBe(true);
    expect(list.filter((p) => p.intent === 'comparison' && /kids/i.test(p.title))).toEqual([]);
    expect(list.filter((p) => /oakgrip gi/i.test(p.keyphrase))).toEqual([]);
  });
});

describe('a one-page site naming its category and place beside its name, and its hourly rate, but no offering', () => {
  const handyman = site('http://handy.test', 'Pegwell Pete', [
    [
      '/',
      'Pegwell Pete - Handyman Ramsgate',
      '',
      `<h1>Pegwell Pete</h1><p class="tagline">Handyman services in Ramsgate &amp; nearby villages</p>
<p>No job too small! Shelves, flat-pack furniture, curtain poles, TV wall mounting, fence panels and gutter clearing.</p>
<p>I charge £30 for the first hour and £22 for each hour after that. Materials at cost.</p>`,
    ],
  ]);

  it('asks what the category costs in its place, from the rate sentence, and what the trade does, from the listed jobs', () => {
    const plans = offlinePlans(handyman).plans;
    expect(plans.map((p) => [p.title, p.keyphrase, p.intent])).toEqual(
      expect.arrayContaining([
        ['How Much Does a Handyman Cost in Ramsgate?', 'handyman', 'cost'],
        ['What Can a Handyman Do? Shelves, Flat-Pack Furniture, Curtain Poles and More', 'handyman', 'explainer'],
      ]),
    );
    expect(plans.find((p) => p.intent === 'cost')!.grounding.map((g) => g.passage)).toContainEqual(expect.stringContaining('I charge £30'));
  });

  it('says what the business is from that category, not by quoting its jobs paragraph', () => {
    expect(offlinePlans(handyman).analysisSummary).toMatch(/^Pegwell Pete is a handyman in Ramsgate\. /);
  });
});

describe('a shop whose products share a head noun the listing page is headed by', () => {
  const boxes = site('http://boxes.test', 'Higher Combe Farm', [
    [
      '/',
      'Meat Boxes | Higher Combe Farm',
      'Grass-fed beef and lamb meat boxes from our farm.',
      `<h1>Meat Boxes</h1><p>Grass-fed beef and lamb, packed and delivered to your door.</p><ul class="products">
<li class="product"><h3><a href="/family/">Family Meat Box</a></h3><span class="price">£85</span></li>
<li class="product"><h3><a href="/lamb/">Whole Lamb Box</a></h3><span class="price">£165</span></li>
<li class="product"><h3><a href="/bbq/">BBQ Box</a></h3><span class="price">£60</span></li></ul>`,
    ],
  ]);

  it('asks what one of the category costs across the products’ range, never whether a product of its own is worth its price', () => {
    const titles = offlinePlans(boxes).plans.map((p) => p.title);
    expect(titles).toContain('How Much Does a Meat Box Cost? £60–£165');
    expect(titles.filter((t) => /\bworth\b/i.test(t))).toEqual([]);
  });
});

describe('a price list whose rows add extras to treatments the site heads sections with', () => {
  const brows = site('http://brows.test', 'Tidy Arch', [
    ['/', 'Tidy Arch | Brow treatments in Ripon', 'Brow and lash treatments in Ripon.', '<h1>Tidy Arch</h1><p>Brow and lash treatments in Ripon.</p>'],
    [
      '/treatments/',
      'Treatments | Tidy Arch',
      'Our treatments.',
      `<h1>Treatments</h1><h2>Brow lamination</h2><p>Brow lamination sets your brow hairs in place for a fuller look that lasts six to eight weeks.</p>
<h2>Lash lift</h2><p>A lash lift curls your natural lashes from the root for up to eight weeks.</p>`,
    ],
    ['/prices/', 'Prices | Tidy Arch', 'Our prices.', '<h1>Prices</h1><table><tr><td>Brow lamination with tint &amp; shape</td><td>£48</td></tr><tr><td>HD Brows</td><td>£38</td></tr><tr><td>Lash lift with tint</td><td>£45</td></tr></table>'],
    ['/faq/', 'FAQ | Tidy Arch', 'Questions.', "<h1>FAQ</h1><h3>Can I have a lash lift if I'm pregnant?</h3><p>Hormones can make the result unpredictable, so we recommend waiting until after your pregnancy.</p>"],
  ]);
  const plans = offlinePlans(brows).plans;

  it('names the row by the treatment it starts with, and keeps a capitalised proper name as written', () => {
    const keyphrases = plans.filter((p) => p.intent === 'cost').map((p) => p.keyphrase);
    expect(keyphrases).toEqual(expect.arrayContaining(['Brow lamination', 'HD Brows']));
    expect(plans.map((p) => p.title).join(' | ')).not.toMatch(/with Tint|HD Brow\b/);
  });

  it('asks the FAQ about a treatment even when the tagger reads the treatment’s last word as a verb', () => {
    expect(plans.map((p) => [p.title, p.keyphrase])).toContainEqual(["Can I Have a Lash Lift If I'm Pregnant?", 'lash lift']);
  });
});

describe('a summary of a service site whose joined label holds a proper name and whose audience line names premises', () => {
  const it_ = site('http://northcote.test', 'Kestrel IT', [
    [
      '/',
      'Kestrel IT | IT support in Bath',
      'IT support for small businesses and new offices in Bath.',
      `<h1>IT support for small businesses and new offices in Bath</h1><ul class="services">
<li><h3><a href="/security/">Cyber security &amp; Cyber Essentials</a></h3><p>Firewalls, patching and Cyber Essentials certification. From £300.</p></li>
<li><h3><a href="/cabling/">Network cabling</a></h3><p>Structured cabling for offices. From £450.</p></li></ul>`,
    ],
  ]);

  it('writes the label’s first part in sentence case, keeps the proper name, and names people only as the audience', () => {
    const { analysisSummary } = offlinePlans(it_);
    expect(analysisSummary).toContain('cyber security & Cyber Essentials');
    expect(analysisSummary).not.toMatch(/new offices/);
  });
});

describe('two priced services, the first only a price row, the second described at length on its own page', () => {
  const clinic = site('http://feet.test', 'Stepwell Podiatry', [
    ['/', 'Stepwell Podiatry | Podiatry in Ely', 'Podiatry in Ely.', '<h1>Stepwell Podiatry</h1><table><tr><td>Nail cutting</td><td>£30</td></tr><tr><td>Verruca treatment</td><td>£55</td></tr></table>'],
    [
      '/verruca-treatment/',
      'Verruca treatment | Stepwell Podiatry',
      'Verruca treatment in Ely.',
      `<h1>Verruca treatment</h1><p>Verruca treatment starts with an assessment of the verruca, its size and how long you have had it, because older verrucas need a different approach from new ones.</p>
<p>Most verruca treatment here uses needling under local anaesthetic, which prompts the immune system to clear the verruca; one session is usually enough and the foot heals in two to three weeks.</p>
<p>For a small new verruca we may try cryotherapy first, freezing the verruca over three or four sessions a fortnight apart before any needling is considered.</p>`,
    ],
  ]);

  it('ranks the subject the site writes about before the one it only prices', () => {
    const plans = offlinePlans(clinic).plans.map((p) => p.keyphrase.toLowerCase());
    expect(plans).toContain('verruca treatment');
    const thin = plans.indexOf('nail cutting');
    expect(thin === -1 || thin > plans.indexOf('verruca treatment')).toBe(true);
  });

  it('counts the words the site writes about a subject', () => {
    const facts = clinic.facts!;
    const plan = (keyphrase: string) => ({ title: `How Much Does ${keyphrase} Cost?`, keyphrase, grounding: [] });
    expect(materialWords(plan('verruca treatment'), facts)).toBeGreaterThan(THIN_MATERIAL);
    expect(materialWords(plan('nail cutting'), facts)).toBeLessThan(THIN_MATERIAL);
  });
});

describe('a local trade pricing its main service and naming the towns it covers', () => {
  const gardens = site('http://gardens.test', 'Alderbank Gardens', [
    [
      '/',
      'Alderbank Gardens | Garden design in Farnham',
      'Garden design in Farnham.',
      `<h1>Garden design in Farnham</h1><p>We design gardens across Farnham, Godalming and Haslemere for family homes.</p>
<h2>Garden design</h2><p>A garden design starts with a site survey, then a scale plan and planting plan drawn for your garden. From £95.</p>`,
    ],
  ]);

  it('gives the town its own local topic beside the cost topic, worded about the area, not its prices', () => {
    const plans = offlinePlans(gardens).plans;
    expect(plans.some((p) => p.intent === 'cost')).toBe(true);
    const local = plans.filter((p) => p.intent === 'local');
    expect(local).toHaveLength(1);
    expect(local[0]!.title).not.toMatch(/\b(?:costs?|prices?)\b/i);
  });
});

describe('two services naming one occasion by different nouns ("eye tests", "eye examination with OCT")', () => {
  const optician = site('http://specs.test', 'Lowther Opticians', [
    ['/', 'Lowther Opticians | Opticians in Keswick', 'Opticians in Keswick.', '<h1>Lowther Opticians</h1><p>Independent opticians in Keswick.</p>'],
    ['/prices/', 'Prices | Lowther Opticians', 'Our prices.', '<h1>Prices</h1><table><tr><td>Eye tests</td><td>£25</td></tr><tr><td>Comprehensive eye examination with OCT</td><td>£60</td></tr><tr><td>Contact lens fitting</td><td>£35</td></tr></table>'],
    ['/eye-tests/', 'Eye tests | Lowther Opticians', 'Eye tests.', '<h1>Eye tests</h1><p>Our eye tests check your vision and the health of your eyes, take about thirty minutes and are free for children and over-60s.</p>'],
    [
      '/oct/',
      'Comprehensive eye examination with OCT | Lowther Opticians',
      'OCT scans.',
      '<h1>Comprehensive eye examination with OCT</h1><p>A comprehensive eye examination with OCT adds a 3D scan of the back of the eye, so the optometrist can see the layers of the retina and spot glaucoma early.</p>',
    ],
  ]);

  it('treats them as one subject: one explainer between them', () => {
    const facts = optician.facts!;
    const ground = (path: string) => facts.passages.filter((p) => p.url.endsWith(path)).map((p) => ({ url: p.url, passage: p.text }));
    const plans: TopicPlan[] = [
      { title: 'Understanding Eye Tests', keyphrase: 'eye tests', intent: 'explainer', grounding: ground('/eye-tests/'), updateOf: null, engine: 'offline' },
      { title: 'What a Comprehensive Eye Examination Involves', keyphrase: 'comprehensive eye examination', intent: 'explainer', grounding: ground('/oct/'), updateOf: null, engine: 'offline' },
    ];
    expect(selectTopics(plans, facts).map((p) => p.title)).toEqual(['Understanding Eye Tests']);
  });
});

describe('cost titles about an offering named in the plural', () => {
  const url = 'https://pell.test/lpa/';
  const passage = 'Lasting powers of attorney: £395 plus VAT for one LPA.';
  const lpa: Offering = {
    name: 'Lasting powers of attorney',
    kind: 'service',
    url,
    description: 'A lasting power of attorney lets someone you trust decide for you if you no longer can.',
    prices: [{ text: '£395', amount: 395, currency: 'GBP', unit: null, source: { url, passage } }],
    specs: [],
    source: { url, passage },
  };
  const facts: SiteFacts = {
    version: 1,
    language: 'en',
    english: true,
    business: { name: 'Pell Solicitors', source: { url, passage: 'Pell Solicitors' } },
    description: null,
    category: null,
    offerings: [lpa],
    audiences: [],
    locations: [],
    questions: [],
    blogSubjects: [],
    passages: [{ id: 'p1', url, heading: 'Lasting powers of attorney', kind: 'paragraph', text: passage, items: [] }],
    images: [],
  };

  it('gives a plural no "a" and agrees its verb: never "How Much Do a Lasting Powers of Attorney Cost?"', () => {
    const titles = topicCandidates(facts).filter((c) => c.plan.intent === 'cost').map((c) => c.plan.title);
    expect(titles).toContain('How Much Do Lasting Powers of Attorney Cost?');
    expect(titles).toContain('What Lasting Powers of Attorney Cost: £395');
    expect(titles.filter((t) => /\ban? Lasting Powers/i.test(t))).toEqual([]);
  });
});

describe('a home page whose heading names the work over a paragraph describing the premises', () => {
  const kennels = site('http://paws.test', 'Hollybank Barn', [
    [
      '/',
      'Hollybank Barn',
      '',
      `<h1>Dog day care on a farm near Dunmere</h1><p>A converted barn, two acres of fenced paddock and small groups sorted by size and energy.</p>
<p>We collect from Dunmere, Alderby and Fenwick.</p>`,
    ],
    ['/prices/', 'Prices | Hollybank Barn', 'Prices.', '<h1>Prices</h1><h2>Day care</h2><p>A full day of day care is £32, with collection from Dunmere, Alderby and Fenwick.</p>'],
  ]);

  it('takes the heading’s work as the trade a local searcher types, not the premises', () => {
    const local = offlinePlans(kennels).plans.find((p) => p.intent === 'local');
    expect(local?.keyphrase.toLowerCase()).toBe('dog day care');
    expect(local?.title).not.toMatch(/barn/i);
  });
});

describe('packages on a page headed only "Packages", beside a menu of unpriced dishes', () => {
  const caterer = site('http://ovens.test', 'Hollin Ovens', [
    [
      '/',
      'Hollin Ovens',
      '',
      `<h1>Wood-fired pizza catering for weddings and parties</h1><p>We tow our oven to your venue and cook pizzas to order. Based in Dunmere, we cater across Alderby, Fenwick and Tilton.</p>`,
    ],
    [
      '/packages/',
      'Packages | Hollin Ovens',
      'Packages.',
      '<h1>Packages</h1><h2>Party</h2><p>£12 per head, minimum 40 guests.</p><h2>Wedding evening</h2><p>£14 per head, minimum 60 guests.</p><h2>Wedding breakfast</h2><p>£28 per head, minimum 50 guests.</p>',
    ],
    ['/menu/', 'Menu | Hollin Ovens', 'Menu.', '<h1>Menu</h1><ul class="menu"><li><strong>Margherita</strong> — tomato, mozzarella, basil</li><li><strong>Wild mushroom</strong> — mushrooms, garlic, thyme</li><li><strong>Nduja &amp; honey</strong> — spicy sausage, hot honey</li></ul>'],
  ]);

  it('asks what the trade costs across the packages, the unit once, and gives the trade its local topic', () => {
    const plans = offlinePlans(caterer).plans;
    const cost = plans.find((p) => p.intent === 'cost');
    expect(cost?.keyphrase.toLowerCase()).toBe('wood-fired pizza catering');
    expect(cost?.title).toContain('£12–£28 per Head');
    expect(plans.some((p) => p.intent === 'local')).toBe(true);
  });
});

describe('a fees table of kinds of visit', () => {
  const clinic = site('http://osteo.test', 'Fernhollow Osteopathy', [
    ['/', 'Fernhollow Osteopathy', '', '<h1>Osteopathy in Dunmere</h1><p>Hands-on treatment for back and neck pain from two osteopaths.</p>'],
    ['/treatments/', 'Treatments | Fernhollow Osteopathy', 'Treatments.', '<h1>Treatments</h1><h2>Osteopathy</h2><p>Soft tissue massage, joint mobilisation and gentle manipulation.</p><h2>Pregnancy care</h2><p>Gentle treatment on your side.</p><h2>Sports rehab</h2><p>Graded exercise after sprains.</p>'],
    ['/fees/', 'Fees | Fernhollow Osteopathy', 'Fees.', '<h1>Fees</h1><table><tr><th>Appointment</th><th>Length</th><th>Fee</th></tr><tr><td>First appointment</td><td>60 minutes</td><td>£68</td></tr><tr><td>Follow-up</td><td>40 minutes</td><td>£55</td></tr></table>'],
  ]);

  it('prices the work across the visits, never a topic on "Follow-up" or "First appointment"', () => {
    const plans = offlinePlans(clinic).plans;
    expect(plans.map((p) => p.keyphrase.toLowerCase()).filter((k) => /appointment|follow-up/.test(k))).toEqual([]);
    const cost = plans.find((p) => p.intent === 'cost' && /£55–£68/.test(p.title));
    expect(cost?.keyphrase.toLowerCase()).toBe('osteopathy');
  });
});

describe('tiers priced as ranges', () => {
  it('span from the first range’s start to the last range’s end, never a run of four amounts', () => {
    const source = { url: 'http://movers.test/prices/', passage: 'Removal prices' };
    const tier = (text: string, amount: number, variant: string) => ({ text, amount, currency: 'GBP', unit: null, variant, source });
    const moves: Offering = {
      name: 'House moves',
      kind: 'service',
      url: source.url,
      description: null,
      prices: [tier('£450–£650', 450, '1-bed flat'), tier('£850–£1,300', 850, '3-bed house'), tier('£1,500–£2,400', 1500, '5-bed house')],
      specs: [],
      source,
    };
    expect(priceShort(moves)).toBe('£450–£2,400');
  });

  it('span the tiers of one unit, a price by the square metre beside whole-job prices left out', () => {
    const source = { url: 'http://plaster.test/prices/', passage: 'Plastering prices' };
    const tier = (text: string, amount: number, variant?: string) => ({ text, amount, currency: 'GBP', unit: /^from/.test(text) ? 'from' : null, ...(variant ? { variant } : {}), source });
    const plastering: Offering = {
      name: 'Plastering and rendering',
      kind: 'service',
      url: source.url,
      description: null,
      prices: [tier('from £280', 280), tier('£650', 650), tier('from £65 per m²', 65), tier('£4,500 to £6,000', 4500, 'including scaffolding')],
      specs: [],
      source,
    };
    expect(priceShort(plastering)).toBe('£280–£6,000');
  });

  it('have no top when the dearest tier is itself a "from" price: "From $95 per metre", never "$95–$125"', () => {
    const source = { url: 'http://fence.test/services/', passage: 'Colorbond Fencing' };
    const tier = (text: string, amount: number, variant: string) => ({ text, amount, currency: 'AUD', unit: 'from per metre', variant, source });
    const colorbond: Offering = {
      name: 'Colorbond fencing',
      kind: 'service',
      url: source.url,
      description: null,
      prices: [tier('From $95 per metre', 95, '1.8m'), tier('from $125 per metre', 125, '2.1m high')],
      specs: [],
      source,
    };
    expect(priceShort(colorbond)).toBe('From $95 per metre');
  });
});

describe('goods a local trade fits, listed on a page headed by their prices', () => {
  const lifts = site('http://lifts.test', 'Alder Mobility', [
    ['/', 'Alder Mobility', '', '<h1>Stairlifts fitted in days</h1><p>We supply, fit and service new and reconditioned stairlifts across Dunmere and the villages around it. A free survey takes about 45 minutes.</p>'],
    [
      '/prices/',
      'Stairlift prices',
      'Prices.',
      '<h1>Stairlift prices</h1><table><tr><th>Stairlift</th><th>Warranty</th><th>Price (fitted)</th></tr><tr><td>Reconditioned straight stairlift</td><td>12 months</td><td>from £1,195</td></tr><tr><td>New straight stairlift</td><td>2 years</td><td>from £1,895</td></tr><tr><td>Curved stairlift, one bend</td><td>2 years</td><td>from £4,250</td></tr></table>',
    ],
  ]);

  it('asks what one of them costs across their range, the head read before what narrows a name ("Curved stairlift, one bend")', () => {
    const titles = offlinePlans(lifts).plans.map((p) => p.title);
    expect(titles.some((t) => /^How Much Does a Stairlift Cost\? .*£1,195.*£4,250/.test(t))).toBe(true);
  });
});

describe('a language school: classes at set times, private lessons bought by the hour or the block, and a policy for a missed class', () => {
  const nav = '<a href="/">Home</a><a href="/courses/">Courses</a><a href="/private-lessons">Private lessons</a><a href="/faq/">FAQ</a>';
  const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"EducationalOrganization","name":"Parlons Language School","address":{"@type":"PostalAddress","streetAddress":"18 Bridge Street","addressLocality":"Cambridge","postalCode":"CB2 1UF"}}</script>';
  const page = (path: string, title: string, body: string) =>
    extractPage(`<!DOCTYPE html><html lang="en"><head><title>${title}</title>${ld}</head><body><header><nav>${nav}</nav></header><main>${body}</main><footer><p>Parlons Language School · 18 Bridge Street, Cambridge CB2 1UF</p><p>© Parlons 2026</p></footer></body></html>`, `http://parlons.test${path}`);
  const school = analyseSite(
    [
      page(
        '/',
        'Parlons | French and Spanish classes for adults in Cambridge',
        `<h1>French and Spanish for grown-ups</h1><p>Small evening and Saturday classes for adults in central Cambridge, taught by native speakers. No more than eight people in a class.</p>
<h3>Evening courses</h3><p>Ten weeks, one evening a week, from complete beginner to advanced.</p><h3>Saturday intensives</h3><p>Five hours on a Saturday to get ready for a trip.</p><h3>Private lessons</h3><p>One-to-one, at our school or online.</p>`,
      ),
      page(
        '/courses/',
        'Courses and fees | Parlons',
        `<h1>Courses and fees</h1><p>All courses run for a ten-week term, two hours a week.</p>
<h2>Saturday intensives</h2><p>A Saturday from 10am to 3pm focused on one situation: travelling, eating out or renting a flat abroad. £75 per intensive, lunch not included.</p>
<h2>Missing a class</h2><p>If you miss a class, your teacher emails the notes and homework. You can join another group at the same level that week if it has room.</p>`,
      ),
      page(
        '/private-lessons',
        'Private French and Spanish lessons | Parlons',
        '<h1>Private lessons</h1><p>One-to-one lessons are planned around what you need: a job interview in Madrid, an exam, or catching up before joining a group.</p><ul><li>Single lesson (1 hour): £45</li><li>Block of 10 lessons: £400</li><li>Lessons for two people: £60 per hour</li></ul><p>Blocks must be used within six months.</p>',
      ),
      page('/faq/', 'FAQ | Parlons', '<h1>FAQ</h1><h3>How long does it take to learn a language?</h3><p>Most adults who come every week and do the homework move up one level every two to three terms.</p>'),
    ],
    'http://parlons.test/',
    new Date('2026-03-01T00:00:00Z'),
  );
  const { plans } = offlinePlans(school);
  const titles = plans.map((p) => p.title);

  it('asks the customers’ question about what the business’s name says it teaches ("language" of "Parlons Language School")', () => {
    expect(titles).toContain('How Long Does It Take to Learn a Language?');
  });

  it('makes no offering, how-to or explainer of a policy headed by a verb and its object ("Missing a class")', () => {
    expect(school.facts!.offerings.map((o) => o.name)).not.toContain('Missing a class');
    expect(titles.filter((t) => /miss/i.test(t))).toEqual([]);
  });

  it('reads "evening" before "and Saturday classes" as a time the classes run at, never the trade', () => {
    const local = plans.find((p) => p.intent === 'local');
    expect(local?.keyphrase.toLowerCase()).toBe('evening and saturday classes');
  });

  it('asks no cost of the single lesson or the block beside the private lessons they are ways to buy', () => {
    expect(plans.filter((p) => /single lesson|block of 10|lessons for two/i.test(p.keyphrase))).toEqual([]);
    expect(plans.some((p) => p.intent === 'cost' && p.keyphrase === 'Private lessons')).toBe(true);
  });
});

describe('a shop selling several kinds of goods, most of one kind', () => {
  it('asks the cost of the kind most of its goods are, in the description’s words, pounds written alike', () => {
    const card = (slug: string, name: string, price: string) => `<li class="grid__item"><div class="card"><h3 class="card__heading"><a href="/products/${slug}">${name}</a></h3><div class="price"><span class="price-item">${price}</span></div></div></li>`;
    const shop = site('http://magpie.test', 'Magpie Vintage', [
      [
        '/',
        'Magpie Vintage | Vintage clothing in Northampton',
        'Hand-picked vintage workwear, knitwear and outdoor jackets from the 1970s to the 1990s.',
        `<h1>Good old clothes</h1><p>Hand-picked vintage workwear, knitwear and outdoor jackets from the 1970s to the 1990s.</p><h2>New in</h2><ul class="product-grid">${card('bedale', 'Barbour Bedale wax jacket, olive, 1990s', '£95.00')}${card('detroit', 'Carhartt Detroit jacket, brown duck, 1990s', '£85.00')}${card('fair-isle', 'Hand-knitted Fair Isle yoke jumper', '£48.00')}${card('aran', 'Aran cable cardigan, cream wool', '£42.00')}${card('chore', 'French blue moleskin chore jacket', '£65.00')}</ul>`,
      ],
    ]);
    expect(offlinePlans(shop).plans.map((p) => p.title)).toContain('How Much Does an Outdoor Jacket Cost? £65–£95');
  });
});

describe('a holiday cottage let by season', () => {
  const cottage = site('http://curlew.test', 'Curlew Barn', [
    ['/', 'Curlew Barn | Holiday cottage in Swaledale', '', '<h1>A converted stone barn in Swaledale</h1><p>Curlew Barn sleeps four in two bedrooms, with a wood-burning stove and a walled garden.</p>'],
    [
      '/rates/',
      'Rates | Curlew Barn',
      '',
      `<h1>Rates &amp; availability</h1><table><tr><th>Season</th><th>3-night weekend</th><th>4-night midweek</th><th>Week</th></tr>
<tr><td>Winter (Nov–Feb)</td><td>£345</td><td>£360</td><td>£595</td></tr><tr><td>Spring &amp; autumn</td><td>£395</td><td>£420</td><td>£725</td></tr>
<tr><td>Summer (Jul–Aug)</td><td>—</td><td>—</td><td>£895</td></tr><tr><td>Christmas &amp; New Year</td><td>—</td><td>—</td><td>£995</td></tr></table>`,
    ],
  ]);
  const titles = offlinePlans(cottage).plans.map((p) => p.title);

  it('prices the stay by its seasons, never a season as a thing sold, the range to its dearest week', () => {
    expect(cottage.facts!.offerings.map((o) => o.name).filter((n) => /winter|spring|summer|christmas/i.test(n))).toEqual([]);
    expect(titles).toContain('How Much Does a Holiday Cottage Cost in Swaledale?');
    // Where a title states the price, it is the range to the dearest week.
    const priced = topicCandidates(cottage.facts!).filter((c) => c.plan.intent === 'cost' && /£/.test(c.plan.title));
    expect(priced.length).toBeGreaterThan(0);
    for (const c of priced) expect(c.plan.title).toContain('£345–£995');
  });

  it('never takes a counted noun ("two bedrooms") for the trade, and a cottage takes its article', () => {
    expect(titles.filter((t) => /bedroom/i.test(t))).toEqual([]);
    expect(titles.some((t) => /holiday cottage near swaledale/i.test(t))).toBe(true);
    expect(withArticle('holiday cottage')).toBe('a holiday cottage');
    // "-ing" makes mass nouns, but a ceiling or a wedding is one thing: "The Cost of a Skim Ceiling".
    expect(withArticle('skim ceiling')).toBe('a skim ceiling');
    expect(withArticle('plastering')).toBe('plastering');
    // The head comes before a preposition: one lesson, for several holders.
    expect(withArticle('refresher lesson for licence holders')).toBe('a refresher lesson for licence holders');
  });
});

describe('a wedding photographer whose price page is headed "Investment"', () => {
  const photographer = site('http://hazel.test', 'Hazel & Rye', [
    [
      '/',
      'Hazel & Rye | Wedding photography in Bristol',
      '',
      '<h1>Relaxed, documentary wedding photography</h1><p>I photograph weddings as they happen, with no long lists of posed groups. Based in Bristol, I cover Somerset and Devon.</p>',
    ],
    [
      '/investment/',
      'Investment | Hazel & Rye',
      '',
      `<h1>Investment</h1><p>Every collection includes an online gallery of edited images and a planning call a month before the day.</p><div class="pricing"><div class="card"><h3>The Ceremony</h3><p class="price">£950</p><ul><li>4 hours</li><li>Around 300 images</li></ul></div>
<div class="card"><h3>The Full Day</h3><p class="price">£1,850</p><ul><li>10 hours</li><li>Around 700 images</li></ul></div>
<div class="card"><h3>The Elopement</h3><p class="price">£650</p><ul><li>2 hours</li><li>Up to 20 guests</li></ul></div></div>
<h2>Add-ons</h2><ul><li>Second photographer: £350</li><li>Handmade linen album (30 pages): £495</li></ul>`,
    ],
    ['/journal/how-many-hours/', 'How many hours of wedding photography do you need? | Hazel & Rye', '', '<article><h1>How many hours of wedding photography do you need?</h1><p>Most couples need less coverage than they think. Eight hours covers most days.</p><p>Ten hours is worth it for the first dance.</p></article>'],
  ]);
  const plans = offlinePlans(photographer).plans;

  it('asks what its trade costs across its packages, a post on another question about the trade no bar to it', () => {
    expect(plans.find((p) => p.intent === 'cost')?.title).toBe('Documentary Wedding Photography Prices: £650–£1,850');
    expect(plans.some((p) => p.intent === 'local' && /wedding photography/i.test(p.keyphrase))).toBe(true);
  });

  it('makes no offering of its "Investment" or "Journal" page', () => {
    expect(photographer.facts!.offerings.map((o) => o.name).filter((n) => /^(?:investment|journal)$/i.test(n))).toEqual([]);
  });
});

describe('a hair salon priced by who does the work', () => {
  const salon = site('http://tangle.test', 'Tangle & Tease', [
    ['/', 'Tangle & Tease | Hair salon in Totnes', '', '<h1>Hair salon in Totnes</h1><p>Cuts, colour and curly hair specialists in the middle of Totnes.</p>'],
    [
      '/price-list/',
      'Price list | Tangle & Tease',
      '',
      `<h1>Price list</h1><p>Prices depend on who you see.</p><table><tr><th></th><th>Stylist</th><th>Senior stylist</th></tr>
<tr><td>Curly cut (dry)</td><td>£55</td><td>£65</td></tr><tr><td>Men's cut</td><td>£28</td><td>£32</td></tr><tr><td>Full head colour</td><td>from £75</td><td>from £85</td></tr></table>`,
    ],
  ]);
  const plans = offlinePlans(salon).plans;

  it('sells services, a possessive ("Men\'s cut") and the colour of a head of hair among them', () => {
    const offerings = salon.facts!.offerings;
    expect(offerings.map((o) => o.name)).toEqual(expect.arrayContaining(["Men's cut", 'Full head colour']));
    expect(offerings.every((o) => o.kind === 'service')).toBe(true);
    expect(plans.filter((p) => p.intent === 'cost').length).toBeGreaterThanOrEqual(2);
  });

  it('names its trade by the premises its heading names, with its article', () => {
    expect(plans.find((p) => p.intent === 'local')?.title).toMatch(/\ba Hair Salon (?:Near|in) Totnes\b/);
  });
});

describe('a restaurant whose structured data says what it is', () => {
  it('gets its local topic as a place people choose, though its menu lists more dishes than it has services', () => {
    const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"Restaurant","name":"The Drovers Kitchen","address":{"@type":"PostalAddress","addressLocality":"Masham"}}</script>';
    const page = (path: string, title: string, body: string) =>
      extractPage(`<!DOCTYPE html><html lang="en"><head><title>${title}</title>${ld}</head><body><main>${body}</main><footer><p>The Drovers Kitchen, 2 Market Place, Masham</p></footer></body></html>`, `http://drovers.test${path}`);
    const restaurant = analyseSite(
      [
        page('/', 'The Drovers Kitchen | Restaurant in Masham', '<h1>Seasonal Yorkshire cooking in Masham</h1><p>A 40-cover restaurant on the market square, cooking what the farms around Masham produce that week.</p>'),
        page('/menu/', 'Menu | The Drovers Kitchen', '<h1>Menu</h1><h2>Mains</h2><ul><li>Swaledale lamb rump, hotpot potatoes — £26</li><li>Pheasant breast, bread sauce — £22</li><li>Roast squash, spelt, sage butter — £18</li></ul>'),
      ],
      'http://drovers.test/',
      new Date('2026-03-01T00:00:00Z'),
    );
    expect(offlinePlans(restaurant).plans.find((p) => p.intent === 'local')?.title).toBe('Choosing a Restaurant in Masham: What to Ask Before You Book');
  });
});

describe('the intent a question asks', () => {
  it('reads "keep" as a problem only where something keeps happening', () => {
    expect(detectIntent('How Long Can I Keep Domestic Scaffolding?')).toBe('explainer');
    expect(detectIntent('Why Does My Fuse Keep Tripping?')).toBe('problem');
    expect(detectIntent('My Lawnmower Keeps Stalling')).toBe('problem');
  });

  it('reads "charge" as a price only where money is charged, never charging a car', () => {
    expect(detectIntent('Can I Charge My Electric Car?')).toBe('explainer');
    expect(detectIntent('How Much Do You Charge for a Deep Clean?')).toBe('cost');
    expect(detectIntent('Do You Charge a Deposit?')).toBe('cost');
    expect(detectIntent('What Happens at My First Visit?')).toBe('how-to');
    expect(detectIntent('What Happens If My Dog Gets Sick?')).toBe('explainer');
  });

  it('reads "worth" as a cost only before a price: "Is My Old Piano Worth Repairing?" weighs a decision', () => {
    expect(detectIntent('Is My Old Piano Worth Repairing?')).not.toBe('cost');
    expect(detectIntent('Is a Deep Clean Worth £120?')).toBe('cost');
  });

  it('reads "how much" of a thing the reader uses as a quantity, not a price', () => {
    expect(detectIntent('How Much Tea Do I Use per Cup?')).not.toBe('cost');
    expect(detectIntent('How Much Do Driving Lessons Cost?')).toBe('cost');
    expect(detectIntent('How Much Is a Call-Out Fee?')).toBe('cost');
    expect(detectIntent('How Much Money Do I Need for a Wedding Caterer?')).toBe('cost');
  });
});

describe('a blinds and shutters fitter', () => {
  const blinds = site('http://brightside.test', 'Brightside', [
    [
      '/',
      'Brightside Blinds & Shutters | Colchester',
      '',
      '<h1>Made-to-measure blinds and shutters in Colchester</h1><p>We measure, make and fit shutters, roller blinds, Roman blinds and Venetian blinds for homes across Colchester.</p>',
    ],
    ['/shutters/', 'Shutters | Brightside', '', '<h1>Plantation shutters</h1><p>Shutters give you privacy and light control.</p><h2>How long do shutters take?</h2><p>Shutters are made to order and take six to eight weeks from measuring to fitting.</p>'],
    ['/prices/', 'Prices | Brightside', '', '<h1>Guide prices</h1><p>Guide prices for a typical window, fitted.</p><ul><li>Roller blind: from £95</li><li>Roman blind: from £180</li><li>Venetian blind: from £160</li><li>Shutters: from £320</li></ul>'],
  ]);
  const titles = topicCandidates(blinds.facts!).map((c) => c.plan.title);

  it('asks the cost of the blinds by their category, never by one of them', () => {
    expect(titles).toContain('How Much Does a Made-to-Measure Blind Cost? £95–£180');
    expect(titles.filter((t) => /How Much Does a Roller Blind Cost\? £95–£180/.test(t))).toEqual([]);
  });

  it('asks the customers’ question about a thing sold under a one-word name the tagger reads as a verb', () => {
    expect(titles).toContain('How Long Do Shutters Take?');
  });
});

describe('a question about a missed session', () => {
  it('is the business’s admin, never a topic', () => {
    const club = site('http://goalside.test', 'Goalside', [
      ['/', 'Goalside | Kids football in Didcot', '', '<h1>Football coaching for children in Didcot</h1><p>Weekly sessions and holiday camps run by FA-qualified coaches.</p>'],
      ['/faq/', 'FAQ | Goalside', '', '<h1>FAQ</h1><details><summary>What if my child misses a session?</summary><p>We don’t refund missed sessions, but you can swap to the other venue that week.</p></details><details><summary>What age should my child start football?</summary><p>Most children are ready for group football at four.</p></details>'],
    ]);
    const titles = topicCandidates(club.facts!).map((c) => c.plan.title);
    expect(titles.filter((t) => /miss/i.test(t))).toEqual([]);
  });
});

describe('a catalogue of kinds on pages of their own', () => {
  it('asks the cost of each page’s goods as its headline names them, never a headline naming none of them', () => {
    const shop = site('http://wyre.test', 'Wyre Blinds & Shutters', [
      ['/', 'Wyre Blinds & Shutters | Worcester', '', '<h1>Blinds and shutters made in Kidderminster</h1><p>We measure, make and fit every product ourselves.</p>'],
      [
        '/blinds/',
        'Blinds | Wyre',
        '',
        '<h1>Blinds</h1><p>Prices for a window up to 120cm wide.</p><table><tr><th>Type</th><th>From (ex. VAT)</th><th>From (inc. VAT)</th></tr><tr><td>Roller blind</td><td>£85</td><td>£102</td></tr><tr><td>Vertical blind</td><td>£110</td><td>£132</td></tr><tr><td>Roman blind, lined</td><td>£195</td><td>£234</td></tr><tr><td>Motorised roller</td><td>£295</td><td>£354</td></tr></table>',
      ],
      ['/supplies/', 'Cakes | Wyre', '', '<h1>Cakes</h1><p>For the shop counter.</p><ul><li>Sugarpaste 250g: £1.80</li><li>Piping nozzle set: £5.75</li><li>Cake board 10in: £2.50</li></ul>'],
    ]);
    const titles = offlinePlans(shop).plans.map((p) => p.title);
    // Priced without and with VAT in two columns: the range runs down the first, never £85 to the second's £354.
    expect(titles).toContain('How Much Do Blinds Cost? £85–£295');
    expect(titles.filter((t) => /cakes cost/i.test(t))).toEqual([]);
  });
});

describe('promises in a grid of cards beside the work', () => {
  it('are never the trade of a local topic ("Fully insured"), which the headline’s work names', () => {
    const plasterer = site('http://hartley.test', 'Hartley Plastering', [
      [
        '/',
        'Hartley Plastering | Kettering',
        '',
        `<h1>Plastering, skimming &amp; rendering across North Northamptonshire</h1><p>We're a family firm of four plasterers based in Kettering, Corby and Wellingborough.</p>
<div class="grid"><h3>2-year workmanship guarantee</h3><p>Every job is guaranteed for two years.</p><h3>Clean and tidy</h3><p>We sheet the floors and take our waste away.</p><h3>Fully insured</h3><p>£5m public liability cover.</p></div>`,
      ],
      ['/services/', 'Services | Hartley Plastering', '', '<h1>Services</h1><h2>Skimming</h2><p>A fresh finish coat over sound plaster.</p><h2>External rendering</h2><p>Sand and cement or silicone render.</p><h2>Fully insured</h2><p>All our work is covered by £5m public liability insurance.</p>'],
      ['/prices/', 'Prices | Hartley Plastering', '', '<h1>Prices</h1><table><tr><th>Job</th><th>Price</th></tr><tr><td>Skim ceiling – small room</td><td>£220</td></tr><tr><td>Skim walls – average room</td><td>£380</td></tr></table>'],
    ]);
    const plans = offlinePlans(plasterer).plans;
    expect(plans.find((p) => p.intent === 'local' || isAreaCost(p))?.keyphrase.toLowerCase()).toBe('plastering');
    // Read as an offering (a card on a services page), a promise still gets no topic.
    const facts = plasterer.facts!;
    const insured: Offering = { name: 'Fully insured', kind: 'service', url: 'http://hartley.test/services/', description: 'All our work is covered by £5m public liability insurance.', prices: [], specs: [], source: { url: 'http://hartley.test/services/', passage: 'Fully insured. All our work is covered.' } };
    expect(topicCandidates({ ...facts, offerings: [...facts.offerings, insured] }).filter((c) => /insured/i.test(c.plan.keyphrase))).toEqual([]);
  });
});

describe('a price list line naming a job by its verb', () => {
  it('gets no topic of its own ("Hack off & replaster one wall")', () => {
    const plasterer = site('http://hack.test', 'Hartley Plastering', [
      ['/', 'Hartley Plastering | Kettering', '', '<h1>Plastering in Kettering</h1><p>Skimming and rendering for homes.</p>'],
      ['/prices/', 'Prices | Hartley', '', '<h1>Prices</h1><table><tr><th>Job</th><th>Price</th></tr><tr><td>Skim ceiling – small room</td><td>£220</td></tr><tr><td>Hack off &amp; replaster one wall</td><td>£450</td></tr><tr><td>Lime plaster per m²</td><td>£58</td></tr></table>'],
    ]);
    const facts = plasterer.facts!;
    const source = { url: 'http://hack.test/prices/', passage: 'Hack off & replaster one wall | £450' };
    const job: Offering = { name: 'Hack off & replaster one wall', kind: 'service', url: source.url, description: null, prices: [{ text: '£450', amount: 450, currency: 'GBP', unit: null, source }], specs: [], source };
    expect(topicCandidates({ ...facts, offerings: [...facts.offerings, job] }).filter((c) => /hack off/i.test(c.plan.keyphrase))).toEqual([]);
  });
});

describe('a meal-prep shop: plans in sizes, extras under their own heading, questions about "the meals"', () => {
  const kitchen = site('http://kitchen.test', 'Fennel Kitchen', [
    ['/', 'Fennel Kitchen | Meal prep in Dunmere', 'Chef-made, high-protein meals delivered across Dunmere every Sunday. Weekly meal plans from $74.', '<h1>Meal prep, delivered</h1><p>Our weekly meal plans are chef’s choice and cheaper per meal than ordering each dish on its own.</p><div id="pc-banner" class="pc__banner" role="alertdialog"><h2>Cookie preferences</h2><p>We use cookies to remember your cart.</p></div>'],
    [
      '/products/weekly-meal-plan/',
      'Weekly Meal Plan | Fennel Kitchen',
      'Chef’s choice weekly meal plan.',
      `<div class="product"><h1 class="product__title">Weekly Meal Plan</h1><script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"Weekly Meal Plan","offers":[{"@type":"Offer","name":"5 meals","price":"74.00","priceCurrency":"NZD"},{"@type":"Offer","name":"10 meals","price":"139.00","priceCurrency":"NZD"}]}</script><p>Five or ten meals, chef’s choice, delivered on Sunday.</p><ul><li><strong>5 meals</strong> – $74 ($14.80 a meal). Perfect for weekday lunches.</li><li><strong>10 meals</strong> – $139 ($13.90 a meal). Lunch and dinner.</li></ul></div>`,
    ],
    [
      '/collections/all/',
      'All meals | Fennel Kitchen',
      'Every meal on the menu.',
      `<h1>All meals</h1><p>Minimum order 5 meals.</p><h3 class="h4">Extras</h3><ul class="grid" role="list"><li class="bundle__item"><div class="bundle__name">Peanut Butter Protein Balls (4 pack)</div><div class="bundle__price">$9.50</div><button type="button">Add</button></li><li class="bundle__item"><div class="bundle__name">Overnight Oats – Feijoa &amp; Coconut</div><div class="bundle__price">$8.90</div><button type="button">Add</button></li></ul>`,
    ],
    ['/faq/', 'FAQ | Fennel Kitchen', 'Questions.', '<h1>FAQ</h1><h3>How long do the meals last?</h3><p>Five days in the fridge from the day of delivery.</p>'],
  ]);
  const { plans } = offlinePlans(kitchen);

  it('prices no extra as the business’s main work, and reads no cookie banner', () => {
    const names = kitchen.facts!.offerings.map((o) => o.name.toLowerCase());
    expect(names.filter((n) => /high-protein meals|cookie/.test(n))).toEqual([]);
    expect(kitchen.facts!.passages.filter((p) => /cookies/i.test(p.text))).toEqual([]);
    // "5 meals – $74" is how many of the plan, never an offering of its own.
    expect(names.filter((n) => /^\d+ meals$/.test(n))).toEqual([]);
  });

  it('asks what a plan sold in sizes costs, in the currency sign its pages write', () => {
    expect(plans.filter((p) => p.intent === 'cost').map((p) => p.title)).toEqual(['How Much Does a Weekly Meal Plan Cost?']);
    const priced = topicCandidates(kitchen.facts!).filter((c) => c.plan.intent === 'cost' && /Weekly Meal Plan/.test(c.plan.title) && /\d/.test(c.plan.title));
    expect(priced.map((c) => c.plan.title)).toContainEqual(expect.stringMatching(/\$74\b/));
    expect(plans.map((p) => p.title).join(' | ')).not.toContain('NZD');
  });

  it('names "the meals" by the kind the description names, never "… for Weekly Meal Plans"', () => {
    expect(plans.map((p) => p.title)).toContain('How Long Do High-Protein Meals Last?');
  });
});

describe('a fencer’s summary', () => {
  const fencer = site('http://fence.test', 'Gumtree Fencing', [
    [
      '/',
      'Gumtree Fencing | Fencing in Dunmere',
      'Family-owned fencing contractor for Dunmere homes. Colorbond fencing from $95/m installed.',
      `<h1>Fencing for Dunmere homes</h1><p>We build fences across Dunmere, Queensland.</p><div class="grid"><div class="card"><h3>Colorbond Fencing</h3><p>From $95 per metre installed</p></div><div class="card"><h3>Timber Paling Fencing</h3><p>From $85 per metre installed</p></div><div class="card"><h3>Retaining Walls</h3><p>From $280 per m² installed</p></div><div class="card"><h3>Old Fence Removal</h3><p>$15–$25 per metre</p></div><div class="card"><h3>Gates</h3><p>From $550 installed</p></div></div>`,
    ],
  ]);
  const { analysisSummary } = offlinePlans(fencer);

  it('starts its prices where the work it names starts, by the metre, not at a removal charge or a gate', () => {
    expect(analysisSummary).toMatch(/starting at \$85 per metre\./);
  });

  it('says the place once: "for homes in Dunmere", never "for dunmere homes in Dunmere"', () => {
    expect(analysisSummary).not.toMatch(/dunmere homes/i);
  });
});

describe('a question whose verb the tagger misreads', () => {
  const fitter = site('http://fit.test', 'Dunmere Bike Fit', [
    ['/', 'Dunmere Bike Fit | Bike fitting in Dunmere', 'Professional bike fitting in Dunmere.', '<h1>Bike fitting in Dunmere</h1><p>Our bike fitting sessions set saddle height, reach and cleats for road and gravel riders.</p>'],
    ['/faq/', 'FAQ | Dunmere Bike Fit', 'Questions.', '<h1>FAQ</h1><h3>Should I get fitted before buying a new bike?</h3><p>Ideally, yes. A sizing session gives you the frame numbers to shop with before you spend money on a bike.</p>'],
  ]);
  const plans = offlinePlans(fitter).plans;

  it('is about the work done ("get fitted … a new bike" → bike fitting), never the customer’s own verb ("buying")', () => {
    const asked = plans.find((p) => p.title === 'Should I Get Fitted Before Buying a New Bike?');
    expect(asked?.keyphrase).toBe('bike fitting');
    expect(plans.map((p) => p.keyphrase)).not.toContain('buying');
  });
});

describe('a menu category joining two things the site sells', () => {
  const tuner = site('http://piano.test', 'Dunmere Pianos', [
    ['/', 'Dunmere Pianos | Piano tuning in Dunmere', 'Piano tuning and repairs in Dunmere.', '<h1>Piano tuning in Dunmere</h1><p>Tuning and repairs for upright and grand pianos.</p>'],
    ['/services/', 'Services | Dunmere Pianos', 'Prices.', '<h1>Services</h1><h2>Standard tuning</h2><p>A standard tuning is £75 and takes about an hour.</p><h2>Repairs</h2><p>Sticking keys and squeaky pedals, most of them fixed on the spot during a tuning visit.</p>'],
  ]);
  const source = { url: 'http://piano.test/services/', passage: 'Tuning & Repairs' };
  const category = { name: 'Tuning & Repairs', kind: 'service' as const, url: source.url, description: null, prices: [{ text: '£75', amount: 75, currency: 'GBP', unit: null, source }], specs: [], source };
  const facts = { ...tuner.facts!, offerings: [...tuner.facts!.offerings, category] };

  it('makes no topic of its own: "Tuning & Repairs" is priced by one of them and titled by both', () => {
    expect(topicCandidates(facts).map((c) => c.plan.keyphrase)).not.toContain('Tuning & Repairs');
  });
});

describe('offerings a marketer would not weigh or explain', () => {
  const source = (name: string) => ({ url: 'http://x.test/p/', passage: name });
  const offering = (name: string, kind: Offering['kind'], amount: number | null, description: string | null = null): Offering => ({
    name,
    kind,
    url: 'http://x.test/p/',
    description,
    prices: amount === null ? [] : [{ text: `$${amount}`, amount, currency: 'USD', unit: null, source: source(name) }],
    specs: [],
    source: source(name),
  });

  it('weighs no number of lessons against a kind of lesson ("Single vs. Manual Lessons")', () => {
    const base = site('http://drive.test', 'Dunmere Driving', [['/', 'Dunmere Driving | Driving lessons in Dunmere', 'Driving lessons in Dunmere.', '<h1>Driving lessons in Dunmere</h1><p>Automatic and manual driving lessons for learners.</p>']]);
    const facts = { ...base.facts!, offerings: [offering('Single lessons', 'service', 75, 'One lesson of 60 minutes in an automatic car.'), offering('Manual lessons', 'service', 80, 'Lessons in a manual car with a dual clutch.')] };
    expect(topicCandidates(facts).map((c) => c.plan.title).join(' | ')).not.toMatch(/single vs\.? manual|manual vs\.? single/i);
  });

  it('asks no "How X Works" of a shop’s priced product, though the site sells a plan too', () => {
    const base = site('http://leather.test', 'Dunmere Leather', [['/', 'Dunmere Leather | Leather goods', 'Handmade leather goods.', '<h1>Handmade leather goods</h1><p>Wallets, belts and bags stitched by hand.</p>']]);
    const facts = { ...base.facts!, offerings: [offering('Weekender Duffle Bag', 'product', 495, 'Our biggest piece, made to order in three to four weeks from full-grain leather.'), offering('Gift Card', 'plan', 25)] };
    expect(topicCandidates(facts).map((c) => c.plan.title).join(' | ')).not.toMatch(/weekender duffle bag (?:works|covers)|what is (?:a )?weekender/i);
  });

  it('asks a price once: "What a Lockout Costs" beside "Emergency Lockouts Prices" is the same subject', () => {
    const plan = (title: string, keyphrase: string): TopicPlan => ({ title, keyphrase, intent: 'cost', grounding: [source(keyphrase)], updateOf: null, engine: 'offline' });
    expect(checkDistinct(plan('What a Lockout Costs: £69', 'Lockout'), [plan('Emergency Lockouts Prices: From £69', 'Emergency lockouts')]).ok).toBe(false);
  });
});

describe('a buyer’s question about the size of what the shop sells', () => {
  const shop = site('http://belts.test', 'Dunmere Leather', [
    ['/', 'Dunmere Leather | Leather belts', 'Handmade leather belts and wallets.', '<h1>Handmade leather belts</h1><div class="grid"><div class="card"><h3>Everyday Work Belt</h3><p>$95</p></div><div class="card"><h3>Slim Dress Belt</h3><p>$110</p></div></div>'],
    ['/faq/', 'FAQ | Dunmere Leather', 'Questions.', '<h1>FAQ</h1><h3>How do I find my belt size?</h3><p>Measure a belt you already own from the fold at the buckle to the hole you use most, and order that length.</p>'],
  ]);

  it('is a how-to in the reader’s words: "How to Find Your Belt Size"', () => {
    expect(offlinePlans(shop).plans.map((p) => p.title)).toContain('How to Find Your Belt Size');
  });

  it('states where prices start in the currency sign its pages write', () => {
    const jsonLd = site('http://drive.test', 'Dunmere Driving', [['/', 'Dunmere Driving | Driving lessons', 'Driving lessons in Dunmere.', '<h1>Driving lessons in Dunmere</h1><p>Patient lessons for learners.</p><script type="application/ld+json">{"@context":"https://schema.org","@type":"Service","name":"Single driving lesson","offers":{"@type":"Offer","price":"75.00","priceCurrency":"AUD"}}</script>']]);
    expect(offlinePlans(jsonLd).analysisSummary).not.toMatch(/AUD/);
  });
});

describe('steps on an offering’s own page', () => {
  const base = site('http://drive.test', 'Dunmere Driving', [['/', 'Dunmere Driving | Driving lessons in Dunmere', 'Driving lessons in Dunmere.', '<h1>Driving lessons in Dunmere</h1><p>Patient automatic lessons for learners.</p>']]);
  const url = 'http://drive.test/test-day/';
  const items = ['We pick you up 75 minutes before your test.', 'You drive a 60-minute warm-up lesson.', 'You sit the test in our dual-control car.', 'We drive you home afterwards.'];
  const source = { url, passage: 'Test day package – $195' };
  const facts = {
    ...base.facts!,
    offerings: [{ name: 'Test day package', kind: 'service' as const, url, description: 'Our car and a warm-up lesson for your driving test.', prices: [{ text: '$195', amount: 195, currency: 'USD', unit: null, source }], specs: [], source }],
    passages: [...base.facts!.passages, { id: 's1', url, heading: 'On the day', kind: 'steps' as const, text: items.join(' '), items }],
  };

  it('asks how the offering works with its article: "How the Test Day Package Works"', () => {
    expect(topicCandidates(facts).map((c) => c.plan.title).join(' | ')).toMatch(/How the Test Day Package Works/);
  });
});

describe('questions as a garage’s and a pest controller’s pages ask them', () => {
  const garage = site('http://garage.test', 'Wensley Motors', [
    ['/', 'Wensley Motors | Car servicing in Norwich', 'Independent garage in Norwich: MOTs, servicing and repairs.', '<h1>Car servicing and MOTs in Norwich</h1><p>Interim, full and major services for every make.</p>'],
    [
      '/servicing/',
      'Servicing | Wensley Motors',
      'Interim, full and major car services.',
      `<h1>Car servicing</h1><h2>Interim service</h2><p>Oil and filter change with 30 checks, £119.</p><h2>Full service</h2><p>Every filter and 60 checks, £189.</p>
<h2>Will it affect my warranty?</h2><p>No. Block exemption rules mean any garage using the right parts keeps it valid.</p>`,
    ],
    [
      '/faq/',
      'FAQ | Wensley Motors',
      'Questions about servicing.',
      `<h1>FAQ</h1><h3>Will servicing with you affect my manufacturer warranty?</h3><p>No. Block exemption rules mean you can have a new car serviced by an independent garage, as long as the parts match the maker's specification.</p>
<h3>What does your 6-month warranty cover?</h3><p>Parts and labour on any repair we carry out, for six months or 6,000 miles.</p>`,
    ],
  ]);
  const titles = offlinePlans(garage).plans.map((p) => p.title);

  it('asks the question of any garage ("Will servicing affect…"), never one leaning on a missing "it", nor of the business’s own warranty', () => {
    expect(titles).toContain('Will Servicing Affect My Manufacturer Warranty?');
    expect(titles.filter((t) => /\bit\b|6-month|your/i.test(t))).toEqual([]);
  });
});

/** Site facts read from one home page: the business, its description, its priced services and places, and one paragraph. */
function homeFacts(home: string, business: string, description: string, services: [name: string, price: string, amount: number][], places: [place: string, said: string][], paragraph: [heading: string, text: string]): SiteFacts {
  const at = (passage: string) => ({ url: home, passage });
  return {
    version: 1,
    language: 'en',
    english: true,
    business: { name: business, source: at(business) },
    description: { text: description, source: at(description) },
    category: null,
    offerings: services.map(([name, price, amount]) => ({ name, kind: 'service' as const, url: home, description: null, prices: [{ text: price, amount, currency: null, unit: null, source: at(`${name} ${price}`) }], specs: [], source: at(`${name} ${price}`) })),
    audiences: [],
    locations: places.map(([text, said]) => ({ text, source: at(said) })),
    questions: [],
    blogSubjects: [],
    passages: [{ id: 'p0.0', url: home, heading: paragraph[0], kind: 'paragraph', text: paragraph[1], items: [] }],
    images: [],
  };
}

const localKeyphrases = (facts: SiteFacts) => topicCandidates(facts).filter((c) => c.plan.intent === 'local').map((c) => c.plan.keyphrase.toLowerCase());

describe('the trade a local topic names', () => {
  it('is the description’s work, people or premises, never a pest named before it nor the person the description is about', () => {
    const pestFacts = homeFacts(
      'http://pest.test/',
      'Moreland Shield Pest Control',
      'Brisbane Northside Termite & Pest Specialists',
      [
        ['Termite Inspections', '$275', 275],
        ['General Pest Control', 'from $219', 219],
      ],
      [
        ['Brisbane', 'areaServed: Brisbane'],
        ['Stafford', 'Unit 3, 52 Webster Road, Stafford, QLD 4053'],
      ],
      ['Protecting Brisbane homes since 2009', 'Termite inspections and general pest control across Brisbane and Stafford.'],
    );
    const organiser = site('http://organise.test', 'Tidy Corners Organizing', [
      ['/', 'Tidy Corners Organizing | Denver', 'Renata Ojeda is a professional organizer in Denver, CO. In-home organizing, decluttering and unpacking.', '<h1>Tidy Corners Organizing</h1><p>In-home organizing is $85 an hour, with a 3-hour minimum per session, anywhere in Denver, CO.</p>'],
    ]);
    const local = (a: SiteAnalysis) => offlinePlans(a).plans.filter((p) => p.intent === 'local').map((p) => p.keyphrase.toLowerCase());
    expect(localKeyphrases(pestFacts).filter((k) => /northside|termite$/.test(k))).toEqual([]);
    expect(local(organiser).filter((k) => /renata|ojeda/.test(k))).toEqual([]);
  });
});

describe('a studio calling itself the neighbourhood’s', () => {
  it('is searched by its practice, never as "neighbourhood yoga"', () => {
    const studio = homeFacts(
      'http://studio.test/',
      'Salmonberry Yoga',
      'Neighbourhood yoga and reformer Pilates studio in Mount Pleasant, Vancouver. Vinyasa, yin and hot yoga.',
      [
        ['Drop-in class', '$26', 26],
        ['10-Class Pack', '$220', 220],
        ['Private session', '$120', 120],
      ],
      [['Vancouver, BC', 'areaServed: Vancouver, BC']],
      ['Salmonberry Yoga', 'Drop in to one of our yoga classes any day of the week in Vancouver, BC. Our yoga classes run from 6:30am to 8:30pm.'],
    );
    const local = localKeyphrases(studio);
    expect(local.length).toBeGreaterThan(0);
    expect(local.filter((k) => k.includes('neighbourhood'))).toEqual([]);
  });
});

describe('a care FAQ whose question the tagger misreads, and whose answer names the effect', () => {
  const chandler = site('http://wickhouse.test', 'Wick House Candles', [
    ['/', 'Wick House Candles | Soy candles from Fremantle', 'Hand-poured soy candles from Fremantle.', '<h1>Soy candles from Fremantle</h1><p>Hand-poured soy candles in reusable jars.</p>'],
    ['/shop-cat/', 'Cat neutering | Wick House Candles', 'Our shop cat.', '<h1>Cat neutering</h1><p>Our shop cat Wick had his neutering at four months.</p>'],
    [
      '/candle-care/',
      'Candle Care | Wick House Candles',
      'How to burn your candle well.',
      `<h1>Candle care</h1><h2>Why does the top look bumpy after I blow it out?</h2><p>That’s ‘frosting’ and it’s normal for natural soy wax. Frosting doesn’t affect the scent.</p>
<h2>Why does my candle smell weak?</h2><p>Soy wax throws scent best once a full melt pool forms, so give it two hours.</p>
<h2>When is the best age to neuter?</h2><p>Neutering is best at about four months for cats.</p>
<h2>Can I visit the shop?</h2><p>Yes, visiting is welcome on Saturdays from 10am; the shop is upstairs.</p>`,
    ],
  ]);

  it('keys a question closing on an infinitive on that work, never on the noun before it', () => {
    const plan = offlinePlans(chandler).plans.find((p) => /neuter/i.test(p.title));
    expect(plan?.keyphrase.toLowerCase()).toBe('neutering');
  });

  it('asks nothing of a visit to the shop: that is where the business is, no search', () => {
    expect(offlinePlans(chandler).plans.map((p) => p.title)).not.toContain('Can I Visit the Shop?');
  });

  it('keys the question on the name its answer gives the effect, never on the subject glued to the verb', () => {
    const keys = offlinePlans(chandler).plans.map((p) => p.keyphrase.toLowerCase());
    expect(keys).not.toContainEqual(expect.stringMatching(/\blook\b|\bsmell\b/));
    expect(keys).toContain('frosting');
  });
});

describe('a clinic named after a place, its description opening on that name', () => {
  const clinic = site('http://kedron.test', 'Kedron Brook Physiotherapy', [
    ['/', 'Kedron Brook Physiotherapy | Physio in Lutwyche', 'Kedron Brook Physiotherapy in Lutwyche treats sports injuries, back and neck pain and post-surgery rehab.', '<h1>Physio in Lutwyche</h1><p>Many of our clients walk and ride the brook paths. Our physiotherapy team treats runners, office workers and weekend sport players.</p>'],
    ['/services/', 'Services | Kedron Brook Physiotherapy', 'What we treat.', '<h1>Services</h1><h2>Sports injuries</h2><p>Sprains, strains and tendon pain, assessed and treated.</p><h2>Post-surgery rehab</h2><p>Hip and knee replacements, ACL reconstructions.</p>'],
  ]);

  it('never keys a topic on the place’s words in the name ("brook physiotherapy")', () => {
    const keys = offlinePlans(clinic).plans.map((p) => p.keyphrase.toLowerCase());
    expect(keys.filter((k) => k.includes('brook'))).toEqual([]);
  });
});

describe('a software site whose structured data names the product after the business', () => {
  const saas = site('http://ledgerfox.test', 'Ledgerfox', [
    [
      '/',
      'Ledgerfox | Payroll software for UK businesses',
      'Payroll software for UK small businesses.',
      `<h1>Payroll software for UK small businesses</h1><p>Run payroll, pensions and payslips in one place.</p><script type="application/ld+json">{"@context":"https://schema.org","@type":"SoftwareApplication","name":"Ledgerfox Payroll","applicationCategory":"BusinessApplication","offers":{"@type":"AggregateOffer","lowPrice":"4","priceCurrency":"GBP"}}</script>`,
    ],
    [
      '/pricing/',
      'Pricing | Ledgerfox',
      'Plans and prices.',
      `<h1>Pricing</h1><div class="card"><h3>Payroll plan</h3><p>£4 per employee / month</p><p>For businesses that run payroll in-house.</p></div><div class="card"><h3>Complete plan</h3><p>£10 per employee / month</p><p>Payroll, HR and rotas together.</p></div>`,
    ],
  ]);

  it('weighs two of its plans, never the product itself against one of them', () => {
    const comparisons = offlinePlans(saas).plans.filter((p) => p.intent === 'comparison');
    expect(comparisons.map((p) => p.title).join(' ')).not.toMatch(/Ledgerfox/);
  });
});

describe('a pest controller whose inspection is free', () => {
  const ld = `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Service', name: 'Termite inspection and treatment', offers: [{ '@type': 'Offer', name: 'Termite inspection', price: '0', priceCurrency: 'USD' }, { '@type': 'Offer', name: 'Liquid termite treatment', price: '1150', priceCurrency: 'USD' }] })}</script>`;
  const pests = site('http://mesa.test', 'Mesa Pest Co', [
    ['/', 'Mesa Pest Co | Pest control in Tucson', 'Pest and termite control in Tucson.', '<h1>Pest control in Tucson</h1><p>Termite inspections are free for homeowners; treatments are quoted after.</p>'],
    ['/termites/', 'Termite Control | Mesa Pest Co', 'Free termite inspections and liquid treatments.', `<h1>Termite control</h1><p>Every termite inspection is free and takes about an hour. A liquid termite treatment protects the whole slab.</p>${ld}`],
  ]);

  it('asks what the treatment costs, never what a free inspection costs', () => {
    const costs = offlinePlans(pests).plans.filter((p) => p.intent === 'cost');
    expect(costs.map((p) => p.keyphrase.toLowerCase())).not.toContain('termite inspection');
    expect(costs.map((p) => p.title).join(' ')).not.toMatch(/\(Free\)|: Free/);
  });
});

describe('a tea shop with a subscription club beside its goods', () => {
  const product = (path: string, name: string, price: string, text: string): [string, string, string, string] => [
    path,
    `${name} | Kettlebrook Tea`,
    text,
    `<div class="product"><h1 class="product__title">${name}</h1><div class="price"><span class="price-item">${price}</span></div><p>${text}</p></div><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name, description: text, offers: { '@type': 'Offer', price: price.replace('$', ''), priceCurrency: 'AUD' } })}</script>`,
  ];
  const shop = site('http://kettlebrook.test', 'Kettlebrook Tea', [
    ['/', 'Kettlebrook Tea | Loose leaf tea from Hobart', 'Single-origin loose leaf tea and teaware from Hobart.', '<h1>Loose leaf tea from Hobart</h1><p>Single-origin teas bought direct from small farms.</p>'],
    product('/products/spring-dragonwell/', 'Spring Dragonwell', '$15.00', 'A flat-pressed green tea from Hangzhou, picked before Qingming.'),
    product('/products/kyusu-teapot/', 'Tokoname Kyusu Teapot', '$58.00', 'A small side-handled clay teapot with a fine built-in strainer.'),
    [
      '/collections/teaware/',
      'Teaware | Kettlebrook Tea',
      'Teapots we use every day.',
      '<div class="collection-hero"><h1 class="collection-hero__title"><span class="visually-hidden">Collection: </span>Teaware</h1><div class="collection-hero__description rte"><p>A small selection of teapots and cups we use every day behind the tasting bar.</p></div></div><ul class="product-grid"><li class="grid__item"><div class="card"><h3 class="card__heading"><a href="/products/kyusu-teapot/">Tokoname Kyusu Teapot</a></h3><div class="price"><span class="price-item">$58.00 AUD</span></div></div></li><li class="grid__item"><div class="card"><h3 class="card__heading"><a href="/products/spring-dragonwell/">Spring Dragonwell</a></h3><div class="price"><span class="price-item">$15.00 AUD</span></div></div></li></ul>',
    ],
    ['/pages/tea-club/', 'Tea Club | Kettlebrook Tea', 'A monthly tea subscription.', '<h1>Tea Club</h1><div class="card"><h3>Tea Club</h3><p>$28 a month</p><p>Two teas a month, 50 g each, with brewing notes.</p></div>'],
  ]);

  it('explains none of its collections as if they were software features ("How Teaware Works")', () => {
    // The collection as a Shopify theme's hero gives it: a described thing sold, with no price of its own.
    const url = 'http://kettlebrook.test/collections/teaware/';
    const passage = 'A small selection of teapots and cups we use every day behind the tasting bar.';
    const teaware: Offering = { name: 'Teaware', kind: 'product', url, description: passage, prices: [], specs: [], source: { url, passage } };
    const facts: SiteFacts = { ...shop.facts!, offerings: [...shop.facts!.offerings, teaware] };
    const titles = topicCandidates(facts).map((c) => c.plan.title);
    expect(titles.filter((t) => /\bTeaware\b/.test(t) && /^How .* Works?$|^What .* Covers?$/.test(t))).toEqual([]);
  });
});

describe('a heading over the description that says what the business does, not what it is', () => {
  const vets = site('http://oakbay.test', 'Oakbay Veterinary Clinic', [
    ['/', 'Oakbay Veterinary Clinic | Vets in Oakbay', 'Vets in Oakbay for dogs, cats and small pets: consultations, vaccinations, dental care and surgery. Open six days.', '<h1>Caring for Oakbay’s pets since 1994</h1><p>Vets in Oakbay for dogs, cats and small pets: consultations, vaccinations, dental care and surgery. Open six days.</p><p>Based in Oakbay, serving Oakbay, Kaiwaka and Mangawhai.</p>'],
    ['/fees/', 'Fees | Oakbay Veterinary Clinic', 'Our fees.', '<h1>Fees</h1><table><tr><td>Standard consultation (15 minutes)</td><td>$75</td></tr><tr><td>Annual dog vaccination</td><td>$95</td></tr></table>'],
    ['/services/', 'Services | Oakbay Veterinary Clinic', 'What we do.', '<h1>Services</h1><h2>Dental care</h2><p>Most dogs and cats over three have some dental disease. A dental under general anaesthetic includes a scale and polish.</p><h2>Surgery</h2><p>Desexing, lump removals and fracture stabilisation in our own theatre.</p>'],
  ]);

  it('names the trade from the description ("vets"), never the heading’s verb ("caring")', () => {
    const titles = topicCandidates(vets.facts!).map((c) => c.plan.title);
    expect(titles.filter((t) => /\bcaring\b/i.test(t))).toEqual([]);
    expect(titles).toContain('Vets in Oakbay, Kaiwaka and Mangawhai');
  });

  it('chooses one of a trade’s people: "Choosing a Vet in Oakbay", never "Choosing Vets in Oakbay"', () => {
    const one = site('http://kauri.test', 'Kauri Veterinary Clinic', [
      ['/', 'Kauri Veterinary Clinic | Vets in Oakbay', 'Vets in Oakbay for dogs, cats and small pets.', '<h1>Vets in Oakbay</h1><p>Vets in Oakbay for dogs, cats and small pets.</p><p>Based in Oakbay, serving Oakbay and Kaiwaka.</p>'],
      ['/services/', 'Services | Kauri Veterinary Clinic', 'What we do.', '<h1>Services</h1><h2>Dental care</h2><p>Most dogs and cats over three have some dental disease. A dental under general anaesthetic includes a scale and polish.</p>'],
    ]);
    const titles = topicCandidates(one.facts!).map((c) => c.plan.title);
    expect(titles.filter((t) => /^(?:Choosing|Finding) a Vet (?:in|Near) Oakbay: What to Ask Before You Book$/.test(t))).toHaveLength(1);
    expect(titles.filter((t) => /\b(?:Choosing|Finding) Vets\b/.test(t))).toEqual([]);
  });
});

describe('a skip hire site, whose trade the tagger reads as a verb', () => {
  const pages: [path: string, title: string, description: string, body: string][] = [
    ['/', 'Skip Hire Bristol | Avon Skip Hire', 'Skip hire in Bristol from £175 inc VAT. Mini skips, midi skips and builders skips.', '<h1>Skip Hire Bristol</h1><p>Skip hire in Bristol from £175 inc VAT. Mini skips, midi skips and builders skips. Same day delivery across Bristol, Bath and Keynsham.</p>'],
    ['/skip-sizes/', 'Skip Sizes & Prices | Avon Skip Hire', 'Skip sizes and prices.', '<h1>Skip Sizes &amp; Prices</h1><table><tr><th>Skip</th><th>Bin bags</th><th>Price (inc VAT)</th></tr><tr><td>2-yard mini skip</td><td>20–25</td><td>£175</td></tr><tr><td>4-yard midi skip</td><td>35–45</td><td>£225</td></tr><tr><td>8-yard builders skip</td><td>70–80</td><td>£299</td></tr></table><p>Prices include delivery, collection and up to 14 days hire.</p>'],
    ['/skip-permits/', 'Skip Permits in Bristol | Avon Skip Hire', 'Skip permits.', '<h1>Skip Permits in Bristol</h1><p>If the skip goes on the road you need a permit from the council. We apply for it for you.</p><h2>How much is a skip permit?</h2><p>A road placement permit is £45 in the Bristol City Council area and covers up to 14 days.</p>'],
    ['/faq/', 'FAQ | Avon Skip Hire', 'Questions about skip hire.', '<h1>Frequently Asked Questions</h1><h3>How long can I keep the skip?</h3><p>Our prices include 14 days. After that it is £5 per day, or we can swap it for an empty one.</p><h3>Do I need a permit for my skip?</h3><p>Only if it is going on the road or pavement. On your own drive, no permit is needed.</p><h3>Can I put soil in a mini skip?</h3><p>Yes, soil and rubble are fine in a mini skip as long as it is level loaded.</p>'],
  ];
  const skips = site('http://avonskips.test', 'Avon Skip Hire Ltd', pages);

  it('names its main work from the headline a place closes ("Skip Hire Bristol"), and its size table prices it', () => {
    expect(skips.facts!.offerings.map((o) => [o.name, o.prices.map((p) => p.text)])).toEqual([['Skip hire', ['£175', '£225', '£299']]]);
  });

  it('asks no cost of what is priced only for each extra ("£90 for each extra swap")', () => {
    const url = 'http://avonskips.test/faq/';
    const passage = 'Skip swap: £90 for each extra swap';
    const swap: Offering = { name: 'Skip swap', kind: 'service', url, description: null, specs: [], source: { url, passage }, prices: [{ text: '£90', amount: 90, currency: 'GBP', unit: null, source: { url, passage } }] };
    const titles = topicCandidates({ ...skips.facts!, offerings: [...skips.facts!.offerings, swap] }).map((c) => c.plan.title);
    expect(titles.filter((t) => /swap/i.test(t))).toEqual([]);
  });

  it('asks two of its own questions about skips beside what skip hire costs', () => {
    const titles = offlinePlans(skips).plans.map((p) => p.title);
    expect(titles).toEqual(expect.arrayContaining(['How Much Does Skip Hire Cost in Bristol?', 'How Long Can I Keep the Skip?', 'Do I Need a Permit for My Skip?']));
  });
});

describe('a question whose keyphrase runs into its verb', () => {
  it('is refused: "tablet do", "setup take", "data stored" are no phrases anyone searches', () => {
    const kiosk = site('http://kiosk.test', 'Shiftly', [
      ['/', 'Shiftly | Rota software', 'Rota software for cafés.', '<h1>Rota software for cafés</h1><p>Shiftly is rota software for cafés and bars.</p>'],
      ['/faq/', 'FAQ | Shiftly', 'Questions.', '<h1>FAQ</h1><h3>What tablet do I need for the kiosk?</h3><p>Any Android tablet from the last four years, or an iPad. The tablet stays at the till.</p><h3>How long does setup take?</h3><p>Most cafés are set up in an afternoon. Setup is free.</p>'],
    ]);
    const plan = (title: string, keyphrase: string, passage: string): TopicPlan => ({ title, keyphrase, intent: 'explainer', grounding: [{ url: 'http://kiosk.test/faq/', passage }], updateOf: null, engine: 'offline' });
    const tablet = 'What tablet do I need for the kiosk? Any Android tablet from the last four years, or an iPad. The tablet stays at the till.';
    expect(validateTopic(plan('What Tablet Do I Need for the Kiosk?', 'tablet do', tablet), kiosk.facts!, [])).toMatchObject({ ok: false, reason: 'fragment' });
    expect(validateTopic(plan('How Long Does Setup Take?', 'setup take', 'How long does setup take? Most cafés are set up in an afternoon. Setup is free.'), kiosk.facts!, [])).toMatchObject({ ok: false, reason: 'fragment' });
    expect(validateTopic(plan('What Tablet Do I Need for the Kiosk?', 'android tablet', tablet), kiosk.facts!, [])).toEqual({ ok: true });
  });
});

describe('a price table under "Our Prices" whose work the page title names with an acronym', () => {
  it('keeps the acronym as the page writes it ("EICR certificates", never "Eicr certificates")', () => {
    const sparks = site('http://sparks.test', 'Kirkgate Electrical', [
      ['/', 'Kirkgate Electrical | Electricians in Leeds', 'Electricians in Leeds.', '<h1>Electricians in Leeds</h1><p>NICEIC approved electricians for homes and landlords.</p>'],
      ['/prices/', 'Landlord EICR Certificates | Kirkgate Electrical', 'Landlord EICR certificates in Leeds.', '<h1>Our Prices</h1><table><tr><th>Property</th><th>Price</th></tr><tr><td>1 bed flat</td><td>£145</td></tr><tr><td>2–3 bed house</td><td>£180</td></tr><tr><td>4 bed house</td><td>£220</td></tr></table>'],
    ]);
    const names = sparks.facts!.offerings.map((o) => o.name);
    expect(names.filter((n) => /\bEICR certificates$/.test(n))).toHaveLength(1);
    expect(names.filter((n) => /Eicr/.test(n))).toEqual([]);
  });
});

describe('a sharpener’s short price list', () => {
  const shed = site('http://sharp.test', 'Sharp Shed Mobile Sharpening', [
    ['/', 'Sharp Shed | Sharpening in Hobart', 'Mobile knife, scissor and garden tool sharpening in Hobart. Home visits and weekend market stalls.', '<h1>Blunt knives? I’ll come to you.</h1><p>I sharpen kitchen knives, scissors and garden tools at your door or at the market.</p><p>Mobile sharpening based in Hobart.</p>'],
    ['/prices/', 'Prices | Sharp Shed', 'Sharpening prices.', '<h1>Prices</h1><ul><li>Kitchen knives $12 each</li><li>Serrated $15</li><li>Secateurs $18</li><li>Scissors $10</li></ul>'],
  ]);

  it('takes no describing word alone ("Serrated") for a thing sold', () => {
    const names = shed.facts!.offerings.map((o) => o.name);
    expect(names).not.toContain('Serrated');
    expect(names).toContain('Scissors');
  });

  it('names a line without the unit it prices by ("Kitchen knives", never "Kitchen knives each")', () => {
    const names = shed.facts!.offerings.map((o) => o.name);
    expect(names).toContain('Kitchen knives');
    expect(names.filter((n) => /\beach$/.test(n))).toEqual([]);
  });

  it('says it offers the work its description opens on, never "sells mobile knife"', () => {
    expect(offlinePlans(shed).analysisSummary).toMatch(/^Sharp Shed(?: Mobile Sharpening)? offers mobile knife, scissor and garden tool sharpening in Hobart\./);
  });

  it('asks what its work costs where it brings it, the work named as the site writes it, and never what the things it works on cost', () => {
    const titles = offlinePlans(shed).plans.map((p) => p.title);
    expect(titles).toContain('How Much Does Mobile Sharpening Cost in Hobart?');
    expect(titles.filter((t) => /Kitchen Knives|Scissors|Secateurs/.test(t))).toEqual([]);
  });
});

describe('software a site says it is, by a countable kind', () => {
  it('asks its cost with the article the kind takes ("a Restaurant Reservation System"), for whom it names first', () => {
    const table = site('http://tablewell.test', 'Tablewell', [
      ['/', 'Tablewell | Reservations for restaurants', 'Online reservations for independent restaurants.', '<h1>Every table, filled</h1><p>Online reservations, table management and a waitlist for independent restaurants.</p><p>Tablewell is a restaurant reservation system for independent restaurants and small groups.</p>'],
      ['/pricing/', 'Pricing | Tablewell', 'Plans from €59 a month.', '<h1>Pricing</h1><h3>Essentials plan – €59/month</h3><p>For one venue.</p><h3>Pro plan – €119/month</h3><p>For busy restaurants.</p>'],
    ]);
    const titles = topicCandidates(table.facts!).map((c) => c.plan.title);
    expect(titles).toContain('How Much Does a Restaurant Reservation System Cost for Restaurants?');
  });
});

describe('what a price covers, in a title', () => {
  const trainer = (privateCopy: string) =>
    site('http://oakdog.test', 'Oak Dog Training', [
      ['/', 'Oak Dog Training | Dog training in Austin', 'Dog training in Austin.', '<h1>Dog training in Austin</h1><p>Force-free dog training for puppies and rescues.</p>'],
      ['/private-sessions/', 'Private Sessions | Oak Dog Training', 'Private sessions.', `<h1>Private Sessions</h1><h2>Private sessions – $95 an hour</h2><p>${privateCopy}</p>`],
    ]);

  it('is what the site says it includes, never the nouns of what it helps with', () => {
    const helps = topicCandidates(trainer('Great for barking at the mail carrier, leash reactivity and house rules for a new rescue.').facts!).map((c) => c.plan.title);
    expect(helps.filter((t) => /mail carrier|leash reactivity|house rules/i.test(t))).toEqual([]);
    const includes = topicCandidates(trainer('Each session includes a training plan, video homework and a phone check-in.').facts!).map((c) => c.plan.title);
    expect(includes.some((t) => /training plan/i.test(t) && /\$95/.test(t))).toBe(true);
  });
});

describe('a short list on a site that prices its work and answers questions', () => {
  it('is told, when its list is short though it prices its work and answers questions, what would give more, never to do what it did', () => {
    const dogs = site('http://oakdogs.test', 'Oak Dog Training', [
      ['/', 'Oak Dog Training | Dog training in Austin', 'Dog training in Austin.', '<h1>Dog training in Austin</h1><p>Force-free dog training for puppies and rescues.</p>'],
      ['/rates/', 'Rates | Oak Dog Training', 'Rates.', '<h1>Rates</h1><h2>Puppy class – $180</h2><p>Six Saturday mornings for pups.</p><h2>Private session – $95</h2><p>One hour at your home.</p><h2>Board and train – $1,400</h2><p>Two weeks with our trainer.</p>'],
      ['/faq/', 'FAQ | Oak Dog Training', 'Questions.', '<h1>FAQ</h1><h3>What age can my puppy start class?</h3><p>From nine weeks, once the first vaccinations are done.</p>'],
    ]);
    const note = shortListNote(dogs.facts!, 4, 6);
    expect(note).toMatch(/^Only 4 topics: the rest of the site's pages are about the same subjects\. Writing up more of the questions customers ask you/);
    expect(note).not.toMatch(/A page for each service or product with its price/);
  });
});

describe('a question about the work of a studio', () => {
  it('names the work ("my custom tattoo"), never tacks the premises on ("… for Custom Tattoo Studio?")', () => {
    const studio = site('http://wattle.test', 'Black Wattle Tattoo', [
      ['/', 'Black Wattle Tattoo | Collingwood', 'Custom tattoo studio on Smith St, Collingwood. Fine line, blackwork and Japanese tattoos by appointment.', '<h1>Tattoos by appointment</h1><p>Custom tattoo studio on Smith St, Collingwood. Fine line, blackwork and Japanese tattoos by appointment.</p>'],
      ['/faq/', 'FAQ | Black Wattle Tattoo', 'Questions.', '<h1>FAQ</h1><h3>How much will my tattoo cost?</h3><p>Our rate is $200/hr with a $150 minimum. Palm-sized pieces are usually 1–2 hours.</p>'],
    ]);
    const titles = topicCandidates(studio.facts!).map((c) => c.plan.title);
    expect(titles.filter((t) => /for Custom Tattoo Studio/i.test(t))).toEqual([]);
    expect(titles).toContain('How Much Will My Custom Tattoo Cost?');
  });
});

describe('a shop whose product pages say how to look after each', () => {
  it('asks how to care for its most prominent products, from their own care sections', () => {
    const care = (light: string) => `<h2>Care</h2><ul><li>Light: ${light}</li><li>Water: when the top 5cm of compost is dry.</li><li>Pets: toxic to cats and dogs if eaten.</li></ul>`;
    const ld = (name: string, price: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"${name}","offers":{"@type":"Offer","price":"${price}","priceCurrency":"GBP"}}</script>`;
    const shop = site('http://leafy.test', 'Leafy Loft', [
      ['/', 'Leafy Loft | Houseplants delivered', 'Healthy houseplants delivered across the UK.', '<h1>Happy houseplants, delivered</h1><p>Healthy houseplants delivered across the UK from our Leeds studio.</p>'],
      ['/product/monstera-deliciosa/', 'Monstera Deliciosa – 17cm pot | Leafy Loft', 'The Swiss cheese plant.', `${ld('Monstera Deliciosa – 17cm pot', '24.00')}<h1>Monstera Deliciosa – 17cm pot</h1><p>£24.00</p><p>The Swiss cheese plant that started a thousand plant collections, bushy and multi-stemmed.</p>${care('bright, indirect light.')}`],
      ['/product/calathea-orbifolia/', 'Calathea Orbifolia – 14cm pot | Leafy Loft', 'Striped round leaves.', `${ld('Calathea Orbifolia – 14cm pot', '22.00')}<h1>Calathea Orbifolia – 14cm pot</h1><p>£22.00</p><p>Calathea orbifolia has some of the most striking foliage of any houseplant.</p>${care('medium, indirect light.')}`],
    ]);
    const titles = topicCandidates(shop.facts!).map((c) => c.plan.title);
    expect(titles.filter((t) => /^How to Care for /.test(t))).toHaveLength(2);
    expect(titles.some((t) => /^How to Care for (?:a )?Monstera Deliciosa$/.test(t))).toBe(true);
  });
});

describe('a barber shop whose only prices are its card of cuts and shaves', () => {
  const barber = site('http://chair.test', 'Corner Chair Barbers', [
    [
      '/',
      'Corner Chair Barbers | Barber shop in Halifax',
      "Barber shop on Agricola Street in Halifax's North End. Cuts, skin fades, beard trims and hot towel shaves.",
      `<script type="application/ld+json">{"@context":"https://schema.org","@type":"HairSalon","name":"Corner Chair Barbers","address":{"@type":"PostalAddress","streetAddress":"2210 Agricola Street","addressLocality":"Halifax","addressRegion":"NS"}}</script><h1>Corner Chair Barbers</h1><p>Barber shop on Agricola Street in Halifax's North End. Cuts, skin fades, beard trims and hot towel shaves.</p>
<h2>Services</h2><dl><dt>Cut</dt><dd>$38 · 45 min</dd><dt>Skin Fade</dt><dd>$45 · 45 min</dd><dt>Beard Trim</dt><dd>$22 · 20 min</dd><dt>Hot Towel Shave</dt><dd>$45 · 40 min</dd></dl>
<p>All prices in CAD, tax included.</p>`,
    ],
  ]);

  it('asks what the trade costs where it is, and gives no line of the card a cost topic of its own', () => {
    const titles = offlinePlans(barber).plans.map((p) => p.title);
    expect(titles).toContain('Barber Prices in Halifax');
    expect(titles.filter((t) => /Beard Trim|Skin Fade|Hot Towel Shave/.test(t))).toEqual([]);
  });

  it('says what would give more in the words of its trade, and what it lacks as it is', () => {
    const summary = offlinePlans(barber).analysisSummary;
    expect(summary).toContain('has no questions and answers');
    expect(summary).toContain('A page for each service with its price');
  });
});

describe('a question whose "it" is no subject', () => {
  const page = 'http://sun.test/batteries/';
  const powerwall = { name: 'Home battery', kind: 'product' as const, url: page, description: null, prices: [], specs: [], source: { url: page, passage: 'Home battery' } };
  const facts = { ...site('http://sun.test', 'Brightside Solar', [['/', 'Brightside Solar', 'Solar installer.', '<h1>Solar</h1><p>Solar installer.</p>']]).facts!, offerings: [powerwall] };
  const q = (question: string) => ({ question, answer: 'Under the new export rate, storing solar for the evening peak pays back faster.', origin: 'heading' as const, source: { url: page, passage: question } });

  it('keeps "worth it" as the site asks it', () => {
    expect(withSubject(q('Is a battery worth it?'), facts).question).toBe('Is a battery worth it?');
  });

  it('names the offering of its page for the "it" the question asks about', () => {
    expect(withSubject(q('How long does it last?'), facts).question).toMatch(/^How long does (?:a )?home battery last\?$/);
  });
});

describe('a page walking through the work in numbered sections', () => {
  const steps = ['Site survey', 'Custom design', 'Permits', 'Installation', 'Permission to Operate (PTO)'].map((h, i) => `<h2>${i + 1}. ${h}</h2><p>We handle the ${h.toLowerCase()} stage ourselves, and tell you what happens next at every visit.</p>`).join('');
  const solar = site('http://sun.test', 'Brightside Solar', [
    ['/', 'Brightside Solar | Solar installer in Fresno', 'Solar installer in Fresno, CA.', '<h1>Solar for Fresno homes</h1><p>Residential solar installer in Fresno, CA.</p>'],
    ['/process/', 'How Going Solar Works | Brightside Solar', 'Our 5-step solar installation process: site survey, design, permits, installation and PTO.', `<h1>Our process</h1><p>Our 5-step solar installation process: site survey, design, permits, installation and PTO.</p>${steps}`],
  ]);

  it('is the how-to of the process its page names, from its first step to its last', () => {
    const titles = topicCandidates(solar.facts!).map((c) => c.plan.title);
    expect(titles).toContain('How Solar Installation Works: 5 Steps from Site Survey to PTO');
  });
});

describe('a shop’s promise about every order', () => {
  it('is no subject of its own: "Plastic-free packaging" in one line beside its plants', () => {
    const ld = (name: string, price: string) => `<script type="application/ld+json">{"@context":"https://schema.org","@type":"Product","name":"${name}","offers":{"@type":"Offer","price":"${price}","priceCurrency":"GBP"}}</script>`;
    const shop = site('http://leafy.test', 'Leafy Loft', [
      ['/', 'Leafy Loft | Houseplants delivered', 'Healthy houseplants delivered across the UK.', '<h1>Happy houseplants, delivered</h1><p>Healthy houseplants delivered across the UK from our Leeds studio.</p><h2>Plastic-free packaging</h2><p>Cardboard, paper and compostable wrap. No polystyrene, ever.</p><h2>30-day plant guarantee</h2><p>If your plant struggles in the first 30 days, we will help or replace it.</p><h2>Free delivery over £60</h2><p>Mainland UK. Plants dispatched Monday to Wednesday.</p>'],
      ['/product/monstera/', 'Monstera Deliciosa | Leafy Loft', 'The Swiss cheese plant.', `${ld('Monstera Deliciosa', '24.00')}<h1>Monstera Deliciosa</h1><p>£24.00</p><p>The Swiss cheese plant that started a thousand plant collections.</p>`],
      ['/product/pilea/', 'Pilea Peperomioides | Leafy Loft', 'The Chinese money plant.', `${ld('Pilea Peperomioides', '12.50')}<h1>Pilea Peperomioides</h1><p>£12.50</p><p>The Chinese money plant, easy on a bright windowsill.</p>`],
    ]);
    const home = 'http://leafy.test/';
    const said = 'Cardboard, paper and compostable wrap. No polystyrene, ever.';
    const perk = { name: 'Plastic-free packaging', kind: 'service' as const, url: home, description: said, prices: [], specs: [], source: { url: home, passage: `Plastic-free packaging. ${said}` } };
    const titles = topicCandidates({ ...shop.facts!, offerings: [...shop.facts!.offerings, perk] }).map((c) => c.plan.title);
    expect(titles.filter((t) => /packaging/i.test(t))).toEqual([]);
  });
});
