import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';

export interface RenderedPage {
  html: string;
  styleTags: string;
}

/**
 * The tree at `path`. The static pages are hydrated by the app entry (main.tsx), so they load in
 * its module order: styled-components numbers its components in definition order, and the class
 * names must match for hydration. `/` is not hydrated (entry-landing.ts enhances it).
 */
async function pageTree(path: string): Promise<ReactNode> {
  const { Providers } = await import('./entry-providers');
  if (path === '/') {
    const { LandingPage } = await import('./features/landing');
    return (
      <Providers>
        <LandingPage />
      </Providers>
    );
  }
  const { StaticRouter } = await import('react-router-dom');
  const { App } = await import('./App');
  return (
    <Providers>
      <StaticRouter location={path}>
        <App />
      </StaticRouter>
    </Providers>
  );
}

async function readAll(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += String(chunk);
  return html;
}

/**
 * Build-time rendering (run by scripts/prerender.ts through Vite's SSR loader, one fresh module
 * graph per page). `prerender` waits for every lazy route, so the HTML is the finished page, and
 * the styles it used are collected into style tags for the head.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const tree = await pageTree(path);
  const sheet = new ServerStyleSheet();
  try {
    const { prelude } = await prerenderToNodeStream(sheet.collectStyles(tree));
    return { html: await readAll(prelude), styleTags: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
