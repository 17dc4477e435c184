import '../zod-jitless';
import { currentJobResponseSchema, jobEventSchema, type JobEvent } from '../../shared/contracts/jobs';

/**
 * The generation service's job endpoints (docs/api.md): the caller's unfinished job, and its
 * progress as Server-Sent Events read through fetch (an EventSource cannot send the Bearer header).
 * Progress is a courtesy: any failure here ends the following quietly; the generate request
 * remains what decides the outcome.
 */
export interface JobsClient {
  current(accessToken: string, signal?: AbortSignal): Promise<JobEvent | null>;
  /** Calls `onEvent` for each progress event of the record's job until it is done or `signal` aborts. */
  follow(contentId: string, accessToken: string, signal: AbortSignal, onEvent: (event: JobEvent) => void): Promise<void>;
}

/** The request that starts a job is under way when following begins: look for its job this often, this many times. */
const LOOK_EVERY_MS = 500;
const LOOKS = 20;

/** The events of a text/event-stream chunk sequence; `rest` is an unfinished event. */
export function parseEvents(buffer: string): { events: JobEvent[]; rest: string } {
  const blocks = buffer.split('\n\n');
  const rest = blocks.pop() ?? '';
  const events = blocks.flatMap((block) => {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (!data) return [];
    try {
      const parsed = jobEventSchema.safeParse(JSON.parse(data));
      return parsed.success ? [parsed.data] : [];
    } catch {
      return [];
    }
  });
  return { events, rest };
}

export function createJobsClient({ generationApiUrl, fetch: fetchImpl = globalThis.fetch }: { generationApiUrl: string; fetch?: typeof fetch }): JobsClient {
  const base = generationApiUrl.replace(/\/+$/, '');
  const auth = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

  async function current(accessToken: string, signal?: AbortSignal): Promise<JobEvent | null> {
    const res = await fetchImpl(`${base}/api/jobs/current`, { headers: auth(accessToken), signal });
    if (!res.ok) return null;
    const parsed = currentJobResponseSchema.safeParse(await res.json());
    return parsed.success ? parsed.data.job : null;
  }

  async function stream(jobId: string, accessToken: string, signal: AbortSignal, onEvent: (event: JobEvent) => void): Promise<void> {
    const res = await fetchImpl(`${base}/api/jobs/${jobId}/events`, { headers: auth(accessToken), signal });
    if (!res.ok || !res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const parsed = parseEvents(buffer + value);
      buffer = parsed.rest;
      parsed.events.forEach(onEvent);
    }
  }

  return {
    current,
    async follow(contentId, accessToken, signal, onEvent) {
      try {
        for (let look = 0; look < LOOKS && !signal.aborted; look++) {
          const job = await current(accessToken, signal);
          if (job?.contentId === contentId) return await stream(job.jobId, accessToken, signal, onEvent);
          await new Promise((r) => setTimeout(r, LOOK_EVERY_MS));
        }
      } catch {
        // Aborted, offline or a server without jobs: the bar keeps the spec's phases.
      }
    },
  };
}
