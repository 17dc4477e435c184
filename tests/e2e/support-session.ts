import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';

export interface LocalUser {
  name: string;
  email: string;
}

/**
 * Completes the local provider's form in the tab that the sign-in button opened, and waits until
 * `page` (the opener) sees the session: supabase-js shares it across tabs.
 */
export async function signInThroughPopup(context: BrowserContext, page: Page, openSignIn: () => Promise<void>, user: LocalUser) {
  const [popup] = await Promise.all([context.waitForEvent('page'), openSignIn()]);
  await popup.getByLabel('Name').fill(user.name);
  await popup.getByLabel('E-mail').fill(user.email);
  await popup.getByRole('button', { name: 'Sign in' }).click();
  await popup.waitForURL((url) => url.pathname === '/app');
  await popup.getByRole('button', { name: 'Logout' }).waitFor();
  await popup.close();
  await page.getByRole('button', { name: 'Logout' }).waitFor();
}

/** Signs in from the shell's Login button on /app. */
export async function signInFromShell(context: BrowserContext, page: Page, baseUrl: string, user: LocalUser) {
  await page.goto(`${baseUrl}/app`);
  await signInThroughPopup(context, page, () => page.getByRole('button', { name: 'Login' }).click(), user);
}

/** WCAG 2.0/2.1 A and AA violations of serious or critical impact, one line each, for readable failures. */
export async function severeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
