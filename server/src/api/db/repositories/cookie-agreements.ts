/** Cookie-agreement times (spec §7 "log cookie agreement time"), per session and, when signed in, per user. */
import type { Database } from 'better-sqlite3';

export interface CookieAgreementRow {
  session_id: string;
  user_id: number;
  /** When the person agreed (unix seconds, the client's report). */
  agreed_at: number;
  /** When the server heard of it (unix seconds, server clock). */
  logged_at: number;
}

export interface CookieAgreementsRepository {
  /** One row per session: a newer agreement in the same session replaces the older one. */
  record(row: CookieAgreementRow): void;
  forSession(sessionId: string): CookieAgreementRow | undefined;
  /** The user's most recent agreement over all their sessions. */
  latestForUser(userId: number): CookieAgreementRow | undefined;
}

export function createCookieAgreementsRepository(db: Database): CookieAgreementsRepository {
  const upsert = db.prepare(
    `INSERT INTO cookie_agreements (session_id, user_id, agreed_at, logged_at) VALUES (@session_id, @user_id, @agreed_at, @logged_at)
     ON CONFLICT (session_id) DO UPDATE SET user_id = excluded.user_id, agreed_at = excluded.agreed_at, logged_at = excluded.logged_at`,
  );
  const bySession = db.prepare<[string], CookieAgreementRow>('SELECT * FROM cookie_agreements WHERE session_id = ?');
  const byUser = db.prepare<[number], CookieAgreementRow>('SELECT * FROM cookie_agreements WHERE user_id = ? ORDER BY agreed_at DESC LIMIT 1');
  return {
    record: (row) => void upsert.run(row),
    forSession: (id) => bySession.get(id),
    latestForUser: (userId) => byUser.get(userId),
  };
}
