import type { BlogSubject, Passage, SiteFacts, SiteImage, SiteQuestion, Stated } from '../../../shared/site-facts';
import { ARTICLE_PATH, type ExtractedPage } from '../extract-page';
import { ASKS_QUESTION, findPrices, stringOf, typeIs } from '../page-structure';
import { lemmaPhrase, nounChunks, phraseKey } from './nlp';
import { defaultKindOf, findOfferings } from './offerings';
import { findAudiences, findCategory, findLocations, placeWordsOf } from './people-places';
import { clean, clip, copyrightHolder, isExpiredOffer, isSalesPitch, pathOf, ref, TITLE_SEPARATORS } from './text';

/**
 * Site facts from the crawled pages (pages[0] is the start page): the business, its offerings
 * with prices and specs, audiences, locations, questions, blog subjects, passages and images, each
 * traced to its page and passage. Pure and deterministic; see docs/site-facts.md.
 */

const MAX_PASSAGES_PER_PAGE = 60;
const MAX_PASSAGES = 600;
const MAX_IMAGES = 60;

export interface SiteFactsOptions {
  /** The site name the analysis settled on (title segments, og:site_name). */
  siteName: string;
  /** When the site was read: an offer dated before its year is over. */
  now?: Date;
}

function businessName(pages: ExtractedPage[], fallback: string): { name: string; url: string; passage: string } {
  for (const page of pages.slice(0, 3)) {
    for (const node of page.jsonLd) {
      if (!typeIs(node, 'Organization', 'LocalBusiness', 'Corporation', 'ProfessionalService', 'Store', 'Restaurant', 'CafeOrCoffeeShop', 'Dentist', 'MedicalBusiness', 'HomeAndConstructionBusiness', 'Plumber', 'Electrician', 'Bakery', 'FoodEstablishment', 'HealthAndBeautyBusiness', 'AccountingService', 'LegalService') && !node['address']) continue;
      const name = clean(stringOf(node['name']));
      if (name && name.length <= 80) return { name, url: page.url, passage: `${name}${node['description'] ? `: ${stringOf(node['description'])}` : ''}` };
    }
  }
  const home = pages[0]!;
  // "Piano Lessons in Dunford | Margaret Olsen": of the title's parts, the name is the one the
  // footer's copyright line gives ("© 2026 Margaret Olsen"); the other says what it does.
  const copyright = copyrightHolder(home.chromeText)?.toLowerCase() ?? '';
  const owned = (segment: string) => copyright !== '' && copyright.startsWith(segment.toLowerCase());
  const named = home.title.split(TITLE_SEPARATORS).map((s) => s.trim()).find((s) => s.length > 1 && owned(s));
  // A site name its own header or footer writes is the brand ("Stitch & Hem" in the header, with
  // "© 2026 Priya Shah", the owner, in the footer); only a title part nobody signs with gives way.
  const branded = home.chromeText.toLowerCase().includes(fallback.toLowerCase());
  const name = !owned(fallback) && !branded && named ? named : fallback;
  return { name, url: home.url, passage: home.title || name };
}

/** Four to fourteen words with no full stop, question or exclamation in them. */
const TAGLINE = /^(?=(?:\S+\s+){3,13}\S+$)[^.!?]+$/;

function description(pages: ExtractedPage[], name: string): Stated | null {
  const home = pages[0]!;
  for (const node of home.jsonLd) {
    const text = clean(stringOf(node['description']));
    if (text && clean(stringOf(node['name'])) === name) return { text: clip(text, 300), source: ref(home.url, text) };
  }
  if (home.description) return { text: clip(home.description, 300), source: ref(home.url, home.description) };
  // The tagline under the home page's h1 ("Handyman services in Colchester & surrounding villages"):
  // a line, not a sentence, saying what the business is — the site's own one-line description.
  const lead = home.passages[0];
  if (lead && lead.kind === 'paragraph' && lead.heading !== null && lead.heading === home.h1[0] && TAGLINE.test(lead.text) && findPrices(lead.text).length === 0) {
    return { text: lead.text, source: ref(home.url, lead.text) };
  }
  const first = home.passages.find((p) => p.kind === 'paragraph' && p.text.split(' ').length >= 8);
  if (first) return { text: clip(first.text, 300), source: ref(home.url, first.text) };
  return null;
}

const ENGLISH_WORDS = new Set(['the', 'and', 'of', 'to', 'for', 'with', 'is', 'are', 'you', 'your', 'we', 'our', 'in', 'a', 'on', 'that', 'it', 'from']);

