-- Publishing to a subscriber's CMS (issue 17): their connections (credentials sealed by the
-- server) and where each article was published.

-- Connections. `credentials` holds the secret part (application password, Admin API key, webhook
-- signing secret) as AES-256-GCM ciphertext made by the server (src/server/publishing/
-- credential-cipher.ts); the other columns are what the CMS screen shows. Server-only: RLS on and
-- no policy, and no grant to the client roles, so neither the REST API nor a client session reads
-- a row (the server's owner connection does).
create table public.publishing_connections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('wordpress', 'ghost', 'webhook')),
  -- The card it was made from: WordPress, Ghost, Zapier or Custom.
  label text not null,
  site_url text not null,
  -- WordPress user name; the Ghost key's id; empty for a webhook.
  account text not null default '',
  -- The secret's last four characters, so the subscriber can tell which one is saved.
  secret_hint text not null default '',
  credentials text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- One connection per card: connecting again replaces it.
  unique (user_id, label)
);

alter table public.publishing_connections enable row level security;
revoke all on public.publishing_connections from anon, authenticated;

-- Publications: one row per successful publish of an article (articles keep no id of their own in
-- generated_articles; article_id is the id src/server/articles/article-library.ts derives).
-- A failed publish writes nothing: the article stays as it was.
create table public.article_publications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  article_id text not null,
  connection_id uuid references public.publishing_connections (id) on delete set null,
  target text not null,
  remote_id text not null,
  url text,
  status text not null,
  published_at timestamptz not null default now()
);
create index article_publications_user_article_idx on public.article_publications (user_id, article_id, published_at desc);

alter table public.article_publications enable row level security;
-- The owner may read where their articles went (no secret here); writes are the server's.
create policy "owner can read publications" on public.article_publications
  for select to authenticated using (user_id = auth.uid());
grant select on public.article_publications to authenticated;
revoke insert, update, delete on public.article_publications from anon, authenticated;
