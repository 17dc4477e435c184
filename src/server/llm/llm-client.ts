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
    maxRetries: 1,
    fetch: options.fetch,
  });
  return {
    model: config.model,
    async complete(messages, opts = {}) {
      let completion: OpenAI.Chat.Completions.ChatCompletion;
      try {
        completion = await sdk.chat.completions.create(
          {
            model: config.model,
            messages,
            max_tokens: opts.maxTokens,
            temperature: opts.temperature,
          },
          { signal: opts.signal },
        );
      } catch (err) {
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
