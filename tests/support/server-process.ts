import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A free loopback port, found by letting the OS pick one. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts the real server (`src/server/main.ts`, as `npm start` does after building) in a child
 * process on a free loopback port with its own data directory. `opts.unset` removes variables
 * (this module's defaults or the test runner's) from the child's environment.
 */
export async function startServerProcess(env: Record<string, string> = {}, opts: { unset?: string[] } = {}): Promise<RunningServer> {
  return startChild('src/server/main.ts', 'server', env, opts, async (url) => {
    try {
      return (await fetch(`${url}/api/health`)).ok;
    } catch {
      return false; // not listening yet
    }
  });
}

/**
 * Starts a jobs-only worker (`src/server/worker.ts`, as `npm run worker` does) in a child process,
 * with the same environment and stop as `startServerProcess`; ready once it says its workers run.
 * It serves no HTTP: `url` and `port` are only what it was given.
 */
export async function startWorkerProcess(env: Record<string, string> = {}, opts: { unset?: string[] } = {}): Promise<RunningServer> {
  return startChild('src/server/worker.ts', 'worker', env, opts, (_url, output) => Promise.resolve(/generation worker\(s\) in this process/.test(output)));
}

async function startChild(
  entry: string,
  what: string,
  env: Record<string, string>,
  opts: { unset?: string[] },
  ready: (url: string, output: string) => Promise<boolean>,
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? (await mkdtemp(path.join(tmpdir(), 'rankscribe-data-')));
  let output = '';
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, ...env };
  // `unset` starts the server as `npm start` would without those settings (e.g. no HOST).
  for (const name of opts.unset ?? []) delete childEnv[name];
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited early (${child.exitCode}):\n${output}`);
    if (await ready(url, output)) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${what} did not become ${what === 'server' ? 'healthy' : 'ready'} in 60 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!env.DATA_DIR) await rm(dataDir, { recursive: true, force: true });
    },
  };
}
