import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Window = styled.section<{ $height?: string }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  ${({ $height }) => ($height ? `height: ${$height};` : '')}
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  overflow: hidden;
`;

const TitleBar = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Dots = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.space(1.5)};
  & > span {
    width: ${({ theme }) => theme.space(3)};
    height: ${({ theme }) => theme.space(3)};
    border-radius: 50%;
    background: ${({ theme }) => theme.color.border};
  }
  & > span:nth-child(1) {
    background: ${({ theme }) => theme.color.red};
  }
  & > span:nth-child(2) {
    background: ${({ theme }) => theme.color.amber};
  }
  & > span:nth-child(3) {
    background: ${({ theme }) => theme.color.primary};
  }
`;

const Header = styled.h2`
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 400;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** Takes what the title bar and footer leave of a fixed-height window, and scrolls past it. */
const Body = styled.div`
  flex: 1 1 auto;
  min-height: 0;
  padding: ${({ theme }) => theme.space(4)};
  overflow-y: auto;
`;

export interface TerminalWindowProps {
  /** Header text in the title bar; also the window's accessible name. */
  title: ReactNode;
  /**
   * Fixed height of the whole window (e.g. theme.layout.chatHeight, spec §2's 600 px container):
   * the title bar and footer keep their size and the body scrolls inside what is left.
   */
  height?: string;
  /** Heading level of the title, so pages keep their headings in order. */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A terminal window: title bar with three dots and header text, and a scrolling body. */
export function TerminalWindow({ title, height, titleAs = 'h2', footer, children, className }: TerminalWindowProps) {
  const titleId = useId();
  return (
    <Window aria-labelledby={titleId} className={className} $height={height}>
      <TitleBar>
        <Dots aria-hidden="true">
          <span />
          <span />
          <span />
        </Dots>
        <Header as={titleAs} id={titleId}>
          {title}
        </Header>
      </TitleBar>
      {/* A scrolling region must be reachable by keyboard so its overflow can be read. */}
      <Body tabIndex={height ? 0 : undefined}>
        {children}
      </Body>
      {footer}
    </Window>
  );
}

/** An input row with the `$ ` prompt drawn by CSS (decoration, not part of any name). */
export const PromptLine = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  &::before {
    content: '$';
    content: '$' / '';
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
  }
`;
