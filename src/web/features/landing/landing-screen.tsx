import { Hero } from './hero';
import { SiteFooter } from '../../ui/site-footer';
import { LazySection } from './lazy-section';
import { MatrixRain } from './matrix-rain';
import { LANDING_SECTIONS } from './sections';
import { TopBar } from './top-bar';

/**
 * The landing page. React renders it at build time (scripts/prerender.ts); in the browser
 * src/web/entry-landing.ts attaches its behaviour without React (`*.enhance.ts`) and renders the
 * section bodies as they near the viewport. No router, store or machine.
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
      <SiteFooter label="Footer">
        <p>RankScribe — AI SEO articles for busy founders, solopreneurs, indie hackers, website owners and bloggers.</p>
      </SiteFooter>
    </>
  );
}
