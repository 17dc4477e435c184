import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/db';
import type { TokenSigner } from '../auth/jwt';
import { AuthApiError } from './auth-errors';

/** The User object of Supabase Auth's API, as supabase-js reads it. */
export interface AuthUserObject {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at: string;
  confirmed_at: string;
  phone: string;
  last_sign_in_at: string | null;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: Record<string, unknown>[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

export interface AuthSession {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: AuthUserObject;
}

interface UserRow {
  id: string;
  aud: string;
  role: string;
  email: string;
  raw_user_meta_data: Record<string, unknown>;
  raw_app_meta_data: Record<string, unknown>;
  is_anonymous: boolean;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

interface IdentityRow {
  id: string;
  user_id: string;
  provider: string;
  provider_id: string;
  identity_data: Record<string, unknown>;
  last_sign_in_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

const USER_COLUMNS =
  'id, aud, role, email, raw_user_meta_data, raw_app_meta_data, is_anonymous, last_sign_in_at, created_at, updated_at';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function toUserObject(u: UserRow, identities: IdentityRow[]): AuthUserObject {
  return {
    id: u.id,
    aud: u.aud,
    role: u.role,
    email: u.email,
    email_confirmed_at: u.created_at.toISOString(),
    confirmed_at: u.created_at.toISOString(),
    phone: '',
    last_sign_in_at: iso(u.last_sign_in_at),
    app_metadata: u.raw_app_meta_data,
    user_metadata: u.raw_user_meta_data,
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      provider: i.provider,
      identity_data: i.identity_data,
      email: u.email,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: i.created_at.toISOString(),
      updated_at: i.updated_at.toISOString(),
    })),
    created_at: u.created_at.toISOString(),
    updated_at: u.updated_at.toISOString(),
    is_anonymous: u.is_anonymous,
  };
}

const newRefreshToken = () => randomBytes(24).toString('base64url');

export interface AuthServiceDeps {
  db: Db;
  signer: TokenSigner;
  /** `iss` claim: <public url>/auth/v1, as Supabase sets it. */
  issuer: string;
  accessTokenSeconds: number;
}

export type AuthService = ReturnType<typeof createAuthService>;

/**
 * The embedded stand-in for Supabase Auth: users, sessions and rotating refresh tokens in the
 * auth schema. The database is reached as its owner; these tables are never exposed over REST.
 */
export function createAuthService({ db, signer, issuer, accessTokenSeconds }: AuthServiceDeps) {
  async function loadUser(q: Queryable, userId: string): Promise<AuthUserObject | null> {
    const users = await q.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [userId]);
    const user = users.rows[0];
    if (!user) return null;
    const identities = await q.query<IdentityRow>('select * from auth.identities where user_id = $1 order by created_at', [userId]);
    return toUserObject(user, identities.rows);
  }

