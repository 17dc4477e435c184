import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';

/** Debian's Chromium (installed by .ci/run); Playwright never downloads a browser here. */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Content-Security-Policy violations reported by any page since the last test ended. */
const cspViolations: string[] = [];

// Issue 13: every suite asserts that no page broke the Content-Security-Policy. A hook at the top
// of this module runs after each test of every file that imports it (vitest isolates files).
afterEach(() => {
  const found = cspViolations.splice(0);
  expect(found, 'Content-Security-Policy violations').toEqual([]);
});

interface CspReporter {
  __reportCspViolation(text: string): Promise<void>;
}

/** Every frame of the context reports its `securitypolicyviolation` events into cspViolations. */
async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
    cspViolations.push(`${frame.url()}: ${text}`);
  });
  // Init scripts are injected by the browser itself, so the policy under test does not block them.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : '';
      void (window as unknown as CspReporter).__reportCspViolation(`${e.effectiveDirective} blocked ${e.blockedURI || 'an inline resource'}${where}`);
    });
  });
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  // Playwright has no browser-wide init script; every context (browser.newPage makes one through
  // newContext too) is made here, so no suite can open a page that escapes the CSP check.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (options?: BrowserContextOptions) => {
    const context = await newContext(options);
    await recordCspViolations(context);
    return context;
  };
  return browser;
}

/** Collects page errors and console errors so a test can assert the page never broke. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** A fresh context and page whose errors are collected (see watchErrors). */
export async function openPage(browser: Browser, options?: BrowserContextOptions) {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  return { context, page, errors: watchErrors(page) };
}

/** Resolves once the chat's bot has typed a line containing `text`. */
export function waitForBotLine(page: Page, text: string) {
  return page.getByTestId('typed-text').filter({ hasText: text }).first().waitFor();
}

/** One browser per test file: launched before the file's tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is launched in beforeAll; use it inside a test');
    return browser;
  };
}
