import type { SnapshotFrom } from 'xstate';
import type { generationMachine } from './generation.machine';
import type { writingTipsMachine } from './writing-tips.machine';
import { GENERATION_STATUS, WRITING_TIPS } from '../../src/shared/messages';

export type GenerationPhase = 'competitors' | 'reddit' | 'youtube' | 'writing';

/** Progress and status text per phase (spec §4: 25, 50, 75, 90). */
export const GENERATION_PHASES: Record<GenerationPhase, { progress: number; status: string }> = {
  competitors: { progress: 25, status: GENERATION_STATUS.competitors },
  reddit: { progress: 50, status: GENERATION_STATUS.reddit },
  youtube: { progress: 75, status: GENERATION_STATUS.youtube },
  writing: { progress: 90, status: GENERATION_STATUS.writing },
};

export interface GenerationView {
  phase: GenerationPhase;
  progress: number;
  status: string;
  tip: string;
}

/** The bar stops short of 100 until the answer arrives: "done" is the server's word, not ours. */
const BEFORE_DONE = 99;

/**
 * A running generation and its tips child → phase, progress, status and tip; undefined when not
 * running. The bar shows the spec's phase or the server's reported share, whichever is further.
 */
export function generationView(
  snapshot: SnapshotFrom<typeof generationMachine> | undefined,
  tips: SnapshotFrom<typeof writingTipsMachine> | undefined,
): GenerationView | undefined {
  if (!snapshot || !snapshot.matches('running')) return undefined;
  const phase = (Object.keys(GENERATION_PHASES) as GenerationPhase[]).find((p) => snapshot.matches({ running: p })) ?? 'writing';
  const server = Math.min(BEFORE_DONE, Math.round(snapshot.context.serverProgress * 100));
  return { phase, ...GENERATION_PHASES[phase], progress: Math.max(GENERATION_PHASES[phase].progress, server), tip: WRITING_TIPS[tips?.context.index ?? 0] ?? '' };
}
