import { mount, Providers } from './entry-providers';
import { LandingPage } from './features/landing';

// Hydrates `/`: no router, store, machines or app code (see docs/landing.md). entry-providers
// comes first, in the same order as the prerender (entry-prerender.tsx), so styled-components
// numbers its classes the same way on both sides.
mount(
  document.getElementById('root'),
  <Providers>
    <LandingPage />
  </Providers>,
);
