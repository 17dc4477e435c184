import styled from 'styled-components';

/** Layout primitives shared by the landing sections (the sections are separate chunks; this stays small). */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.space(280)};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(5)};
`;

export const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.space(60)}, 1fr));
`;

export const Card = styled.li`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  padding: ${({ theme }) => theme.space(5)};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};

  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
    color: ${({ theme }) => theme.color.primary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.text};
  }
`;

export const Lead = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.layout.proseWidth};
  color: ${({ theme }) => theme.color.muted};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};
`;

/** A link that looks like a terminal command: `$ ` prompt from CSS, the spec's words as its name. */
export const CommandLink = styled.a<{ $primary?: boolean }>`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.space(11)};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme, $primary }) => ($primary ? theme.color.primary : theme.color.background)};
  color: ${({ theme, $primary }) => ($primary ? theme.color.onPrimary : theme.color.primary)};
  font-weight: 700;
  text-decoration: none;

  &::before {
    content: '$ ' / '';
    white-space: pre;
  }
  &:hover {
    background: ${({ theme, $primary }) => ($primary ? theme.color.text : theme.color.raised)};
  }
`;
