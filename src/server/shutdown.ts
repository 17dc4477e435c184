import type { Logger } from './logger';

/** Running jobs get this long to finish at SIGTERM before they go back to the queue (platforms commonly kill at 30 s). */
export const SHUTDOWN_GRACE_MS = 20_000;

/** Runs `stop` once on SIGTERM or SIGINT, then exits (1 when stopping failed). */
export function onShutdown(logger: Logger, stop: () => Promise<void>): void {
  let stopping = false;
  const handler = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info(`${signal}: stopping`);
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        logger.error('stopping failed', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => handler('SIGINT'));
  process.on('SIGTERM', () => handler('SIGTERM'));
}
