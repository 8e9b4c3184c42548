import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../platform/clock.ts';
import { verifyPassword } from '../shared/password.ts';
import { openDatabase } from './connection.ts';
import { MIGRATIONS } from './migrations.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('database file', () => {
  it('first start migrates and seeds; a restart keeps what was written and does not reseed', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-db-'));
    dirs.push(dir);
    const file = join(dir, 'nested', 'arena.db');
    const clock = new AdjustableClock();
    const first = openDatabase(file, clock);
    expect(first.db.pragma('user_version', { simple: true })).toBe(MIGRATIONS.length);
    const demo = first.repos.users.byLogin('demo');
    expect(demo && verifyPassword('Demo1234!', demo.password_hash)).toBe(true);
    first.repos.accounts.create({ user_id: demo?.id ?? 0, type: 9, currency_id: 3 });
    first.close();

    const second = openDatabase(file, clock);
    expect(second.repos.accounts.all(demo?.id ?? 0).map((a) => a.currency_id)).toEqual([1, 1, 2, 3].sort());
    expect(second.db.prepare('SELECT COUNT(*) AS n FROM users').get()).toEqual({ n: 4 });
    second.close();
  });

  it('passwords are stored hashed with scrypt, never in clear', () => {
    const opened = openDatabase(':memory:', new AdjustableClock());
    const hash = opened.repos.users.byLogin('demo')?.password_hash ?? '';
    expect(hash.startsWith('scrypt$')).toBe(true);
    expect(hash).not.toContain('Demo1234!');
    opened.close();
  });

  it('reset to seed wipes written rows (the token secret is not in the database: server-secret.ts)', () => {
    const opened = openDatabase(':memory:', new AdjustableClock());
    opened.repos.codes.issue({ kind: 'sms', target: 'x', code: '1', user_id: 0, created_at: 0, expires_at: 1 });
    opened.resetToSeed();
    expect(opened.repos.codes.recent(null, null, 10)).toEqual([]);
    expect(opened.repos.meta.get('token_secret')).toBeNull();
    expect(opened.repos.users.byLogin('twofa')?.two_factor).toBe(1);
    opened.close();
  });

  it('a reset reseeds without hashing the seed passwords again (scrypt was nearly all of its cost); each user keeps its own salt and signs in', () => {
    const opened = openDatabase(':memory:', new AdjustableClock());
    opened.resetToSeed();
    const hashes = () => ['demo', 'twofa'].map((login) => opened.repos.users.byLogin(login)?.password_hash ?? '');
    const first = hashes();
    opened.resetToSeed();
    expect(hashes()).toEqual(first);
    expect(first[0]).not.toBe(first[1]);
    expect(verifyPassword('Demo1234!', first[0]!)).toBe(true);
    expect(verifyPassword('TwoFa1234!', first[1]!)).toBe(true);
    opened.close();
  });
});
