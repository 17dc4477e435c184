import ReactMarkdown from 'react-markdown';
import styled from 'styled-components';
import { ARTICLE_MARKDOWN_OPTIONS } from '../../../shared/article-markdown';

const Prose = styled.article`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};
  color: ${({ theme }) => theme.color.text};
  a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  table {
    display: block;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.color.border};
    text-align: left;
    vertical-align: top;
  }
  blockquote {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(3)};
    border-left: 2px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.muted};
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.color.background};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/** An article's markdown through the one safe pipeline (src/shared/article-markdown.ts). */
export function ArticleMarkdown({ markdown }: { markdown: string }) {
  return (
    <Prose>
      <ReactMarkdown {...ARTICLE_MARKDOWN_OPTIONS}>{markdown}</ReactMarkdown>
    </Prose>
  );
}
