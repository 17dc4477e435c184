-- Settings for subscribers (issue 17): the notification toggles of /app/settings, one row per user.
-- The display name is not here: it is user metadata, saved through Supabase Auth (PUT /auth/v1/user).

create table public.user_settings (
  user_id uuid primary key references auth.users (id) on delete cascade,
  email_notifications boolean not null default true,
  campaign_alerts boolean not null default true,
  updated_at timestamptz not null default now()
);

alter table public.user_settings enable row level security;
-- Unlike the other tables, the browser writes this one itself (supabase-js upsert through REST):
-- each user reads, creates and changes only their own row; nobody deletes (a row goes with its user).
create policy "owner can read settings" on public.user_settings
  for select to authenticated using (user_id = auth.uid());
create policy "owner can create settings" on public.user_settings
  for insert to authenticated with check (user_id = auth.uid());
create policy "owner can change settings" on public.user_settings
  for update to authenticated using (user_id = auth.uid()) with check (user_id = auth.uid());
-- Table-wide grants: PostgREST's upsert sets every column it was sent, the key included; the
-- policies' with-check is what keeps a row its owner's.
grant select, insert, update on public.user_settings to authenticated;
revoke all on public.user_settings from anon;

create function public.touch_user_settings() returns trigger language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end $$;
create trigger user_settings_touched before update on public.user_settings
  for each row execute function public.touch_user_settings();
