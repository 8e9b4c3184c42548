/**
 * The build's contract check (issue 27, "schemas once"): every route of the reference backend validates its
 * request and serialises its answer with a schema of @arena/contracts, the one place the browser's types come
 * from too. A route with an inline schema (or none) would let the server and the apps drift apart again.
 *
 * A route passes when, by identity with a value @arena/contracts exports:
 * - its body schema is one (every POST/PUT/PATCH/DELETE declares one; `NoBody` when it reads none);
 * - its params schema is one (required when the URL has a parameter) and so is its querystring schema
 *   (required when the handler reads `.query`);
 * - it declares a response, and every 2xx/3xx answer's schema is one (`NotJson` for files, XML, redirects).
 * A multipart upload's body is a shared schema too, one that validates nothing itself: the route reads and
 * checks the parts from the stream (shared-libs/contracts/src/multipart.ts says how and why).
 */
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@arena/contracts';
import { readEnv } from '../platform/env.ts';
import { apiPlugin } from './index.ts';
import { sharedSchemaController } from './test-support.ts';
import { contentOperatorEntry } from './content/content-operators.ts';

/**
 * Concepts (folders of server/src/api) whose routes still carry their own schemas: issue 27 moves them one
 * by one (the money and identity paths went first). The list only shrinks: a concept leaves it in the commit
 * that migrates it (the last test below fails while a migrated concept is still listed). With the casino,
 * bonuses, verification and test controls moved, it is empty: every route is held to the contracts.
 */
const NOT_YET_MIGRATED: ReadonlySet<string> = new Set<string>([]);

interface ListedRoute {
  method: string;
  url: string;
  concept: string;
  schema: RouteOptions['schema'];
  handlerText: string;
}

const CONTRACT_SCHEMAS: ReadonlySet<unknown> = new Set(Object.values(contracts));
const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The concept of a route: the folder under server/src/api of the first file on the stack that declared it. */
function conceptOf(stack: string): string {
  // Line 0 is the message and line 1 the onRoute hook below: the declaring file comes after.
  for (const line of stack.split('\n').slice(2)) {
    const match = /server\/src\/api\/([^/:]+?)(\/|\.ts:)/.exec(line);
    if (match) return match[1]!;
  }
  return 'unknown';
}

/** Every route `register` adds (HEAD twins of GET routes left out), with its concept. */
async function listRoutes(register: (app: FastifyInstance) => Promise<void>): Promise<ListedRoute[]> {
  const app = Fastify({ logger: false, schemaController: sharedSchemaController });
  const routes: ListedRoute[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    const concept = conceptOf(new Error().stack ?? '');
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      routes.push({ method, url: route.url, concept, schema: route.schema, handlerText: String(route.handler) });
    }
  });
  await register(app);
  await app.ready();
  await app.close();
  return routes;
}

/** What is wrong with one route's schemas, as short phrases (empty when it passes). */
function problemsOf(route: ListedRoute): string[] {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const shared = (part: string) => CONTRACT_SCHEMAS.has(schema[part]);
  const problems: string[] = [];
  if (BODY_METHODS.has(route.method) && !shared('body')) problems.push(schema['body'] ? 'body not from @arena/contracts' : 'no body schema (NoBody if it reads none)');
  if (!BODY_METHODS.has(route.method) && schema['body'] !== undefined && !shared('body')) problems.push('body not from @arena/contracts');
  if ((route.url.includes(':') || schema['params'] !== undefined) && !shared('params')) problems.push(schema['params'] ? 'params not from @arena/contracts' : 'no params schema');
  if ((/\.query\b/.test(route.handlerText) || schema['querystring'] !== undefined) && !shared('querystring')) {
    problems.push(schema['querystring'] ? 'querystring not from @arena/contracts' : 'no querystring schema');
  }
  const response = (schema['response'] ?? {}) as Record<string, unknown>;
  const answers = Object.entries(response).filter(([status]) => /^[23]/.test(status));
  if (answers.length === 0) problems.push('no 2xx response schema');
  for (const [status, answer] of answers) if (!CONTRACT_SCHEMAS.has(answer)) problems.push(`response ${status} not from @arena/contracts`);
  return problems;
}

const describeRoute = (route: ListedRoute, problems: string[]) => `${route.method} ${route.url} [${route.concept}]: ${problems.join('; ')}`;

function failures(routes: ListedRoute[]): string[] {
  return routes.map((route) => ({ route, problems: problemsOf(route) })).filter((r) => r.problems.length > 0).map((r) => describeRoute(r.route, r.problems));
}

const backendRoutes = () =>
  listRoutes(async (app) => {
    // With an operator token, so the routes registered only then (content operator API, agent console) are listed too.
    await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1', ARENA_CONTENT_TOKENS: JSON.stringify([contentOperatorEntry('route-check-token-0123456789', 'route-check', 'viewer')]) }) });
  });

describe('route contracts: every backend route validates and answers with @arena/contracts schemas (issue 27)', () => {
  let routes: ListedRoute[] = [];
  beforeAll(async () => {
    routes = await backendRoutes();
  }, 60_000);

  it('every route of a migrated concept uses shared schemas only', () => {
    expect(routes.length).toBeGreaterThan(100);
    expect(routes.filter((route) => route.concept === 'unknown').map((r) => `${r.method} ${r.url}`)).toEqual([]);
    expect(failures(routes.filter((route) => !NOT_YET_MIGRATED.has(route.concept)))).toEqual([]);
  });

  it('the list of concepts not yet migrated only names concepts that still have a route to migrate', () => {
    const pending = new Set(routes.filter((route) => problemsOf(route).length > 0).map((route) => route.concept));
    expect([...NOT_YET_MIGRATED].filter((concept) => !pending.has(concept))).toEqual([]);
  });

  it('names a route with an inline schema, a missing body, params or response, and passes a route built from contracts', async () => {
    const { Type } = await import('typebox');
    const routes = await listRoutes(async (app) => {
      app.post('/fake-api/inline', { schema: { body: Type.Object({ a: Type.String() }), response: { 200: Type.Object({}) } } }, async () => ({}));
      app.post('/fake-api/bare', async () => ({}));
      app.get('/fake-api/item/:id', { schema: { response: { 200: contracts.SuccessAnswer } } }, async (request) => ({ success: true, q: request.query }));
      app.post('/fake-api/good', { schema: { body: contracts.NoBody, response: { 200: contracts.SuccessAnswer } } }, async () => ({ success: true }));
    });
    expect(failures(routes)).toEqual([
      'POST /fake-api/inline [route-contracts.test]: body not from @arena/contracts; response 200 not from @arena/contracts',
      'POST /fake-api/bare [route-contracts.test]: no body schema (NoBody if it reads none); no 2xx response schema',
      'GET /fake-api/item/:id [route-contracts.test]: no params schema; no querystring schema',
    ]);
  });
});
