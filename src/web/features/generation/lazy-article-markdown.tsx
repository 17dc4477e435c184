import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import { LABELS } from '../../../shared/messages';

// react-markdown and highlight.js are most of the chat's code, and no article exists when /app
// opens: the renderer is its own chunk, fetched while the visitor types a URL (see
// preloadArticleMarkdown) so it is there before the first article.
const load = () => import('./article-markdown');
const ArticleMarkdown = lazy(() => load().then((m) => ({ default: m.ArticleMarkdown })));

/** Starts fetching the article renderer; called once the chat is on screen. */
export function preloadArticleMarkdown(): void {
  void load();
}

const Loading = styled.p`
  color: ${({ theme }) => theme.color.muted};
`;

/** An article's markdown; a line of text stands in for the moment the renderer is still arriving. */
export function LazyArticleMarkdown({ markdown }: { markdown: string }) {
  return (
    <Suspense fallback={<Loading>{LABELS.articleLoading}</Loading>}>
      <ArticleMarkdown markdown={markdown} />
    </Suspense>
  );
}
