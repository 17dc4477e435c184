import type { Claim, EvidenceSource } from '../evidence';
import { buildOutline, isPluralPhrase, type Intent, type Outline, type RelatedPage, type SectionKey } from '../outline';
import type { Fact } from '../research/research-source';
import { hashSeed, pick } from '../text';
import type { ArticleWriter, Draft, WriteInput } from './article-writer';

/**
 * The built-in engine: writes the article from the outline, the site's analysis and the fetched
 * sources with no model at all. Deterministic: the same input gives the same article, wording
 * varied only by a hash of the topic and site. Every fact it states is a sentence taken from a
 * source, reported as a claim for the evidence ledger.
 */
export function offlineWriter(): ArticleWriter {
  return {
    engine: 'offline',
    model: 'offline',
    write: async (input) => writeOffline(input),
  };
}

interface Ctx {
  input: WriteInput;
  o: Outline;
  k: string;
  site: string;
  audience: string;
  offering: string;
  seed: number;
  /** Verb agreement for the keyphrase as a subject ("late payments matter"). */
  plural: boolean;
  claims: Claim[];
  /** Facts from the site's related pages not yet used, so no sentence is stated twice. */
  siteFacts: { fact: Fact; source: EvidenceSource; page: RelatedPage }[];
}

function link(text: string, url: string): string {
  return `[${text.replace(/[[\]]/g, '')}](${url})`;
}

/** States a sourced fact and records the claim. */
function cite(ctx: Ctx, fact: Fact, source: EvidenceSource): string {
  ctx.claims.push({ text: fact.text, sourceId: source.id });
  return fact.text;
}

function nextSiteFact(ctx: Ctx): Ctx['siteFacts'][number] | undefined {
  return ctx.siteFacts.shift();
}

/**
 * Who the site is, from the analysis's parts rather than its summary, which also carries notes
 * meant for the user ("Its blog has 4 articles") that do not belong in a published article.
 */
function about(ctx: Ctx): string {
  const where = ctx.input.analysis.location ? ` in ${ctx.input.analysis.location}` : '';
  if (!ctx.input.analysis.audience.trim()) return `${ctx.site} offers ${ctx.offering}${where}.`;
  return `${ctx.site} offers ${ctx.offering} for ${ctx.audience}${where}.`;
}

function intro(ctx: Ctx): string[] {
  const { k, audience, site, o } = ctx;
  const opening = pick(
    [
      `Getting ${k} right is one of those things where a little know-how goes a long way, especially for ${audience}.`,
      `Few things make a bigger difference for ${audience} than getting ${k} right.`,
      `If ${k} has been on your list for a while, you are in good company: it is one of the questions we hear most often from ${audience}.`,
    ],
    ctx.seed,
    1,
  );
  const subject = /^(how|what|why|when|which)\b/i.test(o.topic) ? o.topic.replace(/[?.!]+$/, '').toLowerCase() : `the essentials of ${k}`;
  const coverage: Record<Intent, string> = {
    'how-to': 'a step-by-step method',
    checklist: 'a checklist you can work through',
    comparison: 'the criteria that separate good options from poor ones',
    explainer: 'what it looks like in practice',
  };
  return [
    `${opening} This article covers ${subject} in plain language, with practical advice you can use straight away.`,
    `${about(ctx)} That day-to-day experience at ${site} shapes everything below: why ${k} ${ctx.plural ? 'matter' : 'matters'}, ${coverage[o.intent]}, the mistakes we see most often and answers to the questions people ask us.`,
  ];
}

function why(ctx: Ctx): string[] {
  const { k, audience } = ctx;
  const paras = [
    pick(
      [
        `For ${audience}, getting ${k} right is rarely a goal in itself. It is a means to something bigger: better results, less wasted time and more confidence in every decision that follows.`,
        `Getting ${k} right matters because it sits underneath so much else. When it is right, everything built on top of it works better; when it is wrong, no amount of effort elsewhere makes up for it.`,
      ],
      ctx.seed,
      2,
    ),
    `Getting it wrong is costly in a quiet way. Small errors compound, and it is easy to blame the wrong cause when results disappoint. Getting it right makes every later step easier, and it is far less work than fixing problems after the fact.`,
  ];
  const f = nextSiteFact(ctx);
  if (f) paras.push(`Our own work bears this out. As we explain in ${link(f.page.headline, f.page.url)}: ${cite(ctx, f.fact, f.source)}`);
  return paras;
}

