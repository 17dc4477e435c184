import type { Claim, EvidenceSource } from '../../evidence';
import { overlap } from '../../text';

/**
 * Section writers mark each sentence taken from a source with the source's id, as STORM and
 * GPT-Researcher do ("… $149 per month [P3]."). Markers are cheap for the model (no JSON around
 * long prose, so a cut-off answer can be continued) and exact for us: each marked sentence becomes
 * a Claim for the claim check, and the markers leave the text.
 */
const MARKER = /\s*[[(]\^?((?:[PS]\d+)(?:\s*[,;]\s*\^?[PS]\d+)*)[\])]/g;
const ANY_ID = /[PS]\d+/g;

export interface Cited {
  markdown: string;
  claims: Claim[];
}

export function parseCitations(markdown: string, sources: readonly EvidenceSource[]): Cited {
  const claims: Claim[] = [];
  const byId = new Map(sources.map((s) => [s.id, s]));
  const lines = markdown.split('\n').map((line) => {
    if (!hasMarker(line)) return line;
    if (/^\s*\|/.test(line)) return tableRow(line, claims, byId);
    const [, prefix = '', body = ''] = /^(\s*(?:[-*+]\s+|\d+[.)]\s+|>\s*)?)(.*)$/.exec(line) ?? [];
    // "fact. [P3]" and "fact [P3]." both end the sentence after the marker.
    const normalised = body.replace(/([.!?])((?:\s*[[(]\^?[PS]\d+(?:\s*[,;]\s*\^?[PS]\d+)*[\])])+)/g, '$2$1');
    const sentences = normalised.match(/[^.!?]+(?:[.!?]+["')\]]*|$)\s*/g) ?? [normalised];
    const out = sentences.map((sentence) => {
      const ids = idsIn(sentence);
      const clean = stripMarkers(sentence);
      if (ids.length > 0) {
        const text = plain(clean).trim();
        if (text) claims.push({ text, sourceId: bestId(text, ids, byId) });
      }
      return clean;
    });
    return `${prefix}${out.join('').trimEnd()}`;
  });
  return { markdown: lines.join('\n'), claims };
}

const HAS_MARKER = new RegExp(MARKER.source);

function hasMarker(line: string): boolean {
  return HAS_MARKER.test(line);
}

function idsIn(text: string): string[] {
  const ids: string[] = [];
  for (const m of text.matchAll(MARKER)) ids.push(...(m[1]!.match(ANY_ID) ?? []));
  return [...new Set(ids)];
}

export function stripMarkers(text: string): string {
  return text.replace(MARKER, '').replace(/\s+([.,;:!?])/g, '$1');
}

/** A table's claims are its cells: the row's words are not one sentence of the published text. */
function tableRow(line: string, claims: Claim[], byId: ReadonlyMap<string, EvidenceSource>): string {
  const cells = line.split('|');
  return cells
    .map((cell) => {
      const ids = idsIn(cell);
      if (ids.length === 0) return cell;
      const clean = stripMarkers(cell);
      const text = plain(clean).trim();
      if (text) claims.push({ text, sourceId: bestId(text, ids, byId) });
      return clean.trimEnd() + (cell.endsWith(' ') ? ' ' : '');
    })
    .join('|');
}

/** Of several cited ids, the one whose facts support the sentence best (unknown ids lose). */
function bestId(text: string, ids: readonly string[], byId: ReadonlyMap<string, EvidenceSource>): string {
  let best = ids[0]!;
  let bestScore = -1;
  for (const id of ids) {
    const source = byId.get(id);
    const score = source ? Math.max(0, ...source.facts.map((f) => Math.max(overlap(text, f.text), overlap(text, f.passage)))) : -1;
    if (score > bestScore) {
      best = id;
      bestScore = score;
    }
  }
  return best;
}

/** The sentence as the published plain text reads it: link text kept, emphasis marks dropped. */
export function plain(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(.+?)\1/g, '$2')
    .replace(/(^|[^\w*])[*_](\S(?:.*?\S)?)[*_](?=[^\w*]|$)/g, '$1$2')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\s+/g, ' ');
}