/** The declared language, or — when the page does not say — whether the words read as English. */
function language(pages: ExtractedPage[]): { language: string | null; english: boolean } {
  const declared = pages.map((p) => p.language).find((l): l is string => !!l);
  const primary = declared ? declared.toLowerCase().split(/[-_]/)[0]! : null;
  const words = pages
    .slice(0, 5)
    .map((p) => `${p.title} ${p.description} ${p.passages.slice(0, 20).map((x) => x.text).join(' ')}`)
    .join(' ')
    .toLowerCase()
    .match(/\p{L}+/gu) ?? [];
  const share = words.length === 0 ? 1 : words.filter((w) => ENGLISH_WORDS.has(w)).length / words.length;
  const readsEnglish = words.length < 20 || share > 0.08;
  // A page declaring English whose words do not read as English (a template's default lang): the language is unknown, not "English".
  if (primary) return { language: primary === 'en' && !readsEnglish ? null : primary, english: primary === 'en' && readsEnglish };
  return { language: readsEnglish ? 'en' : null, english: readsEnglish };
}

function articleTitle(page: ExtractedPage, siteName: string): string {
  if (page.h1[0]) return page.h1[0];
  const segments = page.title.split(TITLE_SEPARATORS).filter((s) => s.trim() !== siteName);
  return segments.join(' – ').trim() || page.title;
}


const INVITES_CONTACT = /^(?:can['’]?t|cannot|couldn['’]t|didn['’]t) find (?:the |your |an |what)|^(?:still )?(?:have|got) (?:a |any |more |other |another )?questions?\b|^(?:any|more|other) questions\?|^need (?:more |further |some )?(?:help|information|info)\?|^(?:not sure|question not (?:listed|answered|here))\b/i;

const QUESTION_NUMBER = /^(?:Q\s*\d*\s*[:.)–-]|\d{1,2}\s*[.):–-])\s*/i;

function questions(pages: ExtractedPage[], siteName: string): SiteQuestion[] {
  const out: SiteQuestion[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const raw of page.faqs) {
      // "3. How long does it take?" and "Q: …" number the list; the question is what follows.
      const faq = { ...raw, question: raw.question.replace(QUESTION_NUMBER, '') };
      const key = faq.question.toLowerCase();
      if (seen.has(key) || faq.question.length > 200) continue;
      // A heading is a question only when it asks one ("Ready to start?" and "Need a plumber?" invite, they do not ask).
      if (faq.origin === 'heading' && !ASKS_QUESTION.test(faq.question)) continue;
      // "Why choose Northgate?" over a list of selling points is the business's pitch, no customer's question.
      if (faq.origin === 'heading' && isSalesPitch(faq.question)) continue;
      // "Can't find your answer?" closing an FAQ asks the reader to get in touch, whatever its markup.
      if (INVITES_CONTACT.test(faq.question)) continue;
      seen.add(key);
      out.push({
        question: faq.question,
        answer: faq.answer ? clip(faq.answer, 600) : null,
        origin: faq.origin,
        source: ref(page.url, `${faq.question} ${faq.answer ?? ''}`),
      });
    }
  }
  for (const page of pages) {
    if (!page.isArticle) continue;
    const title = articleTitle(page, siteName);
    if (!title || seen.has(title.toLowerCase())) continue;
    seen.add(title.toLowerCase());
    out.push({ question: title, answer: page.description || null, origin: 'blog-title', source: ref(page.url, `${title}. ${page.description}`) });
  }
  return out.slice(0, 80);
}

const BLOG_INDEX_PATH = /\/(?:blog|news|journal|articles|posts|insights|stories)\/?$/i;

function blogSubjects(pages: ExtractedPage[], siteName: string): BlogSubject[] {
  const subjectsOf = (title: string, description: string) => [...new Set([...nounChunks(title), ...nounChunks(description)].map(lemmaPhrase).filter((k) => k !== ''))];
  const read = pages.filter((p) => p.isArticle).map((page) => {
    const title = articleTitle(page, siteName);
    return { title, url: page.url, subjects: subjectsOf(title, page.description) };
  });
  // The crawl reads a few pages; the blog's index lists the posts it did not reach, each title a
  // heading over its teaser, so what the blog covers is known all the same.
  const known = new Set(read.map((b) => b.title.toLowerCase()));
  const crawled = new Set(pages.map((p) => p.url));
  const listed: BlogSubject[] = [];
  for (const index of pages.filter((p) => !p.isArticle && BLOG_INDEX_PATH.test(pathOf(p.url)))) {
    const unread = index.internalLinks.filter((url) => ARTICLE_PATH.test(pathOf(url)) && !crawled.has(url)).length;
    const titles = [...new Set(index.passages.filter((p) => p.kind === 'paragraph' && p.heading !== null && !index.h1.includes(p.heading) && p.heading.split(/\s+/).length >= 3).map((p) => p.heading!))];
    for (const title of titles.filter((t) => !known.has(t.toLowerCase())).slice(0, unread)) {
      const teaser = index.passages.find((p) => p.heading === title)?.text ?? '';
      listed.push({ title, url: index.url, subjects: subjectsOf(title, teaser) });
    }
  }
  return [...read, ...listed];
}

