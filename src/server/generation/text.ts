/** Small deterministic text helpers shared by the writers, the claim check and post-processing. */

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in is it its my of on or our should that the their this to was what when where which who why will with you your vs versus best top guide tips ways'.split(' '),
);

/** Content words, lower-cased, for relevance and overlap checks. */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'-]*/gu) ?? []).filter((w) => w.length > 2 && !STOP_WORDS.has(w));
}

export function countWords(text: string): number {
  return text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu)?.length ?? 0;
}

/** Share of `claim`'s content words found in `passage` (1 = fully covered). */
export function overlap(claim: string, passage: string): number {
  const words = contentWords(claim);
  if (words.length === 0) return 0;
  const bag = new Set(contentWords(passage));
  return words.filter((w) => bag.has(w) || bag.has(w.replace(/s$/, ''))).length / words.length;
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const SMALL_TITLE_WORDS = new Set('a an and as at but by for in of on or the to vs via with'.split(' '));

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((w, i) => (i > 0 && SMALL_TITLE_WORDS.has(w.toLowerCase()) ? w.toLowerCase() : /[A-Z]/.test(w.slice(1)) ? w : capitalize(w)))
    .join(' ');
}

/** "Coffee Grinders | Harbor Lane Coffee Roasters" → "Coffee Grinders". */
export function pageHeadline(title: string, siteName: string): string {
  const parts = title.split(/\s+[|–—-]\s+/).map((p) => p.trim()).filter(Boolean);
  const own = siteName.toLowerCase();
  const rest = parts.filter((p) => !p.toLowerCase().includes(own) || parts.length === 1);
  return (rest[0] ?? parts[0] ?? title).trim();
}

export function containsPhrase(text: string, phrase: string): boolean {
  return text.toLowerCase().includes(phrase.toLowerCase());
}

/**
 * The heading over several answers about a topic: "Eye exam questions", the keyphrase as a modifier
 * (it needs no number, where "Questions about eye exam" lacked one); an acronym keeps its capitals.
 */
export function questionsHeading(keyphrase: string): string {
  const named = /^\p{Lu}{2,}/u.test(keyphrase) ? keyphrase : keyphrase.charAt(0).toUpperCase() + keyphrase.slice(1).toLowerCase();
  return `${named} questions`;
}

export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '').toLowerCase();
  } catch {
    return '';
  }
}

/** URL identity for link checks: no fragment, no trailing slash, lower-case host. */
export function normalizeUrl(url: string): string {
  try {
    const u = new URL(url);
    u.hash = '';
    return `${u.protocol}//${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, '')}${u.search}`;
  } catch {
    return url;
  }
}

/**
 * At most `max` characters of the text, cut where a sentence ends, else where a clause ends
 * ("…" marks the cut), else at a word.
 */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const sentence = head.match(/^.*[.!?](?=\s)/s)?.[0];
  if (sentence && sentence.length >= max / 2) return sentence;
  const clause = head.slice(0, max - 1).match(/^.*(?=[,;:—–]\s)/s)?.[0];
  if (clause && clause.length >= max / 2) return `${clause}…`;
  return `${head.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}
