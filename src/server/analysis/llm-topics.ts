import { z } from 'zod';
import { completeJson } from '../llm/json-output';
import type { LlmClient } from '../llm/llm-client';
import type { Logger } from '../logger';
import { topicIntentSchema, type SiteFacts, type SourceRef, type TopicPlan } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { factsOf } from './facts-of';
import { MAX_TOPICS, MIN_TOPICS, TARGET_TOPICS, offlinePlans, selectTopics } from './offline-topics';
import { lemmaSet } from './site-facts/nlp';
import { clip, ref } from './site-facts/text';
import { topicCandidates } from './topics/candidates';
import { validateTopic, type Rejection } from './topics/validator';
import type { TopicEngine, TopicSuggestions } from './topic-engine';

/**
 * Topics from an OpenAI-compatible model, given the site facts as compact JSON. Each topic it
 * returns must carry a keyphrase, an intent and the site's page URLs it stands on; each passes
 * the same validator as the offline engine, and what fails is dropped and replaced from the
 * offline candidates. For a site not in English the model writes in the site's language (the
 * offline engine cannot). Any failure of the model falls back to the offline engine.
 */

/** Loose on purpose: one bad topic is dropped on its own instead of failing the whole reply. */
const replySchema = z.object({
  topics: z
    .array(
      z.object({
        title: z.unknown(),
        keyphrase: z.unknown().optional(),
        intent: z.unknown().optional(),
        urls: z.unknown().optional(),
      }),
    )
    .min(1)
    .max(MAX_TOPICS + 6),
  analysis_summary: z.string().trim().min(20).max(2000),
});

const MAX_FACT_OFFERINGS = 25;
const MAX_FACT_QUESTIONS = 25;

/** What the model sees: the facts, small enough for any context window, every item with its page. */
export function compactFacts(facts: SiteFacts): Record<string, unknown> {
  return {
    business: facts.business.name,
    language: facts.language,
    description: facts.description?.text ?? null,
    category: facts.category?.text ?? null,
    offerings: facts.offerings.slice(0, MAX_FACT_OFFERINGS).map((o) => ({
      name: o.name,
      kind: o.kind,
      url: o.url,
      // A tier's price says what it is for ("£18 (2-bed terrace or flat)"), so no tier reads as the price.
      prices: o.prices.slice(0, o.prices.some((p) => p.variant) ? 6 : 3).map((p) => (p.variant ? `${p.text} (${p.variant})` : p.text)),
      description: o.description ? clip(o.description, 160) : undefined,
      // An extra sold on top of the work is no subject of its own.
      addOn: o.addOn === true ? true : undefined,
    })),
    audiences: facts.audiences.map((a) => a.text),
    locations: facts.locations.map((l) => l.text),
    questions: facts.questions
      .filter((q) => q.origin !== 'blog-title')
      .slice(0, MAX_FACT_QUESTIONS)
      .map((q) => ({ question: q.question, url: q.source.url })),
    existingBlogPosts: facts.blogSubjects.map((b) => b.title),
    deliveryAndReturns: facts.terms?.map((t) => t.text),
    pages: [...new Set(facts.passages.map((p) => p.url))].slice(0, 40),
  };
}

function prompt(facts: SiteFacts) {
  const language = facts.english ? 'English' : `the site's own language (${facts.language ?? 'the language of its pages'})`;
  return [
    {
      role: 'system' as const,
      content:
        'You are an SEO content strategist. You propose blog articles that real customers of this business search for, grounded only in the facts given. ' +
        'Answer with JSON only: {"topics": [{"title": string, "keyphrase": string, "intent": "cost"|"how-to"|"comparison"|"checklist"|"problem"|"local"|"explainer", "urls": string[]}], "analysis_summary": string}.',
    },
    {
      role: 'user' as const,
      content:
        `Site facts (JSON):\n${JSON.stringify(compactFacts(facts))}\n\n` +
        `Propose ${MIN_TOPICS} to ${MAX_TOPICS} article titles in ${language}. Rules: each title is a question or headline a customer of this business would search for; ` +
        'keyphrase is a noun phrase the site itself uses (an offering, or a subject of its questions) and appears in the title; ' +
        'urls are 1-3 page URLs from the facts that the article would stand on; a cost topic only for an offering, a comparison only between two things the site names, ' +
        'a local topic only for a stated location; never a person, a job title or a bare place name as the subject; nothing the existing blog posts already cover; ' +
        'each title once, differing in subject and intent; no invented numbers. analysis_summary: two or three plain sentences on what the business offers, for whom and where.',
    },
  ];
}

