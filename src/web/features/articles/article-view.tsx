import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { ArticleDetail } from '../../../shared/contracts/articles';
import { ARTICLES_MESSAGES as M, PUBLISHING_MESSAGES } from '../../../shared/messages';
import { ArticleMarkdown } from '../../ui/article/article-markdown';
import { SeoScoreReport } from '../../ui/article/seo-score-report';
import { Actions, Button, InlineList, Panel } from '../../ui';
import { ARTICLE_BODY_ID } from './article-export';
import { factsOf, publicationText } from './article-format';

const Facts = styled(InlineList)`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Body = styled.div`
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Ledger = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding-left: ${({ theme }) => theme.space(6)};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};
  a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
    overflow-wrap: anywhere;
  }
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding-left: ${({ theme }) => theme.space(4)};
    color: ${({ theme }) => theme.color.muted};
  }
`;

const Kind = styled.span`
  margin-right: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.amber};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Only http(s) sources become links (they come from fetched pages, but the ledger is data). */
const safeHref = (url: string) => (/^https?:\/\//i.test(url) ? url : undefined);

export interface ArticleViewProps {
  article: ArticleDetail;
  onBack: () => void;
  onDelete: () => void;
  onCopyMarkdown: () => void;
  onCopyHtml: () => void;
  onDownloadMarkdown: () => void;
  onDownloadHtml: () => void;
  /** The Publish panel (subscribers' CMS connections). */
  publish?: ReactNode;
}

/** One article, open: its facts, the exports, the rendered article, its SEO report and evidence ledger. */
export function ArticleView({ article, onBack, onDelete, onCopyMarkdown, onCopyHtml, onDownloadMarkdown, onDownloadHtml, publish }: ArticleViewProps) {
  return (
    <section aria-labelledby="open-article-title">
      <Panel>
        <Actions>
          <Button $variant="secondary" onClick={onBack}>
            {M.back}
          </Button>
        </Actions>
        <h2 id="open-article-title">{article.title}</h2>
        <Facts aria-label="Article facts">
          {factsOf(article).map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </Facts>
        <Actions>
          <Button onClick={onCopyMarkdown}>{M.copyMarkdown}</Button>
          <Button onClick={onCopyHtml}>{M.copyHtml}</Button>
          <Button onClick={onDownloadMarkdown}>{M.downloadMarkdown}</Button>
          <Button onClick={onDownloadHtml}>{M.downloadHtml}</Button>
          <Button $variant="secondary" onClick={onDelete}>
            {M.delete}
          </Button>
        </Actions>
        {article.publications.length > 0 && (
          <Facts aria-label={PUBLISHING_MESSAGES.history}>
            {article.publications.map((p) => (
              <li key={p.id}>
                {safeHref(p.url ?? '') ? (
                  <a href={safeHref(p.url ?? '')} target="_blank" rel="noopener noreferrer">
                    {publicationText(p)}
                  </a>
                ) : (
                  publicationText(p)
                )}
              </li>
            ))}
          </Facts>
        )}
      </Panel>
      {publish}
      <Body id={ARTICLE_BODY_ID} role="region" aria-label="Article">
        <ArticleMarkdown markdown={article.content} />
      </Body>
      {article.score && <SeoScoreReport report={article.score} />}
      <Panel aria-labelledby="evidence-ledger">
        <h2 id="evidence-ledger">{M.evidence}</h2>
        {article.sources.length === 0 ? (
          <p>{M.evidenceNone}</p>
        ) : (
          <Ledger>
            {article.sources.map((source) => (
              <li key={source.url}>
                <Kind>{source.kind}</Kind>
                {safeHref(source.url) ? (
                  <a href={safeHref(source.url)} target="_blank" rel="noopener noreferrer">
                    {source.title || source.url}
                  </a>
                ) : (
                  <span>{source.title || source.url}</span>
                )}
                {source.claims.length > 0 && (
                  <ul>
                    {source.claims.map((claim, i) => (
                      <li key={i}>{claim.text}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </Ledger>
        )}
      </Panel>
    </section>
  );
}
