/** Copy and download of an article (issue 17): Markdown as stored, HTML as the safe renderer drew it. */

/** The element the open article is rendered into; its HTML is what 'Copy HTML' and '.html' give. */
export const ARTICLE_BODY_ID = 'article-body';

/** The rendered article's HTML (the same react-markdown output the reader sees), or null. */
export function renderedArticleHtml(doc: Document = document): string | null {
  const body = doc.getElementById(ARTICLE_BODY_ID)?.firstElementChild;
  return body ? body.innerHTML : null;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** A standalone HTML file of the article: title, meta description and the rendered body. */
export function htmlDocument(title: string, metaDescription: string, bodyHtml: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    metaDescription ? `<meta name="description" content="${escapeHtml(metaDescription)}">` : '',
    '</head>',
    '<body>',
    `<article>${bodyHtml}</article>`,
    '</body>',
    '</html>',
    '',
  ]
    .filter((line, i, all) => line !== '' || i === all.length - 1)
    .join('\n');
}

/** A file name from the title: lower case words joined by dashes. */
export function fileNameOf(title: string, extension: 'md' | 'html'): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return `${slug || 'article'}.${extension}`;
}

/** Saves `text` as a file through a temporary object URL and a download link. */
export function downloadText(fileName: string, mimeType: string, text: string, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${mimeType};charset=utf-8` }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (the download has its own reference by then).
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
