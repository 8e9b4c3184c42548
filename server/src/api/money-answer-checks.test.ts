/**
 * Issue 27: every money answer the browser checks (shared-libs/contracts/src/answer-checks/money-answers.ts,
 * the one list) names a route the backend really serves, and its check is built from the very schema that
 * route answers 200 with (by identity), so the browser refuses exactly what the server would never send.
 * And a new route answering with one of the listed money schemas (another casino action answering a round)
 * fails until the list names it too, so no money answer of a known shape goes unchecked. The same holds for
 * every other answer the browser checks (answers.ts): each listed route is served and answers exactly the
 * listed schema (which browser calls need a checker is scripts/lint/answer-check-call-sites.test.ts).
 */
import Fastify, { type RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { ANSWERS, MONEY_ANSWERS } from '@arena/contracts/answer-checks/list';
import * as door from '@arena/contracts/answer-checks';
import { readEnv } from '../platform/env.ts';
import { apiPlugin } from './index.ts';
import { sharedSchemaController } from './test-support.ts';

async function answerSchemas(): Promise<Map<string, unknown>> {
  const app = Fastify({ logger: false, schemaController: sharedSchemaController });
  const found = new Map<string, unknown>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const ok = ((route.schema as { response?: Record<string, unknown> } | undefined)?.response ?? {})['200'];
    for (const method of [route.method].flat()) if (method !== 'HEAD') found.set(`${method} ${route.url}`, ok);
  });
  await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:' }) });
  await app.ready();
  await app.close();
  return found;
}

// The backend's routes and their 200 schemas, read once for both lists.
let served: Map<string, unknown>;
beforeAll(async () => {
  served = await answerSchemas();
}, 60_000);

/** Each listed route is served and answers 200 with exactly the schema its check is built from. */
function expectServedAsListed(list: Record<string, { route: string; schema: unknown }>): void {
  for (const [name, { route, schema }] of Object.entries(list)) {
    expect(served.has(route), `${name}: ${route} is not a backend route`).toBe(true);
    expect(served.get(route) === schema, `${name}: ${route} answers with another schema`).toBe(true);
  }
}

describe('money answer checks cover the money routes with the schemas the server answers with (issue 27)', () => {

  it('every route answering with a listed money schema is listed itself', () => {
    const schemas = new Set<unknown>(Object.values(MONEY_ANSWERS).map((a) => a.schema));
    const listed = new Set<string>(Object.values(MONEY_ANSWERS).map((a) => a.route));
    expect([...served].filter(([route, schema]) => schemas.has(schema) && !listed.has(route)).map(([route]) => route)).toEqual([]);
  });

  it('every listed route is served and answers 200 with exactly the schema its check is built from', () => {
    expectServedAsListed(MONEY_ANSWERS);
  });

  it('every listed answer has its checker at the door', () => {
    for (const name of Object.keys(MONEY_ANSWERS)) expect(typeof (door as Record<string, unknown>)[name], name).toBe('function');
  });
});

describe('the other answer checks name served routes with the schemas the server answers with (issue 27)', () => {
  it('every listed route is served and answers 200 with exactly the schema its check is built from', () => {
    expectServedAsListed(ANSWERS);
  });

  it('no route is listed twice, in either list, and every listed answer has its checker at the door', () => {
    const routes = [...Object.values(MONEY_ANSWERS), ...Object.values(ANSWERS)].map((a) => a.route);
    expect(routes.filter((route, i) => routes.indexOf(route) !== i)).toEqual([]);
    for (const name of Object.keys(ANSWERS)) expect(typeof (door as Record<string, unknown>)[name], name).toBe('function');
  });
});
