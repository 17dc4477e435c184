import type { Nodes, Parent, PhrasingContent, Root, RootContent } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown, gfmToMarkdown } from 'mdast-util-gfm';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfm } from 'micromark-extension-gfm';
import { toString } from 'mdast-util-to-string';
import { countWords } from './text';

/**
 * Markdown in and out through one syntax tree, so every article leaves with one consistent style.
 * GitHub-flavoured, because price and comparison tables are part of the articles (the viewers
 * render them with remark-gfm).
 */
export function parseMarkdown(markdown: string): Root {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
}

export function renderMarkdown(tree: Root): string {
  linkEmails(tree);
  return toMarkdown(tree, { bullet: '-', emphasis: '_', strong: '*', rule: '-', listItemIndent: 'one', fences: true, extensions: [gfmToMarkdown()] });
}

export function plainText(node: Nodes): string {
  return toString(node);
}

/** The text of each paragraph, heading and table row (cells joined by " | "), in order: blocks never run together. */
export function textBlocks(tree: Root): string[] {
  const out: string[] = [];
  const walk = (nodes: readonly Nodes[]) => {
    for (const n of nodes) {
      if (n.type === 'paragraph' || n.type === 'heading') out.push(toString(n));
      else if (n.type === 'tableRow') out.push(n.children.map((c) => toString(c)).join(' | '));
      else if ('children' in n) walk(n.children as Nodes[]);
    }
  };
  walk(tree.children);
  return out;
}

/** Word count of a tree, block by block (toString would glue adjacent blocks' words together). */
export function wordCountOf(nodes: readonly Nodes[]): number {
  let total = 0;
  for (const n of nodes) {
    if ('children' in n && n.type !== 'paragraph' && n.type !== 'heading') total += wordCountOf(n.children as Nodes[]);
    else total += countWords(toString(n));
  }
  return total;
}

/** Calls `fn` on every node with its parent, children before parents; `fn` may replace the node. */
export function transformTree(
  parent: Parent,
  fn: (node: RootContent | PhrasingContent, parent: Parent) => (RootContent | PhrasingContent)[] | undefined,
): void {
  const next: (RootContent | PhrasingContent)[] = [];
  for (const child of parent.children as (RootContent | PhrasingContent)[]) {
    if ('children' in child) transformTree(child, fn);
    const replaced = fn(child, parent);
    next.push(...(replaced ?? [child]));
  }
  parent.children = next as Parent['children'];
}

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/**
 * An e-mail address in the text as a mailto link, which renders as `<hello@example.com>`: as plain
 * text, GFM's serializer escapes it to "hello\\@example.com" (lest it autolink), and that reads as a
 * typo in a CMS that shows the markdown as written.
 */
function linkEmails(tree: Root): void {
  transformTree(tree, (node, parent) => {
    if (node.type !== 'text' || parent.type === 'link' || !node.value.match(EMAIL)) return undefined;
    const out: PhrasingContent[] = [];
    let last = 0;
    for (const m of node.value.matchAll(EMAIL)) {
      const address = m[0].replace(/\.+$/, '');
      if (m.index > last) out.push({ type: 'text', value: node.value.slice(last, m.index) });
      out.push({ type: 'link', url: `mailto:${address}`, children: [{ type: 'text', value: address }] });
      last = m.index + address.length;
    }
    if (last < node.value.length) out.push({ type: 'text', value: node.value.slice(last) });
    return out;
  });
}
