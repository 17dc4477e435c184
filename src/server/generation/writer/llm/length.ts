import pLimit from 'p-limit';
import { LlmError } from '../../../llm/llm-client';
import { countWords } from '../../text';
import { fitOf } from './budget';
import { extendSection, type SectionContext, type WrittenSection } from './section';

/**
 * Bringing the assembled article to its word target (the issue's ±10%): a short article has its
 * shortest sections (against their own budget) extended by the model, a long one loses whole
 * paragraphs from its longest sections in code. Two rounds of extension at most: each costs time.
 */
const MAX_ROUNDS = 2;
const EXTEND_AT_MOST = 3;

export function sectionWords(s: WrittenSection): number {
  return countWords(s.markdown.replace(/\|/g, ' '));
}

export async function fitLength(
  ctx: SectionContext,
  sections: WrittenSection[],
  count: (sections: readonly WrittenSection[]) => number,
  target: number,
  concurrency: number,
): Promise<{ sections: WrittenSection[]; notes: string[] }> {
  const notes: string[] = [];
  let current = sections;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const words = count(current);
    const fit = fitOf(words, target);
    if (fit === 'long') {
      current = trimSections(current, words - target);
      notes.push(`length: ${words} words, trimmed to ${count(current)} (target ${target})`);
      break;
    }
    if (fit === 'ok') break;
    const deficit = Math.round((target - words) * 1.05);
    const candidates = current
      .map((s, i) => ({ i, ratio: sectionWords(s) / Math.max(1, s.spec.words) }))
      .filter(({ i }) => current[i]!.spec.index >= 0 && current[i]!.spec.format !== 'table' && current[i]!.spec.format !== 'faq')
      .sort((a, b) => a.ratio - b.ratio)
      .slice(0, EXTEND_AT_MOST);
    if (candidates.length === 0) break;
    const share = Math.max(60, Math.round(deficit / candidates.length));
    const limit = pLimit(concurrency);
    // An extension is an improvement, not a requirement: a failed one leaves the section as it was.
    let failed = 0;
    const extended = await Promise.all(
      candidates.map(({ i }) =>
        limit(() =>
          extendSection(ctx, current[i]!, share).catch((err: unknown) => {
            if (!(err instanceof LlmError) || err.kind === 'aborted') throw err;
            failed++;
            return current[i]!;
          }),
        ),
      ),
    );
    if (failed) notes.push(`length: ${failed} extension(s) failed; the section(s) stay as written`);
    current = current.map((s, i) => extended[candidates.findIndex((c) => c.i === i)] ?? s);
    notes.push(`length: ${words} words, ${candidates.length} section(s) extended by about ${share} words each (target ${target})`);
  }
  return { sections: current, notes };
}

/**
 * Drops whole paragraphs (never a section's first, never a table or heading) from the sections
 * furthest over their own budget, uncited paragraphs first, until `excess` words are gone.
 */
export function trimSections(sections: readonly WrittenSection[], excess: number): WrittenSection[] {
  const out = sections.map((s) => ({ ...s, blocks: s.markdown.split(/\n{2,}/) }));
  let left = excess;
  while (left > 20) {
    let best: { si: number; bi: number; words: number; score: number } | null = null;
    out.forEach((s, si) => {
      if (s.spec.index < 0) return;
      const over = countWords(s.blocks.join(' ')) / Math.max(1, s.spec.words);
      s.blocks.forEach((b, bi) => {
        if (bi === 0 || /^\s*(#|\||!\[)/.test(b)) return;
        const cited = s.claims.some((c) => b.includes(c.text));
        const words = countWords(b);
        const score = over - (cited ? 1 : 0) - Math.abs(words - left) / 1000;
        if (!best || score > best.score) best = { si, bi, words, score };
      });
    });
    if (!best) break;
    const { si, bi, words } = best;
    const s = out[si]!;
    const block = s.blocks[bi]!;
    s.blocks.splice(bi, 1);
    s.claims = s.claims.filter((c) => !block.includes(c.text));
    left -= words;
  }
  return out.map(({ blocks, ...s }) => ({ ...s, markdown: blocks.join('\n\n'), words: countWords(blocks.join(' ')) }));
}
