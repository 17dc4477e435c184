import type { SiteFacts } from '../../../shared/site-facts';
import type { SiteAnalysis } from '../../../shared/site-analysis';
import { normalizeUrl } from '../text';
import type { DraftImage } from '../writer/article-writer';
import type { ImageCheck } from './image-check';
import { insertImages, pickSiteImages, type PlacedImage } from './site-images';
import { namesStaffIn } from '../writer/offline/about-business';

/**
 * The pictures step of compose-article, after the claim check (a caption names a page, which is
 * not a claim to check) and for every engine alike: the site's own pictures for the article's H2
 * sections, chosen and checked through the safe fetcher; then the writer's own pictures (generated
 * ones, placed under their `section` heading) where the site had none.
 */
export async function illustrate(
  markdown: string,
  args: {
    facts: SiteFacts;
    analysis: SiteAnalysis;
    keyphrase: string;
    /** Absent (the example pages, tests without a picture host): no site pictures. */
    check?: ImageCheck;
    /** What the writer supplied (Draft.images). */
    supplied?: readonly DraftImage[];
    signal?: AbortSignal;
  },
): Promise<{ markdown: string; images: DraftImage[] }> {
  const sections = sectionsOf(markdown);
  if (sections.length === 0) return { markdown, images: [] };
  const namesPerson = namesStaffIn(args.facts.passages, args.facts.business.name);
  const titles = new Map(args.analysis.pages.map((p) => [normalizeUrl(p.url), p.title]));
  const site =
    args.check && args.facts.images.length > 0
      ? await pickSiteImages({
          // A picture of the business's people ("Ray Villarreal next to a … truck") dates the article as their names do.
          images: args.facts.images.filter((img) => !namesPerson(img.alt)),
          sections,
          keyphrase: args.keyphrase,
          pageTitle: (url) => pageName(titles.get(normalizeUrl(url)) ?? '') || pathOf(url),
          check: args.check,
          signal: args.signal,
        })
      : [];
  const taken = new Set(site.map((p) => p.section));
  const norm = (h: string) => h.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
  const own: PlacedImage[] = [];
  for (const img of args.supplied ?? []) {
    const at = sections.findIndex((s) => img.section !== undefined && norm(s.heading) === norm(img.section));
    if (at < 0 || taken.has(at)) continue;
    taken.add(at);
    own.push({ ...img, section: at });
  }
  const placed = [...site, ...own].sort((a, b) => a.section - b.section);
  return {
    markdown: insertImages(markdown, placed),
    images: placed.map(({ section, ...img }) => ({ ...img, section: sections[section]!.heading })),
  };
}

/** The H2 sections of an article's markdown, in order, as insertImages counts them. */
export function sectionsOf(markdown: string): { heading: string; text: string }[] {
  return markdown
    .split(/\n{2,}(?=## )/)
    .filter((chunk) => chunk.startsWith('## '))
    .map((chunk) => {
      const [heading = '', ...rest] = chunk.slice(3).split('\n');
      return { heading: heading.trim(), text: rest.join('\n') };
    });
}

/**
 * What a caption calls a page: its <title> without the site-wide tail most sites add
 * ("Blue Ridge Cedar candle | Wickworks" → "Blue Ridge Cedar candle"; a home page's
 * "Acme | Tiles and grout since 1990" → "Acme"), so the credit reads as a page's name.
 */
export function pageName(title: string): string {
  const [head = ''] = title.split(/\s+[|–—·]\s+|\s+-\s+/);
  return head.trim() || title.trim();
}

function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}
