import { flesch } from 'flesch';
import type { Heading, Root } from 'mdast';
import { syllable } from 'syllable';
import type { SeoCheckId, SeoScoreReport } from '../../shared/seo-score';
import type { TopicIntent } from '../../shared/site-facts';
import { parseMarkdown, plainText, textBlocks, wordCountOf } from './markdown';
import { containsPhrase } from './text';

export interface ScoreInput {
  markdown: string;
  title: string;
  metaDescription: string;
  keyphrase: string;
  siteUrl: string;
  /** False for the free article, which has no external links by design: the check is left out. */
  expectExternalLinks: boolean;
  /** True for subscribers' articles, which promise images: the check is left out of the free one. */
  expectImages?: boolean;
  /** How many of the article's sentences are about its topic; without it (a bare markdown check) that check is left out. */
  topic?: { sentences: number; onTopic: number };
  /** What the claim check found; without it (a bare markdown check) those checks are left out. */
  claimCheck?: { sentences: number; traced: number; removed: number };
  minWords?: number;
  /** The topic's intent; without it (a bare markdown check) the answers-topic check is left out. */
  intent?: TopicIntent;
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
  'claims-supported': 3,
  grounded: 3,
  'on-topic': 3,
  'no-repetition': 2,
  images: 1,
  'answers-topic': 3,
};

/** Keyphrase occurrences per 100 words: below reads off-topic, above reads stuffed. */
export const DENSITY_BAND = { min: 0.5, max: 2.5 } as const;
/** An article with less of it traced to the site or sources than this is mostly template. */
export const MIN_TRACED_SHARE = 0.3;
/** The score of a mostly-template article cannot rise above this, whatever else it passes. */
export const TEMPLATE_CAP = 60;
/** An article with less of its sentences about its topic than this is mostly the rest of the site pasted in. */
export const MIN_ON_TOPIC_SHARE = 0.6;
/** The score of a mostly off-topic article cannot rise above this, whatever else it passes. */
export const OFF_TOPIC_CAP = 60;
/** Below this many words an article is thin, whatever its other checks say. */
export const THIN_WORDS = 300;
/** The score of a thin article, or of one without the section its intent is for, cannot rise above this. */
export const THIN_CAP = 60;
/** Share of its six-word runs an article may repeat within itself. */
export const MAX_REPEATED_SHARE = 0.05;

const AMOUNT = /[$£€¥]\s?\d|\d\s?€/;

/**
 * Whether the article has the section its intent is for, and what is missing if not: a cost topic
 * without a price, a how-to without steps, a question without an answer is an empty shell
 * however well its keyphrase is placed.
 */
function missingCore(tree: Root, text: string, title: string, intent: TopicIntent): string | null {
  if (intent === 'cost' && !AMOUNT.test(text)) return 'it states no price';
  if (intent === 'how-to' && !tree.children.some((n) => n.type === 'list' && n.ordered)) return 'it has no numbered steps';
  const answer = tree.children.find((n) => n.type === 'paragraph');
  if (title.trim().endsWith('?') && (!answer || tree.children.indexOf(answer) > 1)) return 'it has no opening answer to its question';
  return null;
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

function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) => w.replace(/’/g, "'"));
}

/** Share of the six-word runs of the blocks that occur more than once in the article. */
export function repeatedRunShare(blocks: readonly string[]): number {
  const counts = new Map<string, number>();
  for (const block of blocks) {
    const w = wordsOf(block);
    for (let i = 0; i + 6 <= w.length; i++) {
      const run = w.slice(i, i + 6).join(' ');
      counts.set(run, (counts.get(run) ?? 0) + 1);
    }
  }
  let total = 0;
  let repeated = 0;
  for (const n of counts.values()) {
    total += n;
    if (n > 1) repeated += n;
  }
  return total === 0 ? 0 : repeated / total;
}

function countImages(tree: Root): { total: number; withAlt: number } {
  let total = 0;
  let withAlt = 0;
  const walk = (nodes: Root['children']) => {
    for (const n of nodes) {
      if (n.type === 'image') {
        total++;
        if (n.alt?.trim()) withAlt++;
      }
      if ('children' in n) walk(n.children as Root['children']);
    }
  };
  walk(tree.children);
  return { total, withAlt };
}

/**
 * The score report of one article: keyphrase placement and density (a band, so repeating the
 * keyphrase fails it), structure, links, readability, length, repetition, images for subscribers,
 * what the claim check found and how much of it is about its topic. A mostly untraced article is
 * capped at TEMPLATE_CAP, a mostly off-topic one at OFF_TOPIC_CAP, a thin one or one without the
 * section its intent is for at THIN_CAP.
 */
