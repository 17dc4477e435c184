import { z } from 'zod';

/**
 * A generation job's stages in order (issue 18), each with the share of the work done when it
 * starts: what GET /api/jobs/:id/events reports. 'saved' and 'failed' end a job.
 */
export const JOB_STAGES = ['queued', 'research', 'outline', 'sections', 'checks', 'saved', 'failed'] as const;
export const jobStageSchema = z.enum(JOB_STAGES);
export type JobStage = z.infer<typeof jobStageSchema>;

export const STAGE_SHARE: Readonly<Record<JobStage, number>> = {
  queued: 0,
  research: 0.05,
  outline: 0.15,
  sections: 0.2,
  checks: 0.9,
  saved: 1,
  failed: 1,
};

/** One Server-Sent Event of GET /api/jobs/:id/events (event name `progress`). */
export const jobEventSchema = z.object({
  jobId: z.uuid(),
  contentId: z.uuid(),
  topic: z.string(),
  stage: jobStageSchema,
  /** Share of the work done, 0…1; 1 only once the article is saved (or the job failed). */
  progress: z.number().min(0).max(1),
  done: z.boolean(),
});
export type JobEvent = z.infer<typeof jobEventSchema>;

/** GET /api/jobs/current: the caller's unfinished job, so a reloaded chat can follow it. */
export const currentJobResponseSchema = z.object({ job: jobEventSchema.nullable() });
export type CurrentJobResponse = z.infer<typeof currentJobResponseSchema>;

export const jobIdParamSchema = z.object({ id: z.uuid() });
