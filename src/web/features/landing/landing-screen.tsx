import { Hero } from './hero';
import { LandingFooter } from './footer';
import { LazySection } from './lazy-section';
import { MatrixRain } from './matrix-rain';
import { LANDING_SECTIONS } from './sections';
import { TopBar } from './top-bar';

/**
 * The landing page. It uses no router, store or machine: it is prerendered at build time and
 * hydrated by its own small entry (src/web/entry-landing.tsx), so `/` ships only React,
 * styled-components and what is above the fold.
 */
export function LandingPage() {
  return (
    <>
      <MatrixRain />
      <TopBar />
      <main>
        <Hero />
        {LANDING_SECTIONS.map((s) => (
          <LazySection key={s.id} section={s} />
        ))}
      </main>
      <LandingFooter />
    </>
  );
}
