import type { Heading, Paragraph, Root, RootContent } from 'mdast';
import type { EvidenceSource } from './evidence';
import { parseMarkdown, plainText, renderMarkdown, transformTree, wordCountOf } from './markdown';
import { clip, hostOf, normalizeUrl } from './text';
import type { Draft } from './writer/article-writer';

/** A crawled page worth linking from the article, with the words to link it by. */
export interface RelatedPage {
  url: string;
  headline: string;
}

export interface PostProcessInput {
  draft: Draft;
  /** The H1 when the draft has none: the planned title. */
  fallbackTitle: string;
  /** Pages to offer as "Related reading" when the draft links none of the site's pages. */
  relatedPages: readonly RelatedPage[];
  /** The site's root URL: links on its host are internal. */
  siteUrl: string;
  /** Every page the crawler fetched: the only internal link targets allowed. */
  crawledUrls: readonly string[];
  /** Everything citable (site pages and fetched research). */
  sources: readonly EvidenceSource[];
  externalLinks: boolean;
  images: boolean;
  maxWords: number;
}

export interface ProcessedArticle {
  title: string;
  metaDescription: string;
  markdown: string;
  wordCount: number;
  internalLinks: string[];
  externalLinks: string[];
  /** Link targets the writer used that were not allowed; their text stays, the link goes. */
  removedLinks: string[];
}

const META_MAX = 160;

/**
 * Turns a checked draft (see claim-check.ts) into the article that is saved: links restricted to
 * crawled pages and fetched sources, the length within the plan's limit, and the markdown
 * normalised. It never writes the keyphrase in: "Title: Keyphrase" and "This article is about X."
 * are the filler a reader spots at once, so a draft without it fails those checks of the score.
 */
export function postProcess(input: PostProcessInput): ProcessedArticle {
  const { draft } = input;
  const fetched = new Set(input.sources.filter((s) => s.kind !== 'site').map((s) => normalizeUrl(s.url)));
  const cited = dropUnsourcedCitations(draft.markdown, input.siteUrl, fetched);
  const tree = parseMarkdown(cited.markdown);

  const title = ensureTitle(tree, draft.title || input.fallbackTitle);
  const links = restrictLinks(tree, input);
  if (links.internalLinks.length === 0) links.internalLinks.push(...addRelatedReading(tree, input.relatedPages));
  if (!input.images) removeImages(tree);
  const wordCount = limitWords(tree, input.maxWords);

  const markdown = renderMarkdown(tree);
  return {
    title,
    metaDescription: ensureMeta(draft.metaDescription || firstParagraph(tree)),
    markdown,
    wordCount,
    ...links,
    removedLinks: [...cited.removed, ...links.removedLinks],
  };
}

