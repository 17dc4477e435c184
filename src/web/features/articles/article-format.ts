import type { ArticleSummary } from '../../../shared/contracts/articles';
import type { Publication } from '../../../shared/contracts/publishing';

/** "23 Nov 2026" (UTC, so every reader sees the same day). */
export function formatDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}

export const siteOf = (a: Pick<ArticleSummary, 'siteName' | 'siteUrl'>) => a.siteName || a.siteUrl.replace(/^https?:\/\//, '').replace(/\/$/, '');

/** The facts line under a title: site · topic · date · words · SEO score · engine. */
export function factsOf(a: ArticleSummary): string[] {
  return [
    siteOf(a),
    a.topic ? `Topic: ${a.topic}` : '',
    formatDate(a.createdAt),
    `${a.wordCount.toLocaleString('en-US')} words`,
    a.seoScore === null ? 'SEO score: n/a' : `SEO score: ${a.seoScore}/100`,
    a.engine === 'llm' ? 'Engine: LLM' : a.engine === 'offline' ? 'Engine: offline' : '',
  ].filter(Boolean);
}

/** "Published to WordPress (draft), 23 Nov 2026": where the article went. */
export const publicationText = (p: Publication) => `Published to ${p.target} (${p.status}), ${formatDate(p.publishedAt)}`;
