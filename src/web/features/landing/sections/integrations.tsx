import styled from 'styled-components';
import { Lead } from '../landing.styles';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};

  li {
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
  }
`;

const PLATFORMS = ['WordPress', 'Ghost', 'Shopify', 'Webflow', 'Wix', 'Framer', 'Squarespace', 'Zapier', 'Any other CMS'];

export function Integrations() {
  return (
    <>
      <Lead>
        Automated posting to your blog CMS: connect your platform once and new articles are published on your
        schedule, or copy the Markdown into anything else.
      </Lead>
      <List>
        {PLATFORMS.map((p) => (
          <li key={p}>{p}</li>
        ))}
      </List>
    </>
  );
}