export function scoreArticle(input: ScoreInput): SeoScoreReport {
  const tree = parseMarkdown(input.markdown);
  const k = input.keyphrase;
  const blocks = textBlocks(tree);
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
  const h1Text = headings.find((h) => h.depth === 1);
  const repeated = repeatedRunShare(blocks);
  const images = countImages(tree);
  const cc = input.claimCheck;
  const traced = cc && cc.sentences > 0 ? cc.traced / cc.sentences : cc ? 0 : undefined;
  const onTopic = input.topic && input.topic.sentences > 0 ? input.topic.onTopic / input.topic.sentences : undefined;
  // (A length asked for below THIN_WORDS, a short-form check, sets the bar instead.)
  const thinBelow = Math.min(THIN_WORDS, minWords);
  const thin = wordCount < thinBelow;
  const missing = input.intent ? missingCore(tree, text, input.title, input.intent) : null;

  const checks: SeoScoreReport['checks'] = [
    {
      id: 'keyphrase-in-title',
      ok: containsPhrase(input.title, k) && (!h1Text || containsPhrase(plainText(h1Text), k)),
      detail: `Title and H1: "${input.title}"`,
    },
    { id: 'keyphrase-in-introduction', ok: !!intro && containsPhrase(plainText(intro), k), detail: 'The keyphrase should appear in the first paragraph.' },
    {
      id: 'keyphrase-in-subheading',
      ok: h2.some((h) => containsPhrase(plainText(h), k)),
      detail: `${h2.filter((h) => containsPhrase(plainText(h), k)).length} of ${h2.length} H2 headings mention the keyphrase.`,
    },
    { id: 'keyphrase-in-meta-description', ok: containsPhrase(input.metaDescription, k), detail: `Meta description: "${input.metaDescription}"` },
    {
      id: 'keyphrase-density',
      ok: density >= DENSITY_BAND.min && density <= DENSITY_BAND.max,
      detail: `${found} occurrences in ${wordCount} words (${density.toFixed(2)}%); aim for ${DENSITY_BAND.min}–${DENSITY_BAND.max}%${density > DENSITY_BAND.max ? ': repeating the keyphrase reads as stuffing' : ''}.`,
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
    {
      id: 'length',
      ok: wordCount >= minWords,
      detail: `${wordCount} words; aim for at least ${minWords}${thin ? `. Under ${thinBelow} words the score is capped at ${THIN_CAP}` : ''}.`,
    },
    ...(input.intent
      ? [
          {
            id: 'answers-topic' as const,
            ok: missing === null,
            detail: missing === null ? `Has the section a ${input.intent} topic is for.` : `A ${input.intent} article but ${missing}; the score is capped at ${THIN_CAP}.`,
          },
        ]
      : []),
    {
      id: 'no-repetition',
      ok: repeated <= MAX_REPEATED_SHARE,
      detail: `${Math.round(repeated * 100)}% of the article's six-word runs occur more than once; aim for at most ${MAX_REPEATED_SHARE * 100}%.`,
    },
    ...(cc
      ? [
          {
            id: 'claims-supported' as const,
            ok: cc.removed === 0,
            detail: cc.removed === 0 ? 'Every sentence stating a fact traces to a source.' : `${cc.removed} sentence(s) stating facts no source backs were removed.`,
          },
          {
            id: 'grounded' as const,
            ok: (traced ?? 0) >= MIN_TRACED_SHARE,
            detail: `${Math.round((traced ?? 0) * 100)}% of sentences trace to your site or a cited source; below ${MIN_TRACED_SHARE * 100}% an article is mostly template.`,
          },
        ]
      : []),
    ...(onTopic !== undefined
      ? [
          {
            id: 'on-topic' as const,
            ok: onTopic >= MIN_ON_TOPIC_SHARE,
            detail: `${Math.round(onTopic * 100)}% of sentences are about the topic; below ${MIN_ON_TOPIC_SHARE * 100}% an article is mostly other material from the site.`,
          },
        ]
      : []),
    ...(input.expectImages
      ? [
          {
            id: 'images' as const,
            ok: images.total > 0 && images.withAlt === images.total,
            detail: `${images.total} image(s), ${images.withAlt} with alt text.`,
          },
        ]
      : []),
  ];
  const total = checks.reduce((s, c) => s + WEIGHTS[c.id], 0);
  const passed = checks.filter((c) => c.ok).reduce((s, c) => s + WEIGHTS[c.id], 0);
  const weighted = Math.round((passed * 100) / total);
  const mostlyTemplate = traced !== undefined && traced < MIN_TRACED_SHARE;
  const offTopic = onTopic !== undefined && onTopic < MIN_ON_TOPIC_SHARE;
  return {
    score: Math.min(weighted, mostlyTemplate ? TEMPLATE_CAP : 100, offTopic ? OFF_TOPIC_CAP : 100, thin || missing ? THIN_CAP : 100),
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
      ...(onTopic !== undefined ? { onTopicShare: Math.round(onTopic * 100) / 100 } : {}),
      ...(traced !== undefined ? { tracedShare: Math.round(traced * 100) / 100, unsupportedRemoved: cc!.removed } : {}),
      repeatedShare: Math.round(repeated * 1000) / 1000,
      images: images.total,
    },
  };
}

