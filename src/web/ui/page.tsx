import styled, { css } from 'styled-components';

/** Building blocks shared by the app's screens, so every screen has the same rhythm. */

export const PageHeader = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

export const PageTitle = styled.h1`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  &::before {
    content: '$ ';
    content: '$ ' / '';
    color: ${({ theme }) => theme.color.primary};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
`;

/** A bare list laid out in a wrapping row: an article's facts, the app's navigation. */
export const InlineList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const CardGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 16rem), 1fr));
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  & > h2,
  & > h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
  & > p {
    flex: 1;
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    line-height: ${({ theme }) => theme.font.lineHeight.prose};
  }
`;

export const EmptyState = styled.section`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(12)} ${({ theme }) => theme.space(4)};
  border: 1px dashed ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  text-align: center;
  & > h2 {
    margin: 0;
    color: ${({ theme }) => theme.color.muted};
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  & > h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }
`;

export const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The box every form control shares: inputs and selects look alike. */
const fieldControl = css`
  min-height: ${({ theme }) => theme.space(10)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.background};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

export const Select = styled.select`
  ${fieldControl}
`;

export const TextInput = styled.input`
  ${fieldControl}
  width: 100%;
  &::placeholder {
    color: ${({ theme }) => theme.color.muted};
  }
  &:read-only {
    color: ${({ theme }) => theme.color.muted};
  }
`;