  async function issueSession(q: Queryable, user: AuthUserObject, sessionId: string, refreshToken: string): Promise<AuthSession> {
    const now = Math.floor(Date.now() / 1000);
    const accessToken = await signer.sign(
      {
        iss: issuer,
        sub: user.id,
        aud: 'authenticated',
        email: user.email,
        phone: '',
        app_metadata: user.app_metadata,
        user_metadata: user.user_metadata,
        role: 'authenticated',
        aal: 'aal1',
        amr: [{ method: 'oauth', timestamp: now }],
        session_id: sessionId,
        is_anonymous: false,
      },
      accessTokenSeconds,
    );
    await q.query('update auth.sessions set updated_at = now() where id = $1', [sessionId]);
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: accessTokenSeconds,
      expires_at: now + accessTokenSeconds,
      refresh_token: refreshToken,
      user,
    };
  }

  return {
    /**
     * The local provider's sign-in: finds the user by e-mail or creates them, records the sign-in
     * and opens a new session. A given name becomes `full_name`, as Google's profile does.
     */
    signIn(input: { email: string; name?: string; provider: string }): Promise<AuthSession> {
      const email = input.email.trim().toLowerCase();
      const name = input.name?.trim();
      const profile: Record<string, unknown> = { email, email_verified: true, iss: issuer, sub: email };
      if (name) Object.assign(profile, { full_name: name, name });
      return db.transaction(async (tx) => {
        const found = await tx.query<{ id: string }>(
          `insert into auth.users (email, raw_user_meta_data, raw_app_meta_data, last_sign_in_at)
           values ($1, $2, $3, now())
           on conflict (email) do update
             set raw_user_meta_data = auth.users.raw_user_meta_data || excluded.raw_user_meta_data,
                 raw_app_meta_data = jsonb_set(auth.users.raw_app_meta_data, '{providers}',
                   (select to_jsonb(array(select distinct jsonb_array_elements_text(
                      coalesce(auth.users.raw_app_meta_data -> 'providers', '[]'::jsonb) || to_jsonb($4::text)))))),
                 last_sign_in_at = now(), updated_at = now()
           returning id`,
          [email, profile, { provider: input.provider, providers: [input.provider] }, input.provider],
        );
        const userId = found.rows[0]!.id;
        await tx.query(
          `insert into auth.identities (user_id, provider, provider_id, identity_data, last_sign_in_at)
           values ($1, $2, $3, $4, now())
           on conflict (provider, provider_id) do update
             set identity_data = excluded.identity_data, last_sign_in_at = now(), updated_at = now()`,
          [userId, input.provider, email, profile],
        );
        const session = await tx.query<{ id: string }>('insert into auth.sessions (user_id) values ($1) returning id', [userId]);
        const sessionId = session.rows[0]!.id;
        const refreshToken = newRefreshToken();
        await tx.query('insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)', [
          refreshToken,
          userId,
          sessionId,
        ]);
        return issueSession(tx, (await loadUser(tx, userId))!, sessionId, refreshToken);
      });
    },

    /**
     * Rotation: each refresh token works once and is replaced by its child. Presenting a revoked
     * one means it leaked or was replayed, so the whole session (every token of it) is revoked.
     */
    async refresh(refreshToken: string): Promise<AuthSession> {
      const outcome = await db.transaction(async (tx) => {
        const found = await tx.query<{ user_id: string; session_id: string; revoked: boolean }>(
          'select user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update',
          [refreshToken],
        );
        const row = found.rows[0];
        if (!row) return { error: new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
        if (row.revoked) {
          await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
          return { error: new AuthApiError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used') };
        }
        await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where token = $1', [refreshToken]);
        const next = newRefreshToken();
        await tx.query('insert into auth.refresh_tokens (token, user_id, session_id, parent) values ($1, $2, $3, $4)', [
          next,
          row.user_id,
          row.session_id,
          refreshToken,
        ]);
        const user = await loadUser(tx, row.user_id);
        if (!user) return { error: new AuthApiError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
        return { session: await issueSession(tx, user, row.session_id, next) };
      });
      // The family revocation must commit, so the error is raised only after the transaction.
      if (outcome.error) throw outcome.error;
      return outcome.session;
    },

    /** The user behind a still-open session; a signed-out session's tokens no longer work here. */
    async userForSession(userId: string, sessionId: string | undefined): Promise<AuthUserObject> {
      if (sessionId) {
        const open = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [sessionId, userId]);
        if (open.rows.length === 0) {
          throw new AuthApiError(403, 'session_not_found', 'Session from session_id claim in JWT does not exist');
        }
      }
      const user = await loadUser(db, userId);
      if (!user) throw new AuthApiError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
      return user;
    },

    /** Merges `data` into user_metadata; a null value deletes its key (Supabase Auth's rule). */
    async updateUserMetadata(userId: string, data: Record<string, unknown>): Promise<AuthUserObject> {
      await db.query(
        `update auth.users
            set raw_user_meta_data = (raw_user_meta_data || $2::jsonb)
                  - array(select key from jsonb_each($2::jsonb) where value = 'null'::jsonb),
                updated_at = now()
          where id = $1`,
        [userId, data],
      );
      return (await loadUser(db, userId))!;
    },

    /** Ends sessions and with them their refresh tokens: global (all), local (this one) or others. */
    async logout(userId: string, sessionId: string | undefined, scope: 'global' | 'local' | 'others'): Promise<void> {
      if (scope === 'local') {
        await db.query('delete from auth.sessions where id = $1 and user_id = $2', [sessionId ?? null, userId]);
      } else if (scope === 'others') {
        await db.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [userId, sessionId ?? null]);
      } else {
        await db.query('delete from auth.sessions where user_id = $1', [userId]);
      }
    },
  };
}
