import type { SeoScoreReport } from '../../shared/seo-score';
import type { SiteFacts, TopicPlan } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { checkDraftClaims, type ClaimCheckResult } from './claim-check';
import { withEditorNotes } from './editor-notes';
import type { ImageCheck } from './images/image-check';
import { illustrate } from './images/illustrate';
import { allSources, siteSources, type LedgerEntry } from './evidence';
import { parseMarkdown, plainText } from './markdown';
import { splitSentences } from './nlp';
import { relatedPages } from './related-pages';
import { postProcess, type ProcessedArticle } from './post-process';
import { planForTopic } from '../analysis/topic-plans';
import type { ResearchSource } from './research/research-source';
import { MIN_ON_TOPIC_SHARE, scoreArticle } from './seo-score';
import { articleSentences, topicCounts, topicOf } from './writer/offline/relevance';
import { siteFactsOf } from './site-facts-of';
import type { ArticleWriter, WordBudget, WriterUsage } from './writer/article-writer';

export interface ComposeInput {
  topic: string;
  analysis: SiteAnalysis;
  /** Sources research fetched; empty when research was skipped. */
  research: readonly ResearchSource[];
  /** The only pages internal links may point to. */
  crawledUrls: string[];
  externalLinks: boolean;
  images: boolean;
  wordBudget: WordBudget;
  /** Checks a site picture before an article shows it (the safe fetcher); absent → no site pictures. */
  imageCheck?: ImageCheck;
}

export interface ComposedArticle {
  plan: TopicPlan;
  facts: SiteFacts;
  article: ProcessedArticle;
  /** What is saved and shown: the article, then the notes for the editor when there are any. */
  markdown: string;
  /** Every published sentence that states a fact, with the passage backing it. */
  ledger: LedgerEntry[];
  claimCheck: Pick<ClaimCheckResult, 'removed' | 'sentences' | 'traced'>;
  score: SeoScoreReport;
  editorNotes: string[];
  usage?: WriterUsage;
}

/** The shortest article the score expects: specific and short beats long and padded. */
const MIN_WORDS = 600;

/** Ledger entries whose sentences are still in the published text (post-processing may shorten it). */
function published(ledger: readonly LedgerEntry[], markdown: string): LedgerEntry[] {
  const text = plainText(parseMarkdown(markdown)).replace(/\s+/g, ' ');
  return ledger
    .map((e) => ({ ...e, claims: e.claims.filter((c) => c.text.split(' | ').every((cell) => text.includes(cell.replace(/\s+/g, ' ')))) }))
    .filter((e) => e.claims.length > 0);
}

/**
 * The meta description without a sentence the claim check took out of the article: a search
 * result states nothing the article itself may not. With nothing left, post-processing takes the
 * checked article's first paragraph.
 */
export function checkedMeta(meta: string, removed: readonly { text: string }[]): string {
  const out = (sentence: string) => {
    const bare = sentence.replace(/…$/u, '').trim();
    return removed.some((r) => r.text.includes(bare) || bare.includes(r.text));
  };
  return splitSentences(meta)
    .filter((s) => !out(s))
    .join(' ');
}

/** The note on a draft whose sentences are mostly not about its title (the SEO score's on-topic check, from either engine). */
export function offTopicNote(topic: { sentences: number; onTopic: number }, title: string): string[] {
  if (topic.sentences === 0 || topic.onTopic / topic.sentences >= MIN_ON_TOPIC_SHARE) return [];
  const share = Math.round((topic.onTopic * 100) / topic.sentences);
  return [`Only ${share}% of this draft's sentences are about "${title}"; the rest is other material from the site. Cut the sections that are not about it before publishing.`];
}

/**
 * The article pipeline without the account around it: site facts and plan → writer → claim
 * check → post-process → score. The generation service runs it between the credit checks; the
 * example pages run it as is. The claim check runs on every writer's draft alike.
 */
export async function composeArticle(
  writer: ArticleWriter,
  input: ComposeInput,
  signal?: AbortSignal,
  onStage: (stage: 'outline' | 'sections' | 'checks') => Promise<void> = () => Promise.resolve(),
): Promise<ComposedArticle> {
  const { topic, analysis, research, externalLinks, images, wordBudget } = input;
  await onStage('outline');
  const facts = siteFactsOf(analysis);
  // An analysis stored before site facts existed gets the ones read again from its pages.
  const plan = planForTopic(topic, { ...analysis, facts });
  const sources = allSources(research, siteSources(facts, analysis));
  // The writer reports no steps of its own: its outline call is counted in 'sections'.
  await onStage('sections');
  const draft = await writer.write({ plan, facts, analysis, sources, externalLinks, images, wordBudget }, signal);
  await onStage('checks');
  const checked = checkDraftClaims({ markdown: draft.markdown, claims: draft.claims, sources, businessName: facts.business.name, keyphrase: plan.keyphrase });
  // Pictures after the claim check: a caption names its page, which is not a claim.
  const pictured = images
    ? (await illustrate(checked.markdown, { facts, analysis, keyphrase: plan.keyphrase, check: input.imageCheck, supplied: draft.images, signal })).markdown
    : checked.markdown;
  const article = postProcess({
    draft: { ...draft, markdown: pictured, metaDescription: checkedMeta(draft.metaDescription, checked.removed) },
    fallbackTitle: plan.title,
    relatedPages: relatedPages(plan.title, plan.keyphrase, analysis),
    siteUrl: analysis.url,
    crawledUrls: input.crawledUrls,
    sources,
    externalLinks,
    images,
    maxWords: wordBudget.max,
  });
  // How much of what is published is about the plan (its title, keyphrase and grounding), not the whole site.
  const onTopic = topicCounts(topicOf(plan, facts), articleSentences(parseMarkdown(article.markdown)));
  const score = scoreArticle({
    markdown: article.markdown,
    title: article.title,
    metaDescription: article.metaDescription,
    keyphrase: plan.keyphrase,
    siteUrl: analysis.url,
    expectExternalLinks: externalLinks && research.length > 0,
    expectImages: images,
    claimCheck: { sentences: checked.sentences, traced: checked.traced, removed: checked.removed.length },
    topic: onTopic,
    minWords: Math.min(MIN_WORDS, wordBudget.max),
    intent: plan.intent,
  });
  // A draft mostly about other things scores low, and says so where the editor reads.
  const editorNotes = [...draft.editorNotes, ...offTopicNote(onTopic, plan.title)];
  return {
    plan,
    facts,
    article,
    markdown: withEditorNotes(article.markdown, editorNotes),
    ledger: published(checked.ledger, article.markdown),
    claimCheck: { removed: checked.removed, sentences: checked.sentences, traced: checked.traced },
    score,
    editorNotes,
    ...(draft.usage ? { usage: draft.usage } : {}),
  };
}
