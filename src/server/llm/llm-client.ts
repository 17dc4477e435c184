import OpenAI from 'openai';
import type { LlmConfig } from '../config';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface CompletionOptions {
  maxTokens?: number;
  /** 0–2; low values keep structured output stable. */
  temperature?: number;
  signal?: AbortSignal;
}

/** The one seam every LLM caller (topic engine, article writer) goes through. */
export interface LlmClient {
  readonly model: string;
  complete(messages: ChatMessage[], options?: CompletionOptions): Promise<string>;
}

export type LlmErrorKind = 'timeout' | 'unavailable' | 'rejected' | 'invalid-output' | 'aborted';

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

const MAX_RETRIES = 1;
/** Room for the SDK's pause before its retry (0.5 s at most for the first one) and a loaded machine. */
const RETRY_PAUSE_ALLOWANCE_MS = 2_000;

function wholeCallMs(config: LlmConfig): number {
  return config.timeoutMs * (MAX_RETRIES + 1) + RETRY_PAUSE_ALLOWANCE_MS;
}

/** Servers such as Ollama or vLLM accept any key, but the SDK refuses an empty one. */
const KEYLESS_PLACEHOLDER = 'not-needed';

export interface LlmClientOptions {
  /** For tests and proxies; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/**
 * An OpenAI-compatible chat-completions client. The SDK does the retrying: exactly one retry on
 * transient failures (connection errors, timeouts, 408/409/429/5xx), honouring Retry-After.
 */
export function createLlmClient(config: LlmConfig, options: LlmClientOptions = {}): LlmClient {
  const sdk = new OpenAI({
    baseURL: config.baseUrl,
    apiKey: config.apiKey ?? KEYLESS_PLACEHOLDER,
    timeout: config.timeoutMs,
    maxRetries: MAX_RETRIES,
    fetch: options.fetch,
  });
  return {
    model: config.model,
    async complete(messages, opts = {}) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      // The SDK's timeout stops at the response headers: a server that stalls mid-body would hold
      // the request forever. This deadline covers the whole call, both attempts included.
      const deadline = AbortSignal.timeout(wholeCallMs(config));
      const signal = opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline;
      try {
        completion = await sdk.chat.completions.create(
          {
            model: config.model,
            messages,
            max_tokens: opts.maxTokens,
            temperature: opts.temperature,
          },
          { signal },
        );
      } catch (err) {
        if (deadline.aborted && !opts.signal?.aborted) {
          throw new LlmError('timeout', `The language model (${config.model}) did not finish its answer within ${wholeCallMs(config)} ms.`, {
            cause: err,
          });
        }
        throw toLlmError(err, config);
      }
      const text = completion.choices?.[0]?.message?.content;
      if (typeof text !== 'string' || text.trim() === '') {
        throw new LlmError('invalid-output', `The language model (${config.model}) answered with no text.`);
      }
      return text;
    },
  };
}

function toLlmError(err: unknown, config: LlmConfig): LlmError {
  const where = `${config.model} at ${new URL(config.baseUrl).host}`;
  if (err instanceof OpenAI.APIConnectionTimeoutError) {
    return new LlmError('timeout', `The language model (${where}) did not answer within ${config.timeoutMs} ms.`, { cause: err });
  }
  if (err instanceof OpenAI.APIUserAbortError) {
    return new LlmError('aborted', 'The language model request was cancelled.', { cause: err });
  }
  if (err instanceof OpenAI.APIConnectionError) {
    return new LlmError('unavailable', `The language model (${where}) could not be reached.`, { cause: err });
  }
  if (err instanceof OpenAI.APIError) {
    const status = err.status ?? 0;
    const transient = status === 408 || status === 409 || status === 429 || status >= 500;
    return new LlmError(
      transient ? 'unavailable' : 'rejected',
      `The language model (${where}) answered HTTP ${status}${transient ? ' after one retry' : ''}.`,
      { cause: err },
    );
  }
  return new LlmError('unavailable', `The language model (${where}) failed: ${err instanceof Error ? err.message : String(err)}`, {
    cause: err,
  });
}
