/**
 * Issue 32, finding 5: crafted input answered 500. A body nested 100 000 levels deep sent with an
 * Idempotency-Key overflowed the stack of the idempotency hash; `offset=1e99` reached SQLite as a number
 * it cannot bind. Each must be a 400 with a clear message, and the rules that prevent them are checked
 * over every route (every numeric query parameter has a maximum).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonDepth, MAX_JSON_DEPTH } from '../platform/json-body.ts';
import { bearer, buildDemoSession, idempotencyKey, type TestApi } from './test-support.ts';

let t: TestApi;
let token: string;
beforeAll(async () => {
  ({ t, token } = await buildDemoSession());
});
afterAll(async () => {
  await t.app.close();
});

const nested = (depth: number) => `{"x":${'['.repeat(depth - 1)}${']'.repeat(depth - 1)}}`;

describe('JSON nesting depth', () => {
  it('counts the nesting of arrays and objects, not brackets inside strings', () => {
    expect(jsonDepth('{"a":[1,{"b":[]}]}')).toBe(4);
    expect(jsonDepth('{"a":"[[[[{{{{\\"[["}')).toBe(1);
    expect(jsonDepth('42')).toBe(0);
    expect(jsonDepth(nested(100_000), 10)).toBe(11); // stops counting once past the limit
  });

  it('a body nested 100 000 levels deep with an Idempotency-Key is a 400 json_too_deep, not a 500', async () => {
    for (const url of ['/payments-api/withdrawals/1/cancel', '/bonuses-api/my/1/cancel', '/payments-api/deposits']) {
      const response = await t.app.inject({ method: 'POST', url, payload: nested(100_000), headers: { ...bearer(token), ...idempotencyKey(), 'content-type': 'application/json', 'x-language': 'en' } });
      expect(response.statusCode, url).toBe(400);
      expect(t.json(response)).toMatchObject({ code: 'json_too_deep', message: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)` });
    }
  });

  it('a body exactly at the limit is still read', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/payments-api/withdrawals/1/cancel', payload: nested(MAX_JSON_DEPTH), headers: { ...bearer(token), ...idempotencyKey(), 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(404); // past the parser: the withdrawal does not exist
  });
});
