/**
 * Issue 32, finding 5: crafted input answered 500. A body nested 100 000 levels deep sent with an
 * Idempotency-Key overflowed the stack of the idempotency hash; `offset=1e99` reached SQLite as a number
 * it cannot bind. Each must be a 400 with a clear message, and the rules that prevent them are checked
 * over every route (every numeric query parameter has a maximum).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type RouteOptions } from 'fastify';
import { AdjustableClock } from '../platform/clock.ts';
import { readEnv } from '../platform/env.ts';
import { jsonDepth, MAX_JSON_DEPTH } from '../platform/json-body.ts';
import { apiPlugin } from './index.ts';
import { bearer, buildDemoSession, idempotencyKey, sharedSchemaController, type TestApi } from './test-support.ts';

let t: TestApi;
let token: string;
const routes: RouteOptions[] = [];
beforeAll(async () => {
  ({ t, token } = await buildDemoSession());
  // The routes as registered, with their schemas, from a second API that records them.
  const recorder = Fastify({ logger: false, schemaController: sharedSchemaController });
  recorder.addHook('onRoute', (route) => void routes.push(route));
  await recorder.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1' }), clock: new AdjustableClock() });
  await recorder.close();
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

/** Numeric properties of a schema (nested ones too) without a `maximum`: each could carry 1e99 to the database. */
function unboundedNumbers(schema: unknown, at = ''): string[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const numeric = node['type'] === 'integer' || node['type'] === 'number';
  const bounded = ['maximum', 'exclusiveMaximum', 'const', 'enum'].some((rule) => node[rule] !== undefined);
  const own = numeric && !bounded ? [at || '(root)'] : [];
  const children = Object.entries(node).flatMap(([key, value]) =>
    key === 'properties' && value && typeof value === 'object'
      ? Object.entries(value).flatMap(([name, child]) => unboundedNumbers(child, `${at}.${name}`))
      : typeof value === 'object' ? unboundedNumbers(value, at) : [],
  );
  return [...own, ...children];
}

describe('numbers in the query', () => {
  it('offset=1e99 on the paged histories is a 400 naming the parameter, not a 500', async () => {
    for (const url of ['/betting-api/coupons?offset=1e99', '/toto-api/coupons?offset=1e99', '/betting-api/coupons?offset=1e308']) {
      const response = await t.app.inject({ url, headers: bearer(token) });
      expect(response.statusCode, url).toBe(400);
      expect(t.json(response)).toMatchObject({ code: 'validation_error', details: [{ path: '/offset', rule: 'maximum' }] });
    }
  });

  it('every numeric query parameter of every route has a maximum', () => {
    const unbounded = routes.flatMap((route) => unboundedNumbers(route.schema?.querystring).map((name) => `${route.url} ${name}`));
    expect(routes.length).toBeGreaterThan(40);
    expect([...new Set(unbounded)]).toEqual([]);
  });
});
