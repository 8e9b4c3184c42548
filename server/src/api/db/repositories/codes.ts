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
  /** Wrong answers given against this code; at MAX_CODE_ATTEMPTS it is burned (used) for good. */
  attempts: number;
}

export interface CodesRepository {
  issue(row: Omit<CodeRow, 'id' | 'used' | 'attempts'>): void;
  /**
   * The newest code of that kind for that target, used or not (expired or not): only the newest one
   * counts, so burning or using it never brings an older, still unexpired code back into play.
   */
  latest(kind: CodeKind, target: string): CodeRow | undefined;
  /** An unused code by its value (for tokens, where the value itself is the key). */
  byCode(kind: CodeKind, code: string): CodeRow | undefined;
  markUsed(id: number): void;
  /** Counts one wrong answer against the code; answers the new count. */
  recordWrongAttempt(id: number): number;
  /** Newest codes first, for test controls. */
  recent(kind: CodeKind | null, target: string | null, limit: number): CodeRow[];
}

export function createCodesRepository(db: Database): CodesRepository {
  const insert = db.prepare(
    'INSERT INTO codes (kind, target, code, user_id, created_at, expires_at) VALUES (@kind, @target, @code, @user_id, @created_at, @expires_at)',
  );
  const latest = db.prepare<[string, string], CodeRow>(
    'SELECT * FROM codes WHERE kind = ? AND target = ? ORDER BY id DESC LIMIT 1',
  );
  const byCode = db.prepare<[string, string], CodeRow>('SELECT * FROM codes WHERE kind = ? AND code = ? AND used = 0');
  const markUsed = db.prepare('UPDATE codes SET used = 1 WHERE id = ?');
  const wrongAttempt = db.prepare<[number], { attempts: number }>('UPDATE codes SET attempts = attempts + 1 WHERE id = ? RETURNING attempts');
  const recent = db.prepare<[string | null, string | null, string | null, string | null, number], CodeRow>(
    'SELECT * FROM codes WHERE (? IS NULL OR kind = ?) AND (? IS NULL OR target = ?) ORDER BY id DESC LIMIT ?',
  );
  return {
    issue: (row) => void insert.run(row),
    latest: (kind, target) => latest.get(kind, target),
    byCode: (kind, code) => byCode.get(kind, code),
    markUsed: (id) => void markUsed.run(id),
    recordWrongAttempt: (id) => wrongAttempt.get(id)?.attempts ?? 0,
    recent: (kind, target, limit) => recent.all(kind, kind, target, target, limit),
  };
}
