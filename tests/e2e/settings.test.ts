import { describe, expect, inject, it } from 'vitest';
import { PRICING_DIALOG_TITLE } from '../../src/web/ui/pricing-dialog';
import { openPage, useBrowser } from './browser';
import { subscribeFromPricingDialog } from './support-billing';
import { severeViolations, signInFromShell } from './support-session';

// Issue 17, item 3: a subscriber's settings save. Subscribe through the local checkout from the
// placeholder's 'Save Changes', then change the name and a toggle, save, reload: both are kept.
describe('Settings for a subscriber in Chromium', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('subscribe → change the name and a toggle → Save Changes → reload → the values are kept', async () => {
    const { context, page, errors } = await openPage(browser());
    await signInFromShell(context, page, baseUrl, { name: 'Sam Settings', email: 'settings-e2e@example.com' });

    // A free user's Save Changes opens pricing (the spec's placeholder): subscribe from there.
    await page.goto(`${baseUrl}/app/settings`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await subscribeFromPricingDialog(page, baseUrl);

    await page.goto(`${baseUrl}/app/settings`);
    const name = page.getByRole('textbox', { name: 'Name' });
    await expect.poll(() => name.inputValue()).toBe('Sam Settings');
    await expect(page.getByRole('textbox', { name: 'Email' }).inputValue()).resolves.toBe('settings-e2e@example.com');
    const alerts = page.getByRole('switch', { name: 'Campaign Alerts' });
    const email = page.getByRole('switch', { name: 'Email Notifications' });
    await expect(alerts.isChecked()).resolves.toBe(true);
    expect(await severeViolations(page)).toEqual([]);

    await name.fill('Samantha Q. Settings');
    await alerts.uncheck();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('status', { name: 'Notifications' }).getByText('Settings saved').waitFor();
    await expect(page.getByRole('dialog', { name: PRICING_DIALOG_TITLE }).count()).resolves.toBe(0);

    await page.reload();
    await expect.poll(() => name.inputValue()).toBe('Samantha Q. Settings');
    await expect(alerts.isChecked()).resolves.toBe(false);
    await expect(email.isChecked()).resolves.toBe(true);

    // The chosen name is the one the app shows: the chat window's title bar.
    await page.goto(`${baseUrl}/app/article-generation`);
    await page.getByText('Samantha Q. Settings').first().waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
