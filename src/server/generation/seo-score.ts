import { flesch } from 'flesch';
import type { Heading, Root } from 'mdast';
import { syllable } from 'syllable';
import type { SeoCheckId, SeoScoreReport } from '../../shared/seo-score';
import { parseMarkdown, plainText, wordCountOf } from './markdown';
import { containsPhrase } from './text';

export interface ScoreInput {
  markdown: string;
  title: string;
  metaDescription: string;
  keyphrase: string;
  siteUrl: string;
  /** False for the free article, which has no external links by design: the check is left out. */
  expectExternalLinks: boolean;
  minWords?: number;
}

const WEIGHTS: Record<SeoCheckId, number> = {
  'keyphrase-in-title': 3,
  'keyphrase-in-introduction': 2,
  'keyphrase-in-subheading': 2,
  'keyphrase-in-meta-description': 2,
  'keyphrase-density': 2,
  'meta-description-length': 1,
  'heading-structure': 2,
  'internal-links': 2,
  'external-links': 1,
  readability: 2,
  length: 1,
};

/** Texts in the article's blocks: each paragraph, heading and list item ends a sentence. */
function blockTexts(tree: Root): string[] {
  const out: string[] = [];
  const walk = (nodes: Root['children']) => {
    for (const n of nodes) {
      if (n.type === 'paragraph' || n.type === 'heading') out.push(plainText(n));
      else if ('children' in n) walk(n.children as Root['children']);
    }
  };
  walk(tree.children);
  return out;
}

function sentenceCount(blocks: string[]): number {
  return blocks.reduce((sum, b) => sum + Math.max(1, (b.match(/[.!?]+(\s|$)/g) ?? []).length), 0);
}

/** Articles repeat their words a lot; count each distinct word's syllables once. */
function syllableCount(words: readonly string[]): number {
  const seen = new Map<string, number>();
  let total = 0;
  for (const w of words) {
    const key = w.toLowerCase();
    let n = seen.get(key);
    if (n === undefined) {
      n = syllable(key);
      seen.set(key, n);
    }
    total += n;
  }
  return total;
}

function occurrences(text: string, phrase: string): number {
  if (!phrase.trim()) return 0;
  const escaped = phrase.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return text.match(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'giu'))?.length ?? 0;
}

function countLinks(tree: Root, siteHost: string): { internal: number; external: number } {
  let internal = 0;
  let external = 0;
  const walk = (nodes: Root['children']) => {
    for (const n of nodes) {
      if (n.type === 'link') {
        let host = siteHost;
        try {
          host = new URL(n.url, `https://${siteHost}/`).hostname.replace(/^www\./, '');
        } catch {
          // an unparsable link stays counted as internal: post-processing already removed bad ones
        }
        if (host === siteHost) internal++;
        else external++;
      }
      if ('children' in n) walk(n.children as Root['children']);
    }
  };
  walk(tree.children);
  return { internal, external };
}

/** The score report of one article: keyphrase placement, density, structure, links, readability. */
export function scoreArticle(input: ScoreInput): SeoScoreReport {
  const tree = parseMarkdown(input.markdown);
  const k = input.keyphrase;
  const blocks = blockTexts(tree);
  const text = blocks.join(' \n');
  const wordCount = wordCountOf(tree.children);
  const words = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
  const ease = words.length
    ? flesch({ sentence: sentenceCount(blocks), word: words.length, syllable: syllableCount(words) })
    : 0;
  const headings = tree.children.filter((n): n is Heading => n.type === 'heading');
  const h1 = headings.filter((h) => h.depth === 1).length;
  const h2 = headings.filter((h) => h.depth === 2);
  const h3Count = headings.filter((h) => h.depth === 3).length;
  const skipsLevel = headings.some((h, i) => i > 0 && h.depth > headings[i - 1]!.depth + 1);
  const intro = tree.children.find((n) => n.type === 'paragraph');
  const found = occurrences(text, k);
  const density = wordCount ? (found * 100) / wordCount : 0;
  const siteHost = (() => {
    try {
      return new URL(input.siteUrl).hostname.replace(/^www\./, '');
    } catch {
      return '';
    }
  })();
  const links = countLinks(tree, siteHost);
  const metaLength = input.metaDescription.length;
  const minWords = input.minWords ?? 800;

  const checks: SeoScoreReport['checks'] = [
    { id: 'keyphrase-in-title', ok: containsPhrase(input.title, k), detail: `Title: "${input.title}"` },
    { id: 'keyphrase-in-introduction', ok: !!intro && containsPhrase(plainText(intro), k), detail: 'The keyphrase should appear in the first paragraph.' },
    {
      id: 'keyphrase-in-subheading',
      ok: h2.some((h) => containsPhrase(plainText(h), k)),
      detail: `${h2.filter((h) => containsPhrase(plainText(h), k)).length} of ${h2.length} H2 headings mention the keyphrase.`,
    },
    { id: 'keyphrase-in-meta-description', ok: containsPhrase(input.metaDescription, k), detail: `Meta description: "${input.metaDescription}"` },
    {
      id: 'keyphrase-density',
      ok: density >= 0.5 && density <= 3,
      detail: `${found} occurrences in ${wordCount} words (${density.toFixed(2)}%); aim for 0.5–3%.`,
    },
    { id: 'meta-description-length', ok: metaLength >= 70 && metaLength <= 160, detail: `${metaLength} characters; aim for 70–160.` },
    {
      id: 'heading-structure',
      ok: h1 === 1 && h2.length >= 3 && !skipsLevel,
      detail: `${h1} H1, ${h2.length} H2, ${h3Count} H3${skipsLevel ? '; a heading level is skipped' : ''}.`,
    },
    { id: 'internal-links', ok: links.internal >= 2, detail: `${links.internal} links to pages on your site; aim for at least 2.` },
    ...(input.expectExternalLinks
      ? [{ id: 'external-links' as const, ok: links.external >= 1, detail: `${links.external} links to cited sources.` }]
      : []),
    { id: 'readability', ok: ease >= 50, detail: `Flesch reading ease ${ease.toFixed(1)}; 50 or more reads comfortably.` },
    { id: 'length', ok: wordCount >= minWords, detail: `${wordCount} words; aim for at least ${minWords}.` },
  ];
  const total = checks.reduce((s, c) => s + WEIGHTS[c.id], 0);
  const passed = checks.filter((c) => c.ok).reduce((s, c) => s + WEIGHTS[c.id], 0);
  return {
    score: Math.round((passed * 100) / total),
    keyphrase: k,
    checks,
    metrics: {
      wordCount,
      keyphraseDensity: Math.round(density * 100) / 100,
      keyphraseOccurrences: found,
      h2Count: h2.length,
      h3Count,
      internalLinks: links.internal,
      externalLinks: links.external,
      fleschReadingEase: Math.round(ease * 10) / 10,
      metaDescriptionLength: metaLength,
    },
  };
}

