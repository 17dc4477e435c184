import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Window = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
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

const Body = styled.div<{ $height?: string }>`
  flex: 1;
  min-height: 0;
  padding: ${({ theme }) => theme.space(4)};
  overflow-y: auto;
  ${({ $height }) => ($height ? `height: ${$height};` : '')}
`;

export interface TerminalWindowProps {
  /** Header text in the title bar; also the window's accessible name. */
  title: ReactNode;
  /** Fixed body height (e.g. theme.layout.chatHeight); the body scrolls past it. */
  bodyHeight?: string;
  /** Heading level of the title, so pages keep their headings in order. */
  titleAs?: 'h1' | 'h2' | 'h3' | 'p';
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A terminal window: title bar with three dots and header text, and a scrolling body. */
export function TerminalWindow({ title, bodyHeight, titleAs = 'h2', footer, children, className }: TerminalWindowProps) {
  const titleId = useId();
  return (
    <Window aria-labelledby={titleId} className={className}>
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
      <Body $height={bodyHeight} tabIndex={bodyHeight ? 0 : undefined}>
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