/** The passages a model topic stands on: on the pages it named, those that use its keyphrase. */
function groundingFor(keyphrase: string, urls: string[], facts: SiteFacts): SourceRef[] {
  const known = new Set(facts.passages.map((p) => p.url));
  const key = lemmaSet(keyphrase);
  const lower = keyphrase.toLowerCase();
  const refs: SourceRef[] = [];
  for (const url of urls.filter((u) => known.has(u)).slice(0, 3)) {
    const onPage = facts.passages.filter((p) => p.url === url);
    const uses = onPage.find((p) =>
      facts.english ? [...key].every((w) => lemmaSet(`${p.heading ?? ''} ${p.text}`).has(w)) : `${p.heading ?? ''} ${p.text}`.toLowerCase().includes(lower),
    );
    const passage = uses ?? onPage[0];
    if (passage) refs.push(ref(url, passage.text));
  }
  const offering = facts.offerings.find((o) => o.name.toLowerCase() === lower);
  if (offering && refs.length > 0) refs.push(offering.source);
  return refs;
}

export interface ModelTopicsCheck {
  accepted: TopicPlan[];
  rejected: { title: string; reason: Rejection | 'shape' }[];
}

/** The model's topics through the validator: well formed, grounded, distinct, not covered. Pure. */
export function checkModelTopics(raw: z.infer<typeof replySchema>['topics'], facts: SiteFacts): ModelTopicsCheck {
  const accepted: TopicPlan[] = [];
  const rejected: ModelTopicsCheck['rejected'] = [];
  for (const item of raw) {
    const title = typeof item.title === 'string' ? item.title.trim() : '';
    const intent = topicIntentSchema.safeParse(item.intent);
    const keyphrase = typeof item.keyphrase === 'string' ? item.keyphrase.trim() : '';
    const urls = Array.isArray(item.urls) ? item.urls.filter((u): u is string => typeof u === 'string') : [];
    if (!title || !keyphrase || !intent.success) {
      rejected.push({ title: title || String(item.title), reason: 'shape' });
      continue;
    }
    const grounding = groundingFor(keyphrase, urls, facts);
    const plan: TopicPlan = {
      title,
      keyphrase,
      intent: intent.data,
      // An empty list fails the validator as ungrounded; the schema's min(1) is for stored plans.
      grounding,
      updateOf: null,
      engine: 'llm',
    };
    const verdict = validateTopic(plan, facts, accepted);
    if (verdict.ok) accepted.push(plan);
    else rejected.push({ title, reason: verdict.reason });
  }
  return { accepted, rejected };
}

export function llmTopicEngine(client: LlmClient, logger: Logger): TopicEngine {
  return {
    name: 'llm',
    async suggest(analysis: SiteAnalysis): Promise<TopicSuggestions> {
      const facts = factsOf(analysis);
      try {
        const reply = await completeJson(client, prompt(facts), replySchema, { temperature: 0.4, maxTokens: 1600 });
        const { accepted, rejected } = checkModelTopics(reply.topics, facts);
        if (rejected.length > 0) {
          logger.info(`LLM topics: dropped ${rejected.length} (${rejected.map((r) => `${r.reason}: ${r.title}`).join('; ')})`);
        }
        let plans = accepted.slice(0, MAX_TOPICS);
        const offline = offlinePlans(analysis);
        if (facts.english && plans.length < MIN_TOPICS) {
          // Replacements come from the offline candidates, through the same validator.
          plans = [...plans, ...selectTopics(topicCandidates(facts).map((c) => c.plan), facts, plans, TARGET_TOPICS)];
        }
        if (plans.length === 0) throw new Error('no usable topics');
        // In English the summary is built from the facts; another language keeps the model's words.
        const analysisSummary = facts.english ? offline.factsSummary : reply.analysis_summary;
        return { topics: plans.map((p) => p.title), plans, analysisSummary, engine: 'llm' };
      } catch (err) {
        logger.warn(`LLM topics failed, using the offline engine: ${err instanceof Error ? err.message : String(err)}`);
        const offline = offlinePlans(analysis);
        return { topics: offline.plans.map((p) => p.title), plans: offline.plans, analysisSummary: offline.analysisSummary, engine: 'offline' };
      }
    },
  };
}
