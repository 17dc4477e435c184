import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { PlanName } from '../../src/shared/plans';

const run = promisify(execFile);

/**
 * Runs `npm run billing:simulate` exactly as a developer would, against a server whose data
 * directory holds the webhook secret it generated on first start. Returns the script's output.
 */
export async function simulateSubscription(options: { url: string; dataDir: string; user: string; plan: PlanName }): Promise<string> {
  const { stdout } = await run('npm', ['run', '--silent', 'billing:simulate', '--', '--user', options.user, '--plan', options.plan, '--url', options.url], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    // The secret must come from the server's data directory, not from this shell's environment.
    env: { ...withoutKey(process.env, 'LEMONSQUEEZY_WEBHOOK_SECRET'), DATA_DIR: options.dataDir },
  });
  return stdout;
}

function withoutKey(env: NodeJS.ProcessEnv, key: string): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(env).filter(([k]) => k !== key));
}
