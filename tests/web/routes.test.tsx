import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { App } from '../../src/web/App';
import { EXAMPLE_ARTICLES } from '../../src/web/features/examples/example-articles';
import { renderAt } from './render';
import { embedRuntimeConfigForEachTest } from './runtime-config-fixture';

const LOAD = { timeout: 20_000 };

describe('routes', { timeout: 40_000 }, () => {
  embedRuntimeConfigForEachTest();

  it('renders the landing page at /', async () => {
    renderAt(<App />, '/');
    expect((await screen.findAllByRole('link', { name: 'Start Writing Now' }, LOAD)).length).toBeGreaterThan(0);
  });

  it.each([
    ['/app/articles', 'Your Articles'],
    ['/app/campaigns', 'Automated Publishing'],
    ['/app/integrate', 'CMS Integration'],
    ['/app/settings', 'Settings'],
    ['/app/examples', 'Example Articles'],
  ])('renders %s inside the shell', async (path, title) => {
    renderAt(<App />, path);
    const main = await screen.findByRole('main', {}, LOAD);
    expect(await within(main).findByRole('heading', { level: 1, name: title }, LOAD)).toBeInTheDocument();
    expect(screen.getByText('Plan: Free')).toBeInTheDocument();
  });

  it('renders the not-found screen for unknown /app paths and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderAt(<App />, '/app/does-not-exist');
    expect(await screen.findByText('Oops! Page not found', {}, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Plan: Free')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('/app/does-not-exist'));
    warn.mockRestore();
  });

  it('redirects any other path to /app', async () => {
    renderAt(<App />, '/definitely/not/here');
    expect(await screen.findByText('Plan: Free', {}, LOAD)).toBeInTheDocument();
  });

  it('lists five example articles in the four categories, each opening safely in a new tab', async () => {
    renderAt(<App />, '/app/examples');
    const main = await screen.findByRole('main', {}, LOAD);
    await within(main).findByRole('heading', { level: 1, name: 'Example Articles' }, LOAD);
    const links = within(main).getAllByRole('link');
    expect(links).toHaveLength(5);
    links.forEach((a, i) => {
      const example = EXAMPLE_ARTICLES[i];
      expect(a).toHaveAttribute('href', example.link);
      expect(a).toHaveAttribute('target', '_blank');
      expect(a).toHaveAttribute('rel', 'noopener noreferrer');
      expect(a).toHaveTextContent(example.category);
      expect(a).toHaveTextContent(example.title);
      expect(a).toHaveTextContent(example.description);
    });
    expect(new Set(EXAMPLE_ARTICLES.map((e) => e.category))).toEqual(
      new Set(['QA Articles', 'How-to Guides', 'Checklists', 'Case Studies']),
    );
  });
});
