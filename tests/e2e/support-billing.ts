import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { PlanName } from '../../src/shared/plans';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';

const run = promisify(execFile);

/**
 * Runs `npm run billing:simulate` exactly as a developer would, against a server whose data
 * directory holds the webhook secret it generated on first start. Returns the script's output.
 */
export async function simulateSubscription(options: { url: string; dataDir: string; user: string; plan: PlanName }): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'billing:simulate', '--', '--user', options.user, '--plan', options.plan, '--url', options.url], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    // The secret must come from the server's data directory, not from this shell's environment.
    env: { ...withoutKey(process.env, 'LEMONSQUEEZY_WEBHOOK_SECRET'), DATA_DIR: options.dataDir },
  });
  return stdout;
}

function withoutKey(env: NodeJS.ProcessEnv, key: string): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k]) => k !== key));
}

/**
 * With the pricing dialog open (a free user's locked action opened it), buys Growth through the
 * local checkout in the browser, as a user would, and waits for the return to the landing page.
 */
export async function subscribeFromPricingDialog(page: Page, baseUrl: string): Promise<void> {
  const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
  const growth = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Growth', exact: true }) }).getByRole('button');
  await expect.poll(() => growth.textContent()).toBe('Get Started');
  await growth.click();
  await page.waitForURL((url) => url.pathname === '/checkout/local/growth');
  await page.getByRole('button', { name: 'Complete test purchase' }).click();
  await page.waitForURL(`${baseUrl}/`);
}
