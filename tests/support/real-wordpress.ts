import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { MARIADBD, startMariaDb, type MariaDbServer } from './mariadb-server';
import { freePort } from './server-process';

/**
 * A real WordPress (Debian's `wordpress` package) for the publishing tests: a throwaway MariaDB
 * (mariadb-server.ts), a copy of /usr/share/wordpress with its own wp-config.php in a temp dir,
 * installed by php-cli and served by `php -S` on 127.0.0.1 with pretty permalinks. WordPress is
 * told never to reach beyond loopback (WP_HTTP_BLOCK_EXTERNAL, no updater, no cron).
 *
 *   const wp = await startRealWordPress();  // wp.url, wp.username, wp.applicationPassword
 *   await wp.stop();                        // stops PHP and MariaDB, removes every file
 *
 * Missing packages are an error naming them, never a skip: CI (.ci/run) installs them.
 */
export interface RealWordPressSite {
  /** e.g. http://127.0.0.1:41234, no trailing slash. */
  url: string;
  /** The administrator's login name. */
  username: string;
  /** An application password of that administrator, as WordPress shows it (with spaces). */
  applicationPassword: string;
}

export interface RealWordPress extends RealWordPressSite {
  stop(): Promise<void>;
}

const WORDPRESS_DIR = '/usr/share/wordpress';
const PHP = '/usr/bin/php';
const SCRIPTS_DIR = path.join(import.meta.dirname, 'wordpress');

/** What each part needs, and the Debian package that provides it. */
const REQUIRED: [file: string, pkg: string][] = [
  [PHP, 'php-cli'],
  [path.join(WORDPRESS_DIR, 'wp-settings.php'), 'wordpress'],
  [MARIADBD, 'mariadb-server'],
];

/** The PHP extensions WordPress needs here: the database driver, and GD for the image sizes. */
const PHP_EXTENSIONS: [ext: string, pkg: string][] = [
  ['mysqli', 'php-mysql'],
  ['gd', 'php-gd'],
];

/**
 * PHP settings for both the installer and the server: warnings go to the log, not into JSON
 * responses; uploads as large as the publisher sends (10 MB); mail() goes nowhere.
 */
const PHP_SETTINGS = ['display_errors=stderr', 'upload_max_filesize=16M', 'post_max_size=32M', 'sendmail_path=/bin/true'].flatMap((s) => ['-d', s]);

const run = promisify(execFile);

async function missingPackages(): Promise<string[]> {
  const missing = new Set(REQUIRED.filter(([file]) => !existsSync(file)).map(([, pkg]) => pkg));
  if (!missing.has('php-cli')) {
    const { stdout } = await run(PHP, ['-m']);
    const loaded = new Set(stdout.split('\n').map((line) => line.trim().toLowerCase()));
    for (const [ext, pkg] of PHP_EXTENSIONS) if (!loaded.has(ext)) missing.add(pkg);
  }
  return [...missing];
}

/** A PHP single-quoted string literal: only \ and ' are special in one. */
const phpString = (value: string) => `'${value.replace(/[\\']/g, '\\$&')}'`;

/** wp-config.php for one throwaway site. */
function wpConfig(site: { url: string; db: MariaDbServer }): string {
  const constants: [string, string | boolean][] = [
    ['DB_NAME', site.db.database],
    ['DB_USER', site.db.user],
    ['DB_PASSWORD', site.db.password],
    // mysqli's form for a unix socket: host "localhost", then the socket's path.
    ['DB_HOST', `localhost:${site.db.socket}`],
    ['DB_CHARSET', 'utf8mb4'],
    ['DB_COLLATE', ''],
    ...['AUTH_KEY', 'SECURE_AUTH_KEY', 'LOGGED_IN_KEY', 'NONCE_KEY', 'AUTH_SALT', 'SECURE_AUTH_SALT', 'LOGGED_IN_SALT', 'NONCE_SALT'].map(
      (name): [string, string] => [name, randomBytes(32).toString('hex')],
    ),
    ['WP_HOME', site.url],
    ['WP_SITEURL', site.url],
    // 'local' makes application passwords available over plain http (wp_is_application_passwords_supported).
    ['WP_ENVIRONMENT_TYPE', 'local'],
    // Nothing leaves loopback: no outbound HTTP but to this host, no updates, no cron requests.
    ['WP_HTTP_BLOCK_EXTERNAL', true],
    ['AUTOMATIC_UPDATER_DISABLED', true],
    ['WP_AUTO_UPDATE_CORE', false],
    ['DISABLE_WP_CRON', true],
    ['FS_METHOD', 'direct'],
  ];
  return [
    '<?php',
    '// Written by tests/support/real-wordpress.ts for one throwaway test site.',
    ...constants.map(([name, value]) => `define('${name}', ${typeof value === 'boolean' ? String(value) : phpString(value)});`),
    "$table_prefix = 'wp_';",
    "if (!defined('ABSPATH')) define('ABSPATH', __DIR__ . '/');",
    "require_once ABSPATH . 'wp-settings.php';",
    '',
  ].join('\n');
}

