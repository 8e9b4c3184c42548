/**
 * Operator tokens (the host's deploy operators, the backend's content operators) are configured as SHA-256
 * digests only, so a configuration file leaks no usable token; a presented token is found by its digest,
 * compared in constant time against every entry. One minimum strength holds for both kinds.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export const sha256Hex = (text: string): string => createHash('sha256').update(text).digest('hex');

/**
 * The shortest token that is ever accepted: 32 characters of base64url are 192 bits. Only digests are
 * configured, so a weak token cannot be refused at start; it is refused at use instead — a configured token
 * shorter than this never signs anyone in, so an operator notices at once and mints a strong one.
 */
export const MIN_OPERATOR_TOKEN_LENGTH = 32;

/** The entry whose digest is the presented token's, or null (always null for a token under the minimum). */
export function findByTokenDigest<T extends { sha256: string }>(entries: readonly T[], presented: string): T | null {
  if (presented.length < MIN_OPERATOR_TOKEN_LENGTH) return null;
  const digest = Buffer.from(sha256Hex(presented), 'hex');
  let found: T | null = null;
  // Every entry is compared (no early exit), so timing does not tell which entry matched.
  for (const entry of entries) if (timingSafeEqual(digest, Buffer.from(entry.sha256, 'hex'))) found = entry;
  return found;
}