function howToSteps(ctx: Ctx): string[] {
  const { k, site, offering } = ctx;
  const baseline = nextSiteFact(ctx);
  const notes = nextSiteFact(ctx);
  return [
    `The method below works whether you are starting from scratch or improving something that already exists. Work through the steps in order; each one builds on the last.`,
    `### Step 1: Decide what good looks like`,
    `Before changing anything, write down what a good result with ${k} means for you. Be specific. A clear target makes it obvious when you are on track and when you are drifting, and it stops you from chasing every new idea you read about.`,
    `### Step 2: Gather what you need`,
    `Make a short list of the tools, information and time ${k} will take. Missing one of them halfway through is the most common reason people stall. If something is missing, ${site} offers ${offering}, which covers much of the groundwork.`,
    `### Step 3: Start from a proven baseline`,
    baseline
      ? `Rather than inventing your own approach, begin with one that is known to work and adjust from there. Here is the baseline we use: ${cite(ctx, baseline.fact, baseline.source)} The details are in ${link(baseline.page.headline, baseline.page.url)}.`
      : `Rather than inventing your own approach, begin with one that is known to work and adjust from there. A documented starting point gives you something to compare against, which is exactly what the next step needs.`,
    `### Step 4: Change one thing at a time`,
    `When results are not what you expected, resist the urge to change everything at once. Adjust a single variable, compare the outcome with your baseline and keep the change only if it helps. It feels slower, but it is the quickest way to learn what actually works for ${k}.`,
    `### Step 5: Keep simple notes`,
    `Write down what you changed and what happened; a few lines per attempt are enough. After a week or two, patterns appear that you would never notice from memory alone.${notes ? ` One thing worth recording from the start: ${cite(ctx, notes.fact, notes.source)}` : ''}`,
    `### Step 6: Review and refine`,
    `Once the basics are reliable, revisit the target you set in step 1. Raise the bar a little, or apply what you learned to the next area that needs attention. Getting ${k} right is not a one-off task; small, regular improvements add up over time.`,
  ];
}

function checklist(ctx: Ctx): string[] {
  const { k, site, offering } = ctx;
  const f = nextSiteFact(ctx);
  return [
    `Work through this ${k} checklist in order. Each item is short on purpose: tick it off, move on, and come back to the ones that gave you trouble.`,
    `A checklist works because it takes memory out of the equation. Even experienced people skip steps when they are busy or distracted, and with ${k} a skipped step rarely shows up straight away; it shows up later, as a problem that is hard to trace back to its cause.`,
    `### Before you start`,
    [
      `- **Write down your goal.** One sentence on what a good result looks like keeps every later decision honest.`,
      `- **Check what you already have.** Tools, information and time: list them, so the gaps are obvious before they slow you down.`,
      `- **Set a time budget.** Decide up front how long you will spend, so the work does not quietly expand to fill the week.`,
      `- **Pick a proven starting point.** ${f ? cite(ctx, f.fact, f.source) : 'A documented baseline beats improvising, because it gives you something to compare against.'}`,
    ].join('\n'),
    `### While you work`,
    [
      `- **Change one thing at a time.** Otherwise you cannot tell which change made the difference.`,
      `- **Keep short notes.** What you changed, what happened, and what you would try next.`,
      `- **Take a break before judging.** Results often look different the next day; judge them with fresh eyes.`,
      `- **Watch for the early warning signs.** Inconsistent results usually point to one weak step, not a failed plan.`,
    ].join('\n'),
    `### After you finish`,
    [
      `- **Compare the result with your goal.** Be honest about what worked and what did not.`,
      `- **Keep what worked.** Turn it into your new baseline for next time.`,
      `- **Schedule the next review.** A date in the calendar turns a one-off effort into a habit.`,
      `- **Get help where it pays off.** ${site} offers ${offering} if you would rather not do everything yourself.`,
    ].join('\n'),
  ];
}