function passages(pages: ExtractedPage[], year: number | undefined): Passage[] {
  const out: Passage[] = [];
  // A meta description the theme repeats on every page is the site's, said once by the home page;
  // on a pricing page it is no passage of that page.
  const count = new Map<string, number>();
  for (const page of pages) if (page.description) count.set(page.description, (count.get(page.description) ?? 0) + 1);
  pages.forEach((page, pageIndex) => {
    if (page.description && (pageIndex === 0 || count.get(page.description) === 1)) out.push({ id: `p${pageIndex}.0`, url: page.url, heading: page.h1[0] ?? null, kind: 'paragraph', text: page.description, items: [] });
    page.passages.slice(0, MAX_PASSAGES_PER_PAGE).forEach((p, i) => {
      if (isExpiredOffer(`${p.heading ?? ''}. ${p.text}`, year)) return;
      out.push({ id: `p${pageIndex}.${i + 1}`, url: page.url, heading: p.heading, kind: p.kind, text: p.text, items: p.items });
    });
  });
  return out.slice(0, MAX_PASSAGES);
}

function images(pages: ExtractedPage[]): SiteImage[] {
  const out: SiteImage[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    for (const image of page.images) {
      if (seen.has(image.src)) continue;
      seen.add(image.src);
      out.push({ src: image.src, alt: image.alt, url: page.url, heading: image.heading, og: image.og });
    }
  }
  return out.slice(0, MAX_IMAGES);
}

/**
 * Lower-cased words the site only ever writes with a capital inside a sentence: the names of its
 * people, places and brands. A label made of them is a name, not an offering.
 */
export function namesOf(pages: ExtractedPage[]): Set<string> {
  const capital = new Set<string>();
  const lower = new Set<string>();
  for (const page of pages) {
    for (const text of [page.mainText, ...page.passages.map((p) => p.text)]) {
      for (const sentence of text.split(/(?<=[.!?])\s+|\n/)) {
        const words = sentence.split(/\s+/);
        words.forEach((word, i) => {
          const w = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
          if (!w) return;
          if (/^\p{Ll}/u.test(w)) lower.add(w.toLowerCase());
          else if (i > 0 && /^\p{Lu}\p{Ll}/u.test(w)) capital.add(w.toLowerCase());
        });
      }
    }
  }
  return new Set([...capital].filter((w) => !lower.has(w)));
}

/**
 * Lower-cased words the site capitalises right after a lower-case word ("everything in Bronze
 * plus") and never writes in lower case: names even at the start of a label. Stricter than
 * namesOf, where a card label run into a price ("$195 Senior pet health check") looks mid-sentence.
 */
export function proseNamesOf(pages: ExtractedPage[]): Set<string> {
  const capital = new Set<string>();
  const lower = new Set<string>();
  for (const page of pages) {
    // Each passage apart: a card heading after the last word of the card before it is not mid-sentence.
    for (const text of [...page.passages.map((p) => p.text), page.description]) {
      const raw = text.split(/\s+/);
      const words = raw.map((w) => w.replace(/^[^\p{L}]+|[^\p{L}-]+$/gu, ''));
      words.forEach((w, i) => {
        if (/^\p{Ll}/u.test(w)) lower.add(w.toLowerCase());
        // After "phone." a capital starts a sentence; after "in" it marks a name.
        else if (/^\p{Lu}\p{Ll}/u.test(w) && /^\p{Ll}+$/u.test(raw[i - 1] ?? '')) capital.add(w.toLowerCase());
      });
    }
  }
  return new Set([...capital].filter((w) => !lower.has(w)));
}

