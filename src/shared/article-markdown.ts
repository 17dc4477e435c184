import { defaultUrlTransform, type Options } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';

/**
 * How an article's markdown becomes HTML, wherever it is drawn: the reader and the HTML export in
 * the browser, and the HTML the server publishes to a CMS. GitHub-flavoured tables (price and
 * comparison tables are part of the articles) and highlighted code. Raw HTML is never rendered
 * (skipHtml, no rehype-raw) and links go through react-markdown's default transform, which blanks
 * every protocol but http(s), mailto, irc(s), xmpp and relative URLs (spec §9).
 */
export const ARTICLE_MARKDOWN_OPTIONS = {
  remarkPlugins: [remarkGfm],
  rehypePlugins: [rehypeHighlight],
  urlTransform: defaultUrlTransform,
  skipHtml: true,
} as const satisfies Options;
