import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { InlineList } from '../../ui';
import { SessionButton } from './session-button';

const NAV_LINKS = [
  // Generation is also the index of /app, so the link counts as current there too.
  { to: '/app/article-generation', label: 'Generate', alsoAt: '/app' },
  { to: '/app/articles', label: 'Articles' },
  { to: '/app/campaigns', label: 'Campaigns' },
  { to: '/app/integrate', label: 'CMS' },
  { to: '/app/settings', label: 'Settings' },
] as const;

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.layer.nav};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(6)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Brand = styled(Link)`
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
  text-decoration: none;
  &::before {
    content: '> ';
    content: '> ' / '';
  }
`;

const MenuToggle = styled.button`
  display: none;
  margin-left: auto;
  padding: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  background: none;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: inline-block;
  }
`;

const Nav = styled.nav<{ $open: boolean }>`
  flex: 1;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    order: 3;
    flex-basis: 100%;
    display: ${({ $open }) => ($open ? 'block' : 'none')};
  }
`;

const Links = styled(InlineList)`
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    flex-direction: column;
  }
`;

const Item = styled(Link)`
  display: inline-block;
  padding: ${({ theme }) => theme.space(2)} 0;
  color: ${({ theme }) => theme.color.muted};
  text-decoration: none;
  &:hover,
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.primary};
  }
  &[aria-current='page']::before {
    content: '*';
    content: '*' / '';
  }
`;

const Status = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  margin-left: auto;
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    order: 2;
    flex-basis: 100%;
    justify-content: space-between;
    margin-left: 0;
  }
`;

const PlanLabel = styled.span`
  color: ${({ theme }) => theme.color.amber};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * The shell's top bar. Below the mobile breakpoint the links fold into a menu (closed again when a
 * link is chosen); the plan label and the session button stay in view on a row of their own.
 */
function isCurrent(link: (typeof NAV_LINKS)[number], pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '');
  return path === link.to || path.startsWith(`${link.to}/`) || ('alsoAt' in link && path === link.alsoAt);
}

export function TopNav() {
  const [menuOpen, setMenuOpen] = useState(false);
  const { pathname } = useLocation();
  return (
    <Bar>
      <Brand to="/">RankScribe</Brand>
      <MenuToggle
        type="button"
        aria-expanded={menuOpen}
        aria-controls="app-nav"
        onClick={() => setMenuOpen((open) => !open)}
      >
        Menu
      </MenuToggle>
      <Nav id="app-nav" aria-label="Main" $open={menuOpen}>
        <Links>
          {NAV_LINKS.map((l) => (
            <li key={l.to}>
              <Item to={l.to} aria-current={isCurrent(l, pathname) ? 'page' : undefined} onClick={() => setMenuOpen(false)}>
                {l.label}
              </Item>
            </li>
          ))}
        </Links>
      </Nav>
      <Status>
        <PlanLabel>Plan: Free</PlanLabel>
        <SessionButton />
      </Status>
    </Bar>
  );
}
