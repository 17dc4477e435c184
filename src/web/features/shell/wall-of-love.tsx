import styled from 'styled-components';
import { TESTIMONIALS, WALL_OF_LOVE_TITLE } from './testimonials';
import { Avatar } from '../../ui/avatar';

const Panel = styled.aside`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
`;

const Title = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  &::before {
    content: '# ';
    content: '# ' / '';
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Card = styled.li`
  padding: ${({ theme }) => theme.space(3)};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
`;

const Person = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
`;

const Name = styled.p`
  margin: 0;
  font-weight: 700;
`;

const Handle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const Quote = styled.blockquote`
  margin: 0;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.prose};
`;

export function WallOfLove() {
  return (
    <Panel aria-labelledby="wall-of-love-title">
      <Title id="wall-of-love-title">{WALL_OF_LOVE_TITLE}</Title>
      <List>
        {TESTIMONIALS.map((t) => (
          <Card key={t.handle}>
            <Person>
              <Avatar seed={t.avatarSeed} />
              <div>
                <Name>{t.name}</Name>
                <Handle>{t.handle}</Handle>
              </div>
            </Person>
            <Quote>{t.text}</Quote>
          </Card>
        ))}
      </List>
    </Panel>
  );
}
