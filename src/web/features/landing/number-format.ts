import type { FormatAnswer, FormatRequest } from './number-format.worker';

/** Locale-formats a number, possibly asynchronously. */
export type FormatNumber = (value: number) => Promise<string>;

/**
 * The visitor's locale formatting, done in a worker so the main thread never pays for loading
 * ICU's data (a long task on a phone); formatted on the main thread where workers are missing.
 */
export function localeNumberFormatter(): { format: FormatNumber; stop: () => void } {
  if (typeof Worker === 'undefined') return { format: (value) => Promise.resolve(value.toLocaleString()), stop: () => {} };
  const worker = new Worker(new URL('./number-format.worker.ts', import.meta.url), { type: 'module' });
  const pending = new Map<number, (text: string) => void>();
  let nextId = 0;
  worker.onmessage = (event: MessageEvent<FormatAnswer>) => {
    pending.get(event.data.id)?.(event.data.text);
    pending.delete(event.data.id);
  };
  return {
    format: (value) =>
      new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        worker.postMessage({ id, value } satisfies FormatRequest);
      }),
    stop: () => worker.terminate(),
  };
}
