import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MIN_OPERATOR_TOKEN_LENGTH, sha256Hex } from '../../platform/token-digests.ts';
import { findOperator, operatorTokensFromEnv, parseOperatorTokens } from './operator-tokens.ts';

const entry = (token: string, operator: string, role: string) => ({ sha256: sha256Hex(token), operator, role });

describe('operator tokens', () => {
  it('none configured → none (the ops API stays off)', () => {
    expect(operatorTokensFromEnv({})).toEqual([]);
  });

  it('reads ARENA_OPS_TOKENS_FILE (preferred) or ARENA_OPS_TOKENS; only digests are stored', () => {
    const dir = mkdtempSync(join(tmpdir(), 'arena-tokens-'));
    try {
      const file = join(dir, 'tokens.json');
      writeFileSync(file, JSON.stringify([entry('s3cret', 'anna', 'deployer')]));
      const inline = JSON.stringify([entry('other', 'victor', 'viewer')]);
      expect(operatorTokensFromEnv({ ARENA_OPS_TOKENS_FILE: file, ARENA_OPS_TOKENS: inline })).toEqual([entry('s3cret', 'anna', 'deployer')]);
      expect(operatorTokensFromEnv({ ARENA_OPS_TOKENS: inline })).toEqual([entry('other', 'victor', 'viewer')]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a broken configuration stops the start with a clear error', () => {
    expect(() => parseOperatorTokens('{}', 'X')).toThrow('must be a JSON array');
    expect(() => parseOperatorTokens(JSON.stringify([{ sha256: 'plain-token', operator: 'a', role: 'deployer' }]), 'X')).toThrow('X[0]');
    expect(() => parseOperatorTokens(JSON.stringify([entry('t', 'a', 'admin')]), 'X')).toThrow('viewer|deployer');
  });

  const strong = 'look-9c2e7b1a5f8d3h6k4m0n2p7q9r1s';
  it('finds the operator of a presented token, null for any other', () => {
    const tokens = parseOperatorTokens(JSON.stringify([entry(`${strong}-anna`, 'anna', 'deployer'), entry(strong, 'victor', 'viewer')]), 'X');
    expect(findOperator(tokens, strong)).toMatchObject({ operator: 'victor', role: 'viewer' });
    expect(findOperator(tokens, strong.slice(0, -1))).toBeNull();
    expect(findOperator(tokens, sha256Hex(strong))).toBeNull(); // the stored digest is not a token
  });

  it('a configured token under the minimum strength never signs a deploy operator in (issue 32)', () => {
    const weak = 's3cret';
    expect(weak.length).toBeLessThan(MIN_OPERATOR_TOKEN_LENGTH);
    const tokens = parseOperatorTokens(JSON.stringify([entry(weak, 'anna', 'deployer')]), 'X');
    expect(findOperator(tokens, weak)).toBeNull();
    const justLongEnough = 'x'.repeat(MIN_OPERATOR_TOKEN_LENGTH);
    expect(findOperator(parseOperatorTokens(JSON.stringify([entry(justLongEnough, 'anna', 'deployer')]), 'X'), justLongEnough)).toMatchObject({ operator: 'anna' });
  });
});
