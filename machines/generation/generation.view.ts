import type { SnapshotFrom } from 'xstate';
import type { generationMachine } from './generation.machine';
import type { writingTipsMachine } from './writing-tips.machine';
import { WRITING_TIPS } from './writing-tips';

export type GenerationPhase = 'competitors' | 'reddit' | 'youtube' | 'writing';

/** Progress and status text per phase (spec §4: 25, 50, 75, 90). */
export const GENERATION_PHASES: Record<GenerationPhase, { progress: number; status: string }> = {
  competitors: { progress: 25, status: 'Analyzing competitors...' },
  reddit: { progress: 50, status: 'Researching Reddit discussions...' },
  youtube: { progress: 75, status: 'Gathering YouTube insights...' },
  writing: { progress: 90, status: 'Writing your article...' },
};

export interface GenerationView {
  phase: GenerationPhase;
  progress: number;
  status: string;
  tip: string;
}

/** A running generation and its tips child → phase, progress, status and tip; undefined when not running. */
export function generationView(
  snapshot: SnapshotFrom<typeof generationMachine> | undefined,
  tips: SnapshotFrom<typeof writingTipsMachine> | undefined,
): GenerationView | undefined {
  if (!snapshot || !snapshot.matches('running')) return undefined;
  const phase = (Object.keys(GENERATION_PHASES) as GenerationPhase[]).find((p) => snapshot.matches({ running: p })) ?? 'writing';
  return { phase, ...GENERATION_PHASES[phase], tip: WRITING_TIPS[tips?.context.index ?? 0] ?? '' };
}
