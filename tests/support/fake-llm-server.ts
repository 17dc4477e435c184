import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible HTTP server on loopback for tests: answers POST /v1/chat/completions
 * from a queue of scripted replies (or a responder), and records every request it received.
 */
export type FakeReply =
  /** A normal completion whose message content is `content`, optionally after `delayMs`. */
  | { content: string; delayMs?: number }
  /** An error status with an OpenAI-style error body. */
  | { status: number; message?: string }
  /** Never answers (the client's timeout fires). */
  | { hang: true }
  /** Accepts the request, then destroys the socket without an answer. */
  | { drop: true };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[]; [key: string]: unknown };
}

export interface FakeLlmServer {
  /** Base URL to configure as LLM_BASE_URL (…/v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies used in order; when empty, `fallback` answers. */
  enqueue(...replies: FakeReply[]): void;
  setFallback(responder: (req: RecordedRequest) => FakeReply): void;
  /** Forgets queued replies and recorded requests; the fallback answers 500 again. */
  reset(): void;
  close(): Promise<void>;
}

export async function startFakeLlmServer(): Promise<FakeLlmServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const unscripted = (): FakeReply => ({ status: 500, message: 'fake LLM: no reply scripted' });
  let fallback: (req: RecordedRequest) => FakeReply = unscripted;
  const hanging = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    void handle(req, res);
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'not found' } }));
      return;
    }
    const recorded: RecordedRequest = {
      path: req.url,
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as RecordedRequest['body'],
    };
    requests.push(recorded);
    const reply = queue.shift() ?? fallback(recorded);
    if ('hang' in reply) {
      hanging.add(res);
      res.on('close', () => hanging.delete(res));
      return;
    }
    if ('drop' in reply) {
      req.socket.destroy();
      return;
    }
    if ('status' in reply) {
      // retry-after-ms keeps the SDK's retry pause short in tests; it is a header OpenAI really sends.
      res
        .writeHead(reply.status, { 'content-type': 'application/json', 'retry-after-ms': '10' })
        .end(JSON.stringify({ error: { message: reply.message ?? `fake error ${reply.status}`, type: 'server_error' } }));
      return;
    }
    if (reply.delayMs) await new Promise((r) => setTimeout(r, reply.delayMs));
    const body = {
      id: `chatcmpl-fake-${requests.length}`,
      object: 'chat.completion',
      created: 1_700_000_000,
      model: recorded.body.model ?? 'fake-model',
      choices: [{ index: 0, message: { role: 'assistant', content: reply.content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
    };
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    setFallback: (responder) => void (fallback = responder),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      fallback = unscripted;
    },
    close: async () => {
      for (const res of hanging) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
