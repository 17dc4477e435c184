import type { SiteFacts, SourceRef, TopicIntent, TopicPlan } from '../../shared/site-facts';
import type { SiteAnalysis } from '../../shared/site-analysis';
import { chooseKeyphrase } from './outline';
import { containsPhrase, overlap } from './text';

/**
 * The plan an article is written to. The topics the analysis proposed carry their plan (keyphrase,
 * intent, grounding); a topic the user typed, or one from an analysis stored before plans existed,
 * gets one derived here from the topic's wording and the site facts.
 */
export function planFor(topic: string, analysis: SiteAnalysis, facts: SiteFacts): TopicPlan {
  const wanted = normalize(topic);
  const stored = analysis.topicPlans?.find((p) => normalize(p.title) === wanted);
  if (stored) return { ...stored, title: topic };
  const keyphrase = chooseKeyphrase(topic, analysis);
  return {
    title: topic,
    keyphrase,
    intent: intentOf(topic, facts),
    grounding: groundingFor(topic, keyphrase, facts),
    updateOf: null,
    engine: 'offline',
  };
}

function normalize(text: string): string {
  return text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

/** What the reader wants, read from the topic's own words; the first matching rule wins. */
export function intentOf(topic: string, facts: Pick<SiteFacts, 'locations'>): TopicIntent {
  const t = topic.toLowerCase();
  if (/\b(cost|costs|price|prices|pricing|how much|fees?|rates?|budget|afford)\b/.test(t)) return 'cost';
  if (/\bvs\.?\b|\bversus\b|\bcompar|\balternatives?\b|\bor\b.*\?$|\bwhich\b|\bchoos/.test(t)) return 'comparison';
  if (/\bchecklist\b|\btips\b|\bmistakes?\b|\bways\b|\bthings\b|^\d+\s/.test(t)) return 'checklist';
  if (/\b(problems?|fix|fixing|troubleshoot\w*|not working|won'?t|broken|signs? of|causes? of|why (is|does|do|are) )\b/.test(t)) return 'problem';
  if (/\bnear me\b/.test(t) || facts.locations.some((l) => containsPhrase(t, l.text.split(',')[0]!.trim()))) return 'local';
  if (/^how\b|\bhow to\b|\bguide\b|\bsteps?\b|\bset ?up\b|\bstart|\bbuild|\bmake\b|\bcreate\b/.test(t)) return 'how-to';
  return 'explainer';
}

/** The passages the topic stands on: the ones sharing most of its words; the home page at worst. */
function groundingFor(topic: string, keyphrase: string, facts: SiteFacts): SourceRef[] {
  const query = `${topic} ${keyphrase}`;
  const ranked = facts.passages
    .map((p) => ({ p, score: overlap(query, `${p.heading ?? ''} ${p.text}`) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score)
    .slice(0, 3)
    .map(({ p }) => ({ url: p.url, passage: p.text }));
  return ranked.length > 0 ? ranked : [facts.description?.source ?? facts.business.source];
}
