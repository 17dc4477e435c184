import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { AppProviders } from '../../store/app-providers';
import { ToastProvider } from '../../ui';
import { QuotaLine } from './quota-line';
import { TopNav } from './top-nav';
import { WallOfLove } from './wall-of-love';

// The main area comes first in the document (it is what the page is for); the grid puts the
// Wall of Love on its left on wide screens and under it on narrow ones.
const Layout = styled.div`
  display: grid;
  grid-template-columns: ${({ theme }) => theme.layout.sidePanelWidth} minmax(0, 1fr);
  grid-template-areas: 'wall main';
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.layout.shellWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(6)} ${({ theme }) => theme.space(4)};
  @media (max-width: ${({ theme }) => theme.breakpoint.mobile}) {
    grid-template-columns: minmax(0, 1fr);
    grid-template-areas: 'main' 'wall';
    padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(3)};
  }
`;

const Main = styled.main`
  grid-area: main;
  min-width: 0;
`;

const Side = styled.div`
  grid-area: wall;
  min-width: 0;
`;

export function AppShell() {
  return (
    <AppProviders>
      <ToastProvider>
        <TopNav />
        <Layout>
          <Main>
            <QuotaLine />
            <Outlet />
          </Main>
          <Side>
            <WallOfLove />
          </Side>
        </Layout>
      </ToastProvider>
    </AppProviders>
  );
}
