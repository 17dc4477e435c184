import { Link, Outlet } from 'react-router-dom';

export function AppShell() {
  return (
    <div>
      <nav aria-label="Main">
        <Link to="/app/article-generation">Generate</Link> <Link to="/app/articles">Articles</Link>{' '}
        <Link to="/app/campaigns">Campaigns</Link> <Link to="/app/integrate">CMS</Link>{' '}
        <Link to="/app/settings">Settings</Link>
      </nav>
      <span>Plan: Free</span>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
