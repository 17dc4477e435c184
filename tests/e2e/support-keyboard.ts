import type { Locator, Page } from 'playwright-core';

/**
 * Presses Tab until `target` holds focus; fails after `max` presses, so a target the keyboard
 * cannot reach fails the test instead of hanging it.
 */
export async function tabTo(page: Page, target: Locator, max = 40): Promise<number> {
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`Tab never reached ${target.toString()} in ${max} presses`);
}

/** The focused element shows a focus indicator: it matches :focus-visible and draws an outline. */
export async function focusIndicator(target: Locator): Promise<{ focusVisible: boolean; outline: string }> {
  return target.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0 ? 'none' : `${style.outlineWidth} ${style.outlineStyle}`,
    };
  });
}

/** Describes the focused element and whether it lies inside `container`. */
export async function focusInside(page: Page, container: Locator): Promise<{ inside: boolean; label: string }> {
  const handle = await container.elementHandle();
  return page.evaluate((box) => {
    const el = document.activeElement;
    const label = el ? `${el.tagName.toLowerCase()}:${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}` : 'none';
    return { inside: !!box && !!el && box.contains(el), label };
  }, handle);
}
