import { z } from 'zod';
import type { Claim } from '../../evidence';
import { completeJson } from '../../../llm/json-output';
import { LlmError, type LlmClient } from '../../../llm/llm-client';
import type { UsageMeter } from '../../../llm/usage';
import { countWords } from '../../text';
import { plain } from './citations';
import { editPrompt } from './prompts';

/** A part of the assembled article: the introduction (heading null) or an H2 section. */
export interface Part {
  heading: string | null;
  markdown: string;
  claims: Claim[];
}

const SENTENCE = /[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g;

function norm(text: string): string {
  return plain(text).toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function shingles(text: string): Set<string> {
  const w = norm(text).split(' ');
  const out = new Set<string>();
  for (let i = 0; i + 2 < w.length; i++) out.add(`${w[i]} ${w[i + 1]} ${w[i + 2]}`);
  return out;
}

function similar(a: Set<string>, b: Set<string>): boolean {
  if (a.size < 6 || b.size < 6) return false;
  let shared = 0;
  for (const s of a) if (b.has(s)) shared++;
  return shared / Math.min(a.size, b.size) >= 0.8;
}

/** Lines that hold prose (not headings, tables, code or blank). */
function isProse(line: string): boolean {
  const t = line.trim();
  return t !== '' && !/^(#{1,6}\s|\||```|!\[)/.test(t);
}

/**
 * Removes sentences that repeat, word for word or nearly, a sentence of an earlier part: the
 * mechanical half of the edit pass, which needs no model. A removed sentence's claim goes with it
 * unless the kept sentence carries the same claim.
 */
export function removeRepetition(parts: readonly Part[]): { parts: Part[]; removed: string[] } {
  const seen: { exact: string; sh: Set<string> }[] = [];
  const removed: string[] = [];
  const out = parts.map((part) => {
    const dropped: string[] = [];
    const lines = part.markdown.split('\n').map((line) => {
      if (!isProse(line)) return line;
      const [, prefix = '', body = ''] = /^(\s*(?:[-*+]\s+|\d+[.)]\s+|>\s*)?)(.*)$/.exec(line) ?? [];
      const kept = (body.match(SENTENCE) ?? [body]).filter((s) => {
        const n = norm(s);
        if (countWords(n) < 6) return true;
        const sh = shingles(s);
        if (seen.some((x) => x.exact === n || similar(x.sh, sh))) {
          dropped.push(plain(s).trim());
          return false;
        }
        seen.push({ exact: n, sh });
        return true;
      });
      const rest = kept.join('').trim();
      return rest ? `${prefix}${rest}` : '';
    });
    removed.push(...dropped);
    return {
      ...part,
      markdown: tidy(lines.join('\n')),
      claims: part.claims.filter((c) => !dropped.some((d) => d.includes(c.text) || c.text.includes(d))),
    };
  });
  return { parts: out, removed };
}

const editSchema = z.object({
  remove: z.array(z.string()).catch([]).default([]),
  transitions: z.array(z.object({ section: z.coerce.number().int(), sentence: z.string() })).catch([]).default([]),
});
export type EditPlan = z.infer<typeof editSchema>;

/** Most of an article is kept whatever an editor asks: at most this share of sentences goes. */
const MAX_REMOVED_SHARE = 0.1;

/**
 * Applies the model's edits only where they are safe: a sentence to delete must exist verbatim and
 * carry no claim that appears nowhere else; a transition must be one short sentence with no figure,
 * name-like capitalised run or link — it may join sections, never add a fact.
 */
export function applyEdits(parts: readonly Part[], plan: EditPlan): { parts: Part[]; removed: number; transitions: number } {
  const all = parts.flatMap((p) => p.markdown.split('\n').filter(isProse).flatMap((l) => l.match(SENTENCE) ?? []));
  const budget = Math.floor(all.length * MAX_REMOVED_SHARE);
  const claimed = (text: string) => parts.some((p) => p.claims.some((c) => norm(text).includes(norm(c.text))));
  const targets = new Set(plan.remove.map(norm).filter((n) => countWords(n) >= 4));
  let removed = 0;
  const edited = parts.map((part) => {
    const lines = part.markdown.split('\n').map((line) => {
      if (!isProse(line)) return line;
      const [, prefix = '', body = ''] = /^(\s*(?:[-*+]\s+|\d+[.)]\s+|>\s*)?)(.*)$/.exec(line) ?? [];
      const kept = (body.match(SENTENCE) ?? [body]).filter((s) => {
        if (removed >= budget || !targets.has(norm(s)) || claimed(s)) return true;
        removed++;
        return false;
      });
      const rest = kept.join('').trim();
      return rest ? `${prefix}${rest}` : '';
    });
    return { ...part, markdown: tidy(lines.join('\n')) };
  });
  let transitions = 0;
  for (const t of plan.transitions) {
    const part = edited[t.section];
    const sentence = t.sentence.trim();
    if (!part || t.section === 0 || !safeTransition(sentence)) continue;
    const lines = part.markdown.split('\n');
    const first = lines.findIndex((l) => l.trim() !== '');
    // Before a plain paragraph it joins it; before a list, table or subheading it stands alone.
    if (first >= 0 && isProse(lines[first]!) && !/^\s*([-*+]|\d+[.)])\s/.test(lines[first]!)) lines[first] = `${sentence} ${lines[first]}`;
    else lines.unshift(sentence, '');
    edited[t.section] = { ...part, markdown: lines.join('\n') };
    transitions++;
  }
  return { parts: edited, removed, transitions };
}

export function safeTransition(sentence: string): boolean {
  const words = countWords(sentence);
  if (words < 4 || words > 30) return false;
  if (/\d|https?:|\[|\]|\(|\)|#|\|/.test(sentence)) return false;
  if (!/[.!?]$/.test(sentence) || (sentence.match(/[.!?](\s|$)/g) ?? []).length > 1) return false;
  // Capitalised words after the first suggest names, i.e. facts; a transition needs none.
  return !/\s[A-Z][a-z]+\s[A-Z][a-z]+/.test(sentence);
}

function tidy(markdown: string): string {
  return markdown.replace(/\n{3,}/g, '\n\n').trim();
}

/**
 * The edit pass: repetition across parts removed mechanically, then one model call that names
 * further repeated sentences and writes transitions (small JSON, not the article again: output
 * tokens are the slow part). The pass is polish: if the model fails, the article goes on unedited.
 */
export async function editPass(
  client: LlmClient,
  parts: readonly Part[],
  keyphrase: string,
  meter: UsageMeter,
  signal?: AbortSignal,
): Promise<{ parts: Part[]; notes: string[] }> {
  const mechanical = removeRepetition(parts);
  const notes: string[] = [];
  if (mechanical.removed.length) notes.push(`edit: ${mechanical.removed.length} repeated sentence(s) removed`);
  let plan: EditPlan;
  try {
    plan = await completeJson(
      client,
      editPrompt({ keyphrase, sections: mechanical.parts.map((p) => ({ heading: p.heading ?? '', text: p.markdown })) }),
      editSchema,
      { temperature: 0, maxTokens: 800, signal, meter, stage: 'edit', schemaName: 'edits' },
    );
  } catch (err) {
    if (err instanceof LlmError && err.kind !== 'aborted') {
      notes.push(`edit: model pass skipped (${err.kind})`);
      return { parts: mechanical.parts, notes };
    }
    throw err;
  }
  const applied = applyEdits(mechanical.parts, plan);
  notes.push(`edit: ${applied.removed} sentence(s) removed, ${applied.transitions} transition(s) added by the editor`);
  return { parts: applied.parts, notes };
}
