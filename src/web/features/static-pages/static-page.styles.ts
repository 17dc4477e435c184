import styled from 'styled-components';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

export const TopBar = styled.header`
  padding: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  & a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: 700;
    text-decoration: none;
  }
  & a::before {
    content: '> ';
    content: '> ' / '';
  }
`;

/** Prose: line height 1.6 and at most 75 characters wide (DESIGN.md). */
export const Prose = styled.main`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.proseWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};
  & h1 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.primary};
    font-size: ${({ theme }) => theme.font.size.xl};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
  }
  & h2 {
    margin: ${({ theme }) => theme.space(8)} 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & a {
    text-decoration: underline;
  }
`;

export const Updated = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(6)};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;
