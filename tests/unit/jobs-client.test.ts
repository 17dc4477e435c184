import { describe, expect, it } from 'vitest';
import { parseEvents } from '../../src/web/services/jobs-client';

const event = (stage: string, progress: number, done = false) =>
  `event: progress\ndata: ${JSON.stringify({ jobId: '7f1c2a34-0a6b-4c1e-9d4b-3a2f1e0d9c8b', contentId: '0b8e7c6d-5a4f-4e3d-8c2b-1a0f9e8d7c6b', topic: 'T', stage, progress, done })}\n\n`;

describe('reading the job progress stream', () => {
  it('answers the whole events of a chunk and keeps an unfinished one for the next', () => {
    const chunk = event('research', 0.05) + event('outline', 0.15);
    const cut = chunk.length - 20;
    const first = parseEvents(chunk.slice(0, cut));
    expect(first.events.map((e) => e.stage)).toEqual(['research']);
    const second = parseEvents(first.rest + chunk.slice(cut) + event('saved', 1, true));
    expect(second.events.map((e) => [e.stage, e.progress, e.done])).toEqual([
      ['outline', 0.15, false],
      ['saved', 1, true],
    ]);
    expect(second.rest).toBe('');
  });

  it('skips keep-alive comments and data that is not a job event', () => {
    const { events } = parseEvents(`: keep-alive\n\nevent: progress\ndata: {"stage":"nope"}\n\ndata: not json\n\n${event('checks', 0.9)}`);
    expect(events.map((e) => e.stage)).toEqual(['checks']);
  });
});
