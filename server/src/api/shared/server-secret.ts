/**
 * The token-signing secret, from the environment or a file — never from the database, so a copy of the
 * database (a backup, a leaked file) does not let anyone mint user tokens, grants or link signatures.
 *
 * Order: ARENA_SECRET (the value itself) → the secret file (ARENA_SECRET_FILE, default arena.secret
 * beside the database; created with mode 0600 on first start, so tokens survive a restart) → for a
 * ':memory:' database, a random secret that lives as long as the process.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { ServerEnv } from '../../platform/env.ts';

/** 32 characters of base64url are 192 bits; shorter secrets are refused at start-up. */
export const MIN_SECRET_LENGTH = 32;

function checked(secret: string, source: string): string {
  const value = secret.trim();
  if (value.length < MIN_SECRET_LENGTH) throw new Error(`${source} must hold at least ${MIN_SECRET_LENGTH} characters`);
  return value;
}

function readOrCreateSecretFile(file: string): string {
  try {
    return checked(readFileSync(file, 'utf8'), `The secret file ${file}`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  mkdirSync(dirname(file), { recursive: true });
  try {
    // 'wx': never overwrite — two servers starting together on one data folder end up with one secret.
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return checked(readFileSync(file, 'utf8'), `The secret file ${file}`);
}

export function loadServerSecret(env: Pick<ServerEnv, 'secret' | 'secretFile'>): string {
  if (env.secret !== null) return checked(env.secret, 'ARENA_SECRET');
  if (env.secretFile !== null) return readOrCreateSecretFile(env.secretFile);
  return randomBytes(32).toString('base64url');
}