function comparison(ctx: Ctx): string[] {
  const { k, site, offering } = ctx;
  const f = nextSiteFact(ctx);
  return [
    `There is no single best choice for everyone. The right option for ${k} depends on what you need, what you can spend and how much time you have. Judge every option against the same criteria:`,
    `### Quality and results`,
    `Start with the outcome. An option that saves money but gives inconsistent results costs more in the end, because you pay for it again in time and frustration.${f ? ` ${cite(ctx, f.fact, f.source)}` : ''}`,
    `### Total cost, not just the price`,
    `Look beyond the price tag. Count running costs, the time it takes to learn and maintain, and what it costs when something goes wrong.`,
    `### Time and effort`,
    `The best option is one you will actually use. If it demands more time than you have, it will end up unused, however good it looks on paper.`,
    `### Support and reliability`,
    `Ask who helps you when you are stuck. Clear documentation, responsive support and a track record matter more than a long feature list.`,
    `### Fit with how you work`,
    `Finally, check how well it fits your routine. ${site} offers ${offering}, built around the way its customers actually work, and that kind of fit is worth looking for whichever option you choose.`,
  ];
}

function explainer(ctx: Ctx): string[] {
  const { k, site, offering } = ctx;
  const f = nextSiteFact(ctx);
  return [
    `### The basics`,
    `At its simplest, getting ${k} right is about doing a few fundamental things consistently well. Most of the advice you will find elsewhere is a variation on those fundamentals.${f ? ` ${cite(ctx, f.fact, f.source)}` : ''}`,
    `### What changes day to day`,
    `In practice, ${k} ${ctx.plural ? 'show' : 'shows'} up as a series of small decisions rather than one big one. Each decision is easy on its own; the skill lies in making them the same way every time, so that results become predictable.`,
    `### How to get started`,
    [
      `1. Write down what a good result looks like for you.`,
      `2. Choose one proven approach and follow it as written.`,
      `3. Change one thing at a time and note what happens.`,
      `4. Review after a few attempts and keep what worked.`,
    ].join('\n'),
    `Getting ${k} right rewards patience more than talent. If you would like a head start, ${site} offers ${offering}.`,
  ];
}

function siteSection(ctx: Ctx): string[] {
  const paras = [`We have written about this area before. These pages on ${ctx.site} go deeper into the details:`];
  for (const page of ctx.o.relatedPages) {
    const facts = ctx.siteFacts.filter((f) => f.page.url === page.url).slice(0, 2);
    ctx.siteFacts = ctx.siteFacts.filter((f) => !facts.includes(f));
    const body = facts.map((f) => cite(ctx, f.fact, f.source)).join(' ');
    const lead = body || page.page.description || page.page.h1[0] || '';
    paras.push(`### ${page.headline}`, `${lead} Read more in ${link(page.headline, page.url)}.`.trim());
  }
  return paras;
}

function researchSection(ctx: Ctx): string[] {
  const research = ctx.input.sources.filter((s) => s.kind !== 'site');
  const items: string[] = [];
  for (const source of research) {
    for (const fact of source.facts.slice(0, 2)) {
      const where = ctx.input.externalLinks ? link(source.title, source.url) : source.title;
      items.push(`- ${cite(ctx, fact, source)} (${where})`);
      if (items.length >= 8) break;
    }
    if (items.length >= 8) break;
  }
  if (items.length === 0) return [];
  return [`Beyond our own experience, here is what the sources we consulted for this article say about ${ctx.k}:`, items.join('\n')];
}

