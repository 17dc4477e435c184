import type { Queryable } from '../../db/db';
import type { GenerateOutcome } from '../generation-outcome';
import type { JobStage } from '../../../shared/contracts/jobs';

/** What the product knows of a generation job (public.generation_jobs). */
export interface GenerationJob {
  id: string;
  userId: string;
  contentId: string;
  topic: string;
  state: 'queued' | 'running' | 'done';
  stage: JobStage;
  progress: number;
  outcome: GenerateOutcome | null;
}

interface JobRow {
  id: string;
  user_id: string;
  content_id: string;
  topic: string;
  state: GenerationJob['state'];
  stage: JobStage;
  progress: number;
  outcome: GenerateOutcome | null;
}

const COLUMNS = 'id, user_id, content_id, topic, state, stage, progress, outcome';

function toJob(row: JobRow): GenerationJob {
  return {
    id: row.id,
    userId: row.user_id,
    contentId: row.content_id,
    topic: row.topic,
    state: row.state,
    stage: row.stage,
    progress: Number(row.progress),
    // Written only by finishJob from a GenerateOutcome, so it is read back as one.
    outcome: row.outcome,
  };
}

/**
 * The user's unfinished job for this record, or a new one; null when the record is not the
 * user's. The partial unique index (one open job per user and record) makes this exact under
 * concurrency: of two racing inserts one waits for the other and then finds its row.
 */
export async function createOrJoinJob(
  tx: Queryable,
  job: { userId: string; contentId: string; topic: string },
): Promise<{ id: string; created: boolean } | null> {
  for (;;) {
    const inserted = await tx.query<{ id: string }>(
      `insert into public.generation_jobs (user_id, content_id, topic)
       select user_id, id, $3 from public.scraped_contents where id = $2 and user_id = $1
       on conflict (user_id, content_id) where state <> 'done' do nothing returning id`,
      [job.userId, job.contentId, job.topic],
    );
    if (inserted.rows[0]) return { id: inserted.rows[0].id, created: true };
    const open = await tx.query<{ id: string }>(
      `select id from public.generation_jobs where user_id = $1 and content_id = $2 and state <> 'done'`,
      [job.userId, job.contentId],
    );
    if (open.rows[0]) return { id: open.rows[0].id, created: false };
    const owned = await tx.query('select 1 from public.scraped_contents where id = $1 and user_id = $2', [job.contentId, job.userId]);
    if (!owned.rows.length) return null;
    // The open job finished between the two statements: this request starts the next one.
  }
}

export async function readJob(db: Queryable, id: string): Promise<GenerationJob | null> {
  const { rows } = await db.query<JobRow>(`select ${COLUMNS} from public.generation_jobs where id = $1`, [id]);
  return rows[0] ? toJob(rows[0]) : null;
}

export async function readJobs(db: Queryable, ids: readonly string[]): Promise<GenerationJob[]> {
  const { rows } = await db.query<JobRow>(`select ${COLUMNS} from public.generation_jobs where id = any($1::uuid[])`, [ids]);
  return rows.map(toJob);
}

/** The user's most recent unfinished job, so a reloaded chat can follow it. */
export async function openJobOf(db: Queryable, userId: string): Promise<GenerationJob | null> {
  const { rows } = await db.query<JobRow>(
    `select ${COLUMNS} from public.generation_jobs where user_id = $1 and state <> 'done' order by created_at desc limit 1`,
    [userId],
  );
  return rows[0] ? toJob(rows[0]) : null;
}

/** Progress of a running job; a finished job is left as it is (a slow attempt after a retry). */
export async function setStage(db: Queryable, id: string, stage: JobStage, progress: number): Promise<void> {
  await db.query(
    `update public.generation_jobs set state = 'running', stage = $2, progress = greatest(progress, $3), updated_at = now()
      where id = $1 and state <> 'done'`,
    [id, stage, progress],
  );
}

/**
 * Locks the job for the transaction that settles it and answers its outcome when another attempt
 * already settled it: the commit of a retried job then returns that outcome and takes nothing.
 */
export async function lockJob(tx: Queryable, id: string): Promise<{ exists: boolean; outcome: GenerateOutcome | null }> {
  const { rows } = await tx.query<{ state: string; outcome: GenerateOutcome | null }>(
    'select state, outcome from public.generation_jobs where id = $1 for update',
    [id],
  );
  const row = rows[0];
  if (!row) return { exists: false, outcome: null };
  return { exists: true, outcome: row.state === 'done' ? row.outcome : null };
}

/** Settles the job with its outcome (in the commit's transaction when an article is saved). */
export async function finishJob(tx: Queryable, id: string, outcome: GenerateOutcome): Promise<void> {
  await tx.query(
    `update public.generation_jobs set state = 'done', stage = $2, progress = 1, outcome = $3::jsonb, updated_at = now()
      where id = $1 and state <> 'done'`,
    [id, outcome.kind === 'saved' ? 'saved' : 'failed', JSON.stringify(outcome)],
  );
}
