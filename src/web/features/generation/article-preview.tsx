import { LABELS } from '../../../shared/messages';
import { Dialog } from '../../ui';
import { LazyArticleMarkdown } from './lazy-article-markdown';

export const PREVIEW_TITLE = LABELS.previewTitle;

export function ArticlePreview({ open, article, onClose }: { open: boolean; article: string; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} title={PREVIEW_TITLE}>
      <LazyArticleMarkdown markdown={article} />
    </Dialog>
  );
}
