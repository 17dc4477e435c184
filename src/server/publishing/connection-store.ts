import type { ConnectableLabel, ConnectionDraft, ConnectionSummary } from '../../shared/contracts/publishing';
import type { Queryable } from '../db/db';
import type { CredentialCipher } from './credential-cipher';

/**
 * Subscribers' CMS connections in public.publishing_connections (server-only: RLS with no policy,
 * no client grant). The secret part is sealed with the row's user and card label as context (both
 * fixed for the row's life: saving again replaces the secret but keeps the row, whose id the
 * publications point at); the rest is what the CMS screen shows.
 */

/** A saved connection with its secret opened, for the publishers only. */
export type Connection =
  | { kind: 'wordpress'; id: string; label: ConnectableLabel; siteUrl: string; username: string; applicationPassword: string }
  | { kind: 'ghost'; id: string; label: ConnectableLabel; siteUrl: string; adminApiKey: string }
  | { kind: 'webhook'; id: string; label: ConnectableLabel; siteUrl: string; signingSecret: string };

interface ConnectionRow {
  id: string;
  kind: Connection['kind'];
  label: ConnectableLabel;
  site_url: string;
  account: string;
  secret_hint: string;
  credentials: string;
  created_at: string | Date;
}

const context = (userId: string, label: ConnectableLabel) => `${userId}/${label}`;
const hint = (secret: string) => secret.replace(/\s+/g, '').slice(-4);

const LABEL: Record<ConnectionDraft['kind'], (d: ConnectionDraft) => ConnectableLabel> = {
  wordpress: () => 'WordPress',
  ghost: () => 'Ghost',
  webhook: (d) => (d.kind === 'webhook' ? d.label : 'Custom'),
};

/** The parts of a draft that are stored in the clear, and its secret. */
function partsOf(draft: ConnectionDraft, signingSecret: string | null) {
  switch (draft.kind) {
    case 'wordpress':
      return { siteUrl: draft.siteUrl, account: draft.username, secret: draft.applicationPassword };
    case 'ghost':
      return { siteUrl: draft.adminUrl, account: draft.adminApiKey.split(':')[0]!, secret: draft.adminApiKey };
    case 'webhook':
      if (!signingSecret) throw new Error('a webhook needs its signing secret');
      return { siteUrl: draft.url, account: '', secret: signingSecret };
  }
}

const summaryOf = (row: ConnectionRow): ConnectionSummary => ({
  id: row.id,
  kind: row.kind,
  label: row.label,
  siteUrl: row.site_url,
  account: row.account,
  secretHint: row.secret_hint,
  createdAt: new Date(row.created_at).toISOString(),
});

const COLUMNS = 'id, kind, label, site_url, account, secret_hint, credentials, created_at';

export async function saveConnection(
  db: Queryable,
  cipher: CredentialCipher,
  userId: string,
  draft: ConnectionDraft,
  signingSecret: string | null,
): Promise<ConnectionSummary> {
  const label = LABEL[draft.kind](draft);
  const { siteUrl, account, secret } = partsOf(draft, signingSecret);
  const { rows } = await db.query<ConnectionRow>(
    `insert into public.publishing_connections (user_id, kind, label, site_url, account, secret_hint, credentials)
     values ($1, $2, $3, $4, $5, $6, $7)
     on conflict (user_id, label) do update
       set kind = excluded.kind, site_url = excluded.site_url, account = excluded.account,
           secret_hint = excluded.secret_hint, credentials = excluded.credentials, created_at = now(), updated_at = now()
     returning ${COLUMNS}`,
    [userId, draft.kind, label, siteUrl, account, hint(secret), cipher.seal(JSON.stringify({ secret }), context(userId, label))],
  );
  return summaryOf(rows[0]!);
}

export async function listConnections(db: Queryable, userId: string): Promise<ConnectionSummary[]> {
  const { rows } = await db.query<ConnectionRow>(`select ${COLUMNS} from public.publishing_connections where user_id = $1 order by created_at, label`, [userId]);
  return rows.map(summaryOf);
}

export async function deleteConnection(db: Queryable, userId: string, id: string): Promise<boolean> {
  const { rows } = await db.query('delete from public.publishing_connections where user_id = $1 and id = $2 returning id', [userId, id]);
  return rows.length > 0;
}

/** One of the user's connections with its secret opened, or null (none, or someone else's). */
export async function readConnection(db: Queryable, cipher: CredentialCipher, userId: string, id: string): Promise<Connection | null> {
  const { rows } = await db.query<ConnectionRow>(`select ${COLUMNS} from public.publishing_connections where user_id = $1 and id = $2`, [userId, id]);
  const row = rows[0];
  if (!row) return null;
  const { secret } = JSON.parse(cipher.open(row.credentials, context(userId, row.label))) as { secret: string };
  const base = { id: row.id, label: row.label, siteUrl: row.site_url };
  switch (row.kind) {
    case 'wordpress':
      return { ...base, kind: 'wordpress', username: row.account, applicationPassword: secret };
    case 'ghost':
      return { ...base, kind: 'ghost', adminApiKey: secret };
    case 'webhook':
      return { ...base, kind: 'webhook', signingSecret: secret };
  }
}
