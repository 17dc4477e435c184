import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { App } from '../../src/web/App';
import { supportEmailOf } from '../../src/web/ui/runtime-config';
import { renderAt } from './render';
import { embedRuntimeConfigForEachTest, TEST_RUNTIME_CONFIG } from './runtime-config-fixture';

const LOAD = { timeout: 20_000 };
const SUPPORT = TEST_RUNTIME_CONFIG.supportEmail;

embedRuntimeConfigForEachTest();

beforeEach(() => {
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('static pages must not fetch when the config is embedded'));
});

afterEach(() => vi.restoreAllMocks());

async function visit(path: string, title: string) {
  renderAt(<App />, path);
  const main = await screen.findByRole('main', {}, LOAD);
  expect(within(main).getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
  const footer = screen.getByRole('navigation', { name: 'Legal' });
  expect(within(footer).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
    ['Contact', '/contact'],
    ['Privacy', '/privacy'],
    ['Terms', '/terms'],
    ['Refund', '/refund'],
  ]);
  return main;
}

describe('static pages', { timeout: 40_000 }, () => {
  it('Contact gives the configured support address, the 24-hour response time and business inquiries', async () => {
    const main = await visit('/contact', 'Contact Us');
    const mailLinks = within(main).getAllByRole('link', { name: SUPPORT });
    expect(mailLinks).toHaveLength(2);
    for (const a of mailLinks) expect(a).toHaveAttribute('href', `mailto:${SUPPORT}`);
    expect(main).toHaveTextContent('within 24 hours');
    expect(within(main).getByRole('heading', { name: 'Business inquiries' }).nextElementSibling).toHaveTextContent(SUPPORT);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('Privacy lists the data an account holds', async () => {
    const main = await visit('/privacy', 'Privacy Policy');
    for (const words of ['name, email and company details', 'Website and content data', 'Usage data', 'Payment information']) {
      expect(main).toHaveTextContent(words);
    }
  });

  it('Terms carries the policy date', async () => {
    const main = await visit('/terms', 'Terms of Service');
    expect(within(main).getByText('Last updated: February 6, 2024')).toBeInTheDocument();
  });

  it('Refund gives the 30-day window, the processing time and the four exclusions', async () => {
    const main = await visit('/refund', 'Refund Policy');
    expect(within(main).getByText('Last updated: February 6, 2024')).toBeInTheDocument();
    expect(main).toHaveTextContent('within 30 days');
    expect(main).toHaveTextContent('processed within 5-10 business days');
    const exclusions = within(main).getByRole('heading', { name: 'Exclusions' }).nextElementSibling as HTMLElement;
    expect(within(exclusions).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Custom enterprise solutions',
      'Add-on services after delivery',
      'Accounts suspended for policy violations',
      'Partial months of service',
    ]);
  });
});

describe('runtime config in the browser', () => {
  it('reads the address and refuses anything else', () => {
    expect(supportEmailOf({ supportEmail: 'a@b.test' })).toBe('a@b.test');
    expect(supportEmailOf({ supportEmail: '' })).toBeNull();
    expect(supportEmailOf({ supportEmail: 3 })).toBeNull();
    expect(supportEmailOf(null)).toBeNull();
    expect(supportEmailOf('{not json')).toBeNull();
  });
});
