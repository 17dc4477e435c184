import OpenAI from 'openai';
import type { LlmConfig } from '../config';
import { joinContinuation, looksLikeRefusal, retryAfterMs, stripReasoning } from './reply-text';
import { estimateTokens, type LlmPrices, type TokenUsage, type UsageMeter } from './usage';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A JSON Schema the answer must follow (OpenAI's response_format json_schema). */
export interface JsonSchemaFormat {
  name: string;
  schema: Record<string, unknown>;
}

export interface CompletionOptions {
  maxTokens?: number;
  /** 0–2; low values keep structured output stable. */
  temperature?: number;
  signal?: AbortSignal;
  /** Ask for JSON following this schema, where the server supports structured output. */
  json?: JsonSchemaFormat;
  /** Every call's token usage (retries' successful answer, continuations) is added here. */
  meter?: UsageMeter;
  /** The stage name the usage is logged under ("outline", "section", …). */
  stage?: string;
}

/** The one seam every LLM caller (topic engine, article writer) goes through. */
export interface LlmClient {
  readonly model: string;
  /** Configured prices, so callers can build a meter that knows the cost. */
  readonly prices: LlmPrices | null;
  /**
   * The model's answer with reasoning stripped; an answer cut off by the token limit is continued
   * (up to MAX_CONTINUATIONS follow-up calls). Throws LlmError.
   */
  complete(messages: ChatMessage[], options?: CompletionOptions): Promise<string>;
}

export type LlmErrorKind = 'timeout' | 'unavailable' | 'rejected' | 'invalid-output' | 'refused' | 'aborted';

/**
 * What callers catch. `message` is safe to log and to show an operator; `transient` tells the
 * caller whether trying again later may help (it maps to the API's `retryable`).
 */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'LlmError';
  }

  get transient(): boolean {
    return this.kind === 'timeout' || this.kind === 'unavailable';
  }
}

/** Follow-up calls for an answer cut off at max_tokens: enough for a long section, bounded cost. */
export const MAX_CONTINUATIONS = 2;
const CONTINUE_PROMPT =
  'Your answer was cut off. Continue exactly where it stopped, without repeating anything and without any preamble.';
/** A streamed answer may take this many times LLM_TIMEOUT_MS in all, as long as tokens keep coming. */
export const STREAM_TOTAL_FACTOR = 5;
/** A server that never answered in time rarely does on the next try: timeouts are retried once. */
const MAX_TIMEOUT_RETRIES = 1;

/** Servers such as Ollama or vLLM accept any key, but the SDK refuses an empty one. */
const KEYLESS_PLACEHOLDER = 'not-needed';

export interface LlmClientOptions {
  /** For tests and proxies; defaults to the global fetch. */
  fetch?: typeof fetch;
}

type JsonMode = LlmConfig['jsonMode'];

/** The robustness settings' defaults (the same as config.ts's), for callers that name only the endpoint. */
export const LLM_DEFAULTS: Omit<LlmConfig, 'baseUrl' | 'apiKey' | 'model' | 'timeoutMs'> = {
  maxRetries: 2,
  retryMaxWaitMs: 20_000,
  stream: true,
  jsonMode: 'json_schema',
  concurrency: 8,
  prices: null,
  images: null,
};

export type LlmClientConfig = Pick<LlmConfig, 'baseUrl' | 'apiKey' | 'model' | 'timeoutMs'> & Partial<LlmConfig>;

interface Answer {
  text: string;
  finishReason: string | null;
  refusal: string | null;
  usage: TokenUsage | null;
}

class AttemptTimeout extends Error {}

/**
 * An OpenAI-compatible chat-completions client. It does its own retrying (the SDK's is off) so the
 * policy is ours: 408/409/429/5xx and connection failures are retried LLM_MAX_RETRIES times,
 * honouring Retry-After up to LLM_RETRY_MAX_WAIT_MS; a server asking for a longer pause fails at
 * once rather than holding the user's request.
 */
