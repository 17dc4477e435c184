import { describe, expect, it } from 'vitest';
import type { SiteImage } from '../../src/shared/site-facts';
import type { EvidenceSource } from '../../src/server/generation/evidence';
import { illustrate, pageName, sectionsOf } from '../../src/server/generation/images/illustrate';
import { insertImages, type PlacedImage } from '../../src/server/generation/images/site-images';
import { siteFactsOf } from '../../src/server/generation/site-facts-of';
import { loadAnalysis } from '../fixtures/analyses/load';
import { illustratable, selectImages, usableImage } from '../../src/server/generation/images/select-images';
import { allocate, fitOf, planBudget, withinTolerance } from '../../src/server/generation/writer/llm/budget';
import { parseCitations, plain } from '../../src/server/generation/writer/llm/citations';
import { applyEdits, removeRepetition, safeTransition, type Part } from '../../src/server/generation/writer/llm/edit';
import { outlineProblems, outlineSchema } from '../../src/server/generation/writer/llm/outline';
import { allFacts, rankFacts } from '../../src/server/generation/writer/llm/relevance';
import { cleanSection, type WrittenSection } from '../../src/server/generation/writer/llm/section';
import { trimSections } from '../../src/server/generation/writer/llm/length';
import { hasTable } from '../../src/server/generation/writer/llm/tables';

const sources: EvidenceSource[] = [
  {
    id: 'P1',
    kind: 'site',
    url: 'https://books.example/pricing',
    title: 'Pricing',
    facts: [
      { text: 'Monthly bookkeeping costs $149 per month for up to 100 transactions.', passage: 'Monthly bookkeeping costs $149 per month for up to 100 transactions.' },
      { text: 'Payroll is $49 per month plus $6 per employee.', passage: 'Payroll is $49 per month plus $6 per employee.' },
    ],
  },
  {
    id: 'P2',
    kind: 'site',
    url: 'https://books.example/about',
    title: 'About',
    facts: [{ text: 'We have kept books for Portland bakeries since 2014.', passage: 'We have kept books for Portland bakeries since 2014.' }],
  },
];

describe('word budget', () => {
  it('plans 250–450 words a section and an introduction apart', () => {
    const plan = planBudget({ target: 3000, max: 3000 });
    expect(plan.intro).toBeGreaterThan(0);
    expect(plan.body / plan.sections.max).toBeGreaterThanOrEqual(250);
    expect(plan.body / plan.sections.min).toBeLessThanOrEqual(450);
    expect(plan.sections.ideal).toBeGreaterThanOrEqual(plan.sections.min);
    expect(plan.sections.ideal).toBeLessThanOrEqual(plan.sections.max);
    // The free article: fewer, same-sized sections.
    expect(planBudget({ target: 1020, max: 1200 }).sections.max).toBeLessThan(plan.sections.min);
  });

  it('allocates the body by weight and judges fit within the band', () => {
    expect(allocate(1000, [1, 1, 0.5]).reduce((a, b) => a + b, 0)).toBeCloseTo(1000, -2);
    expect(fitOf(2700, 3000)).toBe('short');
    expect(fitOf(3000, 3000)).toBe('ok');
    expect(fitOf(3300, 3000)).toBe('long');
    expect(withinTolerance(2710, 3000)).toBe(true);
    expect(withinTolerance(2650, 3000)).toBe(false);
  });
});

