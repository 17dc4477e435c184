import { execFileSync, spawn } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './server-process';

/**
 * A throwaway PostgreSQL server (Debian's `postgresql` package) on 127.0.0.1, for the Supabase
 * mode tests: its own data directory in a temp dir, trust auth, no system service.
 *
 *   const pg = await startPostgresServer();   // pg.url: postgres://postgres@127.0.0.1:<port>/postgres
 *   await pg.stop();                          // stops it and removes the directory
 */
export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

const PG_ROOT = '/usr/lib/postgresql';

async function postgresBinDir(): Promise<string> {
  const majors = existsSync(PG_ROOT) ? (await readdir(PG_ROOT)).filter((d) => /^\d+$/.test(d)) : [];
  const newest = majors.sort((a, b) => Number(b) - Number(a)).find((m) => existsSync(path.join(PG_ROOT, m, 'bin', 'initdb')));
  if (!newest) {
    throw new Error(`No PostgreSQL server binaries under ${PG_ROOT}/*/bin: install them with \`apt-get install postgresql\`.`);
  }
  return path.join(PG_ROOT, newest, 'bin');
}

/** initdb and postgres refuse to run as root; as root, run them as the package's `postgres` user. */
function runAs(): { uid: number; gid: number } | Record<string, never> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = await postgresBinDir();
  const user = runAs();
  const dir = await mkdtemp(path.join(tmpdir(), 'rankscribe-pg-'));
  if ('uid' in user) await chown(dir, user.uid, user.gid);
  const dataDir = path.join(dir, 'data');
  execFileSync(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'], {
    ...user,
    cwd: dir,
    stdio: 'pipe',
  });

  const port = await freePort();
  // fsync off: the cluster is thrown away after the test, durability would only cost time.
  const args = ['-D', dataDir, '-k', dir, '-h', '127.0.0.1', '-p', String(port), '-c', 'fsync=off', '-c', 'full_page_writes=off'];
  const child = spawn(path.join(bin, 'postgres'), args, { ...user, cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test process that dies without stop() must not leave a server behind.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);

  let log = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`PostgreSQL did not start within 30 s:\n${log}`)), 30_000);
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      log += chunk;
      if (log.includes('database system is ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`PostgreSQL exited with code ${code}:\n${log}`));
    });
  });

  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      // SIGTERM is the smart shutdown: it lets closing pools say goodbye, where the fast one
      // (SIGINT) would kill their sessions under them. Fast after 5 s, if a session lingers.
      process.off('exit', killOnExit);
      child.kill('SIGTERM');
      const fast = setTimeout(() => child.kill('SIGINT'), 5000);
      await exited;
      clearTimeout(fast);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
