import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type RunningServer } from '../support/server-process';

/** Whether a TCP connection to host:port is accepted. Only loopback addresses are tried. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// `npm start` with no settings: embedded mode, no HOST. The whole of 127.0.0.0/8 reaches this
// machine, so a server on every interface answers 127.0.0.2 too; one bound to 127.0.0.1 does not.
describe('embedded mode with no HOST set', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServerProcess({}, { unset: ['HOST', 'EMBEDDED_ALLOW_REMOTE'] });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('listens on 127.0.0.1 only, as the bound address it reports', async () => {
    expect(server.output()).toContain(`listening on http://127.0.0.1:${server.port}`);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });

  it('does not answer on another address of this machine', async () => {
    expect(await accepts('127.0.0.1', server.port)).toBe(true);
    expect(await accepts('127.0.0.2', server.port)).toBe(false);
  });
});

describe('embedded mode with a non-loopback HOST', () => {
  it('refuses to start without EMBEDDED_ALLOW_REMOTE and says why', async () => {
    await expect(startServerProcess({ HOST: '0.0.0.0' }, { unset: ['EMBEDDED_ALLOW_REMOTE'] })).rejects.toThrow(/EMBEDDED_ALLOW_REMOTE/);
  });
});