describe('outline checks', () => {
  const budget = planBudget({ target: 2250, max: 3000 });
  const topic = { title: 'How Much Does Monthly Bookkeeping Cost?', keyphrase: 'monthly bookkeeping', intent: 'cost' as const };
  const sections = (n: number, extra: object = {}) =>
    Array.from({ length: n }, (_, i) => ({ heading: i === 0 ? 'What monthly bookkeeping costs' : `Section ${i}`, brief: 'covers things', format: i === 0 ? 'table' : 'prose', sourceIds: [], ...extra }));

  it('accepts a plan with the keyphrase, a price table and a fitting section count', () => {
    const o = outlineSchema.parse({ title: 'How Much Does Monthly Bookkeeping Cost?', metaDescription: 'What monthly bookkeeping costs.', sections: sections(budget.sections.ideal) });
    expect(outlineProblems(o, { topic, budget })).toEqual([]);
  });

  it('names each problem so the model can fix it', () => {
    const o = outlineSchema.parse({
      title: 'Bookkeeping prices explained',
      metaDescription: 'Prices of bookkeeping, explained.',
      sections: [
        { heading: 'Introduction', brief: 'intro', format: 'paragraphs', sourceIds: 'P1' },
        { heading: 'Overview of fees', brief: 'what the fees are', format: 'numbered list' },
      ],
    });
    // Unknown formats are read generously, a malformed id list is dropped.
    expect(o.sections.map((s) => s.format)).toEqual(['prose', 'steps']);
    expect(o.sections[0]!.sourceIds).toEqual([]);
    const problems = outlineProblems(o, { topic, budget }).join(' ');
    expect(problems).toMatch(/title must contain the keyphrase "monthly bookkeeping"/);
    expect(problems).toMatch(/section heading must contain/);
    expect(problems).toMatch(/Plan \d+ to \d+ sections/);
    expect(problems).toMatch(/introduction/);
  });

  it('asks a how-to for steps and a cost topic for prices', () => {
    const o = outlineSchema.parse({ title: 'Monthly bookkeeping', metaDescription: 'x'.repeat(30), sections: sections(budget.sections.ideal, { format: 'prose' }).map((s, i) => ({ ...s, heading: `Monthly bookkeeping basics ${i}` })) });
    expect(outlineProblems(o, { topic: { ...topic, intent: 'how-to' }, budget })).toEqual(['A how-to needs one section with format "steps".']);
    const noPrice = outlineSchema.parse({ ...o, sections: o.sections.map((s, i) => ({ ...s, heading: `Monthly bookkeeping part ${i}`, brief: 'about the work' })) });
    expect(outlineProblems(noPrice, { topic, budget })).toEqual(['A cost topic needs a section on prices with format "table".']);
  });
});

describe('citations', () => {
  it('turns id markers into claims and takes them out of the text', () => {
    const md = 'Monthly bookkeeping costs $149 per month for up to 100 transactions [P1]. Plan ahead. We have kept books for Portland bakeries since 2014. [P2]';
    const cited = parseCitations(md, sources);
    expect(cited.markdown).toBe('Monthly bookkeeping costs $149 per month for up to 100 transactions. Plan ahead. We have kept books for Portland bakeries since 2014.');
    expect(cited.claims).toEqual([
      { text: 'Monthly bookkeeping costs $149 per month for up to 100 transactions.', sourceId: 'P1' },
      { text: 'We have kept books for Portland bakeries since 2014.', sourceId: 'P2' },
    ]);
  });

  it('picks, of several ids, the one whose facts support the sentence, and reads list items and table cells', () => {
    const md = '- Payroll is **$49 per month** plus $6 per employee [P2, P1].\n\n| Service | Price |\n|---|---|\n| Payroll | $49 per month [P1] |';
    const cited = parseCitations(md, sources);
    expect(cited.markdown).toBe('- Payroll is **$49 per month** plus $6 per employee.\n\n| Service | Price |\n|---|---|\n| Payroll | $49 per month |');
    expect(cited.claims).toEqual([
      { text: 'Payroll is $49 per month plus $6 per employee.', sourceId: 'P1' },
      { text: '$49 per month', sourceId: 'P1' },
    ]);
  });

  it('reads emphasis and links as the published text does', () => {
    expect(plain('See [our prices](https://x.example/p) and _the_ **plans**.')).toBe('See our prices and the plans.');
  });
});

describe('relevance', () => {
  it('ranks a section\'s facts by the words they share with it', () => {
    const facts = allFacts(sources);
    expect(rankFacts(facts, 'Payroll prices per employee', 2)[0]!.text).toMatch(/^Payroll/);
    expect(rankFacts(facts, 'unrelated gardening', 5)).toEqual([]);
  });
});

