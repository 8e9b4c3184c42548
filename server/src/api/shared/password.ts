/** Password hashing with node:crypto scrypt and a random salt per password. Never store or log clear text. */
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 32;
// N=2^14 is scrypt's interactive default: ~30 ms per hash, fine for login and for seeding a few users.
const COST = 16384;

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, KEY_LENGTH, { N: COST });
  return `scrypt$${COST}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export function verifyPassword(password: string, stored: string): boolean {
  const [scheme, cost, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !cost || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(cost) });
  return timingSafeEqual(expected, actual);
}

// A hash of a random password, made once: checking against it costs the same scrypt work as a real check.
let dummyHash: string | null = null;

/**
 * Checks a password against a user's stored hash — or, when there is no such user, against a dummy hash
 * with the same cost, so "unknown login" and "wrong password" take the same time (no login enumeration
 * by timing). Answers false for a missing user.
 */
export function verifyPasswordOfUser(password: string, user: { password_hash: string } | undefined): boolean {
  if (user) return verifyPassword(password, user.password_hash);
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'));
  verifyPassword(password, dummyHash);
  return false;
}
