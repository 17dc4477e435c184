import type { SnapshotFrom } from 'xstate';
import { ANALYSIS_STATUS } from '../../src/shared/messages';
import type { analysisMachine } from './analysis.machine';

export type AnalysisStage = 'initial' | 'scraping' | 'analyzing' | 'complete';

export interface AnalysisView {
  stage: AnalysisStage;
  busy: boolean;
  progress: number;
  status: string;
}


const IDLE: AnalysisView = { stage: 'initial', busy: false, progress: 0, status: ANALYSIS_STATUS.initial };

/** Snapshot → what the screen shows; no snapshot means no analysis has run (the 'initial' stage). */
export function analysisView(snapshot: SnapshotFrom<typeof analysisMachine> | undefined): AnalysisView {
  if (!snapshot) return IDLE;
  const { progress } = snapshot.context;
  if (snapshot.matches('complete')) return { stage: 'complete', busy: false, progress, status: ANALYSIS_STATUS.complete };
  if (snapshot.matches('analyzing')) return { stage: 'analyzing', busy: true, progress, status: ANALYSIS_STATUS.analyzing };
  // A retry waits in the scraping stage: the retry itself is announced in the chat.
  if (snapshot.matches('scraping') || snapshot.matches('retrying')) {
    return { stage: 'scraping', busy: true, progress, status: ANALYSIS_STATUS.scraping };
  }
  return IDLE;
}