/**
 * The site's files, as Debian's WordPress with its own wp-config.php and an empty wp-content. The
 * entry points (the top-level PHP files and wp-admin) are copies: WordPress looks for wp-config.php
 * next to the real path of wp-load.php, and through a symlink that would be Debian's, which reads
 * /etc/wordpress. wp-includes, three quarters of the 56 MB and only ever included by its ABSPATH
 * path, is a symlink (Debian itself symlinks parts of it to /usr/share/javascript).
 */
async function layOutSite(docroot: string): Promise<void> {
  const linked = 'wp-includes';
  const own = new Set(['wp-config.php', '.htaccess', 'wp-content', linked]);
  const copied = (await readdir(WORDPRESS_DIR)).filter((name) => !own.has(name)).map((name) => path.join(WORDPRESS_DIR, name));
  await mkdir(docroot);
  // cp(1), not fs.cp: several times faster on these files.
  await run('cp', ['-R', ...copied, docroot]);
  await symlink(path.join(WORDPRESS_DIR, linked), path.join(docroot, linked));
  await Promise.all(['plugins', 'themes', 'uploads'].map((dir) => mkdir(path.join(docroot, 'wp-content', dir), { recursive: true })));
}

async function install(docroot: string, url: string): Promise<{ username: string; applicationPassword: string }> {
  try {
    const { stdout } = await run(PHP, [...PHP_SETTINGS, path.join(SCRIPTS_DIR, 'install.php'), docroot, url], { cwd: docroot, timeout: 60_000 });
    return JSON.parse(stdout) as { username: string; applicationPassword: string };
  } catch (err) {
    const { stdout = '', stderr = '' } = err as { stdout?: string; stderr?: string };
    throw new Error(`WordPress did not install: ${String(err)}\n${stdout}\n${stderr}`, { cause: err });
  }
}

/** `php -S` on the site; resolves once WordPress answers its REST index. */
async function serve(docroot: string, url: string): Promise<{ stop(): Promise<void> }> {
  const { host } = new URL(url);
  // Two workers, so a request WordPress makes to itself (or a second client) does not wait behind another.
  const child = spawn(PHP, [...PHP_SETTINGS, '-S', host, '-t', docroot, path.join(SCRIPTS_DIR, 'router.php')], {
    cwd: docroot,
    env: { ...process.env, PHP_CLI_SERVER_WORKERS: '2' },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own process group: the workers are killed with it.
    detached: true,
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // already gone
    }
  };
  const killOnExit = () => killGroup('SIGKILL');
  process.once('exit', killOnExit);
  // The server logs every request on stderr; the last part is kept for a failure's message.
  let log = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (log = (log + chunk).slice(-20_000)));
  const stop = async () => {
    process.off('exit', killOnExit);
    killGroup('SIGTERM');
    const hard = setTimeout(() => killGroup('SIGKILL'), 5000);
    await exited;
    clearTimeout(hard);
  };

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`php -S exited with code ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/wp-json/`);
      if (res.ok) break;
      await res.body?.cancel();
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`WordPress did not answer at ${url}/wp-json/ within 30 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return { stop };
}

export async function startRealWordPress(): Promise<RealWordPress> {
  const missing = await missingPackages();
  if (missing.length > 0) {
    throw new Error(
      `The real-WordPress tests need Debian's ${missing.join(', ')}: \`apt-get install --no-install-recommends wordpress php-cli php-mysql php-gd mariadb-server\` (.ci/run installs them).`,
    );
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'rankscribe-wordpress-'));
  const docroot = path.join(dir, 'site');
  const stops: (() => Promise<void>)[] = [() => rm(dir, { recursive: true, force: true })];
  const stop = async () => {
    for (const step of stops.splice(0).reverse()) await step();
  };
  try {
    const [db] = await Promise.all([startMariaDb('wordpress'), layOutSite(docroot)]);
    stops.push(() => db.stop());
    const url = `http://127.0.0.1:${await freePort()}`;
    await writeFile(path.join(docroot, 'wp-config.php'), wpConfig({ url, db }));
    const credentials = await install(docroot, url);
    const server = await serve(docroot, url);
    stops.push(() => server.stop());
    return { url, ...credentials, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

