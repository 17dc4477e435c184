import { describe, expect, it } from 'vitest';
import { DENSITY_BAND, OFF_TOPIC_CAP, scoreArticle, TEMPLATE_CAP, THIN_CAP } from '../../src/server/generation/seo-score';
import { seoScoreReportSchema } from '../../src/shared/seo-score';

const site = 'https://ledgerly.example/';
const good = [
  '# Invoicing Software for Freelancers',
  'Invoicing software saves freelancers hours every month. It sends bills on time. It chases late payers for you.',
  '## Why invoicing software matters',
  'You get paid sooner. Clients see a clear total and a due date. They can pay by card or by bank transfer. Reminders go out on their own, so you never have to write an awkward email. Your books stay tidy because every payment is matched to its bill. At the end of the quarter, your records are ready for tax time. See [our features](https://ledgerly.example/features) and [pricing](https://ledgerly.example/pricing).',
  '## How to start',
  'Pick a tool. Add a client. Send the first bill. Set a due date that suits your clients, and add a short note that thanks them for the work. Read [this study](https://research.example/late-payments).',
  '## Final thoughts',
  'Start today. It is easy.',
].join('\n\n');

function score(markdown: string, over: Partial<Parameters<typeof scoreArticle>[0]> = {}) {
  return scoreArticle({
    markdown,
    title: 'Invoicing Software for Freelancers',
    metaDescription: 'Invoicing software for freelancers: send bills on time, chase late payers automatically and get paid faster every month.',
    keyphrase: 'invoicing software',
    siteUrl: site,
    expectExternalLinks: true,
    minWords: 40,
    ...over,
  });
}

const check = (r: ReturnType<typeof score>, id: string) => r.checks.find((c) => c.id === id);

