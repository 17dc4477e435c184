import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import remarkGfm from 'remark-gfm';
import styled from 'styled-components';

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

/**
 * An article's markdown with highlighted code and GitHub-flavoured tables (price and comparison
 * tables are part of the articles). Raw HTML is never rendered (no rehype-raw) and links
 * go through react-markdown's default transform, which blanks every protocol but http(s), mailto,
 * irc(s), xmpp and relative URLs (spec §9).
 */
export function ArticleMarkdown({ markdown }: { markdown: string }) {
  return (
    <Prose>
      <ReactMarkdown remarkPlugins={[remarkGfm]} rehypePlugins={[rehypeHighlight]} urlTransform={defaultUrlTransform} skipHtml>
        {markdown}
      </ReactMarkdown>
    </Prose>
  );
}
