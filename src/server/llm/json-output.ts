import type { z } from 'zod';
import { LlmError, type ChatMessage, type CompletionOptions, type LlmClient } from './llm-client';

/**
 * Models wrap JSON in prose or code fences however they are asked; take the outermost object or
 * array rather than trusting the whole reply.
 */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  const candidate = fenced ? fenced[1]! : text;
  const start = candidate.search(/[[{]/);
  if (start < 0) throw new SyntaxError('no JSON object in the reply');
  const open = candidate[start]!;
  const end = candidate.lastIndexOf(open === '{' ? '}' : ']');
  if (end <= start) throw new SyntaxError('unterminated JSON in the reply');
  return JSON.parse(candidate.slice(start, end + 1));
}

/**
 * Asks for JSON and validates it with `schema`. A reply that does not parse or validate gets one
 * repair turn (the model sees its own answer and the validation error); a second failure throws
 * LlmError('invalid-output').
 */
export async function completeJson<T>(
  client: LlmClient,
  messages: ChatMessage[],
  schema: z.ZodType<T>,
  options: CompletionOptions = {},
): Promise<T> {
  let conversation = messages;
  let lastProblem = '';
  for (let attempt = 0; attempt < 2; attempt++) {
    const reply = await client.complete(conversation, options);
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

function validate<T>(reply: string, schema: z.ZodType<T>): { ok: true; value: T } | { ok: false; error: string } {
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
