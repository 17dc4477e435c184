import { mount, Providers } from './entry-providers';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadInsights } from './insights';

// The app entry: /app and the history fallback get the bare shell; the static pages arrive
// prerendered (scripts/prerender.ts) and are hydrated. entry-providers is imported first, as the
// prerender does, so styled-components names every component the same on both sides.
mount(
  document.getElementById('root'),
  <Providers>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </Providers>,
);
// Analytics wait for the first frame: nothing of the page depends on them.
requestAnimationFrame(() => setTimeout(() => loadInsights(document), 0));
