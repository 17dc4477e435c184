import type { SiteFacts } from '../../../../shared/site-facts';
import type { Claim, EvidenceSource } from '../../evidence';
import { containsPhrase, contentWords, normalizeUrl } from '../../text';

/**
 * A price table from the site's own stated prices, for a cost article whose sections came back
 * without one: tabular facts belong in a table, and these cells are copied from the site, each a
 * claim on the page it was read from.
 */
export function priceTable(facts: SiteFacts, sources: readonly EvidenceSource[], keyphrase: string): { markdown: string; claims: Claim[] } | null {
  const byUrl = new Map(sources.filter((s) => s.kind === 'site').map((s) => [normalizeUrl(s.url), s.id]));
  const wanted = new Set(contentWords(keyphrase));
  const priced = facts.offerings.filter((o) => o.prices.length > 0);
  // Offerings named like the keyphrase first; the whole price list when none is.
  const related = priced.filter((o) => containsPhrase(o.name, keyphrase) || contentWords(o.name).some((w) => wanted.has(w)));
  const rows = (related.length ? related : priced).slice(0, 10);
  const claims: Claim[] = [];
  const lines = rows.flatMap((o) => {
    const price = o.prices[0]!;
    const id = byUrl.get(normalizeUrl(price.source.url));
    if (!id) return [];
    const cell = price.text.replace(/\|/g, '/').trim();
    claims.push({ text: cell, sourceId: id });
    return [`| ${o.name.replace(/\|/g, '/')} | ${cell} |`];
  });
  if (lines.length < 2) return null;
  return { markdown: ['| Option | Price |', '|---|---|', ...lines].join('\n'), claims };
}

export function hasTable(markdown: string): boolean {
  return /^\s*\|.*\|\s*$\n^\s*\|[\s:|-]+\|\s*$/m.test(markdown);
}