describe('edit pass', () => {
  const parts: Part[] = [
    { heading: null, markdown: 'Bookkeeping keeps a small business honest about its cash and its plans.', claims: [] },
    {
      heading: 'What it costs',
      markdown: 'Monthly bookkeeping costs $149 per month for up to 100 transactions. Bookkeeping keeps a small business honest about its cash and its plans.',
      claims: [{ text: 'Monthly bookkeeping costs $149 per month for up to 100 transactions.', sourceId: 'P1' }],
    },
    { heading: 'Getting started', markdown: 'Gather your statements before the first call.\n\n- Bring receipts.', claims: [] },
  ];

  it('removes a sentence repeated from an earlier section, keeping the claims', () => {
    const { parts: out, removed } = removeRepetition(parts);
    expect(removed).toEqual(['Bookkeeping keeps a small business honest about its cash and its plans.']);
    expect(out[1]!.markdown).toBe('Monthly bookkeeping costs $149 per month for up to 100 transactions.');
    expect(out[1]!.claims).toHaveLength(1);
  });

  it('applies only safe edits: never a claim, never a transition with a fact in it', () => {
    const { parts: out, removed, transitions } = applyEdits(parts, {
      remove: ['Monthly bookkeeping costs $149 per month for up to 100 transactions.', 'Not in the article at all, so nothing happens.'],
      transitions: [
        { section: 2, sentence: 'With the costs clear, the next question is how to begin.' },
        { section: 1, sentence: 'Since 2014 Harbor Pine has done this.' },
        { section: 0, sentence: 'The introduction never gets a transition.' },
        { section: 9, sentence: 'No such section exists in this article.' },
      ],
    });
    expect(removed).toBe(0);
    expect(transitions).toBe(1);
    expect(out[1]!.markdown).toContain('$149 per month');
    expect(out[2]!.markdown).toBe('With the costs clear, the next question is how to begin. Gather your statements before the first call.\n\n- Bring receipts.');
    expect(safeTransition('Next, Acme Corp explains it.')).toBe(false);
    expect(safeTransition('Short.')).toBe(false);
  });
});

describe('section clean-up and length', () => {
  it('drops a repeated heading, demotes H2s, removes pictures and HTML from a section', () => {
    expect(cleanSection('## What it costs\n\nText <b>bold</b> here.\n\n## Details\n\n![x](https://x/y.png)More.', 'What it costs')).toBe('Text bold here.\n\n### Details\n\nMore.');
    expect(cleanSection('```markdown\nBody.\n```', 'H')).toBe('Body.');
  });

  it('trims whole paragraphs from the section furthest over budget, uncited ones first, never the first', () => {
    const spec = (index: number, words: number) => ({ index, heading: `S${index}`, brief: '', format: 'prose' as const, words, facts: [] });
    const para = (w: number, tag: string) => Array.from({ length: w }, (_, i) => `${tag}${i}`).join(' ') + '.';
    const sections: WrittenSection[] = [
      { spec: spec(0, 100), markdown: [para(50, 'a'), para(50, 'b')].join('\n\n'), claims: [], words: 100 },
      { spec: spec(1, 100), markdown: [para(60, 'c'), para(60, 'd'), para(60, 'e')].join('\n\n'), claims: [{ text: para(60, 'd'), sourceId: 'P1' }], words: 180 },
    ];
    const out = trimSections(sections, 60);
    expect(out[0]!.markdown).toBe(sections[0]!.markdown);
    expect(out[1]!.markdown).toBe([para(60, 'c'), para(60, 'd')].join('\n\n'));
    expect(out[1]!.claims).toHaveLength(1);
  });

  it('recognises a markdown table', () => {
    expect(hasTable('Intro\n\n| A | B |\n|---|---|\n| 1 | 2 |')).toBe(true);
    expect(hasTable('A | B in prose')).toBe(false);
  });
});

