import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';

/**
 * A throwaway MariaDB server (Debian's `mariadb-server` package) for the real-WordPress tests: its
 * own data directory in a temp dir, reachable only through a unix socket in that directory (no TCP
 * port at all), run as the current user, no system service.
 *
 * It starts on an empty data directory with --skip-grant-tables, without mariadb-install-db: the
 * only client is the test's WordPress, the socket sits in a directory only this user may enter,
 * and the system tables install-db writes (privileges, help, time zones) are never read. Ready in
 * 0.2–0.5 s, where mariadb-install-db alone takes 2–5 s (figures in docs/quality.md).
 *
 *   const db = await startMariaDb('wordpress');  // db.socket; any user name, no password
 *   await db.stop();                             // stops it and removes the directory
 */
export interface MariaDbServer {
  socket: string;
  user: string;
  password: string;
  database: string;
  stop(): Promise<void>;
}

export const MARIADBD = '/usr/sbin/mariadbd';

/**
 * Settings for a small, disposable server. No durability (the data is thrown away) and no native
 * AIO: io_uring is often refused inside containers, and the fallback is fine for a few tables.
 */
const SERVER_OPTIONS = [
  '--skip-grant-tables',
  '--skip-networking',
  '--skip-name-resolve',
  '--skip-log-bin',
  '--innodb-buffer-pool-size=16M',
  '--innodb-log-file-size=8M',
  '--innodb-flush-log-at-trx-commit=0',
  '--innodb-doublewrite=0',
  '--innodb-use-native-aio=0',
];

export async function startMariaDb(database: string): Promise<MariaDbServer> {
  if (!existsSync(MARIADBD)) throw new Error(`${MARIADBD} is missing: install MariaDB with \`apt-get install mariadb-server\` (.ci/run does).`);
  const dir = await mkdtemp(path.join(tmpdir(), 'rankscribe-mariadb-'));
  const dataDir = path.join(dir, 'data');
  const socket = path.join(dir, 'mariadb.sock');
  await mkdir(dataDir);
  const initFile = path.join(dir, 'init.sql');
  await writeFile(initFile, `CREATE DATABASE \`${database}\` CHARACTER SET utf8mb4;\n`);

  const args = [
    // --no-defaults first: no /etc/mysql settings (a system datadir, a TCP port) reach this server.
    '--no-defaults',
    `--datadir=${dataDir}`,
    // The account to run as; as root it must be named (root is then allowed).
    `--user=${userInfo().username}`,
    ...SERVER_OPTIONS,
    `--socket=${socket}`,
    `--pid-file=${path.join(dir, 'mariadb.pid')}`,
    // Runs before the server accepts connections, so the database exists once it is ready.
    `--init-file=${initFile}`,
  ];
  const child = spawn(MARIADBD, args, { cwd: dir, stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A test process that dies without stop() must not leave a server behind.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let log = '';
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`MariaDB did not start within 30 s:\n${log}`)), 30_000);
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        log += chunk;
        if (log.includes('ready for connections')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`MariaDB exited with code ${code}:\n${log}`));
      });
    });
  } catch (err) {
    process.off('exit', killOnExit);
    child.kill('SIGKILL');
    await exited;
    await rm(dir, { recursive: true, force: true });
    throw err;
  }

  return {
    socket,
    // Without grant tables any name is let in; WordPress needs one.
    user: 'wordpress',
    password: '',
    database,
    async stop() {
      process.off('exit', killOnExit);
      // SIGTERM is MariaDB's normal shutdown; a kill after 10 s if it hangs on something.
      child.kill('SIGTERM');
      const hard = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(hard);
      await rm(dir, { recursive: true, force: true });
    },
  };
}
