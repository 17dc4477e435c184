import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FixtureHandler } from './fixture-sites';

/**
 * Handlers for startFixtureSite that misbehave the way real peers do on a bad network: they drop
 * the connection before or in the middle of an answer, or stop sending half-way. Any loopback
 * server built on them (a website, an OpenAI-compatible endpoint) fails at the socket level, not
 * with a polite HTTP status.
 */

/** Reads the request body first, so the client has finished sending before the fault starts. */
function afterBody(req: IncomingMessage, then: () => void) {
  req.resume();
  req.on('end', then);
}

/** Accepts the connection and closes it at once: no status line, no headers. */
export const closeOnAccept: FixtureHandler = (req) => {
  req.socket.destroy();
};

/**
 * Sends the status, the headers (with the full Content-Length) and `partial` of the body, then
 * resets the socket: the client has started reading a 200 answer that never completes.
 */
export function resetMidBody(contentType: string, partial: string, fullLength = partial.length * 4): FixtureHandler {
  return (req, res) => afterBody(req, () => startBody(res, contentType, partial, fullLength, () => res.socket?.resetAndDestroy()));
}

/**
 * Like resetMidBody but keeps the socket open and silent after `partial`, as a peer that froze.
 * The returned `release` closes every such socket (call it in afterAll).
 */
export function stallMidBody(contentType: string, partial: string): { handler: FixtureHandler; release(): void } {
  const stalled = new Set<ServerResponse>();
  return {
    handler: (req, res) =>
      afterBody(req, () =>
        startBody(res, contentType, partial, partial.length * 4, () => {
          stalled.add(res);
          res.on('close', () => stalled.delete(res));
        }),
      ),
    release: () => {
      for (const res of stalled) res.socket?.destroy();
    },
  };
}

function startBody(res: ServerResponse, contentType: string, partial: string, fullLength: number, then: () => void) {
  res.writeHead(200, { 'content-type': contentType, 'content-length': String(fullLength) });
  res.flushHeaders();
  // The partial body must reach the client before the fault, or it would only see a reset.
  res.write(partial, () => setTimeout(then, 20));
}
