import type { SiteFacts } from '../../../shared/site-facts';
import type { SiteAnalysis } from '../../../shared/site-analysis';
import { normalizeUrl } from '../text';
import type { Draft } from '../writer/article-writer';
import type { ImageCheck } from './image-check';
import { insertImages, pickSiteImages } from './site-images';

/**
 * The site's own pictures for a draft that has none yet (the offline engine's): its H2 sections
 * read from the markdown, pictures chosen and checked as for the LLM writer, placed the same way.
 * A draft that already chose its pictures (`images` set) is returned as it is.
 */
export async function illustrateDraft(
  draft: Draft,
  args: { facts: SiteFacts; analysis: SiteAnalysis; keyphrase: string; check: ImageCheck; signal?: AbortSignal },
): Promise<Draft> {
  if (draft.images !== undefined || args.facts.images.length === 0) return draft;
  const sections = draft.markdown
    .split(/^## /m)
    .slice(1)
    .map((chunk) => {
      const [heading = '', ...rest] = chunk.split('\n');
      return { heading: heading.trim(), text: rest.join('\n') };
    });
  if (sections.length === 0) return draft;
  const titles = new Map(args.analysis.pages.map((p) => [normalizeUrl(p.url), p.title]));
  const placed = await pickSiteImages({
    images: args.facts.images,
    sections,
    keyphrase: args.keyphrase,
    pageTitle: (url) => titles.get(normalizeUrl(url)) || new URL(url).pathname,
    check: args.check,
    signal: args.signal,
  });
  return { ...draft, markdown: insertImages(draft.markdown, placed), images: placed.map(({ section: _section, ...img }) => img) };
}
