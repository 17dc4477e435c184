-- RankScribe schema. Applied by `supabase db push` to a Supabase project and by the embedded
-- migration runner to PGlite, after the embedded bootstrap has created what Supabase provides
-- (roles anon/authenticated/service_role, schema auth with auth.users, auth.uid(), auth.jwt()).

create table public.user_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  status text not null,
  plan_id text,
  lemon_subscription_id text,
  lemon_customer_id text,
  current_period_start timestamptz,
  current_period_end timestamptz,
  ends_at timestamptz,
  -- the provider's own updated_at of the newest event applied: older events never regress a row
  provider_updated_at timestamptz,
  updated_at timestamptz not null default now()
);

create table public.scraped_contents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  url text not null,
  site_title text,
  analysis jsonb,
  pages jsonb not null default '[]'::jsonb,
  paywall_shown boolean not null default false,
  credits integer not null default 1,
  generated_articles jsonb not null default '[]'::jsonb,
  created_at timestamptz not null default now()
);
create index scraped_contents_user_created_idx on public.scraped_contents (user_id, created_at desc);

create table public.webhook_events (
  id text primary key,
  event_name text not null,
  payload jsonb not null,
  received_at timestamptz not null default now()
);

alter table public.user_subscriptions enable row level security;
alter table public.scraped_contents enable row level security;
alter table public.webhook_events enable row level security;

-- Owners read their own rows; every write goes through the server (service_role bypasses RLS).
create policy "owner can read subscription" on public.user_subscriptions
  for select to authenticated using (user_id = auth.uid());
create policy "owner can read scraped contents" on public.scraped_contents
  for select to authenticated using (user_id = auth.uid());
-- webhook_events: no policy at all, so no client role can read or write it.

grant select on public.user_subscriptions to authenticated;
grant select on public.scraped_contents to authenticated;
revoke all on public.webhook_events from anon, authenticated;