describe('SEO score report', () => {
  it('passes every check on a well-formed article and matches the shared schema', () => {
    const r = score(good);
    expect(r.checks.filter((c) => !c.ok)).toEqual([]);
    expect(r.score).toBe(100);
    expect(seoScoreReportSchema.parse(r)).toEqual(r);
    expect(r.metrics).toMatchObject({ h2Count: 3, h3Count: 0, internalLinks: 2, externalLinks: 1, keyphraseOccurrences: 3 });
  });

  it('flags a keyphrase missing from title, intro, headings and meta', () => {
    const r = score('# Getting paid\n\nBills matter.\n\n## One\n\nA.\n\n## Two\n\nB.\n\n## Three\n\nC.', { title: 'Getting paid', metaDescription: 'Bills.' });
    for (const id of ['keyphrase-in-title', 'keyphrase-in-introduction', 'keyphrase-in-subheading', 'keyphrase-in-meta-description', 'keyphrase-density']) {
      expect(check(r, id)!.ok, id).toBe(false);
    }
    expect(r.score).toBeLessThan(50);
  });

  it('flags keyword stuffing through density', () => {
    const stuffed = `# Invoicing software\n\n${'Invoicing software is invoicing software. '.repeat(10)}`;
    const r = score(stuffed);
    expect(r.metrics.keyphraseDensity).toBeGreaterThan(3);
    expect(check(r, 'keyphrase-density')!.ok).toBe(false);
  });

  it('measures readability with Flesch reading ease: plain prose scores higher than dense prose', () => {
    const plain = score('# Invoicing software\n\nWe send the bill. You pay the bill. It is quick and it is fair.');
    const dense = score(
      '# Invoicing software\n\nComprehensive organisational accountability necessitates institutionalised reconciliation methodologies, notwithstanding administrative considerations.',
    );
    expect(plain.metrics.fleschReadingEase).toBeGreaterThan(80);
    expect(dense.metrics.fleschReadingEase).toBeLessThan(20);
    expect(check(plain, 'readability')!.ok).toBe(true);
    expect(check(dense, 'readability')!.ok).toBe(false);
  });

  it('leaves the external-links check out of a free article and flags skipped heading levels', () => {
    const r = score('# Invoicing software\n\nInvoicing software.\n\n### Skipped a level', { expectExternalLinks: false });
    expect(check(r, 'external-links')).toBeUndefined();
    expect(check(r, 'heading-structure')!.ok).toBe(false);
    expect(check(r, 'heading-structure')!.detail).toMatch(/skipped/);
  });

  it('cannot be gamed by repeating the keyphrase: above the density band fails, and so does repeated wording', () => {
    const padded = `${good}\n\n${'Invoicing software for freelancers sends bills on time and invoicing software chases late payers. '.repeat(4)}`;
    const r = score(padded);
    expect(r.metrics.keyphraseDensity).toBeGreaterThan(DENSITY_BAND.max);
    expect(check(r, 'keyphrase-density')!.ok).toBe(false);
    expect(check(r, 'no-repetition')!.ok).toBe(false);
    expect(r.score).toBeLessThan(90);
  });

  it('never reads 100 when the claim check removed sentences, and caps a mostly untraced article', () => {
    const clean = score(good, { claimCheck: { sentences: 20, traced: 12, removed: 0 } });
    expect(clean.score).toBe(100);
    expect(clean.metrics.tracedShare).toBe(0.6);
    const removed = score(good, { claimCheck: { sentences: 20, traced: 12, removed: 2 } });
    expect(check(removed, 'claims-supported')).toMatchObject({ ok: false, detail: '2 sentence(s) stating facts no source backs were removed.' });
    expect(removed.score).toBeLessThan(100);
    const template = score(good, { claimCheck: { sentences: 20, traced: 2, removed: 0 } });
    expect(check(template, 'grounded')!.ok).toBe(false);
    expect(template.score).toBeLessThanOrEqual(TEMPLATE_CAP);
    expect(seoScoreReportSchema.parse(template)).toEqual(template);
  });

  it('caps an article most of whose sentences are about something else than its topic', () => {
    const traced = { sentences: 20, traced: 20, removed: 0 };
    expect(score(good, { claimCheck: traced, topic: { sentences: 20, onTopic: 18 } }).score).toBe(100);
    const pasted = score(good, { claimCheck: traced, topic: { sentences: 20, onTopic: 8 } });
    expect(check(pasted, 'on-topic')).toMatchObject({ ok: false });
    expect(pasted.metrics.onTopicShare).toBe(0.4);
    expect(pasted.score).toBeLessThanOrEqual(OFF_TOPIC_CAP);
    expect(seoScoreReportSchema.parse(pasted)).toEqual(pasted);
  });

  it('asks subscribers’ articles for images with alt text, and leaves the check out of the free article', () => {
    expect(check(score(good), 'images')).toBeUndefined();
    expect(check(score(good, { expectImages: true }), 'images')!.ok).toBe(false);
    expect(check(score(`${good}\n\n![](https://ledgerly.example/a.png)`, { expectImages: true }), 'images')!.ok).toBe(false);
    expect(check(score(`${good}\n\n![An invoice on a phone](https://ledgerly.example/a.png)`, { expectImages: true }), 'images')!.ok).toBe(true);
  });

  it('caps a thin article, and one without the section its intent is for, and says why', () => {
    const thin = score(good, { minWords: 800 });
    expect(thin.score).toBeLessThanOrEqual(THIN_CAP);
    expect(check(thin, 'length')!.detail).toContain(`the score is capped at ${THIN_CAP}`);
    // The same well-placed text as a cost article with no price in it is an empty shell.
    const cost = score(good, { intent: 'cost' });
    expect(check(cost, 'answers-topic')!.ok).toBe(false);
    expect(check(cost, 'answers-topic')!.detail).toMatch(/states no price; the score is capped at 60/);
    expect(cost.score).toBeLessThanOrEqual(THIN_CAP);
    expect(score(good.replace('Start today.', 'It costs £12 a month.'), { intent: 'cost' }).score).toBeGreaterThan(THIN_CAP);
    expect(check(score(good, { intent: 'how-to' }), 'answers-topic')!.ok).toBe(false);
    expect(check(score(good.replace('Pick a tool. Add a client.', '1. Pick a tool.\n2. Add a client.\n\nThen'), { intent: 'how-to' }), 'answers-topic')!.ok).toBe(true);
    const question = score(good.replace(/^# .*\n\n[^\n]+\n\n/, '# Is Invoicing Software Worth It?\n\n'), { intent: 'explainer', title: 'Is Invoicing Software Worth It?' });
    expect(check(question, 'answers-topic')!.detail).toContain('no opening answer');
  });
});

