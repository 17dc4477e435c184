import { useEffect } from 'react';
import { Link, useLocation } from 'react-router-dom';

export function NotFoundScreen() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.warn(`404: no page at ${pathname}`);
  }, [pathname]);
  return (
    <section>
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link to="/">Return to Home</Link>
    </section>
  );
}
