/**
 * Idempotency-Key answers (issue 16): per player and key, the route and a hash of the request that
 * used it first, and the answer it got. Times in unix seconds; rows older than the TTL are purged.
 */
import type { Database } from 'better-sqlite3';

export interface IdempotencyRow {
  user_id: number;
  key: string;
  route: string;
  request_hash: string;
  status: number;
  /** The answer body as JSON. */
  answer: string;
  created_at: number;
}

export interface IdempotencyRepository {
  get(userId: number, key: string): IdempotencyRow | undefined;
  /** Inserts the first answer of a key; throws on a duplicate (user_id, key) (the primary key). */
  insert(row: IdempotencyRow): void;
  /** Forgets every key created before `before` (their retries are then new requests). */
  purgeBefore(before: number): void;
}

export function createIdempotencyRepository(db: Database): IdempotencyRepository {
  const get = db.prepare<[number, string], IdempotencyRow>('SELECT * FROM idempotency_keys WHERE user_id = ? AND key = ?');
  const insert = db.prepare(
    `INSERT INTO idempotency_keys (user_id, key, route, request_hash, status, answer, created_at)
     VALUES (@user_id, @key, @route, @request_hash, @status, @answer, @created_at)`,
  );
  const purge = db.prepare('DELETE FROM idempotency_keys WHERE created_at < ?');
  return {
    get: (userId, key) => get.get(userId, key),
    insert: (row) => void insert.run(row),
    purgeBefore: (before) => void purge.run(before),
  };
}
