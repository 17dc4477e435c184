import { describe, expect, it } from 'vitest';
import { historyFacts, type ScrapedContentRow } from '../../src/web/features/generation/history';

const row = (r: Partial<ScrapedContentRow> & { id: string; created_at: string }): ScrapedContentRow => ({ generated_articles: [], ...r });

describe('on-load facts from scraped_contents (spec §4)', () => {
  it('a fresh user has nothing to restore', () => {
    expect(historyFacts(null, [])).toEqual({ paywallContentId: null, latestArticle: null, runningJob: null });
  });

  it('takes the paywalled record id and the last article of the latest record that has articles', () => {
    const rows = [
      row({ id: 'old', created_at: '2026-01-01T00:00:00Z', generated_articles: [{ content: '# Old', created_at: '2026-01-01T00:01:00Z' }] }),
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
      latestArticle: { contentId: 'new', article: '# Second' },
      runningJob: null,
    });
  });

  it('carries the unfinished job the server reports, so a reload picks up its progress', () => {
    const running = { contentId: 'new', topic: 'Still writing' };
    expect(historyFacts(null, [], running).runningJob).toEqual(running);
  });
});
