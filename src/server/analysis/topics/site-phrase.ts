import type { SiteFacts } from '../../../shared/site-facts';

/**
 * Whether the site itself writes a phrase: a keyphrase is one its pages use, case aside and with
 * only a plural/singular inflection of its head allowed ("root tab" for "root tabs"; "windows
 * cleaning" is not the site's "window cleaning"). Pure.
 */

const texts = new WeakMap<SiteFacts, string>();

/** Everything the site says in its own words, lower-cased, one block per line. */
function siteText(facts: SiteFacts): string {
  const hit = texts.get(facts);
  if (hit !== undefined) return hit;
  const text = [
    facts.business.name,
    // Where the name was read: the home page's title ("Chairflow — Salon & Barber Booking Software").
    facts.business.source.passage,
    facts.description?.text ?? '',
    facts.category?.text ?? '',
    ...facts.passages.flatMap((p) => [p.heading ?? '', p.text, ...p.items]),
    ...facts.offerings.flatMap((o) => [o.name, o.description ?? '', ...o.specs.map((s) => s.text)]),
    ...facts.questions.flatMap((q) => [q.question, q.answer ?? '']),
    ...facts.audiences.map((a) => a.text),
    ...facts.blogSubjects.map((b) => b.title),
  ]
    .join('\n')
    .toLowerCase();
  texts.set(facts, text);
  return text;
}

/** A word with its other number: "window" ~ "windows", "battery" ~ "batteries", "box" ~ "boxes". */
function inflected(word: string): string {
  const w = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (!/^\p{L}{3,}$/u.test(word)) return w;
  if (/[^aeiou]ies$/.test(word)) return `${w.slice(0, -3)}(?:y|ies)`;
  if (/(?:s|x|z|ch|sh)es$/.test(word)) return `${w.slice(0, -2)}(?:es)?`;
  if (/[^su]s$/.test(word)) return `${w.slice(0, -1)}s?`;
  if (/[^aeiou]y$/.test(word)) return `${w.slice(0, -1)}(?:y|ies)`;
  if (/(?:s|x|z|ch|sh)$/.test(word)) return `${w}(?:es)?`;
  return `${w}s?`;
}

/**
 * The phrase as the site writes it (its own number, the phrase's capitals kept where they match),
 * or null when the site never writes it. Words may be joined by a space or a hyphen.
 */
export function sitePhrase(phrase: string, facts: SiteFacts): string | null {
  const words = phrase.trim().split(/[\s-]+/).filter(Boolean);
  if (words.length === 0) return null;
  const text = siteText(facts);
  const find = (forms: string[]) => new RegExp(`(?<![\\p{L}\\p{N}])${forms.join('[\\s-]+')}(?![\\p{L}\\p{N}])`, 'u').exec(text)?.[0];
  // The phrase's own number first: "green tea" where the site writes both it and "green teas".
  const exact = words.map((w) => w.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  // Only the head takes the other number: "root tab" for "root tabs", never "windows cleaning" for "window cleaning".
  const found = find(exact) ?? find([...exact.slice(0, -1), inflected(words[words.length - 1]!.toLowerCase())]);
  if (found === undefined) return null;
  // "pure-water clean" is the site writing "pure water" too.
  if (found.replace(/[\s-]+/g, ' ') === words.join(' ').toLowerCase()) return phrase;
  // "RCDs" for "RCD": a word the phrase capitalises keeps its capitals in the site's number.
  const siteWords = found.split(/([\s-]+)/);
  let i = 0;
  return siteWords
    .map((part) => {
      if (/^[\s-]+$/.test(part)) return part;
      const own = words[i++] ?? '';
      if (own.toLowerCase() === part) return own;
      if (/^\p{Lu}{2,}$/u.test(own) && part.startsWith(own.toLowerCase())) return own + part.slice(own.length);
      return /^\p{Lu}/u.test(own) ? own.charAt(0) + part.slice(1) : part;
    })
    .join('');
}
