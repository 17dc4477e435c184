import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from '../../src/web/App';
import { CMS_INTEGRATIONS } from '../../src/web/features/integrate/cms-integrations';
import { renderAt } from './render';
import { embedRuntimeConfigForEachTest } from './runtime-config-fixture';

const dialogOf = () => document.querySelector<HTMLElement>('[role="dialog"]');

/** Clicks each named action in turn and checks that it opens pricing, then closes it again. */
async function expectEachActionOpensPricing(names: string[]) {
  const user = userEvent.setup();
  for (const name of names) {
    expect(dialogOf()).toBeNull();
    await user.click(screen.getByRole('button', { name }));
    const dialog = dialogOf();
    expect(dialog, `${name} should open pricing`).not.toBeNull();
    expect(dialog).toHaveAccessibleName('Choose Your Plan');
    expect(within(dialog as HTMLElement).getAllByText('Get Started')).toHaveLength(4);
    await user.keyboard('{Escape}');
  }
  expect(dialogOf()).toBeNull();
}

// The first visit to a lazy screen compiles its chunk; give it time, not a race.
const LOAD = { timeout: 20_000 };

describe('placeholder screens', { timeout: 40_000 }, () => {
  embedRuntimeConfigForEachTest();
  it('Your Articles: search box, empty state and Create Article opening pricing', async () => {
    renderAt(<App />, '/app/articles');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Articles' }, LOAD)).toBeInTheDocument();
    const search = screen.getByPlaceholderText('Search articles...');
    await userEvent.setup().type(search, 'seo');
    expect(dialogOf()).toBeNull();
    expect(screen.getByRole('heading', { name: 'No Articles Available' })).toBeInTheDocument();
    await expectEachActionOpensPricing(['Create Article']);
  });

  it('Automated Publishing: info cards, empty state and every button opening pricing', async () => {
    renderAt(<App />, '/app/campaigns');
    expect(await screen.findByRole('heading', { level: 1, name: 'Automated Publishing' }, LOAD)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Automated Publishing' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Smart Scheduling' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'No Active Campaigns' })).toBeInTheDocument();
    await expectEachActionOpensPricing(['Calendar View', 'Create Campaign', 'Create Your First Campaign']);
  });

  it('CMS Integration: nine cards whose Connect buttons open pricing', async () => {
    renderAt(<App />, '/app/integrate');
    expect(await screen.findByRole('heading', { level: 1, name: 'CMS Integration' }, LOAD)).toBeInTheDocument();
    const names = ['WordPress', 'Ghost', 'Shopify', 'Webflow', 'Wix', 'Framer', 'Squarespace', 'Zapier', 'Custom'];
    expect(CMS_INTEGRATIONS.map((c) => c.name)).toEqual(names);
    for (const cms of CMS_INTEGRATIONS) {
      const heading = screen.getByRole('heading', { level: 2, name: cms.name });
      const card = heading.closest('li') as HTMLElement;
      expect(card).toHaveTextContent(cms.description);
      expect(card).toHaveTextContent(cms.icon);
    }
    await expectEachActionOpensPricing(names.map((n) => `Connect ${n}`));
  });

  it('Settings: profile inputs, two toggles, read-only API key and Save Changes opening pricing', async () => {
    const user = userEvent.setup();
    renderAt(<App />, '/app/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' }, LOAD)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Name'), 'Ada');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    const email = screen.getByRole('switch', { name: 'Email Notifications' });
    const alerts = screen.getByRole('switch', { name: 'Campaign Alerts' });
    await user.click(alerts);
    expect(alerts).not.toBeChecked();
    expect(email).toBeChecked();
    expect(screen.getByLabelText('API Key')).toHaveAttribute('readonly');
    expect(dialogOf()).toBeNull();
    await expectEachActionOpensPricing(['Save Changes']);
  });
});
