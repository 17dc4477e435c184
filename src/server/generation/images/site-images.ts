import pLimit from 'p-limit';
import type { SiteImage } from '../../../shared/site-facts';
import type { DraftImage } from '../writer/article-writer';
import type { ImageCheck } from './image-check';
import { selectImages, type SectionText } from './select-images';

export interface PlacedImage extends Omit<DraftImage, 'section'> {
  /** Index of the section (H2) it illustrates. */
  section: number;
}

/**
 * The site's own pictures for an article's sections: selected by relevance, then each checked
 * (fetched through the safe fetcher) before it is used; a picture that fails is replaced by the
 * next best. `pageTitle` names the page for the caption.
 */
export async function pickSiteImages(args: {
  images: readonly SiteImage[];
  sections: readonly SectionText[];
  keyphrase: string;
  pageTitle: (url: string) => string;
  check: ImageCheck;
  max?: number;
  signal?: AbortSignal;
}): Promise<PlacedImage[]> {
  const max = args.max ?? args.sections.length;
  const verified = new Map<string, boolean>();
  const limit = pLimit(3);
  const rejected = new Set<string>();
  // Two rounds: the first picks; pictures that fail their check are left out of the second.
  for (let round = 0; round < 2; round++) {
    const picks = selectImages(args.images.filter((i) => !rejected.has(i.src)), args.sections, args.keyphrase, max);
    await Promise.all(
      picks.filter((p) => !verified.has(p.image.src)).map((p) => limit(async () => verified.set(p.image.src, await args.check(p.image.src, args.signal)))),
    );
    const failed = picks.filter((p) => !verified.get(p.image.src));
    if (failed.length === 0 || round === 1) {
      return picks.filter((p) => verified.get(p.image.src)).map((p) => placed(p.section, p.image, args.pageTitle(p.image.url)));
    }
    for (const f of failed) rejected.add(f.image.src);
  }
  return [];
}

function placed(section: number, image: SiteImage, pageTitle: string): PlacedImage {
  return {
    section,
    src: image.src,
    alt: image.alt.trim().replace(/\s+/g, ' '),
    caption: `Image: [${escapeBrackets(pageTitle)}](${image.url})`,
    pageUrl: image.url,
    generated: false,
  };
}

function escapeBrackets(text: string): string {
  return text.replace(/[[\]]/g, '');
}

/** The markdown of one picture: the image with its alt text, and its caption below. */
export function imageMarkdown(img: Pick<DraftImage, 'alt' | 'src' | 'caption'>): string {
  const alt = img.alt.replace(/[[\]]/g, '');
  return `![${alt}](${img.src})\n\n_${img.caption}_`;
}

/**
 * Puts each picture into the section it illustrates, after that section's first paragraph (so the
 * text leads), in markdown of the form `## heading\n\n…`. Sections are counted by their H2s.
 */
export function insertImages(markdown: string, images: readonly PlacedImage[]): string {
  if (images.length === 0) return markdown;
  const blocks = markdown.split(/\n{2,}/);
  const h2 = blocks.map((b, i) => (/^##\s/.test(b) ? i : -1)).filter((i) => i >= 0);
  const after = new Map<number, string[]>();
  for (const img of images) {
    const start = h2[img.section];
    if (start === undefined) continue;
    const end = h2[img.section + 1] ?? blocks.length;
    // After the first paragraph of the section, or straight after the heading when it has none.
    const at = blocks.slice(start + 1, end).findIndex((b) => !/^(#|\||!\[|[-*+]\s|\d+[.)]\s)/.test(b.trim()));
    const index = at >= 0 ? start + 1 + at : start;
    after.set(index, [...(after.get(index) ?? []), imageMarkdown(img)]);
  }
  return blocks.flatMap((b, i) => [b, ...(after.get(i) ?? [])]).join('\n\n');
}
