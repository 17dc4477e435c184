import ReactMarkdown, { defaultUrlTransform } from 'react-markdown';
import rehypeHighlight from 'rehype-highlight';
import styled from 'styled-components';

const Prose = styled.article`
  max-width: ${({ theme }) => theme.layout.proseWidth};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};
  color: ${({ theme }) => theme.color.text};
  a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space(3)};
    background: ${({ theme }) => theme.color.background};
    border-radius: ${({ theme }) => theme.radius};
  }
`;

/**
 * An article's markdown with highlighted code. Raw HTML is never rendered (no rehype-raw) and links
 * go through react-markdown's default transform, which blanks every protocol but http(s), mailto,
 * irc(s), xmpp and relative URLs (spec §9).
 */
export function ArticleMarkdown({ markdown }: { markdown: string }) {
  return (
    <Prose>
      <ReactMarkdown rehypePlugins={[rehypeHighlight]} urlTransform={defaultUrlTransform} skipHtml>
        {markdown}
      </ReactMarkdown>
    </Prose>
  );
}