describe('site images', () => {
  const img = (src: string, alt: string, heading: string | null = null, og = false): SiteImage => ({ src, alt, url: 'https://books.example/services', heading, og });

  it('never uses logos, icons, SVGs, pictures without alt text or with a file name for alt', () => {
    expect(usableImage(img('https://books.example/logo.png', 'Harbor Pine logo'))).toBe(false);
    expect(usableImage(img('https://books.example/icons/tax.png', 'Tax returns'))).toBe(false);
    expect(usableImage(img('https://books.example/team.svg', 'Our bookkeeping team'))).toBe(false);
    expect(usableImage(img('https://books.example/desk.jpg', ''))).toBe(false);
    expect(usableImage(img('https://books.example/desk.jpg', 'IMG_2041.jpg'))).toBe(false);
    expect(usableImage(img('data:image/png;base64,AAAA', 'Receipts on a desk'))).toBe(false);
    expect(usableImage(img('https://books.example/desk.jpg', 'Receipts sorted on a desk'))).toBe(true);
  });

  it('never uses a portrait from the team page, though a service page’s picture with a Title Case alt stays', () => {
    const onAbout = (alt: string): SiteImage => ({ src: 'https://books.example/uploads/gareth.jpg', alt, url: 'https://books.example/about/', heading: 'About us', og: false });
    expect(usableImage(onAbout('Gareth Hollis'))).toBe(false);
    expect(usableImage(onAbout('Dr Priya Mistry'))).toBe(false);
    expect(usableImage(onAbout('Our workshop on Kirkgate'))).toBe(true);
    expect(usableImage(img('https://books.example/van.jpg', 'Harbor Pine Van'))).toBe(true);
  });

  it('gives each section its most relevant picture, each picture once, and nothing where nothing fits', () => {
    const images = [
      img('https://books.example/payroll.jpg', 'Payroll reports printed for a client', 'Payroll'),
      img('https://books.example/receipts.jpg', 'Receipts sorted by month for bookkeeping', 'Monthly bookkeeping'),
      img('https://books.example/receipts.jpg?v=2', 'Receipts sorted by month for bookkeeping', null, true),
      img('https://books.example/cat.jpg', 'The office cat asleep'),
    ];
    const picks = selectImages(images, [
      { heading: 'What monthly bookkeeping includes', text: 'Receipts, bank feeds and reconciliations.' },
      { heading: 'Payroll for small teams', text: 'Reports and filings.' },
      { heading: 'Your next step', text: 'Book a call.' },
    ], 'monthly bookkeeping');
    expect(picks.map((p) => [p.section, p.image.src])).toEqual([
      [0, 'https://books.example/receipts.jpg'],
      [1, 'https://books.example/payroll.jpg'],
    ]);
  });

  it('never puts a picture beside a list of links or a bare table, however well its labels match', () => {
    const images = [img('https://knives.example/gyuto.jpg', 'Kiri 210mm gyuto on a board', 'Kiri 210mm Gyuto')];
    const sections = [
      { heading: 'Specifications', text: '| Blade | 210mm |\n| --- | --- |\n| Steel | VG-10 |' },
      { heading: 'Related pages', text: '- [Kiri 210mm Gyuto](https://knives.example/gyuto/)\n- [Shipping](https://knives.example/shipping/)' },
      { heading: 'Why a 210mm gyuto', text: 'It handles most kitchen jobs.' },
    ];
    expect(sections.map(illustratable)).toEqual([false, false, true]);
    expect(selectImages(images, sections, 'Kiri 210mm Gyuto').map((p) => p.section)).toEqual([2]);
    expect(selectImages(images, sections.slice(0, 2), 'Kiri 210mm Gyuto')).toEqual([]);
  });

  it('names a picture\'s page by its title without the site-wide tail', () => {
    expect(pageName('Blue Ridge Cedar candle | Wickworks')).toBe('Blue Ridge Cedar candle');
    expect(pageName('Edge & Whetstone | Japanese Kitchen Knives & Sharpening Stones UK')).toBe('Edge & Whetstone');
    expect(pageName('Fees – Brookfield Dental')).toBe('Fees');
    expect(pageName('Kerb-side pick-up')).toBe('Kerb-side pick-up');
    expect(pageName('')).toBe('');
  });

  it('places a picture after its section\'s first paragraph with alt text and a caption naming the page', () => {
    const md = '# T\n\nIntro.\n\n## A\n\nFirst.\n\nSecond.\n\n## B\n\n- list first\n\nText.';
    const images: PlacedImage[] = [
      { section: 0, src: 'https://x.example/a.jpg', alt: 'Alt A', caption: 'Image: [Services](https://x.example/services)', pageUrl: 'https://x.example/services', generated: false },
      { section: 1, src: 'https://x.example/b.jpg', alt: 'Alt [B]', caption: 'Image: [Home](https://x.example/)', pageUrl: 'https://x.example/', generated: false },
    ];
    expect(insertImages(md, images)).toBe(
      '# T\n\nIntro.\n\n## A\n\nFirst.\n\n![Alt A](https://x.example/a.jpg)\n\n_Image: [Services](https://x.example/services)_\n\nSecond.\n\n## B\n\n- list first\n\nText.\n\n![Alt B](https://x.example/b.jpg)\n\n_Image: [Home](https://x.example/)_',
    );
  });

  it('illustrates any engine\'s article after the claim check: site pictures checked first, then the writer\'s own where none fits', async () => {
    const analysis = loadAnalysis('coffee-roaster');
    const page = new URL('brew-guides/espresso', analysis.url).href;
    const facts = {
      ...siteFactsOf(analysis),
      images: [
        img('https://cdn.example/broken.jpg', 'A home espresso shot pouring into a glass', 'Espresso'),
        { ...img('https://cdn.example/shot.jpg', 'Home espresso shot with thick crema', 'Espresso'), url: page },
      ],
    };
    const checked: string[] = [];
    const check = async (src: string) => (checked.push(src), !src.includes('broken'));
    const markdown = '# T\n\nIntro.\n\n## Home espresso basics\n\nPull a shot.\n\n## Cleaning the machine\n\nBackflush it.';
    expect(sectionsOf(markdown).map((s) => s.heading)).toEqual(['Home espresso basics', 'Cleaning the machine']);
    const generated = { src: 'https://img.example/gen.png', alt: 'Illustration: Cleaning the machine', caption: 'Illustration generated for this article', pageUrl: null, generated: true };
    const out = await illustrate(markdown, {
      facts,
      analysis,
      keyphrase: 'home espresso',
      check,
      supplied: [
        { ...generated, section: 'Home espresso basics' },
        { ...generated, section: 'Cleaning the machine' },
      ],
    });
    expect(checked).toEqual(['https://cdn.example/broken.jpg', 'https://cdn.example/shot.jpg']);
    expect(out.images.map((i) => [i.section, i.src])).toEqual([
      ['Home espresso basics', 'https://cdn.example/shot.jpg'],
      ['Cleaning the machine', 'https://img.example/gen.png'],
    ]);
    expect(out.markdown).toContain('Pull a shot.\n\n![Home espresso shot with thick crema](https://cdn.example/shot.jpg)\n\n_Image: [');
    expect(out.markdown).toContain('Backflush it.\n\n![Illustration: Cleaning the machine](https://img.example/gen.png)\n\n_Illustration generated for this article_');
    // Without a check (no picture host configured) no site picture is used.
    expect((await illustrate(markdown, { facts, analysis, keyphrase: 'home espresso' })).images).toEqual([]);
  });

  it('uses no picture of the business’s people, named as its prose names them ("Ray Villarreal started…")', async () => {
    const analysis = loadAnalysis('coffee-roaster');
    const base = siteFactsOf(analysis);
    const story = { id: 'story', url: analysis.url, heading: 'Our story', kind: 'paragraph' as const, text: 'Ray Villarreal started the roastery in 2014 with one drum roaster.', items: [] };
    const facts = {
      ...base,
      passages: [...base.passages, story],
      images: [img('https://cdn.example/ray.jpg', 'Ray Villarreal cleaning a home espresso machine', 'Espresso machine cleaning'), img('https://cdn.example/shot.jpg', 'Home espresso shot with thick crema', 'Espresso')],
    };
    const markdown = '# T\n\nIntro.\n\n## Home espresso basics\n\nPull a home espresso shot.\n\n## Cleaning the espresso machine\n\nBackflush the machine after cleaning.';
    const out = await illustrate(markdown, { facts, analysis, keyphrase: 'home espresso', check: async () => true });
    expect(out.images.map((i) => i.src)).toEqual(['https://cdn.example/shot.jpg']);
  });
});
