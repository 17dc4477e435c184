import type { ItemSentence } from 'wink-nlp';
import { its, lemmaOf, nlp } from '../../nlp/wink';

/**
 * The linguistic checks site facts and topics rely on, on wink-nlp's part-of-speech tagger:
 * whether a label is a well-formed noun phrase (and not a verb phrase, a call to action, a role
 * or a name), noun-phrase chunks of a text, and lemmatised keys for comparing by meaning. Pure.
 */

export interface Token {
  text: string;
  normal: string;
  lemma: string;
  pos: string;
}

const cache = new Map<string, Token[][]>();

/** Sentences of tokens. Hyphenated words ("catch-up") are tagged as one word. */
export function tag(text: string): Token[][] {
  const hit = cache.get(text);
  if (hit) return hit;
  // The tokenizer splits "catch-up"; tagged joined ("catchup") it reads as one word, restored after.
  const hyphenated: string[] = text.match(/\p{L}+(?:-\p{L}+)+/gu) ?? [];
  const joined = new Map(hyphenated.map((w) => [w.replace(/-/g, ''), w]));
  const doc = nlp.readDoc(text.replace(/(?<=\p{L})-(?=\p{L})/gu, ''));
  const sentences: Token[][] = [];
  doc.sentences().each((sentence: ItemSentence) => {
    const tokens = sentence.tokens();
    const values = tokens.out() as string[];
    const normals = tokens.out(its.normal) as string[];
    const lemmas = tokens.out(lemmaOf) as string[];
    const pos = tokens.out(its.pos) as string[];
    sentences.push(
      values.map((value, i) => {
        const original = joined.get(value);
        if (original) return { text: original, normal: original.toLowerCase(), lemma: original.toLowerCase(), pos: pos[i] === 'VERB' ? 'NOUN' : (pos[i] ?? 'NOUN') };
        return { text: value, normal: normals[i] ?? value, lemma: lemmas[i] ?? normals[i] ?? value, pos: pos[i] ?? 'X' };
      }),
    );
  });
  if (cache.size > 20_000) cache.clear();
  cache.set(text, sentences);
  return sentences;
}

/**
 * Labels are often Title Cased, which makes the tagger read every word as a name; tag the phrase
 * in lower case for its grammar, and keep the original capitals to spot real names.
 */
export function tagPhrase(text: string): Token[] {
  const lower = tag(text.toLowerCase()).flat();
  const original = tag(text).flat();
  if (lower.length !== original.length) return lower;
  return lower.map((t, i) => ({ ...t, text: original[i]!.text }));
}

/** Words that turn a label into a call to action or navigation, never an offering. */
export const CTA_WORDS = new Set([
  'book', 'call', 'contact', 'get', 'learn', 'read', 'see', 'view', 'shop', 'buy', 'order', 'start', 'try', 'sign', 'join',
  'subscribe', 'download', 'request', 'schedule', 'discover', 'explore', 'find', 'click', 'browse', 'visit', 'meet', 'follow',
  'email', 'message', 'chat', 'login', 'log', 'register', 'apply', 'donate', 'watch', 'listen', 'more', 'menu', 'home', 'back',
  'next', 'previous', 'welcome', 'hello', 'thanks', 'thank', 'compare', 'choose', 'pick', 'select', 'see', 'check', 'claim', 'grab',
]);

/** Jobs and roles: what a team page lists, never what the business sells. */
export const ROLE_WORDS = new Set([
  'founder', 'co-founder', 'cofounder', 'owner', 'ceo', 'cto', 'coo', 'cfo', 'director', 'manager', 'assistant', 'receptionist',
  'coordinator', 'officer', 'president', 'intern', 'hygienist', 'nurse', 'chef', 'barista', 'technician', 'engineer', 'designer',
  'developer', 'accountant', 'bookkeeper', 'head', 'lead', 'principal', 'partner', 'associate', 'desk', 'staff', 'team', 'dentist',
  'doctor', 'physician', 'therapist', 'trainer', 'instructor', 'stylist', 'plumber', 'electrician', 'roaster', 'baker', 'editor',
  'writer', 'author', 'consultant', 'advisor', 'adviser', 'specialist', 'practitioner', 'surgeon', 'vet', 'veterinarian', 'manageress',
  'secretary', 'administrator', 'admin', 'supervisor', 'apprentice', 'employee', 'volunteer', 'tutor', 'teacher', 'lecturer', 'mentor',
]);

