import type { SiteImage } from '../../../shared/site-facts';
import { pathOf } from '../../analysis/site-facts/text';
import { contentWords } from '../text';

/**
 * Which of the site's own pictures go with which section: pure, so both writers (and the tests)
 * can use it. A picture goes where its alt text and the heading it sat under share words with the
 * section; each picture is used once, each section gets one at most, and pictures that are
 * furniture (logos, icons, avatars, tracking pixels) or say nothing (no alt text) are never used.
 */
export interface SectionText {
  heading: string;
  text: string;
}

export interface ImagePick {
  /** Index of the section it illustrates. */
  section: number;
  image: SiteImage;
  score: number;
}

const FURNITURE = /\b(logo|icon|favicon|sprite|avatar|badge|pixel|spacer|placeholder|gravatar|emoji|arrow|button)s?\b/i;
const FILE_NAME_ALT = /^[\w-]+\.(jpe?g|png|gif|webp|avif|svg)$/i;

/** A page about the business's people: its pictures are of them. */
const PEOPLE_PAGE = /\/(?:about|about-us|team|our-team|people|staff|our-story|meet-the-team|who-we-are)(?:[/.-]|$)/i;
/** "Gareth Hollis", "Dr Priya Mistry": an alt of two or three capitalised words, no more, is a name. */
const PERSON_ALT = /^(?:(?:Dr|Mr|Mrs|Ms|Miss)\.?\s+)?\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+){1,2}$/u;

export function usableImage(image: SiteImage): boolean {
  const alt = image.alt.trim();
  if (alt.length < 4 || FILE_NAME_ALT.test(alt) || contentWords(alt).length === 0) return false;
  // A portrait on the team page illustrates the person, never an article's section ("Gareth Hollis" in an EICR explainer).
  if (PERSON_ALT.test(alt) && PEOPLE_PAGE.test(pathOf(image.url))) return false;
  if (FURNITURE.test(alt) || FURNITURE.test(image.src.replace(/[/_.-]+/g, ' '))) return false;
  let url: URL;
  try {
    url = new URL(image.src);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  return !/\.svg$/i.test(url.pathname);
}

function stem(w: string): string {
  return w.replace(/(ies|es|s)$/, '');
}

function score(image: SiteImage, section: SectionText, keyphrase: string): number {
  const about = new Set(contentWords(`${image.alt} ${image.heading ?? ''}`).map(stem));
  const head = contentWords(section.heading).map(stem);
  const body = new Set(contentWords(section.text).map(stem));
  const kp = contentWords(keyphrase).map(stem);
  let s = 0;
  for (const w of new Set(head)) if (about.has(w)) s += 2;
  for (const w of body) if (about.has(w)) s += 0.25;
  for (const w of new Set(kp)) if (about.has(w)) s += 0.5;
  // An inline picture was placed by the site next to its subject; og:image is a page's poster.
  return image.og ? s * 0.6 : s;
}

/** A picture needs this much in common with a section to illustrate it. */
const MIN_SCORE = 1;

/**
 * A picture illustrates prose. A section that is only a list of links ("Related pages"), a table or
 * other pictures has nothing for it to sit beside, and the keyphrase in its link labels would
 * otherwise pull the article's best picture down to the foot of the page.
 */
export function illustratable(section: SectionText): boolean {
  return section.text.split('\n').some((line) => {
    const t = line.trim();
    return t.length > 0 && !/^(#|\||!\[|>|_|[-*+]\s|\d+[.)]\s)/.test(t);
  });
}

export function selectImages(images: readonly SiteImage[], sections: readonly SectionText[], keyphrase: string, max = sections.length): ImagePick[] {
  const candidates = dedupe(images.filter(usableImage));
  const pairs: ImagePick[] = [];
  candidates.forEach((image) =>
    sections.forEach((section, i) => {
      if (illustratable(section)) pairs.push({ section: i, image, score: score(image, section, keyphrase) });
    }),
  );
  pairs.sort((a, b) => b.score - a.score || a.section - b.section);
  const usedSections = new Set<number>();
  const usedImages = new Set<string>();
  const picks: ImagePick[] = [];
  for (const p of pairs) {
    if (picks.length >= max || p.score < MIN_SCORE) break;
    if (usedSections.has(p.section) || usedImages.has(p.image.src)) continue;
    usedSections.add(p.section);
    usedImages.add(p.image.src);
    picks.push(p);
  }
  return picks.sort((a, b) => a.section - b.section);
}

function dedupe(images: readonly SiteImage[]): SiteImage[] {
  const seen = new Map<string, SiteImage>();
  for (const img of images) {
    const key = img.src.replace(/[?#].*$/, '');
    const prev = seen.get(key);
    // The inline copy knows its heading; prefer it to the og:image of the same file.
    if (!prev || (prev.og && !img.og)) seen.set(key, img);
  }
  return [...seen.values()];
}
