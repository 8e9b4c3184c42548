/**
 * Operator tokens (the host's deploy operators, the backend's content operators) are configured as SHA-256
 * digests only, so a configuration file leaks no usable token; a presented token is found by its digest,
 * compared in constant time against every entry.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/** The entry whose digest is the presented token's, or null. */
export function findByTokenDigest<T extends { sha256: string }>(entries: readonly T[], presented: string): T | null {
  const digest = Buffer.from(sha256Hex(presented), 'hex');
  let found: T | null = null;
  // Every entry is compared (no early exit), so timing does not tell which entry matched.
  for (const entry of entries) if (timingSafeEqual(digest, Buffer.from(entry.sha256, 'hex'))) found = entry;
  return found;
}
