import { Link } from 'react-router-dom';

export function LandingPage() {
  return (
    <main>
      <h1>RankScribe</h1>
      <p>AI SEO articles for busy founders.</p>
      <Link to="/app">Start Writing Now</Link> <Link to="/app/examples">View Examples</Link>
    </main>
  );
}