function mistakes(ctx: Ctx): string[] {
  const { k } = ctx;
  return [
    `Most problems with ${k} come from a handful of avoidable mistakes:`,
    [
      `- **Skipping the basics.** It is tempting to jump to advanced techniques, but most problems are solved by getting the fundamentals right first.`,
      `- **Changing too much at once.** If you adjust several things together, you cannot tell which one made the difference.`,
      `- **Copying someone else's setup blindly.** What works for one person depends on their situation; treat it as a starting point, not a rule.`,
      `- **Not measuring results.** Without notes or numbers, it is easy to mistake a lucky result for progress.`,
      `- **Giving up too early.** Skill with ${k} grows with repetition. The first attempts are for learning, not for judging.`,
    ].join('\n'),
  ];
}

function faq(ctx: Ctx): string[] {
  const { k, site, offering, o } = ctx;
  const [first, second] = o.relatedPages;
  const answers = [
    `Start with one clear goal and the proven baseline described above, then improve one step at a time. Resist the temptation to buy or change everything on day one: the first few attempts teach you more than any amount of reading.`,
    `It depends on where you are starting from, but most people see a clear improvement within a few attempts once they change one thing at a time and keep notes. Bigger gains come from steady practice over weeks rather than a single session.`,
    `Not necessarily. The essentials are modest, and the steps in this article work with what most people already have. If you would rather have help, ${site} offers ${offering}.`,
    first
      ? `Our ${link(first.headline, first.url)}${second ? ` and ${link(second.headline, second.url)}` : ''} ${second ? 'pages cover' : 'page covers'} related questions in more detail, and the ${link(`${site} home page`, o.homeUrl)} is the place to start for everything else about ${k}.`
      : `The ${link(`${site} home page`, o.homeUrl)} is the best place to start: it covers what we offer and how we can help with ${k}.`,
  ];
  return o.faq.flatMap((q, i) => [`### ${q}`, answers[i] ?? answers[answers.length - 1]!]);
}

function conclusion(ctx: Ctx): string[] {
  const { k, site, offering, o } = ctx;
  return [
    `Getting ${k} right does not have to be complicated. Decide what good looks like, start from a proven baseline, change one thing at a time and keep notes; the results follow from there.`,
    `**Ready to put this into practice?** ${link(`Visit ${site}`, o.homeUrl)} to explore ${offering}.`,
  ];
}

const CORE: Record<Intent, (ctx: Ctx) => string[]> = {
  'how-to': howToSteps,
  checklist,
  comparison,
  explainer,
};

const SECTIONS: Record<SectionKey, (ctx: Ctx) => string[]> = {
  why,
  core: (ctx) => CORE[ctx.o.intent](ctx),
  site: siteSection,
  research: researchSection,
  mistakes,
  faq,
  conclusion,
};

export function writeOffline(input: WriteInput): Draft {
  const hasResearch = input.sources.some((s) => s.kind !== 'site');
  const o = { ...buildOutline({ topic: input.plan.title, analysis: input.analysis, hasResearch }), keyphrase: input.plan.keyphrase };
  const a = input.analysis;
  const bySiteUrl = new Map(input.sources.filter((s) => s.kind === 'site').map((s) => [s.url, s]));
  const siteFacts = o.relatedPages.flatMap((page) => {
    const source = bySiteUrl.get(page.url);
    return source ? source.facts.map((fact) => ({ fact, source, page })) : [];
  });
  const ctx: Ctx = {
    input,
    o,
    k: o.keyphrase,
    site: a.siteName,
    // The analysis leaves audience '' when the site does not say; the prose still needs a reader.
    audience: a.audience.trim().replace(/[.]$/, '') || 'our readers',
    offering: a.offering.trim().replace(/[.]$/, '') || 'practical help',
    seed: hashSeed(o.topic.toLowerCase(), a.url),
    plural: isPluralPhrase(o.keyphrase),
    claims: [],
    siteFacts,
  };
  const blocks = [`# ${o.title}`, ...intro(ctx)];
  for (const h of o.headings) {
    const body = SECTIONS[h.key](ctx);
    if (body.length > 0) blocks.push(`## ${h.text}`, ...body);
  }
  return { title: o.title, metaDescription: o.metaDescription, markdown: `${blocks.join('\n\n')}\n`, claims: ctx.claims, editorNotes: [] };
}
