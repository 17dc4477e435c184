/**
 * The cross-site sameness measure of issue 14: the share of topics that share a three-word frame
 * (a run of three words, case and punctuation ignored) with topics of two or more other sites.
 * Fixed templates score high; titles written from each site's own facts score low. Pure.
 */
export function trigrams(title: string): Set<string> {
  const words = title.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu) ?? [];
  const out = new Set<string>();
  for (let i = 0; i + 3 <= words.length; i++) out.add(words.slice(i, i + 3).join(' '));
  return out;
}

export interface FrameReport {
  share: number;
  shared: number;
  total: number;
  /** The frames that made topics count, with how many sites use each. */
  frames: { frame: string; sites: number }[];
}

export function frameSharing(topicsBySite: readonly (readonly string[])[]): FrameReport {
  const sitesOf = new Map<string, Set<number>>();
  topicsBySite.forEach((topics, site) => {
    for (const topic of topics) for (const frame of trigrams(topic)) sitesOf.set(frame, (sitesOf.get(frame) ?? new Set()).add(site));
  });
  let shared = 0;
  let total = 0;
  const used = new Map<string, number>();
  topicsBySite.forEach((topics, site) => {
    for (const topic of topics) {
      total++;
      const frames = [...trigrams(topic)].filter((f) => [...sitesOf.get(f)!].filter((s) => s !== site).length >= 2);
      if (frames.length > 0) shared++;
      for (const f of frames) used.set(f, sitesOf.get(f)!.size);
    }
  });
  return {
    share: total === 0 ? 0 : shared / total,
    shared,
    total,
    frames: [...used.entries()].map(([frame, sites]) => ({ frame, sites })).sort((a, b) => b.sites - a.sites || a.frame.localeCompare(b.frame)),
  };
}

/**
 * A title with its own subject taken out: the keyphrase, the business's name, its places and any
 * amounts become slots, so what is left is the wording a template would repeat ("what kslot costs
 * in lslot"). The stricter measure: sharing a frame after masking means sharing a template.
 */
export function maskTopic(title: string, slots: { keyphrase: string; business: string; places: readonly string[] }): string {
  let out = ` ${title.toLowerCase()} `;
  const escape = (t: string) => t.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const replace = (phrase: string, slot: string) => {
    if (phrase.trim().length > 1) out = out.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escape(phrase.trim())}(?![\\p{L}\\p{N}])`, 'gu'), slot);
  };
  replace(slots.business, 'bslot');
  for (const place of [...slots.places].sort((a, b) => b.length - a.length)) replace(place, 'lslot');
  replace(slots.keyphrase, 'kslot');
  out = out.replace(/(?:[$£€¥₹]|a\$|us\$)?\d[\d.,]*(?:\s?(?:€|k))?/giu, 'nslot');
  return out.trim();
}
