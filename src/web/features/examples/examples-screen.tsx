import styled from 'styled-components';
import { EXAMPLE_ARTICLES } from './example-articles';
import { CardGrid, PageHeader, PageTitle } from '../../ui';

const Item = styled.li`
  display: flex;
`;

const CardLink = styled.a`
  flex: 1;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Category = styled.span`
  color: ${({ theme }) => theme.color.amber};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.lg};
  text-decoration: underline;
`;

const Description = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};
`;

const NewTab = styled.span`
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** Example articles (spec §2): each card is an external link opened in a new tab. */
export function ExamplesScreen() {
  return (
    <>
      <PageHeader>
        <PageTitle>Example Articles</PageTitle>
      </PageHeader>
      <CardGrid>
        {EXAMPLE_ARTICLES.map((a) => (
          <Item key={a.link}>
            <CardLink href={a.link} target="_blank" rel="noopener noreferrer">
              <Category>{a.category}</Category>
              <Title>{a.title}</Title>
              <Description>{a.description}</Description>
              <NewTab>(opens in a new tab)</NewTab>
            </CardLink>
          </Item>
        ))}
      </CardGrid>
    </>
  );
}