/** Words of site furniture: a label made of them is a page, not an offering. */
export const PAGE_WORDS = new Set([
  'about', 'us', 'contact', 'blog', 'journal', 'investment', 'news', 'faq', 'faqs', 'pricing', 'prices', 'price', 'careers', 'jobs', 'team', 'home', 'login',
  'account', 'cart', 'basket', 'checkout', 'privacy', 'policy', 'terms', 'cookies', 'cookie', 'sitemap', 'search', 'gallery',
  'testimonials', 'reviews', 'review', 'portfolio', 'resources', 'support', 'help', 'docs', 'documentation', 'press', 'story', 'mission',
  'values', 'location', 'locations', 'directions', 'hours', 'opening', 'shop', 'store', 'services', 'service', 'products', 'product',
  'features', 'feature', 'plans', 'solutions', 'company', 'overview', 'events', 'menu', 'articles', 'posts', 'guides',
  'copyright', 'rights', 'reserved', 'information', 'info', 'details', 'everything', 'anything', 'something', 'options', 'extras',
  'add-ons', 'question', 'questions', 'answers', 'why', 'how', 'what', 'works', 'who', 'process', 'approach', 'customers', 'clients',
  'partners', 'integrations', 'enterprise', 'compare', 'comparison', 'today', 'now', 'online', 'appointment', 'appointments', 'quote',
  'consultation', 'newsletter', 'offers', 'deals', 'sale', 'new', 'popular', 'featured', 'our', 'your', 'all', 'section',
  'other', 'additional', 'related', 'sectors', 'sector', 'industries', 'industry', 'markets', 'projects', 'case', 'studies', 'work',
  'packages', 'package', 'older', 'newer', 'recent', 'latest', 'start', 'here', 'archive', 'archives', 'categories', 'category', 'tags', 'tag', 'menus', 'fees', 'fee', 'rates', 'rate', 'treatments', 'treatment', 'costs', 'cost', 'list', 'more',
  // "Introduction" heads an article; "Puppy introduction" is a first visit sold as a service.
  'introduction', 'times', 'security', 'status',
  // "Sizes and prices", "Ordering", "Booking", "Cancellations": the terms of buying what a page sells, not a thing sold.
  'size', 'sizes', 'ordering', 'booking', 'bookings', 'cancellation', 'cancellations', 'payment', 'payments',
]);

/** How a customer pays: a label of these alone is the terms of paying ("Insurance accepted"). */
// "Direct billing", "Direct debit", "Coverage": how a customer pays or claims, never work sold.
const PAYING_WORDS = new Set(['insurance', 'insurances', 'finance', 'financing', 'accepted', 'plans', 'billing', 'hsa', 'fsa', 'direct', 'debit', 'coverage', 'claims']);

/** Heads of labels for a page's parts or content, not for something sold: "Brewing guide", "Customer reviews". */
const CONTENT_HEADS = new Set([
  // "Flavours", "Cake colours": the options an offering comes in, chosen with it, never sold alone.
  'flavour', 'flavours', 'flavor', 'flavors', 'colour', 'colours', 'color', 'colors', 'topping', 'toppings', 'size', 'sizes',
  // "Weekly timetable": when the classes run, a table of times, never a class itself.
  'timetable', 'timetables',
  'guide', 'tip', 'note', 'review', 'specification', 'specifications', 'spec', 'detail', 'faq', 'policy', 'return', 'returns',
  'shipping', 'delivery', 'story', 'blog', 'news', 'hour', 'hours', 'testimonial', 'question', 'answer', 'contact', 'list', 'area',
  'areas', 'description', 'overview', 'summary', 'conclusion', 'update', 'release', 'changelog', 'career', 'job',
  'job', 'address', 'direction', 'map', 'form', 'login', 'account', 'cart', 'terms', 'condition', 'conditions', 'privacy', 'cookie',
  'gallery', 'photo', 'video', 'portfolio', 'case', 'study', 'studies', 'award', 'partner', 'integration', 'resource', 'download',
  'disclosure', 'services', 'products', 'solutions', 'comment', 'comments', 'reply', 'post', 'posts', 'archive',
  'problem', 'result', 'results', 'challenge', 'outcome', 'benefit', 'benefits', 'word', 'words', 'navigation', 'paying', 'payment',
  'payments', 'feedback', 'quote', 'quotes', 'testimonials', 'difference', 'approach', 'promise', 'guarantee', 'mission', 'values',
]);

