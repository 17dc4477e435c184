import type { TopicIntent } from '../../../shared/site-facts';

/**
 * The intent a title or question asks for, from its wording: a cost question, a how-to, a
 * comparison, a checklist, a problem to diagnose, a local guide, else an explainer. Pure.
 */
const RULES: [TopicIntent, RegExp][] = [
  // "Is my old piano worth repairing?" weighs a decision; only a price makes "worth" a cost ("Worth £29?").
  // "How much tea do I use?" asks a quantity; "How much do lessons cost?", "How much is the test?" a price.
  // "Can I charge my electric car?" charges a battery, not a customer.
  ['cost', /\b(?:cost|costs|price|prices|pricing|fee|fees|how much(?!\s+(?!money\b)\p{L}+\s+(?:do|does|should|can|will|would)\s+(?:i|you|we)\b)|charge(?!\s+(?:my|your|our|their|it|an? (?:electric|ev|e-?bike|phone|car|battery))\b)|charges|rates?|budget|afford|worth(?=\s*[$£€]\s?\d)|quote|expensive|cheap)\b/iu],
  ['comparison', /\b(?:vs\.?|versus|or .+\?$|compared?|comparison|difference between|which (?:is|one|should)|better than|alternatives?)\b/i],
  ['checklist', /\b(?:checklist|check-list|what to (?:bring|pack|check|ask|expect)|before you|things to)\b/i],
  // "keeps tripping", not "How long can I keep it?".
  ['problem', /\b(?:why (?:is|does|do|won't|isn't|are|did)|keeps? \w+ing|won't|not working|broken|leak\w*|fault\w*|trip\w*|problem|issue|symptom|signs?|causes?|wrong|fix|repair|damaged?|pain|smell\w*|noisy|stopped)\b/i],
  // "What happens at my first visit?" walks through a visit; "What happens if my dog gets sick?" asks what is done in a case.
  ['how-to', /^(?:how (?:to|do|can|should)|steps?\b|\d+ steps)|\b(?:step by step|step-by-step|guide to|process|what happens(?!\s+(?:if|when|should|in case|to)\b))\b/i],
];

export function detectIntent(title: string, hasLocation = false, locations: readonly string[] = []): TopicIntent {
  for (const [intent, re] of RULES) if (re.test(title)) return intent;
  if (hasLocation && locations.some((l) => l && new RegExp(`\\b${l.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`, 'i').test(title))) return 'local';
  return 'explainer';
}