const MD_LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const LINE_PREFIX = /^(\s*(?:[-*+]\s+|\d+[.)]\s+|#{1,6}\s+|>\s*)?)(.*)$/;

/**
 * A sentence that cites an external page which was never fetched is a claim without a source:
 * the whole sentence goes, not just the link. (Links to fetched sources are kept or, in a free
 * article, unlinked later.)
 */
function dropUnsourcedCitations(markdown: string, siteUrl: string, fetched: ReadonlySet<string>): { markdown: string; removed: string[] } {
  const siteHost = hostOf(siteUrl);
  const removed: string[] = [];
  const unsourced = (url: string) => /^https?:\/\//i.test(url) && hostOf(url) !== siteHost && !fetched.has(normalizeUrl(url));
  const lines = markdown.split('\n').flatMap((line) => {
    if (![...line.matchAll(MD_LINK)].some((m) => unsourced(m[1]!))) return [line];
    const [, prefix = '', body = ''] = LINE_PREFIX.exec(line) ?? [];
    // Links contain dots; hide them while splitting the line into sentences.
    const links: string[] = [];
    const masked = body.replace(MD_LINK, (m) => `\uE000${links.push(m) - 1}\uE000`);
    const kept = (masked.match(/[^.!?]+(?:[.!?]+["')\]]*\s*|$)/g) ?? []).filter((sentence) => {
      const bad = [...sentence.matchAll(/\uE000(\d+)\uE000/g)].map((m) => links[Number(m[1])]!).filter((l) => unsourced([...l.matchAll(MD_LINK)][0]![1]!));
      removed.push(...bad.map((l) => [...l.matchAll(MD_LINK)][0]![1]!));
      return bad.length === 0;
    });
    const rest = kept.join('').replace(/\uE000(\d+)\uE000/g, (_, i: string) => links[Number(i)]!).trim();
    return rest ? [`${prefix}${rest}`] : [];
  });
  return { markdown: lines.join('\n'), removed };
}

function headingText(h: Heading): string {
  return plainText(h).trim();
}

function ensureTitle(tree: Root, fallback: string): string {
  const first = tree.children[0];
  let h1: Heading;
  if (first?.type === 'heading' && first.depth === 1) {
    h1 = first;
  } else {
    h1 = { type: 'heading', depth: 1, children: [{ type: 'text', value: fallback }] };
    tree.children.unshift(h1);
  }
  // One H1 per article: later ones become section headings.
  for (const node of tree.children.slice(1)) if (node.type === 'heading' && node.depth === 1) node.depth = 2;
  return headingText(h1);
}

function restrictLinks(tree: Root, input: PostProcessInput) {
  const siteHost = hostOf(input.siteUrl);
  const crawled = new Set(input.crawledUrls.map(normalizeUrl));
  const fetched = new Set(input.sources.filter((s) => s.kind !== 'site').map((s) => normalizeUrl(s.url)));
  const internalLinks: string[] = [];
  const externalLinks: string[] = [];
  const removedLinks: string[] = [];
  transformTree(tree, (node) => {
    if (node.type === 'definition') return [];
    if (node.type === 'linkReference') return node.children;
    if (node.type !== 'link') return undefined;
    let absolute: string;
    try {
      absolute = new URL(node.url, input.siteUrl).href;
    } catch {
      removedLinks.push(node.url);
      return node.children;
    }
    const key = normalizeUrl(absolute);
    const internal = hostOf(absolute) === siteHost;
    if (internal && crawled.has(key)) {
      node.url = absolute;
      internalLinks.push(absolute);
      return undefined;
    }
    if (!internal && input.externalLinks && /^https?:$/.test(new URL(absolute).protocol) && fetched.has(key)) {
      externalLinks.push(absolute);
      return undefined;
    }
    removedLinks.push(node.url);
    return node.children;
  });
  return { internalLinks: [...new Set(internalLinks)], externalLinks: [...new Set(externalLinks)], removedLinks };
}

/**
 * A writer that linked none of the site's pages gets the related crawled pages as a short
 * "Related reading" line before the conclusion: internal links are part of every article.
 */
function addRelatedReading(tree: Root, related: readonly RelatedPage[]): string[] {
  const pages = related.slice(0, 3);
  const conclusion = tree.children.findLastIndex((n) => n.type === 'heading' && n.depth === 2);
  if (pages.length === 0 || conclusion < 0) return [];
  const children: Paragraph['children'] = [{ type: 'text', value: 'Related reading: ' }];
  pages.forEach((p, i) => {
    if (i > 0) children.push({ type: 'text', value: ', ' });
    children.push({ type: 'link', url: p.url, children: [{ type: 'text', value: p.headline }] });
  });
  children.push({ type: 'text', value: '.' });
  tree.children.splice(conclusion, 0, { type: 'paragraph', children });
  return pages.map((p) => p.url);
}

function removeImages(tree: Root): void {
  transformTree(tree, (node) => (node.type === 'image' || node.type === 'imageReference' || node.type === 'html' ? [] : undefined));
  tree.children = tree.children.filter((n) => !(n.type === 'paragraph' && plainText(n).trim() === ''));
}

function firstParagraph(tree: Root): string {
  const p = tree.children.find((n): n is Paragraph => n.type === 'paragraph');
  return p ? plainText(p) : '';
}

function ensureMeta(meta: string): string {
  // "Bike: A Bronze service…" is no description: a meta without the keyphrase is left as written
  // and fails that check of the score instead.
  return clip(meta, META_MAX);
}

/**
 * Shortens an over-long article by whole blocks, from the end of the body backwards: the title,
 * the introduction and the conclusion stay; headings left without content go with their section.
 */
function limitWords(tree: Root, maxWords: number): number {
  let total = wordCountOf(tree.children);
  const lastH2 = tree.children.findLastIndex((n) => n.type === 'heading' && n.depth === 2);
  const firstH2 = tree.children.findIndex((n) => n.type === 'heading' && n.depth === 2);
  if (total <= maxWords || lastH2 <= 0) return total;
  const body = tree.children.slice(firstH2, lastH2);
  while (total > maxWords) {
    const i = body.findLastIndex((n, idx) => n.type !== 'heading' && idx > 0);
    if (i < 0) break;
    total -= wordCountOf([body[i]!]);
    body.splice(i, 1);
    total -= dropEmptyHeadings(body);
  }
  tree.children = [...tree.children.slice(0, firstH2), ...body, ...tree.children.slice(lastH2)];
  return total;
}

/** Removes headings directly followed by a heading of the same or a higher level (or nothing). */
function dropEmptyHeadings(blocks: RootContent[]): number {
  let removed = 0;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const node = blocks[i]!;
    if (node.type !== 'heading') continue;
    const next = blocks[i + 1];
    if (!next || (next.type === 'heading' && next.depth <= node.depth)) {
      removed += wordCountOf([node]);
      blocks.splice(i, 1);
    }
  }
  return removed;
}
