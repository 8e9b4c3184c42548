/**
 * One-time codes: SMS login, two-step, password recovery, reset tokens, activation, login tokens.
 * target identifies whom the code was sent to (a login, a phone, a pending token). Times in unix seconds.
 */
import type { Database } from 'better-sqlite3';

export type CodeKind = 'sms' | 'two_step' | 'recovery' | 'reset' | 'activation' | 'login_token';

export interface CodeRow {
  id: number;
  kind: CodeKind;
  target: string;
  code: string;
  user_id: number;
  created_at: number;
  expires_at: number;
  used: number;
}

export interface CodesRepository {
  issue(row: Omit<CodeRow, 'id' | 'used'>): void;
  /** The newest unused code of that kind for that target (expired or not). */
  latest(kind: CodeKind, target: string): CodeRow | undefined;
  /** An unused code by its value (for tokens, where the value itself is the key). */
  byCode(kind: CodeKind, code: string): CodeRow | undefined;
  markUsed(id: number): void;
  /** Newest codes first, for test controls. */
  recent(kind: CodeKind | null, target: string | null, limit: number): CodeRow[];
}

export function createCodesRepository(db: Database): CodesRepository {
  const insert = db.prepare(
    'INSERT INTO codes (kind, target, code, user_id, created_at, expires_at) VALUES (@kind, @target, @code, @user_id, @created_at, @expires_at)',
  );
  const latest = db.prepare<[string, string], CodeRow>(
    'SELECT * FROM codes WHERE kind = ? AND target = ? AND used = 0 ORDER BY id DESC LIMIT 1',
  );
  const byCode = db.prepare<[string, string], CodeRow>('SELECT * FROM codes WHERE kind = ? AND code = ? AND used = 0');
  const markUsed = db.prepare('UPDATE codes SET used = 1 WHERE id = ?');
  const recent = db.prepare<[string | null, string | null, string | null, string | null, number], CodeRow>(
    'SELECT * FROM codes WHERE (? IS NULL OR kind = ?) AND (? IS NULL OR target = ?) ORDER BY id DESC LIMIT ?',
  );
  return {
    issue: (row) => void insert.run(row),
    latest: (kind, target) => latest.get(kind, target),
    byCode: (kind, code) => byCode.get(kind, code),
    markUsed: (id) => void markUsed.run(id),
    recent: (kind, target, limit) => recent.all(kind, kind, target, target, limit),
  };
}
