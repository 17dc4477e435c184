import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import Markdown from 'react-markdown';
import { parseHTML } from 'linkedom';
import { ARTICLE_MARKDOWN_OPTIONS } from '../../shared/article-markdown';

/** What every publisher sends: the article as a CMS post. */
export interface PublishPost {
  title: string;
  /** The article body as HTML, without its `# title` (the CMS prints the title itself). */
  html: string;
  /** The same body as markdown (webhooks send both). */
  markdown: string;
  /** The meta description. */
  excerpt: string;
  slug: string;
  status: 'draft' | 'publish';
  categories: string[];
  tags: string[];
  /** The pictures in `html`, in order (http(s) only): uploaded to the CMS and re-pointed. */
  images: { src: string; alt: string }[];
}

/** Where a publish put the article: the CMS's id and address for it (a webhook may not say). */
export interface PublishedPost {
  remoteId: string;
  url: string | null;
  status: string;
}

/** A CMS post always has an address (WordPress, Ghost); only a webhook may not say. */
export type CmsPost = PublishedPost & { url: string };

export interface PostSource {
  title: string;
  content: string;
  metaDescription: string;
}

/** A URL path segment from the title: lower-case words joined by dashes (like the .md/.html file names). */
export function slugOf(title: string): string {
  return (
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 80)
      .replace(/-+$/, '') || 'article'
  );
}

const fragment = (html: string) => parseHTML(`<!doctype html><html><body>${html}</body></html>`);

/**
 * The article's markdown as HTML through the same safe pipeline the reader and the HTML export use
 * (src/shared/article-markdown.ts: no raw HTML, only safe link protocols).
 */
/** The article without its `# title` line. */
const bodyOf = (markdown: string) => markdown.replace(/^\s*#\s+[^\n]*\n+/, '');

export function articleHtml(markdown: string): string {
  const body = bodyOf(markdown);
  const { document } = fragment(renderToStaticMarkup(createElement(Markdown, ARTICLE_MARKDOWN_OPTIONS, body)));
  // React 19 puts a preload hint before the markup for every <img> when rendering to a string (in
  // the browser they go to <head>); the article itself never holds a <link> (raw HTML is skipped).
  for (const hint of document.querySelectorAll('link[rel="preload"]')) hint.remove();
  return document.body.innerHTML;
}


/** The http(s) pictures of an HTML fragment, each once, in order. */
export function imagesOf(html: string): { src: string; alt: string }[] {
  const { document } = fragment(html);
  const seen = new Set<string>();
  return [...document.querySelectorAll('img')].flatMap((img) => {
    const src = img.getAttribute('src') ?? '';
    if (!/^https?:\/\//i.test(src) || seen.has(src)) return [];
    seen.add(src);
    return [{ src, alt: img.getAttribute('alt') ?? '' }];
  });
}

/** The fragment with each picture's src replaced by its uploaded copy's (pictures not in `moved` stay). */
export function withImageSources(html: string, moved: ReadonlyMap<string, string>): string {
  if (moved.size === 0) return html;
  const { document } = fragment(html);
  for (const img of document.querySelectorAll('img')) {
    const to = moved.get(img.getAttribute('src') ?? '');
    if (to) img.setAttribute('src', to);
  }
  return document.body.innerHTML;
}

export function postFromArticle(
  article: PostSource,
  options: { status: 'draft' | 'publish'; categories: string[]; tags: string[] },
): PublishPost {
  const html = articleHtml(article.content);
  return {
    title: article.title,
    html,
    markdown: bodyOf(article.content),
    excerpt: article.metaDescription,
    slug: slugOf(article.title),
    status: options.status,
    categories: options.categories,
    tags: options.tags,
    images: imagesOf(html),
  };
}
