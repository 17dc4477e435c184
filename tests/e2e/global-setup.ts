import { existsSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServerProcess, type RunningServer } from '../support/server-process';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

let server: RunningServer | undefined;

/** Builds the SPA if needed and starts one real server for the whole end-to-end suite. */
export async function setup(project: TestProject) {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!existsSync(path.join(root, 'dist/client/index.html'))) {
    execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  }
  server = await startServerProcess();
  project.provide('baseUrl', server.url);
}

export async function teardown() {
  await server?.stop();
}
