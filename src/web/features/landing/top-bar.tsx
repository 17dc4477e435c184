import styled from 'styled-components';
import { Container } from './landing.styles';
import { LANDING_IDS } from './landing-hooks';

const Bar = styled.header`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  z-index: 10;
  height: ${({ theme }) => theme.space(14)};
  background: ${({ theme }) => theme.color.background};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled(Container)`
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(4)};
`;

const Brand = styled.a`
  color: ${({ theme }) => theme.color.primary};
  font-weight: 700;
  font-size: ${({ theme }) => theme.font.size.lg};
  text-decoration: none;
  &::before {
    content: '>_ ' / '';
  }
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(6)};

  a {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    padding: ${({ theme }) => theme.space(2)} 0;
  }
  a:hover {
    color: ${({ theme }) => theme.color.primary};
  }

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: none;
    position: absolute;
    top: 100%;
    left: 0;
    right: 0;
    flex-direction: column;
    align-items: stretch;
    gap: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(5)};
    background: ${({ theme }) => theme.color.surface};
    border-bottom: 1px solid ${({ theme }) => theme.color.border};

    a {
      padding: ${({ theme }) => theme.space(3)} 0;
    }
    &[data-open='true'] {
      display: flex;
    }
  }
`;

const TryNow = styled.a`
  && {
    color: ${({ theme }) => theme.color.onPrimary};
    background: ${({ theme }) => theme.color.primary};
    border-radius: ${({ theme }) => theme.radius};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(4)};
    font-weight: 700;
    text-align: center;
  }
`;

const MenuButton = styled.button`
  display: none;
  min-height: ${({ theme }) => theme.space(11)};
  padding: 0 ${({ theme }) => theme.space(3)};
  background: transparent;
  color: ${({ theme }) => theme.color.primary};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  cursor: pointer;

  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    display: inline-block;
  }
`;

/**
 * Fixed top bar: in-page anchors and 'Try now'; below 768 px the links fold into a menu, which
 * top-bar.enhance.ts opens and closes (the markup starts closed).
 */
export function TopBar() {
  return (
    <Bar>
      <Inner>
        <Brand href="/" aria-label="RankScribe home">
          RankScribe
        </Brand>
        <MenuButton id={LANDING_IDS.menuButton} type="button" aria-expanded="false" aria-controls={LANDING_IDS.nav}>
          Menu
        </MenuButton>
        <Nav id={LANDING_IDS.nav} aria-label="Main" data-open="false">
          <a href="#features">Features</a>
          <a href="#pricing">Pricing</a>
          <TryNow href="/app">Try now</TryNow>
        </Nav>
      </Inner>
    </Bar>
  );
}
