import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './browser';

describe('sign-in through the local provider from the app shell', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('Login opens the provider in a new tab; after signing in the app shows Logout; Logout toasts success', async () => {
    const { context, page, errors } = await openPage(browser());
    await page.goto(`${baseUrl}/app`);

    const popupOpened = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Login' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe('/auth/v1/authorize');
    await popup.getByText('local development provider').first().waitFor();
    await popup.getByLabel('Name').fill('Grace Hopper');
    await popup.getByLabel('E-mail').fill('grace@example.com');
    await popup.getByRole('button', { name: 'Sign in' }).click();

    // The new tab lands on /app signed in; supabase-js clears the tokens from its address.
    await popup.waitForURL((url) => url.pathname === '/app');
    await popup.getByRole('button', { name: 'Logout' }).waitFor();
    expect(new URL(popup.url()).hash).toBe('');

    // The first tab learns of the session from supabase-js across tabs.
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.getByText('Logged out successfully').waitFor();
    await page.getByRole('button', { name: 'Login' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
