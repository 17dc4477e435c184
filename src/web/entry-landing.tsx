import { mount, Providers } from './entry-providers';
import { LandingPage } from './features/landing';

// The entry for `/` only: no router, store, machines or app code (see docs/landing.md).
// entry-providers comes first, in the same order as the prerender (entry-prerender.tsx).
mount(
  document.getElementById('root'),
  <Providers>
    <LandingPage />
  </Providers>,
);
