import { describe, expect, it } from 'vitest';
import { historyFacts, type ScrapedContentRow } from '../../src/web/features/generation/history';

const row = (r: Partial<ScrapedContentRow> & { id: string; created_at: string }): ScrapedContentRow => ({ credits: 1, generated_articles: [], ...r });

describe('on-load facts from scraped_contents (spec §4)', () => {
  it('a fresh user has nothing to restore', () => {
    expect(historyFacts(null, [])).toEqual({ paywallContentId: null, creditsExhausted: false, latestArticle: null });
  });

  it('takes the paywalled record id, flags credits ≤ 0, and the last article of the latest record that has articles', () => {
    const rows = [
      row({ id: 'old', created_at: '2026-01-01T00:00:00Z', credits: 0, generated_articles: [{ content: '# Old', created_at: '2026-01-01T00:01:00Z' }] }),
      row({
        id: 'new',
        created_at: '2026-02-01T00:00:00Z',
        generated_articles: [
          { content: '# First', created_at: '2026-02-01T00:01:00Z' },
          { content: '# Second', created_at: '2026-02-01T00:02:00Z' },
        ],
      }),
      row({ id: 'newest-empty', created_at: '2026-03-01T00:00:00Z' }),
    ];
    expect(historyFacts({ id: 'new' }, rows)).toEqual({
      paywallContentId: 'new',
      creditsExhausted: true,
      latestArticle: { contentId: 'new', article: '# Second' },
    });
  });

  it('negative credits count as exhausted, positive or missing do not', () => {
    expect(historyFacts(null, [row({ id: 'a', created_at: '1', credits: -1 })]).creditsExhausted).toBe(true);
    expect(historyFacts(null, [row({ id: 'a', created_at: '1', credits: null }), row({ id: 'b', created_at: '2', credits: 3 })]).creditsExhausted).toBe(false);
  });
});
