import type { SiteFacts, TopicPlan } from '../../../shared/site-facts';
import { isOnTopic, topicOf } from '../../generation/writer/offline/relevance';

/**
 * How much the site writes about a topic's subject, in words: the sentences, list items and table
 * rows of its pages that the offline writer's own relevance test reads as on the topic (alone or
 * under their heading). A subject with almost nothing written about it makes a 20–60-word article.
 * Pure.
 */
export function materialWords(plan: Pick<TopicPlan, 'title' | 'keyphrase' | 'grounding'>, facts: SiteFacts): number {
  const topic = topicOf(plan, facts);
  let words = 0;
  for (const p of facts.passages) {
    const heading = p.heading ?? '';
    for (const sentence of [...p.text.split(/(?<=[.!?])\s+/), ...p.items]) {
      if (sentence.trim() === '') continue;
      if (isOnTopic(topic, sentence) || (heading !== '' && isOnTopic(topic, `${heading} ${sentence}`))) words += sentence.split(/\s+/).length;
    }
  }
  return words;
}

/** Under this many words on the site, a subject's article is thin. */
export const THIN_MATERIAL = 60;

/**
 * Candidates (best first) with the thin ones moved behind every other, each group in its own order:
 * a subject the site says little about only fills a list, never leads it. A question the site
 * answers is kept where it stands.
 */
export function rankByMaterial<T extends Pick<TopicPlan, 'title' | 'keyphrase' | 'grounding'>>(candidates: readonly T[], facts: SiteFacts): T[] {
  // By subject: a keyphrase's several wordings ask about the same material, and the count is the slow part.
  const thin = new Map<string, boolean>();
  const isThin = (plan: T) => {
    const key = plan.keyphrase.toLowerCase();
    if (!thin.has(key)) thin.set(key, materialWords(plan, facts) < THIN_MATERIAL);
    return thin.get(key)!;
  };
  // A question the site answers carries its answer: customers' own questions are never demoted.
  const asked = new Set(facts.questions.filter((q) => q.answer).map((q) => `${q.source.url}\u0000${q.source.passage}`));
  const kept = (c: T) => c.grounding.some((g) => asked.has(`${g.url}\u0000${g.passage}`)) || !isThin(c);
  return [...candidates.filter(kept), ...candidates.filter((c) => !kept(c))];
}
