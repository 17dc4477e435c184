import * as ScrollArea from '@radix-ui/react-scroll-area';
import styled from 'styled-components';
import { SCROLLBAR_HIDE_DELAY_MS } from '../../../shared/timing';
import { LazyArticleMarkdown } from './lazy-article-markdown';

const Root = styled(ScrollArea.Root)`
  height: ${({ theme }) => theme.layout.articleViewerHeight};
  overflow: hidden;
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Viewport = styled(ScrollArea.Viewport)`
  width: 100%;
  height: 100%;
  padding: ${({ theme }) => theme.space(4)};
`;

const Scrollbar = styled(ScrollArea.Scrollbar)`
  display: flex;
  width: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(0.5)};
`;

const Thumb = styled(ScrollArea.Thumb)`
  flex: 1;
  background: ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

/** The generated article in a 400 px scroll area whose scrollbar hides 600 ms after scrolling (spec §9). */
export function ArticleViewer({ article }: { article: string }) {
  return (
    <Root type="scroll" scrollHideDelay={SCROLLBAR_HIDE_DELAY_MS}>
      <Viewport tabIndex={0} role="region" aria-label="Generated article">
        <LazyArticleMarkdown markdown={article} />
      </Viewport>
      <Scrollbar orientation="vertical">
        <Thumb />
      </Scrollbar>
    </Root>
  );
}
