import {
  advanceCounter,
  COUNTER_STORAGE_KEY,
  displayedCount,
  nextIntervalMs,
  parseStoredCounter,
} from './landing-counter';
import { COUNTER_FLASH_MS } from '../../../shared/timing';
import type { FormatNumber } from './number-format';

/** Reads the stored counter, advances it to `now` (the rule is src/shared/landing-counter.ts) and stores it back. */
function readAndAdvance(storage: Storage, now: number, random: number): number {
  let stored: unknown = null;
  try {
    stored = parseStoredCounter(storage.getItem(COUNTER_STORAGE_KEY));
  } catch {
    // Storage can be blocked (private modes); the counter then starts from the baseline each visit.
  }
  const next = advanceCounter(stored, now, random);
  try {
    storage.setItem(COUNTER_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // See above: not persisting is acceptable.
  }
  return displayedCount(next);
}

/**
 * Fills in the prerendered counter and keeps it live: an update every 30–60 s (random) and on
 * the tab becoming visible again, each flashing for 500 ms. `format` is the visitor's locale
 * formatting. Returns the stop function.
 */
export function startBlogCounter(value: HTMLElement, format: FormatNumber): () => void {
  const doc = value.ownerDocument;
  const win = doc.defaultView!;
  let tick = 0;
  let unflash = 0;
  let stopped = false;
  const update = async (flash: boolean) => {
    const text = await format(readAndAdvance(win.localStorage, Date.now(), Math.random()));
    if (stopped) return;
    value.textContent = text;
    if (!flash) return;
    value.dataset.flash = 'true';
    win.clearTimeout(unflash);
    unflash = win.setTimeout(() => (value.dataset.flash = 'false'), COUNTER_FLASH_MS);
  };
  const schedule = () => {
    tick = win.setTimeout(() => {
      void update(true);
      schedule();
    }, nextIntervalMs(Math.random()));
  };
  const onVisibility = () => {
    if (!doc.hidden) void update(true);
  };
  void update(false);
  schedule();
  doc.addEventListener('visibilitychange', onVisibility);
  return () => {
    stopped = true;
    win.clearTimeout(tick);
    win.clearTimeout(unflash);
    doc.removeEventListener('visibilitychange', onVisibility);
  };
}
