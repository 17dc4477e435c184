/** A tiny logger seam: the server logs through it so tests can silence or capture output. */
export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  error(message: string, err?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (m) => console.log(`[rankscribe] ${m}`),
  warn: (m) => console.warn(`[rankscribe] ${m}`),
  error: (m, err) => console.error(`[rankscribe] ${m}`, err instanceof Error ? err.message : (err ?? '')),
};

export const silentLogger: Logger = { info: () => {}, warn: () => {}, error: () => {} };
