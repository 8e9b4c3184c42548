/**
 * vitest setup file (server tests): remembers node:crypto's scryptSync answers within a worker. Every test API
 * starts from one seeded database image per process (api/db/memory-image.ts), so the seed users' salts are the
 * same in every copy and each `login('demo', …)` computed the same N=2^14 scrypt again: about a quarter of the
 * API tests' CPU. scrypt is a pure function of its inputs, so a remembered answer is the answer; the production
 * code and its cost are unchanged (password.ts still calls scryptSync, and a new salt still pays in full).
 */
import { createRequire, syncBuiltinESMExports } from 'node:module';
import type { BinaryLike } from 'node:crypto';

const crypto = createRequire(import.meta.url)('node:crypto') as typeof import('node:crypto') & { scryptSync: { memoised?: true } };

if (!crypto.scryptSync.memoised) {
  const original = crypto.scryptSync;
  const answers = new Map<string, ReturnType<typeof original>>();
  const keyPart = (value: BinaryLike) => (typeof value === 'string' ? `s:${value}` : `b:${Buffer.from(value as Uint8Array).toString('base64')}`);
  const memoised: typeof original = (password, salt, keylen, options) => {
    const key = JSON.stringify([keyPart(password), keyPart(salt), keylen, options ?? null]);
    let answer = answers.get(key);
    if (!answer) answers.set(key, (answer = original(password, salt, keylen, options)));
    // A copy: a caller may write into the Buffer it gets.
    return Buffer.from(answer);
  };
  crypto.scryptSync = Object.assign(memoised, { memoised: true as const });
  // `import { scryptSync } from 'node:crypto'` reads the builtin's ESM bindings: bring them up to date.
  syncBuiltinESMExports();
}
