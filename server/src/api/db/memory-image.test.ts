/**
 * An in-memory database is a copy of one seeded image (memory-image.ts) instead of a fresh migration and seed:
 * the copy must hold exactly what a fresh seed at the same time writes, or tests would see another database.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../platform/clock.ts';
import { verifyPassword } from '../shared/password.ts';
import { openDatabase, type OpenedDatabase } from './connection.ts';
import { SEED_USERS } from './seed-data.ts';

const dir = mkdtempSync(join(tmpdir(), 'arena-image-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A clock that does not run, so both databases are seeded at the same instant. */
const stoppedAt = (ms: number): Clock => ({ now: () => ms, nowSeconds: () => Math.floor(ms / 1000) });

/** Every table's rows in id order, password hashes aside (random salts), and the schema. */
function contents({ db }: OpenedDatabase) {
  const tables = db.prepare(`SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as Array<{ name: string; sql: string }>;
  return {
    userVersion: db.pragma('user_version', { simple: true }),
    schema: db.prepare(`SELECT type, name, sql FROM sqlite_master ORDER BY type, name`).all(),
    rows: Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all() as Array<Record<string, unknown>>).map(({ password_hash, ...row }) => ({ ...row, hasHash: password_hash !== undefined })),
      ]),
    ),
  };
}

describe('in-memory database image', () => {
  it('a copy holds what a fresh migration and seed at the same time write, with the clock where the seed wrote it', () => {
    const clock = stoppedAt(1_790_000_123_456);
    const fresh = openDatabase(join(dir, 'fresh.db'), clock);
    const copy = openDatabase(':memory:', clock);
    expect(contents(copy)).toEqual(contents(fresh));
    expect(copy.repos.meta.get('seeded')).toBe('1790000123');
    expect(copy.repos.users.byLogin('demo')?.created_at).toBe(1_790_000_123);
    fresh.close();
    copy.close();
  });

  it('copies at other times carry their own time, and the seed passwords still verify', () => {
    const later = openDatabase(':memory:', stoppedAt(1_800_000_000_000));
    expect(later.repos.meta.get('terms_updated_at')).toBe('1800000000');
    for (const user of SEED_USERS) expect(verifyPassword(user.password, later.repos.users.byLogin(user.login)!.password_hash)).toBe(true);
    later.close();
  });

  it('copies are independent: what one writes, another does not see', () => {
    const clock = stoppedAt(1_790_000_000_000);
    const first = openDatabase(':memory:', clock);
    first.db.prepare(`DELETE FROM redirects`).run();
    const second = openDatabase(':memory:', clock);
    expect(second.db.prepare(`SELECT COUNT(*) AS n FROM redirects`).get()).not.toEqual({ n: 0 });
    first.close();
    second.close();
  });
});
