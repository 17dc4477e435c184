import type { Passage } from '../../../../shared/site-facts';
import { isSalesPitch } from '../../../analysis/site-facts/text';

/**
 * The business talking about itself, not about anything a reader searches for: its story, its
 * team, a person's biography, its legal small print. Pure; read by the writer's material, its
 * opening and its sections.
 */

const ABOUT_US = /^(about|our story|who we are|meet the team|our team|meet (?:our|the) \w+)\b/i;
/** The business's own pages about itself and its people: its story, its team, its teachers, vets or therapists. */
const ABOUT_PAGE = /^\/(about|about-us|our-story|(?:our-|meet-the-|meet-our-)?(?:team|teachers|instructors|staff|people|trainers|therapists|practitioners|clinicians|vets|dentists|coaches|tutors))\/?$/i;
/** A heading that is a person's name over what they do ("Priya Desai": "Priya has been teaching since 2012…"): a biography. */
function isBiography(heading: string | null, passages: readonly Passage[]): boolean {
  const name = /^(\p{Lu}\p{Ll}+)(?:\s+\p{Lu}[\p{Ll}'’-]+){0,2}$/u.exec((heading ?? '').trim());
  return name !== null && passages.length > 0 && passages.every((p) => new RegExp(`^(?:${name[1]}|She|He|They)(?:['’]s\\b|\\s+(?:has|is|was|started|trained|came|joined|spent|opened|qualified|grew|teaches|runs|studied|worked|loves|specialises|specializes)\\b)`, 'u').test(p.text.trim()));
}

/** "Local, family-owned, and a little obsessed with trees": the business describing what it is. */
const OWNERSHIP = /\b(?:family[- ](?:owned|run)|locally[- ]owned|owner[- ]operated)\b/i;
/** "Laurel Branch was started in 2012 by Caleb Jennings…": how the business began. */
const FOUNDING = /^[^.!?]*\b(?:was|were)\s+(?:started|founded|established|set up|opened)\b[^.!?]*\b(?:19|20)\d\d\b/i;

/** "Protecting Brisbane Homes from Termites & Pests Since 2011", "Est. 1998": a heading over the business's record. */
const ESTABLISHED = /\b(?:since|est\.?|established)\s+(?:in\s+)?(?:19|20)\d\d\b/i;

/** "Brennan Keogh is a small Dublin firm that does one thing…", "We're a family business…": the business introducing itself. */
const SELF_INTRO = /^(?:(?:\p{Lu}[\p{L}'’&-]*\s+){1,4}(?:is|are)|[Ww]e(?:'re|’re| are))\s+an?\s+(?:[\p{L}-]+\s+){0,4}(?:firm|company|business|practice|team|studio|shop|agency|partnership|outfit|crew)\b/u;

/** Its customers' stories and reviews: their words and their results ("no-shows fell from 14.2% to 5.9%"), told with caveats an article would cut. */
const CUSTOMERS_PAGE = /^\/(?:customers|customer-stories|case-studies|success-stories|testimonials|reviews)(?:\/|$)/i;

/**
 * The first names of the business's people, from their biographies ("Marcus Bell": "Marcus leads
 * our install crews…"): a sentence naming one ("…and Jenna will get back to you") is about its
 * staff, who change, not about what a reader searched.
 */
export function staffNames(passages: readonly Passage[], business = ''): Set<string> {
  const names = new Set<string>();
  for (const p of passages) {
    // "Ray Villarreal started Mesquite Pest Defense with one truck…", "Ray Villarreal, owner": the prose
    // says who they are; not the business itself ("Cipher Street runs live escape rooms").
    for (const m of p.text.matchAll(PERSON_IN_PROSE)) if (!business.includes(m[0].split(/[\s,]/)[1]!)) names.add(m[1]!);
    const first = /^(\p{Lu}\p{Ll}+)\s+\p{Lu}[\p{L}'’-]+$/u.exec((p.heading ?? '').trim())?.[1];
    // On the team or about page, a name over a paragraph opening on it is a person's, whatever they do ("Marcus leads…").
    const onTeamPage = ABOUT_PAGE.test(new URL(p.url).pathname) && p.text.trim().startsWith(`${first} `);
    if (first && (onTeamPage || isBiography(p.heading, [p]))) names.add(first);
  }
  return names;
}

/** Whether a text names one of the business's people (see `staffNames`). */
export function namesStaffIn(passages: readonly Passage[], business: string): (text: string) => boolean {
  const names = [...staffNames(passages, business)];
  const pattern = names.length > 0 ? new RegExp(`\\b(?:${names.join('|')})\\b`, 'u') : null;
  return (text) => pattern !== null && pattern.test(text);
}

/** "Megan Kowalczyk, RMT, offers …", "Sam, our head groomer, trims …": a person named with their role, then what they do. */
// A full name, or a first name with "our"/"the" before the role: "Cheap, natural-looking, and …" names no one.
const NAMED_ROLE = /^(?:(?:Dr\.?\s+)?\p{Lu}\p{Ll}+\s+\p{Lu}[\p{L}'’-]+,\s+(?:(our|the)\s+)?|\p{Lu}\p{Ll}+,\s+(our|the)\s+)((?:[\p{L}-]+\s+){0,3}[\p{L}-]+),\s+(?!(?:and|or|but|so)\b)(\p{Ll}.*)$/u;

/**
 * A sentence naming one of the business's people by their role instead: "Our RMT offers
 * therapeutic massage…". What the role does is the service's material; the person's name dates
 * the article. Null where the sentence does not name the person with their role.
 */
export function byRole(text: string): string | null {
  const m = NAMED_ROLE.exec(text.trim());
  if (!m) return null;
  const [, full, first, role, rest] = m;
  return `${(full ?? first)?.toLowerCase() === 'the' ? 'The' : 'Our'} ${role} ${rest}`;
}

const PERSON_IN_PROSE = /\b(\p{Lu}\p{Ll}+) \p{Lu}\p{Ll}+(?:,\s*(?:our\s+)?(?:owner|founder|co-founder|director|manager|head|lead)\b|\s+(?:started|founded|set up|runs|owns|leads|joined)\b)/gu;

/** Whether passages under a heading are about the business itself, its story or its people. */
export function aboutTheBusiness(heading: string | null, passages: readonly Passage[]): boolean {
  return ABOUT_US.test(heading ?? '') || ESTABLISHED.test(heading ?? '') || (passages.length > 0 && passages.every((p) => CUSTOMERS_PAGE.test(new URL(p.url).pathname))) || OWNERSHIP.test(heading ?? '') || FOUNDING.test(passages[0]?.text ?? '') || SELF_INTRO.test(passages[0]?.text ?? '') || isSalesPitch(heading) || passages.every((p) => ABOUT_PAGE.test(new URL(p.url).pathname)) || isBiography(heading, passages);
}

/** A page of legal small print (privacy, cookies, terms, a shop's refund or shipping policy): never an article's material nor a related page. */
const LEGAL_PAGE = /\/(?:privacy(?:-policy|-notice)?|cookies?(?:-policy)?|terms(?:-and-conditions|-of-service|-of-use)?|legal|gdpr|disclaimer|(?:refunds?|returns?|shipping)(?:[-_](?:and[-_])?(?:refunds?|returns?|shipping))?(?:[-_]policy)?)\/?$/i;

export function isLegalPage(url: string): boolean {
  return LEGAL_PAGE.test(new URL(url).pathname);
}
