/**
 * Who may edit content: operator tokens configured as JSON in ARENA_CONTENT_TOKENS (or the file named by
 * ARENA_CONTENT_TOKENS_FILE): `[{ "sha256": "<hex sha256 of the token>", "operator": "anna", "role":
 * "editor" }]`, roles `viewer` (read drafts and history) and `editor` (also write). As with the deploy ops
 * tokens (platform/token-digests.ts) only digests are configured, and a token
 * is found by comparing the digest of what the client sends in constant time.
 */
import { findByTokenDigest, sha256Hex } from '../../platform/token-digests.ts';

export type ContentRole = 'viewer' | 'editor';

export interface ContentOperator {
  sha256: string;
  operator: string;
  role: ContentRole;
}

const ROLES = new Set<string>(['viewer', 'editor']);

/** Parses the configuration; '' means none. A broken configuration throws (the server must not start half-open). */
export function parseContentOperators(text: string, source: string): ContentOperator[] {
  if (text.trim() === '') return [];
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error(`${source}: content operator tokens must be a JSON array`);
  return parsed.map((entry: unknown, index) => {
    const e = entry as Partial<ContentOperator> | null;
    if (!e || typeof e.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(e.sha256) || typeof e.operator !== 'string' || !/^[\w.@-]{1,64}$/.test(e.operator) || !ROLES.has(e.role as string)) {
      throw new Error(`${source}[${index}]: expected { sha256: <64 hex>, operator: <name>, role: viewer|editor }`);
    }
    return { sha256: e.sha256, operator: e.operator, role: e.role as ContentRole };
  });
}

/** The operator a presented token belongs to, or null (always null for a token shorter than the minimum: token-digests.ts). */
export function findContentOperator(operators: readonly ContentOperator[], presented: string): ContentOperator | null {
  return findByTokenDigest(operators, presented);
}

/** A configuration entry for a token (tests, the CLI's help). */
export const contentOperatorEntry = (token: string, operator: string, role: ContentRole): ContentOperator => ({ sha256: sha256Hex(token), operator, role });
