import { html, raw } from 'hono/html';
import type { HtmlEscapedString } from 'hono/utils/html';
import { designTokens as t } from '../../shared/design-tokens';

export type Markup = HtmlEscapedString | Promise<HtmlEscapedString>;

const cssName = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const TOKENS = [
  ...Object.entries(t.color).map(([name, value]) => `--${cssName(name)}:${value}`),
  ...Object.entries(t.font.size).map(([name, value]) => `--size-${name}:${value}`),
  `--radius:${t.radius}`,
].join(';');

/**
 * These pages stand outside the SPA and its theme object, so the design tokens reach them as CSS
 * custom properties; pages style themselves with `var(--primary)`, `var(--size-sm)`, never a literal.
 * `card`: one centred panel (sign-in, checkout). `prose`: a readable column (example articles).
 */
const STYLE = `
:root{color-scheme:dark;${TOKENS}}
*{box-sizing:border-box;accent-color:var(--primary)}
body{margin:0;background:var(--background);color:var(--text);font-family:${t.font.mono};font-size:var(--size-md);line-height:${t.font.lineHeight.prose}}
a{color:var(--primary);text-decoration:underline}
:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
h1{font-size:var(--size-xl);line-height:${t.font.lineHeight.tight}}
footer{border-top:1px solid var(--border);color:var(--muted);font-size:var(--size-sm)}
button{background:var(--primary);color:var(--on-primary);border:0;border-radius:var(--radius);padding:8px 16px;font:inherit;font-weight:700;cursor:pointer}
body.card{min-height:100vh;display:grid;place-items:center}
.card main{width:min(34rem,calc(100vw - 32px));background:var(--surface);border:1px solid var(--border);border-radius:var(--radius);box-shadow:${t.shadow};padding:24px}
.card h1{font-size:var(--size-lg);margin:0 0 8px;color:var(--primary)}
.prose header,.prose main,.prose footer{max-width:75ch;margin:0 auto;padding:16px}
.prose header{border-bottom:1px solid var(--border)}
`;

interface HtmlPageProps {
  /** The whole <title>. */
  title: string;
  layout: 'card' | 'prose';
  /** Pages the server makes for one visitor (forms, errors) stay out of search engines. */
  noindex?: boolean;
  /** Further <head> elements: description, canonical link. */
  head?: Markup;
  /** The page's own rules, on top of the shared ones. */
  style?: string;
  header?: Markup;
  main: Markup;
  footer?: Markup;
}

/**
 * The one HTML shell of the pages the server renders itself. Values go through Hono's escaping
 * `html` tag; only style sheets written in code are raw. No scripts: the CSP's nonce is not needed.
 */
export function htmlPage(p: HtmlPageProps): Markup {
  return html`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${p.noindex ? html`<meta name="robots" content="noindex">` : ''}
<title>${p.title}</title>
${p.head ?? ''}
<style>${raw(STYLE + (p.style ?? ''))}</style>
</head>
<body class="${p.layout}">
${p.header ? html`<header>${p.header}</header>` : ''}
<main>${p.main}</main>
${p.footer ? html`<footer>${p.footer}</footer>` : ''}
</body>
</html>
`;
}
