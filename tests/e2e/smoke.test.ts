import { describe, expect, inject, it } from 'vitest';
import { useBrowser, watchErrors } from './browser';

describe('smoke: the built app served by npm start', () => {
  const baseUrl = inject('baseUrl');
  const browser = useBrowser();

  it('serves the landing page at /', async () => {
    const page = await browser().newPage();
    const errors = watchErrors(page);
    await page.goto(`${baseUrl}/`);
    await page.getByRole('link', { name: 'Start Writing Now' }).first().waitFor();
    expect(await page.title()).toContain('RankScribe');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('serves the app shell at /app with the generation screen', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/app`);
    await page.getByText('Plan: Free').waitFor();
    await expect(page.getByRole('link', { name: 'Generate' }).isVisible()).resolves.toBe(true);
    await page.close();
  });

  it('shows the not-found screen inside the app for /app/nope', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/app/nope`);
    await page.getByText('Oops! Page not found').waitFor();
    await expect(page.getByRole('link', { name: 'Return to Home' }).getAttribute('href')).resolves.toBe('/');
    await page.close();
  });

  it('redirects any other path to /app', async () => {
    const page = await browser().newPage();
    await page.goto(`${baseUrl}/some/unknown/path`);
    await page.waitForURL(`${baseUrl}/app`);
    expect(new URL(page.url()).pathname).toBe('/app');
    await page.close();
  });
});
