import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/web/App';
import { TESTIMONIALS } from '../../src/web/features/shell/testimonials';
import { renderAt } from './render';
import { embedRuntimeConfigForEachTest } from './runtime-config-fixture';

const LOAD = { timeout: 20_000 };

describe('application shell', { timeout: 40_000 }, () => {
  embedRuntimeConfigForEachTest();
  it('shows the five navigation links, the Plan: Free label and the session slot', async () => {
    renderAt(<App />, '/app/articles');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, LOAD);
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Generate', '/app/article-generation'],
      ['Articles', '/app/articles'],
      ['Campaigns', '/app/campaigns'],
      ['CMS', '/app/integrate'],
      ['Settings', '/app/settings'],
    ]);
    expect(within(nav).getByRole('link', { name: 'Articles' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Plan: Free')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^(Login|Logout)$/ })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(await screen.findByRole('heading', { level: 1, name: 'Your Articles' }, LOAD));
  });

  it('marks Generate as the current page at /app, where generation is the index', async () => {
    renderAt(<App />, '/app');
    const nav = await screen.findByRole('navigation', { name: 'Main' }, LOAD);
    expect(within(nav).getByRole('link', { name: 'Generate' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Articles' })).not.toHaveAttribute('aria-current');
  });

  it('shows the Wall of Love with three testimonials and locally drawn avatars', async () => {
    renderAt(<App />, '/app/settings');
    const wall = await screen.findByRole('complementary', { name: 'Wall of Love' }, LOAD);
    const items = within(wall).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    TESTIMONIALS.forEach((t, i) => {
      expect(items[i]).toHaveTextContent(t.name);
      expect(items[i]).toHaveTextContent(t.handle);
      expect(items[i]).toHaveTextContent(t.text);
    });
    const avatars = [...wall.querySelectorAll('img')];
    expect(avatars).toHaveLength(3);
    for (const img of avatars) {
      // Drawn in the page from the seed: nothing is fetched from an avatar service.
      expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(img).toHaveAttribute('alt', '');
    }
    expect(new Set(avatars.map((img) => img.getAttribute('src'))).size).toBe(3);
  });

  it('folds the links into a menu whose button reports its state and closes on navigation', async () => {
    const user = userEvent.setup();
    renderAt(<App />, '/app/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, LOAD);
    // jsdom applies no media queries, so the narrow-screen toggle stays display:none (and nameless).
    const toggle = screen.getByText('Menu', { selector: 'button' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAttribute('aria-controls', screen.getByRole('navigation', { name: 'Main' }).id);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('link', { name: 'Campaigns' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Automated Publishing' }, LOAD)).toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
