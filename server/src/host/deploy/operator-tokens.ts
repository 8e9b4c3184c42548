/**
 * Operator tokens for the ops API. Configured as JSON, inline in ARENA_OPS_TOKENS or in the file named
 * by ARENA_OPS_TOKENS_FILE: `[{ "sha256": "<hex sha256 of the token>", "operator": "anna", "role":
 * "deployer" }]`. Only digests are stored, so the file leaks no usable token; a token is looked up by the
 * digest of what the client sends, compared in constant time. No tokens configured → no ops API at all.
 */
import { readFileSync } from 'node:fs';
import { findByTokenDigest } from '../../platform/token-digests.ts';

export type OperatorRole = 'viewer' | 'deployer';

export interface OperatorToken {
  sha256: string;
  operator: string;
  role: OperatorRole;
}

const ROLES = new Set<string>(['viewer', 'deployer']);

export function parseOperatorTokens(text: string, source: string): OperatorToken[] {
  const parsed: unknown = JSON.parse(text);
  if (!Array.isArray(parsed)) throw new Error(`${source}: operator tokens must be a JSON array`);
  return parsed.map((entry: unknown, index) => {
    const e = entry as Partial<OperatorToken> | null;
    if (!e || typeof e.sha256 !== 'string' || !/^[0-9a-f]{64}$/.test(e.sha256) || typeof e.operator !== 'string' || e.operator === '' || !ROLES.has(e.role as string)) {
      throw new Error(`${source}[${index}]: expected { sha256: <64 hex>, operator: <name>, role: viewer|deployer }`);
    }
    return { sha256: e.sha256, operator: e.operator, role: e.role as OperatorRole };
  });
}

/** The configured tokens; a broken configuration stops the host (better than an open or silent ops API). */
export function operatorTokensFromEnv(env: NodeJS.ProcessEnv): OperatorToken[] {
  if (env.ARENA_OPS_TOKENS_FILE) return parseOperatorTokens(readFileSync(env.ARENA_OPS_TOKENS_FILE, 'utf8'), env.ARENA_OPS_TOKENS_FILE);
  if (env.ARENA_OPS_TOKENS) return parseOperatorTokens(env.ARENA_OPS_TOKENS, 'ARENA_OPS_TOKENS');
  return [];
}

/** The operator a presented token belongs to, or null (always null for a token under the minimum: token-digests.ts). */
export function findOperator(tokens: readonly OperatorToken[], presented: string): OperatorToken | null {
  return findByTokenDigest(tokens, presented);
}
