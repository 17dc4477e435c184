// The renderer lives in src/web/ui/article (Your Articles renders with it too); this module is the
// chat's lazy chunk entry (lazy-article-markdown.tsx).
export { ArticleMarkdown } from '../../ui/article/article-markdown';