const DETERMINER_START = /^(?:a|an|the|our|your|my|his|her|their|its|this|that|these|those|some|any|every|each|all)$/;
const CONNECTORS = new Set(['and', '&', 'of', 'for', 'with', 'or', 'in', 'to', 'on']);

export interface PhraseCheck {
  ok: boolean;
  reason?: string;
}

/**
 * Whether a label reads as a well-formed noun phrase naming a thing that can be sold:
 * "Emergency boiler repair", "Team plan", "Catch-up bookkeeping", "Root canal treatment".
 * Rejects verb phrases ("Sends professional invoices"), calls to action ("Book a consultation"),
 * roles ("Front desk manager"), people's and places' names, pronouns and fragments.
 * `names` are words known to be names of people or places on this site.
 */
const CONTRACTION = /^(?:i|we|you|he|she|it|they|that|there|here|who|what)['’](?:m|re|ve|d|ll|s)$/;

export function checkNounPhrase(label: string, names: ReadonlySet<string> = new Set()): PhraseCheck {
  // A trailing qualifier ("Beginner package (10 hours)") is judged without its brackets.
  const text = label.trim().replace(/\s*\([^()]*\)$/, '') || label.trim();
  if (text.length < 3 || text.length > 70) return { ok: false, reason: 'length' };
  if (/[!?:;,"“”]|\.\s|\.$|\s[–—-]\s|https?:|@/.test(text)) return { ok: false, reason: 'punctuation' };
  const tagged = tagPhrase(text).filter((t) => t.pos !== 'PUNCT' || /^[&'’]$/.test(t.text));
  // A modal ends no phrase: a last "will" or "can" ("Single will") is the noun the tagger took for one.
  const tokens = tagged.map((t, i) => (i === tagged.length - 1 && t.pos === 'AUX' && /^(?:will|can)$/.test(t.normal) ? { ...t, pos: 'NOUN' } : t));
  if (tokens.length === 0 || tokens.length > 7) return { ok: false, reason: 'length' };
  const first = tokens[0]!;
  const last = tokens[tokens.length - 1]!;
  const words = tokens.map((t) => t.normal);
  // "Book now", "Contact us", "Shop knives" call to action; "Welcome sign" names a thing: the word
  // modifies (the tagger reads an adjective) a noun that is no page word.
  // "Barber shop", "coffee shop": a noun before "shop" names a kind of shop, never "Shop knives".
  const thing = (tokens.length === 2 && first.pos === 'ADJ' && tokens[1]!.pos === 'NOUN' && !PAGE_WORDS.has(tokens[1]!.normal)) || (tokens.length === 2 && first.pos === 'NOUN' && !CTA_WORDS.has(first.normal) && last.normal === 'shop');
  if (words.some((w) => CTA_WORDS.has(w)) && (CTA_WORDS.has(first.normal) || tokens.length <= 2) && !thing) return { ok: false, reason: 'call to action' };
  // "Men's cut", "Children's party": a possessive between two nouns is part of the name.
  const possessive = (t: (typeof tokens)[number], i: number) => t.pos === 'PART' && /^['’]s?$/.test(t.normal) && i > 0 && tokens[i - 1]!.pos === 'NOUN' && i < tokens.length - 1;
  // "I'm Helen": a pronoun and its verb run together, which the tagger may read as one name.
  if (tokens.some((t, i) => t.pos === 'PRON' || t.pos === 'AUX' || (t.pos === 'PART' && !possessive(t, i)) || t.pos === 'SCONJ' || t.pos === 'INTJ' || CONTRACTION.test(t.normal))) {
    return { ok: false, reason: 'not a noun phrase' };
  }
  // "Express Wash & Vac": a word read as a verb alone that is an adjective before the noun ("the express wash") modifies it.
  const modifier = () => tag(`the ${text.toLowerCase()} is`).flat()[1]?.pos === 'ADJ';
  if (first.pos === 'VERB' && !/(?:ing|ed)$/.test(first.normal) && !nounCompound(tokens) && !modifier()) return { ok: false, reason: 'verb phrase' };
  if (first.pos === 'VERB' && /ing$/.test(first.normal) && tokens.length > 1 && tokens[1]!.pos === 'DET') return { ok: false, reason: 'verb phrase' };
  if (tokens.slice(1).some((t) => t.pos === 'VERB' && !/(?:ing|ed|en)$/.test(t.normal))) return { ok: false, reason: 'verb phrase' };
  if (tokens.some((t) => t.pos === 'DET') && !DETERMINER_START.test(first.normal)) return { ok: false, reason: 'fragment' };
  if (DETERMINER_START.test(first.normal) && first.normal !== 'the') return { ok: false, reason: 'fragment' };
  if (CONNECTORS.has(last.normal) || CONNECTORS.has(first.normal) || last.pos === 'ADP' || last.pos === 'CCONJ' || last.pos === 'DET') {
    return { ok: false, reason: 'fragment' };
  }
  // The head (last word) names a thing: a noun, a gerund ("cleaning") or a size/unit ("250 g").
  const headOk =
    last.pos === 'NOUN' || last.pos === 'PROPN' || last.pos === 'NUM' || (last.pos === 'VERB' && /ing$/.test(last.normal)) || (last.pos === 'ADJ' && /-/.test(last.text)) || nounGerund(last, tokens[tokens.length - 2]);
  if (!headOk) return { ok: false, reason: 'no head noun' };
  const content = words.filter((w) => !CONNECTORS.has(w) && !DETERMINER_START.test(w) && !/^\d/.test(w));
  if (content.length === 0) return { ok: false, reason: 'empty' };
  if (content.every((w) => PAGE_WORDS.has(w))) return { ok: false, reason: 'page label' };
  // "Insurance", "Insurance & payment", "Financing": how a customer pays for the work, not work sold;
  // an insurer's "Home insurance" names what it sells.
  if (content.every((w) => PAGE_WORDS.has(w) || PAYING_WORDS.has(w))) return { ok: false, reason: 'page label' };
  // "Maths tutor" is a role; "maths tutoring" (lemma "tutor") is the work.
  if (ROLE_WORDS.has(last.normal) || (ROLE_WORDS.has(last.lemma) && !/ing$/.test(last.normal))) return { ok: false, reason: 'role' };
  // "Delivery address" is a page's part; "envelope addressing" (lemma "address") is work.
  // "Cake colours" are options chosen with a cake; "Full head colour" is a salon's work on the hair.
  const hairColour = /^colou?rs?$/.test(last.normal) && tokens.length >= 2 && /^(?:head|hair|root|roots|gloss|permanent|semi-permanent)$/.test(tokens[tokens.length - 2]!.normal);
  if (!hairColour && (CONTENT_HEADS.has(last.normal) || (CONTENT_HEADS.has(last.lemma) && !/ing$/.test(last.normal)))) return { ok: false, reason: 'page label' };
  const capitalised = text.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w));
  if (content.every((w) => names.has(w))) return { ok: false, reason: 'name' };
  // "Dr Hemi Walker BVSc": an honorific or a degree marks a person.
  if (/^(?:dr|mr|mrs|ms|miss|prof|sir|dame)\.?\s/i.test(text) || /\s(?:BVSc|MANZCVS|DDS|DMD|MD|PhD|MSc|BSc|MRCVS|RN|CPA|FCA|ACA)\b/.test(text)) return { ok: false, reason: 'name' };
  // "The problem", "The result": a section heading, not a thing sold.
  if (first.normal === 'the' && tokens.length === 2) return { ok: false, reason: 'page label' };
  // "Fenmoor Cold Storage", "Tamblyn Dairy": a capitalised phrase led by a name is a client or a place.
  const allCapitalised = text.split(/\s+/).every((w) => /^[\p{Lu}\d&]/u.test(w) || /^(?:of|and|the|&)$/.test(w));
  if (allCapitalised && names.has(words[0]!) && !/^[A-Z]{2,}$/.test(text.split(/\s+/)[0]!)) return { ok: false, reason: 'name' };
  // Two or more capitalised words in a row with no common noun in them: a person's or a place's name.
  if (capitalised.length >= 2 && capitalised.length === text.split(/\s+/).length && tag(text).flat().every((t) => t.pos === 'PROPN') && tagPhrase(text).every((t) => t.pos === 'PROPN')) {
    return { ok: false, reason: 'name' };
  }
  return { ok: true };
}

/** Heads of what a business promises to improve ("Boost engagement"), not of work it sells. */
const OUTCOME_HEADS = /^(?:engagement|conversions?|retention|revenue|growth|efficiency|productivity|performance|visibility|communication|collaboration|sales|profits?|reach)$/;

/**
 * "Stain protection", "Stain removal": two nouns the tagger reads as an order ("stain the
 * protection"), which after an article it reads as a noun ("the stain protection"), with a head
 * that names work done. "Manage payments" and "Improve communication" stay verb phrases.
 */
function nounCompound(tokens: Token[]): boolean {
  if (tokens.length !== 2) return false;
  const [first, head] = tokens as [Token, Token];
  if (head.pos !== 'NOUN' || head.normal !== head.lemma || !/(?:tion|sion|al|ance|ence|age|ment)$/.test(head.normal) || OUTCOME_HEADS.test(head.normal)) return false;
  return tag(`the ${first.normal} ${head.normal} is`).flat()[1]?.pos === 'NOUN';
}

/** An instruction: "Hand wash and dry …", "Use a wooden board", "Don't cut bone", "Never …". */
export function isInstruction(item: string): boolean {
  if (/^(?:don['’]t|do not|never|always|avoid|keep|make sure)\b/i.test(item)) return true;
  // "Top: Eucalyptus, lemon-scented gum", "Base: Damp earth": a label and its value, however the label reads.
  if (/^\p{L}[\p{L}\s-]{0,24}:\s/u.test(item)) return false;
  // After "you" the tagger reads a bare verb as one; alone, a capitalised "Use" reads as a name.
  const first = tag(`you ${item.toLowerCase()}`).flat()[1];
  return first !== undefined && first.pos === 'VERB' && first.normal === first.lemma;
}

/** A list of three to twelve items, most of them instructions: advice to follow, not things sold. */
export function isInstructionList(passage: { kind: string; items: string[] }): boolean {
  return passage.kind === 'list' && passage.items.length >= 3 && passage.items.length <= 12 && passage.items.filter(isInstruction).length * 2 >= passage.items.length;
}

/** Instructions listed, or written as a paragraph of three or more ("Wash the tattoo gently. Apply …"). */
export function readsAsInstructions(passage: { kind: string; text: string; items: string[] }): boolean {
  const sentences = passage.kind === 'paragraph' ? passage.text.split(/(?<=[.!?])\s+/).filter((x) => x.split(/\s+/).length >= 3) : [];
  return isInstructionList(sentences.length >= 3 ? { kind: 'list', items: sentences } : passage);
}

/** What a symptom's paragraph says brings it on: "usually mean", "a sign of", "caused by". */
const CAUSE = /\b(?:caused? by|causes?|usually|most often|a sign of|signs? of|means?|because|due to|comes? from|results? from)\b/i;

/**
 * A paragraph that gives a problem's cause and then what to do ("Yellow lower leaves usually mean
 * too much water. Let the soil dry out before you water again."): under a noun-phrase heading
 * ("Yellow leaves") that heading is a symptom customers ask about, never a thing sold.
 */
export function isSymptomAdvice(passage: { kind: string; text: string }): boolean {
  if (passage.kind !== 'paragraph' || !CAUSE.test(passage.text)) return false;
  const sentences = passage.text.split(/(?<=[.!?;])\s+/).map((x) => x.replace(/^(?:then|so|instead|if so),?\s+/i, ''));
  return sentences.some((x) => isInstruction(x) || /^to (?:fix|stop|cure|prevent|treat)\b/i.test(x));
}

/** Content-word lemmas of a text, for comparing two texts by meaning rather than by string. */
export function lemmaSet(text: string): Set<string> {
  const out = new Set<string>();
  for (const t of tag(text.toLowerCase()).flat()) {
    if (!/^[\p{L}\p{N}]/u.test(t.normal) || STOP.has(t.normal) || STOP.has(t.lemma)) continue;
    if (t.pos === 'NOUN' || t.pos === 'PROPN' || t.pos === 'ADJ' || t.pos === 'VERB' || t.pos === 'NUM') out.add(stem(t.lemma));
  }
  return out;
}

/** Lemmas still differ for "invoicing"/"invoice"; a light suffix fold makes them meet. */
function stem(word: string): string {
  const bare = word.replace(/(?<=\w{3})(?:ing|ed|es|s)$/, '').replace(/(?<=\w{3})e$/, '');
  return bare.replace(/(\w)\1$/, '$1') || word;
}

const STOP = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'for', 'to', 'in', 'on', 'at', 'by', 'with', 'from', 'your', 'our', 'you', 'we', 'is', 'are',
  'be', 'do', 'does', 'how', 'what', 'why', 'when', 'which', 'who', 'it', 'its', 'this', 'that', 'guide', 'complete', 'ultimate',
  'tip', 'tips', 'best', 'good', 'great', 'new', 'need', 'know', 'much', 'many', 'should', 'can', 'will', 'step', 'way', 'ways', 'thing',
  'things', 'everything', 'vs', 'vs.', 'versus', 'really', 'get', 'make', 'use', 'cost', 'costs', 'price', 'prices', 'worth', 'checklist',
  'explained', 'update', 'updated', 'first', 'year', 'than', 'more', 'most', 'own', 'about', 'into', 'between', 'before', 'after',
]);

/** Noun-phrase chunks: maximal runs of modifiers ending on a noun ("quarterly estimated taxes"). */
export function nounChunks(text: string, maxWords = 4): string[] {
  const chunks: string[] = [];
  for (const sentence of tag(text)) {
    let run: Token[] = [];
    const flush = () => {
      while (run.length > 0 && !isHead(run[run.length - 1]!, run[run.length - 2])) run.pop();
      while (run.length > 0 && run[0]!.pos === 'VERB' && !/(?:ed|ing)$/.test(run[0]!.normal)) run.shift();
      if (run.length > 0) chunks.push(run.slice(-maxWords).map((t) => t.text).join(' '));
      run = [];
    };
    for (const token of sentence) {
      const modifier =
        // "B&B", "R&D": one noun, letters joined by "&".
        (/^\p{L}[\p{L}\p{N}'’-]*$/u.test(token.text) || /^\p{L}&\p{L}$/u.test(token.text)) &&
        !STOP.has(token.normal) &&
        (token.pos === 'NOUN' || token.pos === 'PROPN' || token.pos === 'ADJ' || (token.pos === 'VERB' && /(?:ed|ing)$/.test(token.normal)));
      if (modifier) run.push(token);
      else flush();
    }
    flush();
  }
  return chunks;
}

function isHead(t: Token, before?: Token): boolean {
  return t.pos === 'NOUN' || t.pos === 'PROPN' || (t.pos === 'VERB' && /ing$/.test(t.normal)) || nounGerund(t, before);
}

/** "chimney sweeping": after a noun, an -ing word the tagger calls an adjective is the work's name. */
function nounGerund(t: Token, before: Token | undefined): boolean {
  return t.pos === 'ADJ' && /ing$/.test(t.normal) && before?.pos === 'NOUN';
}

/** "Restaurant Staff Schedules" → "restaurant staff schedule": lower case, the head noun lemmatised. */
export function lemmaPhrase(text: string): string {
  const tokens = tag(text.toLowerCase()).flat().filter((t) => /^[\p{L}\p{N}]/u.test(t.normal));
  return tokens.map((t, i) => (i === tokens.length - 1 && t.pos === 'NOUN' ? t.lemma : t.normal)).join(' ');
}

/** Sorted content-word stems: a key under which "small businesses" and "Small Business" meet. */
export function phraseKey(text: string): string {
  return [...lemmaSet(text)].sort().join(' ');
}

/** Share of the smaller set's words found in the other. */
export function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / Math.min(a.size, b.size);
}

/** The name an answer gives what was asked about: "That’s ‘frosting’", "(called tunnelling)". */
export function effectNamed(answer: string): string | null {
  const m = /\b(?:that[’']?s|this is|it[’']?s|called|known as)\s+(?:called\s+|known as\s+)?[‘'"“](\p{L}[\p{L} -]{2,30}?)[’'"”]/iu.exec(answer) ?? /\((?:called|known as)\s+(\p{L}[\p{L}-]{2,30})\)/iu.exec(answer);
  return m ? m[1]!.toLowerCase() : null;
}
