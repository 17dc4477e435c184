import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real OpenAI-compatible HTTP server on loopback for tests and benches: answers
 * POST /v1/chat/completions (plain JSON, or SSE when the request asks to stream) from a queue of
 * scripted replies or a responder, and POST /v1/images/generations; records every request.
 * Streaming runs at a fixed token rate, so wall-clock comparisons mean something.
 */
export type FakeReply =
  /** A completion whose message content is `content`. */
  | {
      content: string;
      /** Before the first byte. */
      delayMs?: number;
      /** 'length' says the answer was cut off at max_tokens; 'content_filter' that it was filtered. */
      finishReason?: 'stop' | 'length' | 'content_filter';
      /** OpenAI's refusal field (content is then ignored). */
      refusal?: string;
      /** Streamed answers only: tokens per second (default: the server's rate). */
      tokensPerSecond?: number;
      /** Streamed answers only: after this many characters, stop sending and never finish. */
      stallAfterChars?: number;
      /** Leave `usage` out, as some servers do. */
      noUsage?: boolean;
    }
  /** An error status with an OpenAI-style error body, optionally with Retry-After (seconds or a date). */
  | { status: number; message?: string; retryAfter?: string; retryAfterMs?: number }
  /** Never answers (the client's timeout fires). */
  | { hang: true }
  /** Accepts the request, then destroys the socket without an answer. */
  | { drop: true };

export interface RecordedRequest {
  path: string;
  authorization: string | undefined;
  body: { model?: string; messages?: { role: string; content: string }[]; stream?: boolean; [key: string]: unknown };
  /** When the request arrived (performance.now()). */
  at: number;
}

export interface FakeLlmOptions {
  /** Rate of streamed answers; also delays non-streamed ones by the same generation time. 0 = as fast as possible. */
  tokensPerSecond?: number;
  /** false: answer 400 to any request with response_format, as servers without structured output do. */
  structuredOutput?: boolean;
  /** Parameters answered with a 400 naming them, as servers that do not know them do. */
  rejectParams?: ('stream_options' | 'max_tokens' | 'temperature')[];
}

const REJECTIONS: Record<NonNullable<FakeLlmOptions['rejectParams']>[number], string> = {
  stream_options: "Unrecognized request argument supplied: stream_options",
  max_tokens: "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
  temperature: "Unsupported value: 'temperature' does not support 0.3 with this model. Only the default (1) value is supported.",
};

export interface FakeLlmServer {
  /** Base URL to configure as LLM_BASE_URL (…/v1). */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replies used in order; when empty, `fallback` answers. */
  enqueue(...replies: FakeReply[]): void;
  setFallback(responder: (req: RecordedRequest) => FakeReply): void;
  /** The URL /images/generations answers with; null answers 500. */
  setImageUrl(url: string | null): void;
  setOptions(options: FakeLlmOptions): void;
  /** Forgets queued replies and recorded requests; the fallback answers 500 again. */
  reset(): void;
  close(): Promise<void>;
}

/** Four characters a token, as OpenAI's rule of thumb for English: what "40 tokens/s" means here. */
export const CHARS_PER_TOKEN = 4;

export function tokensOf(text: string): number {
  return Math.ceil(text.length / CHARS_PER_TOKEN);
}

