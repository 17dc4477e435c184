-- Durable generation jobs (issue 18). The queue itself (which worker runs a job, its lease, its
-- retries) is pg-boss's, in its own `pgboss` schema, which pg-boss creates and upgrades at start.
-- This table is what the product knows of a job: whose it is, its stage and share of the work for
-- the progress events, and its outcome once done. A job's id is also its pg-boss job id.
create table public.generation_jobs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  content_id uuid not null references public.scraped_contents (id) on delete cascade,
  topic text not null,
  -- queued → running → done; the outcome is written in the transaction that saves the article
  -- and takes the credit, so a retried job finds it done and never charges twice.
  state text not null default 'queued' check (state in ('queued', 'running', 'done')),
  stage text not null default 'queued',
  progress real not null default 0 check (progress >= 0 and progress <= 1),
  outcome jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- One unfinished job per user and record: a second request joins it instead of starting another.
create unique index generation_jobs_one_open on public.generation_jobs (user_id, content_id) where state <> 'done';
create index generation_jobs_user_created_idx on public.generation_jobs (user_id, created_at desc);

-- Only the server reads and writes jobs (GET /api/jobs/:id/events checks the owner itself).
alter table public.generation_jobs enable row level security;
revoke all on public.generation_jobs from anon, authenticated;
