import { Dialog } from '../../ui';
import { LazyArticleMarkdown } from './lazy-article-markdown';

export const PREVIEW_TITLE = 'Generated Article Preview';

export function ArticlePreview({ open, article, onClose }: { open: boolean; article: string; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={PREVIEW_TITLE}>
      <LazyArticleMarkdown markdown={article} />
    </Dialog>
  );
}
