/**
 * The route check (server/src/api/route-contracts.test.ts) accepts any exported value of the package as a
 * shared schema: so the package exports schemas and a few named constants, nothing that could pass as a
 * schema by accident.
 */
import { describe, expect, it } from 'vitest';
import * as contracts from './index.ts';

const CONSTANTS = ['DEMO_SOCIAL_PROVIDER', 'MAX_ROW_ID', 'MAX_HISTORY_OFFSET'];
/** Every schema a TypeBox builder made carries its kind (`~kind`); a hand-written object does not. */
const builtByTypeBox = (value: unknown) => typeof value === 'object' && value !== null && '~kind' in value;

describe('@arena/contracts exports', () => {
  it('every export is a TypeBox schema but the named constants', () => {
    const notSchemas = Object.entries(contracts).filter(([name, value]) => !CONSTANTS.includes(name) && !builtByTypeBox(value)).map(([name]) => name);
    expect(notSchemas).toEqual([]);
    expect(CONSTANTS.map((name) => typeof (contracts as Record<string, unknown>)[name])).toEqual(['string', 'number', 'number']);
  });
});
