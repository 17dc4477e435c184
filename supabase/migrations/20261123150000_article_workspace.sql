-- Your Articles (issue 17): a deleted article leaves a tombstone so the month's quota still counts
-- it (deleting never gives an article back).

-- An article's id is not stored: the server derives it from the record, the article's created_at and
-- its content (md5 as a uuid; src/server/articles/article-library.ts), so generated_articles keeps
-- the spec's shape and every article, old or new, has one.

-- Deleted articles. The article leaves generated_articles (content gone, the chat's history no
--    longer shows it); this row keeps when it was written, which the quota counts.
create table public.deleted_articles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  content_id uuid not null,
  article_id text not null,
  article_created_at timestamptz not null,
  deleted_at timestamptz not null default now(),
  unique (user_id, article_id)
);
create index deleted_articles_user_created_idx on public.deleted_articles (user_id, article_created_at);

alter table public.deleted_articles enable row level security;
-- The owner may read their own tombstones; writes go through the server's DELETE /api/articles/:id
-- (the same rule as scraped_contents: clients hold no write grant on either table).
create policy "owner can read deleted articles" on public.deleted_articles
  for select to authenticated using (user_id = auth.uid());
grant select on public.deleted_articles to authenticated;
revoke insert, update, delete on public.deleted_articles from anon, authenticated;