export async function startFakeLlmServer(initial: FakeLlmOptions = {}): Promise<FakeLlmServer> {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  const unscripted = (): FakeReply => ({ status: 500, message: 'fake LLM: no reply scripted' });
  let fallback: (req: RecordedRequest) => FakeReply = unscripted;
  let options: FakeLlmOptions = { ...initial };
  let imageUrl: string | null = null;
  const open = new Set<ServerResponse>();

  const server: Server = createServer((req, res) => {
    open.add(res);
    res.on('close', () => open.delete(res));
    void handle(req, res).catch(() => res.destroy());
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const recorded: RecordedRequest = {
      path: req.url ?? '',
      authorization: req.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as RecordedRequest['body'],
      at: performance.now(),
    };
    if (req.method === 'POST' && req.url?.endsWith('/images/generations')) {
      requests.push(recorded);
      if (!imageUrl) return error(res, { status: 500, message: 'fake LLM: no image configured' });
      return json(res, 200, { created: 1_700_000_000, data: [{ url: imageUrl, revised_prompt: recorded.body.prompt }] });
    }
    if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
      return json(res, 404, { error: { message: 'not found' } });
    }
    requests.push(recorded);
    if (recorded.body.response_format && options.structuredOutput === false) {
      return error(res, { status: 400, message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model." });
    }
    const rejected = (options.rejectParams ?? []).find((p) => recorded.body[p] !== undefined);
    if (rejected) return error(res, { status: 400, message: REJECTIONS[rejected] });
    const reply = queue.shift() ?? fallback(recorded);
    if ('hang' in reply) return;
    if ('drop' in reply) {
      req.socket.destroy();
      return;
    }
    if ('status' in reply) return error(res, reply);
    if (reply.delayMs) await sleep(reply.delayMs);
    const promptTokens = tokensOf((recorded.body.messages ?? []).map((m) => m.content).join('\n'));
    const content = reply.refusal ? '' : reply.content;
    const usage = { prompt_tokens: promptTokens, completion_tokens: tokensOf(content), total_tokens: promptTokens + tokensOf(content) };
    const rate = reply.tokensPerSecond ?? options.tokensPerSecond ?? 0;
    const model = recorded.body.model ?? 'fake-model';
    const id = `chatcmpl-fake-${requests.length}`;
    const finish = reply.finishReason ?? (reply.refusal ? 'stop' : 'stop');
    if (recorded.body.stream) {
      await stream(res, { id, model, content, refusal: reply.refusal ?? null, finish, usage: reply.noUsage ? null : usage, rate, stallAfter: reply.stallAfterChars });
      return;
    }
    if (rate > 0) await sleep((tokensOf(content) / rate) * 1000);
    json(res, 200, {
      id,
      object: 'chat.completion',
      created: 1_700_000_000,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content: reply.refusal ? null : content, refusal: reply.refusal ?? null }, finish_reason: finish }],
      ...(reply.noUsage ? {} : { usage }),
    });
  }

  async function stream(
    res: ServerResponse,
    a: { id: string; model: string; content: string; refusal: string | null; finish: string; usage: object | null; rate: number; stallAfter?: number },
  ) {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    const base = { id: a.id, object: 'chat.completion.chunk', created: 1_700_000_000, model: a.model };
    const send = (delta: object, finish: string | null = null, extra: object = {}) =>
      res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, delta, finish_reason: finish }], ...extra })}\n\n`);
    send({ role: 'assistant', content: '' });
    if (a.refusal) send({ refusal: a.refusal });
    const tokens = a.content.match(new RegExp(`[\\s\\S]{1,${CHARS_PER_TOKEN}}`, 'g')) ?? [];
    const started = performance.now();
    let sent = 0;
    let chars = 0;
    while (sent < tokens.length) {
      if (res.destroyed) return;
      // Send every token that is due by now, so the rate holds however the timers fire.
      const due = a.rate > 0 ? Math.min(tokens.length, Math.floor(((performance.now() - started) * a.rate) / 1000) + 1) : tokens.length;
      if (due > sent) {
        const piece = tokens.slice(sent, due).join('');
        if (a.stallAfter !== undefined && chars + piece.length >= a.stallAfter) {
          send({ content: piece.slice(0, Math.max(0, a.stallAfter - chars)) });
          return; // stalled: the connection stays open and silent
        }
        send({ content: piece });
        chars += piece.length;
        sent = due;
      }
      if (sent < tokens.length) await sleep(a.rate > 0 ? Math.max(5, 1000 / a.rate) : 0);
    }
    send({}, a.finish);
    if (a.usage) res.write(`data: ${JSON.stringify({ ...base, choices: [], usage: a.usage })}\n\n`);
    res.end('data: [DONE]\n\n');
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => void queue.push(...replies),
    setFallback: (responder) => void (fallback = responder),
    setImageUrl: (url) => void (imageUrl = url),
    setOptions: (o) => void (options = { ...options, ...o }),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
      fallback = unscripted;
      options = { ...initial };
      imageUrl = null;
    },
    close: async () => {
      for (const res of open) res.socket?.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function error(res: ServerResponse, reply: { status: number; message?: string; retryAfter?: string; retryAfterMs?: number }) {
  // retry-after-ms keeps retry pauses short in tests; it is a header OpenAI really sends.
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (reply.retryAfter !== undefined) headers['retry-after'] = reply.retryAfter;
  else headers['retry-after-ms'] = String(reply.retryAfterMs ?? 10);
  res
    .writeHead(reply.status, headers)
    .end(JSON.stringify({ error: { message: reply.message ?? `fake error ${reply.status}`, type: reply.status === 429 ? 'rate_limit_exceeded' : 'server_error' } }));
}

function sleep(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}
