import type { SourceRef, TopicPlan } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { factsOf } from './facts-of';
import { lemmaSet, overlap } from './site-facts/nlp';
import { ref } from './site-facts/text';
import { detectIntent } from './topics/intent';

/**
 * The plan the writer follows for a topic: the one stored when the topic was proposed, else one
 * derived from the site facts for a topic the user typed. Pure.
 */

export function normaliseTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/^update:\s*/, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const MAX_GROUNDING = 4;

export function planForTopic(topic: string, analysis: SiteAnalysis): TopicPlan {
  const key = normaliseTitle(topic);
  const stored = analysis.topicPlans?.find((p) => normaliseTitle(p.title) === key);
  if (stored) return stored;

  const words = lemmaSet(topic);
  const facts = factsOf(analysis);
  const locations = facts.locations.length > 0 ? facts.locations.map((l) => l.text) : analysis.location ? [analysis.location] : [];
  const intent = detectIntent(topic, locations.length > 0, locations);

  // The keyphrase: the offering, question subject or keyphrase of the site that the topic names most.
  const candidates: { phrase: string; source: SourceRef | null; score: number }[] = [];
  // Offerings first; an audience ("small businesses") is who the article is for, not its subject.
  const audiences = new Set(facts.audiences.map((a) => a.text.toLowerCase()));
  for (const o of facts.offerings) candidates.push({ phrase: o.name, source: o.source, score: 30 });
  for (const k of analysis.keyphrases) if (!audiences.has(k.phrase.toLowerCase())) candidates.push({ phrase: k.phrase, source: null, score: 1 + k.weight });
  let best: { phrase: string; source: SourceRef | null; score: number } | null = null;
  let bestScore = 0;
  for (const c of candidates) {
    const cw = lemmaSet(c.phrase);
    if (cw.size === 0) continue;
    const shared = [...cw].filter((w) => words.has(w)).length;
    if (shared === 0) continue;
    const score = (shared / cw.size) * 10 + shared + c.score * 0.1;
    if (score > bestScore) {
      bestScore = score;
      best = c;
    }
  }
  const keyphrase = best?.phrase ?? fallbackKeyphrase(topic);

  const grounding: SourceRef[] = [];
  if (best?.source) grounding.push(best.source);
  const passages = facts.passages
    .map((p) => ({ p, score: overlap(words, lemmaSet(`${p.heading ?? ''} ${p.text}`)) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score);
  for (const { p } of passages) {
    if (grounding.length >= MAX_GROUNDING) break;
    if (grounding.some((g) => g.url === p.url && g.passage === ref(p.url, p.text).passage)) continue;
    grounding.push(ref(p.url, p.text));
  }
  if (grounding.length === 0) {
    const home = analysis.pages[0];
    grounding.push(ref(home?.url ?? analysis.url, facts.description?.text ?? home?.description ?? analysis.summary));
  }
  return { title: topic.trim(), keyphrase, intent, grounding, updateOf: null, engine: 'offline' };
}

/** A topic that names nothing the site uses: its longest run of content words stands in. */
function fallbackKeyphrase(topic: string): string {
  const words = topic
    .replace(/[?!.:]/g, ' ')
    .split(/\s+/)
    .filter((w) => w.length > 2 && !/^(?:how|what|why|when|which|does|do|is|are|the|and|for|with|your|you|can|should|much|cost|guide|best)$/i.test(w));
  return words.slice(0, 3).join(' ').toLowerCase() || topic.trim().toLowerCase();
}