export function createLlmClient(settings: LlmClientConfig, options: LlmClientOptions = {}): LlmClient {
  const config: LlmConfig = { ...LLM_DEFAULTS, ...settings };
  const sdk = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? KEYLESS_PLACEHOLDER,
    // Our own deadlines (per attempt, idle for streams) fire first; this is only a backstop.
    timeout: config.timeoutMs * STREAM_TOTAL_FACTOR + 1000,
    maxRetries: 0,
    fetch: options.fetch,
  });
  const where = `${config.model} at ${new URL(config.baseUrl).host}`;
  // Downgraded for the life of the client when the server rejects a response_format it does not know.
  let jsonMode: JsonMode = config.jsonMode;
  // Other parameters servers reject: stream_options (older local servers), max_tokens (OpenAI's
  // reasoning models want max_completion_tokens), temperature (reasoning models take only the default).
  const dialect = { streamOptions: true, tokensParam: 'max_tokens' as 'max_tokens' | 'max_completion_tokens', temperature: true };

  async function attempt(messages: ChatMessage[], opts: CompletionOptions): Promise<Answer> {
    const body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming = { model: config.model, messages };
    if (opts.maxTokens !== undefined) body[dialect.tokensParam] = opts.maxTokens;
    if (opts.temperature !== undefined && dialect.temperature) body.temperature = opts.temperature;
    if (opts.json && jsonMode === 'json_schema') {
      body.response_format = { type: 'json_schema', json_schema: { name: opts.json.name, schema: opts.json.schema, strict: false } };
    } else if (opts.json && jsonMode === 'json_object') {
      body.response_format = { type: 'json_object' };
    }
    const controller = new AbortController();
    const onAbort = () => controller.abort(opts.signal?.reason);
    opts.signal?.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const expire = () => {
      timedOut = true;
      controller.abort(new AttemptTimeout());
    };
    // Non-streamed: the whole answer within the timeout. Streamed: each chunk within it, and the
    // whole answer within STREAM_TOTAL_FACTOR times it, so a slow but steady model can finish.
    let idle = setTimeout(expire, config.timeoutMs);
    const total = config.stream ? setTimeout(expire, config.timeoutMs * STREAM_TOTAL_FACTOR) : null;
    const touch = () => {
      clearTimeout(idle);
      idle = setTimeout(expire, config.timeoutMs);
    };
    try {
      const answer = config.stream ? await streamed(body, controller.signal, touch) : await whole(body, controller.signal);
      // The SDK ends a stream quietly when it is aborted: a cut-short answer must not pass as whole.
      if (timedOut) throw new AttemptTimeout();
      if (controller.signal.aborted) throw new LlmError('aborted', 'The language model request was cancelled.');
      return answer;
    } catch (err) {
      if (timedOut) throw new AttemptTimeout();
      throw err;
    } finally {
      clearTimeout(idle);
      if (total) clearTimeout(total);
      opts.signal?.removeEventListener('abort', onAbort);
    }
  }

  async function whole(body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming, signal: AbortSignal): Promise<Answer> {
    const completion = await sdk.chat.completions.create(body, { signal });
    return fromCompletion(completion);
  }

  async function streamed(
    body: OpenAI.Chat.Completions.ChatCompletionCreateParamsNonStreaming,
    signal: AbortSignal,
    touch: () => void,
  ): Promise<Answer> {
    const { data, response } = await sdk.chat.completions
      .create({ ...body, stream: true, ...(dialect.streamOptions ? { stream_options: { include_usage: true } } : {}) }, { signal })
      .withResponse();
    // Some servers ignore `stream` and answer one JSON completion; read it as such.
    if ((response.headers.get('content-type') ?? '').includes('application/json')) {
      return fromCompletion((await response.json()) as OpenAI.Chat.Completions.ChatCompletion);
    }
    let text = '';
    let refusal: string | null = null;
    let finishReason: string | null = null;
    let usage: TokenUsage | null = null;
    for await (const chunk of data) {
      touch();
      const choice = chunk.choices?.[0];
      if (choice?.delta?.content) text += choice.delta.content;
      if (choice?.delta?.refusal) refusal = (refusal ?? '') + choice.delta.refusal;
      if (choice?.finish_reason) finishReason = choice.finish_reason;
      if (chunk.usage) usage = { promptTokens: chunk.usage.prompt_tokens ?? 0, completionTokens: chunk.usage.completion_tokens ?? 0 };
    }
    return { text, refusal, finishReason, usage };
  }

  async function withRetries(messages: ChatMessage[], opts: CompletionOptions): Promise<Answer> {
    let timeouts = 0;
    for (let tries = 0; ; tries++) {
      try {
        return await attempt(messages, opts);
      } catch (err) {
        if (opts.signal?.aborted) throw new LlmError('aborted', 'The language model request was cancelled.', { cause: err });
        if (err instanceof OpenAI.APIError && err.status === 400 && opts.json && jsonMode !== 'off' && mentionsResponseFormat(err)) {
          // Structured output unsupported here: ask the same question in plainer JSON mode.
          jsonMode = jsonMode === 'json_schema' ? 'json_object' : 'off';
          tries--;
          continue;
        }
        if (err instanceof OpenAI.APIError && err.status === 400 && adaptDialect(err)) {
          tries--;
          continue;
        }
        const failure = classify(err);
        if (failure.kind === 'timeout') timeouts++;
        const mayRetry = failure.retryable && tries < config.maxRetries && (failure.kind !== 'timeout' || timeouts <= MAX_TIMEOUT_RETRIES);
        if (!mayRetry) throw failure.error(tries);
        const asked = err instanceof OpenAI.APIError ? retryAfterMs(err.headers) : null;
        if (asked !== null && asked > config.retryMaxWaitMs) {
          throw new LlmError(
            'unavailable',
            `The language model (${where}) asked to wait ${Math.ceil(asked / 1000)} s before trying again, longer than the ${Math.round(config.retryMaxWaitMs / 1000)} s allowed (LLM_RETRY_MAX_WAIT_MS).`,
            { cause: err },
          );
        }
        await pause(asked ?? backoffMs(tries), opts.signal);
      }
    }
  }

  /** Adjusts the request to a parameter the server named in its 400; false when there is nothing to adjust. */
  function adaptDialect(err: InstanceType<typeof OpenAI.APIError>): boolean {
    const text = `${err.message} ${JSON.stringify(err.error ?? '')} ${err.param ?? ''}`;
    if (config.stream && dialect.streamOptions && /stream_options/i.test(text)) {
      dialect.streamOptions = false;
      return true;
    }
    if (dialect.tokensParam === 'max_tokens' && /max_tokens/.test(text) && /max_completion_tokens/.test(text)) {
      dialect.tokensParam = 'max_completion_tokens';
      return true;
    }
    if (dialect.temperature && /temperature/i.test(text)) {
      dialect.temperature = false;
      return true;
    }
    return false;
  }

  function classify(err: unknown): { kind: LlmErrorKind; retryable: boolean; error: (retries: number) => LlmError } {
    const after = (n: number) => (n === 0 ? '' : ` after ${n} ${n === 1 ? 'retry' : 'retries'}`);
    if (err instanceof AttemptTimeout || err instanceof OpenAI.APIConnectionTimeoutError) {
      return {
        kind: 'timeout',
        retryable: true,
        error: (n) => new LlmError('timeout', `The language model (${where}) did not answer within ${config.timeoutMs} ms${after(n)}.`, { cause: err }),
      };
    }
    if (err instanceof OpenAI.APIConnectionError) {
      return {
        kind: 'unavailable',
        retryable: true,
        error: (n) => new LlmError('unavailable', `The language model (${where}) could not be reached${after(n)}.`, { cause: err }),
      };
    }
    if (err instanceof OpenAI.APIError) {
      const status = err.status ?? 0;
      const transient = status === 408 || status === 409 || status === 429 || status >= 500;
      return {
        kind: transient ? 'unavailable' : 'rejected',
        retryable: transient,
        error: (n) => new LlmError(transient ? 'unavailable' : 'rejected', `The language model (${where}) answered HTTP ${status}${after(n)}.`, { cause: err }),
      };
    }
    // A body cut off mid-read surfaces from fetch as a plain error ("terminated", a socket code).
    const broken = err instanceof Error && /terminated|socket|ECONNRESET|EPIPE|other side closed/i.test(`${err.message} ${String((err.cause as Error | undefined)?.message ?? '')}`);
    return {
      kind: 'unavailable',
      retryable: broken,
      error: () =>
        new LlmError('unavailable', `The language model (${where}) failed: ${err instanceof Error ? err.message : String(err)}`, { cause: err }),
    };
  }

  return {
    model: config.model,
    prices: config.prices,
    async complete(messages, opts = {}) {
      const stage = opts.stage ?? 'call';
      let text = '';
      let conversation = messages;
      for (let part = 0; ; part++) {
        const answer = await withRetries(conversation, opts);
        const estimated = answer.usage === null;
        opts.meter?.add(
          stage,
          answer.usage ?? { promptTokens: estimateTokens(conversation.map((m) => m.content).join('\n')), completionTokens: estimateTokens(answer.text) },
          estimated,
        );
        if (answer.refusal || answer.finishReason === 'content_filter') {
          throw new LlmError('refused', `The language model (${where}) declined to answer${answer.refusal ? `: ${answer.refusal.slice(0, 200)}` : ' (content filter)'}.`);
        }
        text = part === 0 ? answer.text : joinContinuation(text, answer.text);
        if (answer.finishReason !== 'length' || part >= MAX_CONTINUATIONS) break;
        conversation = [...messages, { role: 'assistant', content: stripReasoning(text) }, { role: 'user', content: CONTINUE_PROMPT }];
      }
      const clean = stripReasoning(text);
      if (clean === '') throw new LlmError('invalid-output', `The language model (${where}) answered with no text.`);
      if (looksLikeRefusal(clean)) {
        throw new LlmError('refused', `The language model (${where}) declined to answer: "${clean.slice(0, 160)}".`);
      }
      return clean;
    },
  };
}

