import { describe, expect, it } from 'vitest';
import { checkDraftClaims } from '../../src/server/generation/claim-check';
import type { EvidenceSource } from '../../src/server/generation/evidence';

const table =
  'Service | Price EICR (1–2 bed flat) | from £150 EICR (3–4 bed house) | from £195 Consumer unit replacement | from £585';
const site: EvidenceSource = {
  id: 'P1',
  kind: 'site',
  url: 'https://sparkwise.example/services/',
  title: 'Services & Prices',
  facts: [
    { text: 'EICR (1–2 bed flat) | from £150', passage: table },
    { text: 'We fit tethered and untethered 7kW chargers.', passage: 'We fit tethered and untethered 7kW chargers. Most installs take a morning.' },
  ],
};
const research: EvidenceSource = {
  id: 'S1',
  kind: 'reddit',
  url: 'https://www.reddit.com/r/DIYUK/comments/abc/',
  title: 'RCD keeps tripping',
  facts: [{ text: 'Grinding finer slows the shot down.', passage: 'Most nuisance trips come from an appliance with damp in it. Unplug things one at a time to find it.' }],
};

function check(markdown: string, claims: { text: string; sourceId: string }[] = []) {
  return checkDraftClaims({ markdown, claims, sources: [site, research], businessName: 'Sparkwise Electrical' });
}

describe('claim check', () => {
  it('reads a card’s "/mo" as the month a sentence says it in, and no other period', () => {
    const card: EvidenceSource = { id: 'P2', kind: 'site', url: 'https://pools.example/weekly/', title: 'Weekly Pool Service', facts: [{ text: 'Full Service $185/mo', passage: 'Full Service $185/mo Brush walls and tile line Net and vacuum debris' }] };
    const r = checkDraftClaims({ markdown: '# Pool cleaning\n\nThe Full Service plan is $185 a month. The Full Service plan is $185 a week.\n', claims: [], sources: [card], businessName: 'Mesa Pool Care' });
    expect(r.markdown).toContain('$185 a month');
    expect(r.markdown).not.toContain('a week');
  });

  it('keeps a sentence whose figures and names one passage backs, and records it with that passage', () => {
    const r = check('# EICR prices\n\nSparkwise Electrical charges from £150 for an EICR (1–2 bed flat) and from £195 for an EICR (3–4 bed house).\n');
    expect(r.removed).toEqual([]);
    expect(r.ledger).toEqual([
      {
        id: 'P1',
        kind: 'site',
        url: site.url,
        title: 'Services & Prices',
        claims: [{ text: 'Sparkwise Electrical charges from £150 for an EICR (1–2 bed flat) and from £195 for an EICR (3–4 bed house).', passage: table }],
      },
    ]);
  });

  it('removes a sentence stating a number, date or name that no passage backs, cited or not, and keeps general advice', () => {
    const r = check(
      '# EICR\n\nWe fit tethered and untethered 7kW chargers. Espresso machines were invented in 1650. Dan Whitcombe has fitted 400 chargers ([our story](https://sparkwise.example/about)). Good wiring is worth checking.\n',
    );
    expect(r.markdown).toBe('# EICR\n\nWe fit tethered and untethered 7kW chargers. Good wiring is worth checking.\n');
    expect(r.removed.map((x) => x.reason)).toEqual(['unsupported-fact', 'unsupported-fact']);
    expect(r.sentences).toBe(4);
    expect(r.traced).toBe(1);
  });

  it('holds a sentence the writer attributed to a source to that source, even without figures', () => {
    const r = check('# RCD\n\nMost nuisance trips come from an appliance with damp in it. Cats prefer warm fuse boxes.\n', [
      { text: 'Most nuisance trips come from an appliance with damp in it.', sourceId: 'S1' },
      { text: 'Cats prefer warm fuse boxes.', sourceId: 'S1' },
    ]);
    expect(r.markdown).not.toContain('Cats');
    expect(r.removed).toEqual([{ text: 'Cats prefer warm fuse boxes.', reason: 'unsupported-claim' }]);
    expect(r.ledger.map((e) => e.id)).toEqual(['S1']);
  });

  it('checks table rows: a row whose price the site does not state goes, the header stays', () => {
    const r = check('# Prices\n\n| Service | Price |\n| --- | --- |\n| EICR (1–2 bed flat) | from £150 |\n| EICR (9 bed mansion) | from £999 |\n');
    expect(r.markdown).toContain('| EICR (1–2 bed flat) | from £150 |');
    expect(r.markdown).not.toContain('£999');
    expect(r.removed).toEqual([{ text: 'EICR (9 bed mansion) | from £999', reason: 'unsupported-fact' }]);
  });

  it('drops a list item or paragraph left empty, and the list with it', () => {
    const r = check('# X\n\n- Dan Whitcombe fitted 400 chargers.\n\nGood wiring is worth checking.\n');
    expect(r.markdown).toBe('# X\n\nGood wiring is worth checking.\n');
  });
});