/** Every word the site writes in lower case somewhere: safe to lower-case in a sentence. */
export function lowercaseWordsOf(pages: ExtractedPage[]): Set<string> {
  const lower = new Set<string>();
  for (const page of pages) {
    for (const w of `${page.mainText} ${page.description}`.match(/\b\p{Ll}[\p{L}'-]*/gu) ?? []) {
      lower.add(w);
      for (const part of w.split('-')) lower.add(part);
    }
  }
  return lower;
}

export function buildSiteFacts(pages: ExtractedPage[], options: SiteFactsOptions): SiteFacts {
  const home = pages[0];
  if (!home) throw new Error('buildSiteFacts needs at least the start page');
  const business = businessName(pages, options.siteName);
  const brandWords = new Set(
    business.name
      .toLowerCase()
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 1 && !/^(?:co|inc|ltd|llc|the|and|of|company|group)$/.test(w)),
  );
  const names = namesOf(pages);
  // Not its addresses: "app.slotkeeper.com" and "hello@slotkeeper.com" write the name in lower case, no trade.
  const prose = pages.map((p) => `${p.description}\n${p.mainText}`).join('\n').replace(/\S+@\S+|\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:com|net|org|io|app|co|uk|ie|ca|au|nz|us|de|fr)\b\S*/giu, ' ');
  // …or a word of its root ("osteopaths" beside "Ridgeway Osteopathy", "bookkeeper" beside "… Bookkeeping"):
  // the site writes its trade in lower case in some form. The root alone is another word ("chairs"
  // beside "Chairside"), never the trade.
  const rootOf = (w: string) => w.slice(0, Math.max(6, w.length - 3)).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const tradeWords = new Set([...brandWords].filter((w) => new RegExp(`(?<![\\p{L}])${w.length >= 8 ? `${rootOf(w)}\\p{Ll}+` : w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'u').test(prose)));
  // Words other pages echo (navigation, titles, the description): a home heading echoed elsewhere is a real offering.
  const echoes = new Set(
    pages.flatMap((p) => [...p.nav.map((n) => n.label), ...p.h1, ...p.title.split(TITLE_SEPARATORS), ...nounChunks(p.description)]).map(phraseKey),
  );
  const lang = language(pages);
  const locations = findLocations(pages, brandWords);
  // A trade word is no name, though the business's name capitalises it ("Fernhollow Osteopathy in Dunmere").
  const offeringNames = new Set([...names].filter((w) => !tradeWords.has(w)));
  const offerings = findOfferings(pages, { names: offeringNames, brandWords, tradeWords, places: placeWordsOf(locations), defaultKind: defaultKindOf(pages), english: lang.english, year: options.now?.getUTCFullYear() }, echoes);
  return {
    version: 1,
    ...lang,
    business: { name: business.name, source: ref(business.url, business.passage) },
    description: description(pages, business.name),
    category: findCategory(pages),
    offerings,
    audiences: findAudiences(pages),
    locations,
    questions: questions(pages, options.siteName),
    blogSubjects: blogSubjects(pages, options.siteName),
    passages: passages(pages, options.now?.getUTCFullYear()),
    images: images(pages),
    terms: terms(pages),
  };
}

const TERMS_PAGE = /\b(?:shipping|delivery|deliveries|returns?|refunds?|postage)\b/i;
/** A line that states a term: a price, a number of days, or "free". */
const TERM_LINE = /[£$€]\s?\d|\d\s?(?:€|EUR|GBP|USD)|\b\d+[-\s](?:working\s)?days?\b|\bfree\b/i;

/**
 * What a shop says about delivery and returns: the lines of its shipping/returns pages that state
 * a price, a number of days or "free", and such lines about delivery elsewhere ("Free UK delivery
 * over £75" on the home page). Each table row or list item is one line.
 */
function terms(pages: ExtractedPage[]): Stated[] {
  const out: Stated[] = [];
  const seen = new Set<string>();
  for (const page of pages) {
    if (page.isArticle) continue;
    const own = TERMS_PAGE.test(pathOf(page.url)) || TERMS_PAGE.test(page.h1[0] ?? '');
    for (const passage of page.passages) {
      const lines = passage.items.length > 0 ? passage.items : passage.text.split(/(?<=[.!?])\s+/);
      for (const line of lines) {
        const text = clean(line);
        if (!TERM_LINE.test(text) || (!own && !TERMS_PAGE.test(text)) || seen.has(text.toLowerCase()) || text.length > 200) continue;
        // A header row ("Destination | Service | Price") states nothing.
        if (!/\d|\bfree\b/i.test(text)) continue;
        seen.add(text.toLowerCase());
        out.push({ text, source: ref(page.url, text) });
      }
    }
  }
  return out.slice(0, 8);
}