function fromCompletion(completion: OpenAI.Chat.Completions.ChatCompletion): Answer {
  const choice = completion.choices?.[0];
  const u = completion.usage;
  return {
    text: typeof choice?.message?.content === 'string' ? choice.message.content : '',
    refusal: choice?.message?.refusal ?? null,
    finishReason: choice?.finish_reason ?? null,
    usage: u ? { promptTokens: u.prompt_tokens ?? 0, completionTokens: u.completion_tokens ?? 0 } : null,
  };
}

function mentionsResponseFormat(err: InstanceType<typeof OpenAI.APIError>): boolean {
  return /response_format|json_schema|json_object|structured/i.test(`${err.message} ${JSON.stringify(err.error ?? '')}`);
}

/** Exponential with jitter: 0.5 s, 1 s, 2 s … so a crowd of sections does not retry in step. */
function backoffMs(tries: number): number {
  return Math.min(8000, 500 * 2 ** tries) * (0.75 + Math.random() * 0.5);
}

function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new LlmError('aborted', 'The language model request was cancelled.'));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', stop);
      resolve();
    }, ms);
    const stop = () => {
      clearTimeout(timer);
      reject(new LlmError('aborted', 'The language model request was cancelled.'));
    };
    signal?.addEventListener('abort', stop, { once: true });
  });
}
