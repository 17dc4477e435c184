import type { Publication } from '../../shared/contracts/publishing';
import type { Queryable } from '../db/db';
import type { PublishedPost } from './post';

interface PublicationRow {
  id: string;
  article_id: string;
  connection_id: string | null;
  target: string;
  remote_id: string;
  url: string | null;
  status: string;
  published_at: string | Date;
}

const publicationOf = (row: PublicationRow): Publication => ({
  id: row.id,
  connectionId: row.connection_id,
  target: row.target,
  remoteId: row.remote_id,
  url: row.url,
  status: row.status,
  publishedAt: new Date(row.published_at).toISOString(),
});

const COLUMNS = 'id, article_id, connection_id, target, remote_id, url, status, published_at';

/** What this connection made of the article before (its newest publication), or null. */
export async function previousPublication(db: Queryable, userId: string, articleId: string, connectionId: string): Promise<Publication | null> {
  const { rows } = await db.query<PublicationRow>(
    `select ${COLUMNS} from public.article_publications
     where user_id = $1 and article_id = $2 and connection_id = $3 order by published_at desc, id limit 1`,
    [userId, articleId, connectionId],
  );
  return rows[0] ? publicationOf(rows[0]) : null;
}

/**
 * Keeps where a publish put the article (written only after the CMS took it). A re-publish
 * (`previous`, the row of the earlier one) updates that row: one row per article and connection,
 * with the CMS's current id, address, status and the time of the last publish.
 */
export async function recordPublication(
  db: Queryable,
  userId: string,
  articleId: string,
  connection: { id: string; label: string },
  post: PublishedPost,
  previous: Publication | null = null,
): Promise<Publication> {
  const { rows } = previous
    ? await db.query<PublicationRow>(
        `update public.article_publications set target = $3, remote_id = $4, url = $5, status = $6, published_at = now()
         where id = $1 and user_id = $2 returning ${COLUMNS}`,
        [previous.id, userId, connection.label, post.remoteId, post.url, post.status],
      )
    : await db.query<PublicationRow>(
        `insert into public.article_publications (user_id, article_id, connection_id, target, remote_id, url, status)
         values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
        [userId, articleId, connection.id, connection.label, post.remoteId, post.url, post.status],
      );
  return publicationOf(rows[0]!);
}

/** The user's publications by article id, newest first (runs under the caller's RLS in the articles list). */
export async function publicationsByArticle(db: Queryable, userId: string): Promise<Map<string, Publication[]>> {
  const { rows } = await db.query<PublicationRow>(
    `select ${COLUMNS} from public.article_publications where user_id = $1 order by published_at desc, id`,
    [userId],
  );
  const byArticle = new Map<string, Publication[]>();
  for (const row of rows) byArticle.set(row.article_id, [...(byArticle.get(row.article_id) ?? []), publicationOf(row)]);
  return byArticle;
}
