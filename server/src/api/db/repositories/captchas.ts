/** Captcha challenges and the one-time tokens issued when one is solved. Times in unix seconds. */
import type { Database } from 'better-sqlite3';

export interface CaptchaRow {
  id: string;
  captcha_code: number;
  question: string;
  answer: string;
  created_at: number;
  expires_at: number;
  token: string | null;
  token_expires_at: number | null;
  token_used: number;
  /** 1 once an answer was checked against it (wrong or right): a challenge takes one answer only. */
  burned: number;
}

export interface CaptchasRepository {
  create(row: Pick<CaptchaRow, 'id' | 'captcha_code' | 'question' | 'answer' | 'created_at' | 'expires_at'>): void;
  get(id: string): CaptchaRow | undefined;
  latest(): CaptchaRow | undefined;
  solve(id: string, token: string, tokenExpiresAt: number): void;
  byToken(token: string): CaptchaRow | undefined;
  useToken(id: string): void;
  /** Marks the challenge answered; false when it already was (a second answer racing the first). */
  burn(id: string): boolean;
}

export function createCaptchasRepository(db: Database): CaptchasRepository {
  const insert = db.prepare(
    'INSERT INTO captchas (id, captcha_code, question, answer, created_at, expires_at) VALUES (@id, @captcha_code, @question, @answer, @created_at, @expires_at)',
  );
  const get = db.prepare<[string], CaptchaRow>('SELECT * FROM captchas WHERE id = ?');
  const latest = db.prepare<[], CaptchaRow>('SELECT * FROM captchas ORDER BY created_at DESC, rowid DESC LIMIT 1');
  const solve = db.prepare('UPDATE captchas SET token = ?, token_expires_at = ? WHERE id = ?');
  const byToken = db.prepare<[string], CaptchaRow>('SELECT * FROM captchas WHERE token = ?');
  const useToken = db.prepare('UPDATE captchas SET token_used = 1 WHERE id = ?');
  const burn = db.prepare('UPDATE captchas SET burned = 1 WHERE id = ? AND burned = 0');
  return {
    create: (row) => void insert.run(row),
    get: (id) => get.get(id),
    latest: () => latest.get(),
    solve: (id, token, exp) => void solve.run(token, exp, id),
    byToken: (token) => byToken.get(token),
    useToken: (id) => void useToken.run(id),
    burn: (id) => burn.run(id).changes === 1,
  };
}
