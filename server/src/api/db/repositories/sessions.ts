/** Server sessions behind the `ua` cookie. Times in unix seconds. */
import type { Database } from 'better-sqlite3';

export interface SessionRow {
  id: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  revoked: number;
}

export interface SessionsRepository {
  create(row: Omit<SessionRow, 'revoked'>): void;
  get(id: string): SessionRow | undefined;
  extend(id: string, expiresAt: number): void;
  revoke(id: string): void;
  /** Revokes every live session of the user except `keepId` (password change/reset); answers how many. */
  revokeAllForUser(userId: number, keepId?: string): number;
  /** The user's sessions neither revoked nor expired at nowSeconds, newest first. */
  liveForUser(userId: number, nowSeconds: number): SessionRow[];
}

export function createSessionsRepository(db: Database): SessionsRepository {
  const insert = db.prepare('INSERT INTO sessions (id, user_id, created_at, expires_at) VALUES (@id, @user_id, @created_at, @expires_at)');
  const get = db.prepare<[string], SessionRow>('SELECT * FROM sessions WHERE id = ?');
  const extend = db.prepare('UPDATE sessions SET expires_at = ? WHERE id = ? AND revoked = 0');
  const revoke = db.prepare('UPDATE sessions SET revoked = 1 WHERE id = ?');
  const revokeAll = db.prepare('UPDATE sessions SET revoked = 1 WHERE user_id = ? AND id <> ? AND revoked = 0');
  const live = db.prepare<[number, number], SessionRow>('SELECT * FROM sessions WHERE user_id = ? AND revoked = 0 AND expires_at > ? ORDER BY created_at DESC, rowid DESC LIMIT 100');
  return {
    create: (row) => void insert.run(row),
    get: (id) => get.get(id),
    extend: (id, expiresAt) => void extend.run(expiresAt, id),
    revoke: (id) => void revoke.run(id),
    revokeAllForUser: (userId, keepId = '') => revokeAll.run(userId, keepId).changes,
    liveForUser: (userId, nowSeconds) => live.all(userId, nowSeconds),
  };
}
