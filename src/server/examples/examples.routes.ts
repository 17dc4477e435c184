import { Hono } from 'hono';
import { writeExample } from './example-article';
import { renderExamplePage } from './example-page';
import { EXAMPLE_SOURCES, loadExampleAnalysis, type ExampleSource } from './example-sources';

export const EXAMPLES_PATH = '/examples';

export interface ExamplesDeps {
  /** Absolute origin for the canonical link. */
  publicUrl: string;
}

/**
 * The Examples grid's articles, published on our own server so the links work offline. Each page
 * is written and rendered on its first request and kept in memory: the output is deterministic,
 * so there is nothing to invalidate. Unknown slugs fall through to the SPA's not-found handling.
 */
export function examplesRoutes(deps: ExamplesDeps) {
  const origin = deps.publicUrl.replace(/\/$/, '');
  const cache = new Map<string, Promise<string>>();
  const render = async (source: ExampleSource): Promise<string> => {
    const analysis = loadExampleAnalysis(source.site);
    const article = await writeExample(source, analysis);
    return renderExamplePage({
      article,
      siteName: analysis.siteName,
      siteUrl: analysis.url,
      canonical: `${origin}${EXAMPLES_PATH}/${source.slug}`,
    });
  };
  const page = (source: ExampleSource): Promise<string> => {
    let html = cache.get(source.slug);
    if (!html) {
      html = render(source);
      // A failed render is not cached, so the next request tries again.
      html.catch(() => cache.delete(source.slug));
      cache.set(source.slug, html);
    }
    return html;
  };

  const app = new Hono();
  for (const source of EXAMPLE_SOURCES) {
    app.get(`/${source.slug}`, async (c) => c.html(await page(source)));
  }
  return app;
}
