import { jsonrepair } from 'jsonrepair';
import { z } from 'zod';
import { LlmError, type ChatMessage, type CompletionOptions, type LlmClient } from './llm-client';
import { stripReasoning } from './reply-text';

/**
 * Models wrap JSON in prose or code fences however they are asked, and small models break it
 * (trailing commas, single quotes, unescaped newlines, an answer cut off before its last brace).
 * Take the outermost object or array; parse it strictly, else repair it.
 */
export function extractJson(text: string): unknown {
  const clean = stripReasoning(text);
  const fenced = /```(?:json)?\s*([\s\S]*?)(?:```|$)/i.exec(clean);
  const candidate = fenced ? fenced[1]! : clean;
  const start = candidate.search(/[[{]/);
  if (start < 0) throw new SyntaxError('no JSON object in the reply');
  const open = candidate[start]!;
  const end = candidate.lastIndexOf(open === '{' ? '}' : ']');
  if (end > start) {
    try {
      return JSON.parse(candidate.slice(start, end + 1));
    } catch {
      // fall through to the repair, which also sees text after the last brace (a cut-off answer)
    }
  }
  try {
    return JSON.parse(jsonrepair(candidate.slice(start)));
  } catch (err) {
    throw new SyntaxError(`unrepairable JSON in the reply (${err instanceof Error ? err.message : String(err)})`, { cause: err });
  }
}

/** The JSON Schema sent as response_format; zod's own export, minus what servers reject. */
export function schemaFormat(name: string, schema: z.ZodType): { name: string; schema: Record<string, unknown> } {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  delete json.$schema;
  return { name, schema: json };
}

/**
 * Asks for JSON (structured output where the server has it) and validates it with `schema`. A
 * reply that does not parse even after repair, or does not validate, gets one repair turn (the
 * model sees its own answer and the problem); a second failure throws LlmError('invalid-output').
 */
export async function completeJson<T>(
  client: LlmClient,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  options: CompletionOptions & { schemaName?: string } = {},
): Promise<T> {
  const { schemaName = 'answer', ...rest } = options;
  const opts: CompletionOptions = { ...rest, json: rest.json ?? schemaFormat(schemaName, schema) };
  let conversation = messages;
  let lastProblem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const reply = await client.complete(conversation, opts);
    const problem = validate(reply, schema);
    if (problem.ok) return problem.value;
    lastProblem = problem.error;
    conversation = [
      ...messages,
      { role: 'assistant', content: reply },
      { role: 'user', content: `That reply was not valid: ${problem.error}. Answer again with only the corrected JSON.` },
    ];
  }
  throw new LlmError('invalid-output', `The language model's JSON was not valid twice in a row (${lastProblem}).`);
}

export function validate<T>(reply: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; error: string } {
  let data: unknown;
  try {
    data = extractJson(reply);
  } catch (err) {
    return { ok: false, error: `not JSON (${err instanceof Error ? err.message : String(err)})` };
  }
  const parsed = schema.safeParse(data);
  if (parsed.success) return { ok: true, value: parsed.data };
  const issues = parsed.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return { ok: false, error: issues.join('; ') };
}
