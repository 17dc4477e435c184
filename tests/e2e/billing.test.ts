import { describe, expect, inject, it } from 'vitest';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { openPage, useBrowser } from './browser';
import { signInFromShell } from './support-session';

// The CLI route (npm run billing:simulate) is exercised by journey.test.ts; this file takes the
// pricing dialog's own path: plan button → embedded mode's checkout → signed webhook.
describe('subscription through the pricing dialog and a signed webhook', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it("sign in, open pricing, complete the local checkout, reload: 'Current Plan' on Ultimate and 'Go to Dashboard'", async () => {
    const { context, page, errors } = await openPage(browser());
    await signInFromShell(context, page, baseUrl, { name: 'Bill Ing', email: 'billing@example.com' });

    await page.goto(`${baseUrl}/app/articles`);
    await page.getByRole('button', { name: 'Create Article' }).click();
    const pricing = page.getByRole('dialog', { name: PRICING_DIALOG_TITLE });
    const planButton = (name: string) =>
      pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) }).getByRole('button');
    await expect.poll(() => planButton('Ultimate').textContent()).toBe('Get Started');
    await expect(pricing.getByRole('button', { name: 'Go to Dashboard' }).count()).resolves.toBe(0);

    // The app posts the access token to the local checkout, which acts only for that user.
    await planButton('Ultimate').click();
    await page.waitForURL((url) => url.pathname === '/checkout/local/ultimate');
    const checkout = new URL(page.url());
    expect(checkout.searchParams.get('checkout[custom][user_id]')).toMatch(/^[0-9a-f-]{36}$/);
    expect(checkout.searchParams.get('checkout[redirect_url]')).toBe(`${baseUrl}/`);
    await page.getByRole('button', { name: 'Complete test purchase' }).click();
    // The checkout sends the signed webhook, then returns the buyer to the home page: without
    // PUBLIC_URL both localhost and 127.0.0.1 on the server's port are its own origins.
    await page.waitForURL(`${baseUrl}/`);

    // A fresh page load: the app reads the subscription from the database, not from the checkout.
    // (Your Articles is the subscriber's workspace now, issue 17; Campaigns still opens pricing.)
    await page.goto(`${baseUrl}/app/campaigns`);
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect.poll(() => planButton('Ultimate').textContent()).toBe('Current Plan');
    await expect(planButton('Ultimate').isDisabled()).resolves.toBe(true);
    await expect(planButton('Growth').textContent()).resolves.toBe('Change Plan');
    await pricing.getByRole('button', { name: 'Go to Dashboard' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
