/** Builds the API alone (no host) on an in-memory DB with test controls, plus small call helpers. */
import { randomUUID } from 'node:crypto';
import { AjvCompiler } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type LightMyRequestResponse } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { AdjustableClock } from '../platform/clock.ts';
import { readEnv, type ServerEnv } from '../platform/env.ts';
import { apiPlugin } from './index.ts';
import { guardAnswerSchema } from './answer-schema-guard.ts';

export interface TestApi {
  app: FastifyInstance;
  clock: AdjustableClock;
  fingerprint(): Promise<string>;
  /** Logs in by login+password and answers the bearer token. */
  login(login: string, password: string): Promise<string>;
  json<T = Record<string, unknown>>(response: LightMyRequestResponse): T;
}

export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/**
 * Fastify gives every instance its own Ajv and compiles every route schema again: ~0.3 s of CPU per API and
 * ~350 APIs per run. The test APIs of a worker share the compiled validators and serializers instead, keyed by
 * the compiler's options and the schema's JSON text (many routes build their schema objects inline, so a new
 * object each registration; what a validator or serializer does depends on that text alone).
 */
const validatorPool = AjvCompiler();
const serializerFactory = SerializerSelector();

function memoised<Route extends { schema?: unknown }, Compiled>(compile: (route: Route) => Compiled, cache: Map<string, Compiled>) {
  return (route: Route): Compiled => {
    const key = JSON.stringify(route.schema);
    let compiled = cache.get(key);
    if (compiled === undefined) cache.set(key, (compiled = compile(route)));
    return compiled;
  };
}

/** One cache per compiler setup (external schemas and options), as Fastify's own pool keys its Ajv instances. */
function cacheFor<T>(caches: Map<string, Map<string, T>>, externalSchemas: unknown, options: unknown): Map<string, T> {
  const key = JSON.stringify([externalSchemas, options]);
  let cache = caches.get(key);
  if (!cache) caches.set(key, (cache = new Map()));
  return cache;
}

const validatorCaches = new Map<string, Map<string, ReturnType<ReturnType<typeof validatorPool>>>>();
const serializerCaches = new Map<string, Map<string, ReturnType<ReturnType<typeof serializerFactory>>>>();

/**
 * Header names a schema names (properties, required, dependencies) and whether it constrains names
 * (propertyNames): what Fastify lower-cases in a header schema before compiling it (lib/validation.js).
 */
function headerNamesOf(schema: unknown, names: string[] = []): string[] {
  if (Array.isArray(schema)) schema.forEach((item) => headerNamesOf(item, names));
  if (!schema || typeof schema !== 'object') return names;
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'required' && Array.isArray(value)) names.push(...(value as string[]));
    else if (key === 'propertyNames') names.push('propertyNames');
    else if (['properties', 'dependencies', 'dependentSchemas', 'dependentRequired'].includes(key) && value && typeof value === 'object') names.push(...Object.keys(value));
    headerNamesOf(value, names);
  }
  return names;
}

type CompilersFactory = NonNullable<NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']>;

const buildValidator: CompilersFactory['buildValidator'] = (externalSchemas, options) => {
  const compile = memoised(validatorPool(externalSchemas, options), cacheFor(validatorCaches, externalSchemas, options));
  // With a validator factory of its own, Fastify hands header schemas over as written instead of lower-casing
  // their names first; one written in lower case (all of ours) compiles the same either way, any other fails here.
  return (route) => {
    const upper = route.httpPart === 'headers' ? headerNamesOf(route.schema).filter((name) => name !== name.toLowerCase()) : [];
    if (upper.length) throw new Error(`${route.method} ${route.url}: header schema names ${upper.join(', ')} are not lower case; the test API's shared validator would not lower-case them as Fastify does`);
    return compile(route);
  };
};

const buildSerializer: CompilersFactory['buildSerializer'] = (externalSchemas, options) =>
  memoised(serializerFactory(externalSchemas, options), cacheFor(serializerCaches, externalSchemas, options));

/** For a test that builds its own Fastify around the API (its own logger or proxy trust): the same shared compilers. */
export const sharedSchemaController: FastifyServerOptions['schemaController'] = { compilersFactory: { buildValidator, buildSerializer } };

/** Registers more beside the API before it is ready (the payments tests add the payment sandbox). */
export type ExtendTestApi = (app: FastifyInstance, env: ServerEnv, clock: AdjustableClock) => Promise<void>;

export async function buildTestApi(envOverrides: Record<string, string> = {}, extend?: ExtendTestApi): Promise<TestApi> {
  const clock = new AdjustableClock();
  const app = Fastify({ logger: false, schemaController: sharedSchemaController });
  // Every answer must fit the schema it is serialised with (a field the schema misses would be dropped silently).
  app.addHook('preSerialization', guardAnswerSchema);
  const env = readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1', ...envOverrides });
  await app.register(apiPlugin, { env, clock });
  if (extend) await extend(app, env, clock);
  await app.ready();
  const json = <T,>(response: LightMyRequestResponse) => JSON.parse(response.body) as T;
  const fingerprint = async () => {
    const response = await app.inject({ method: 'POST', url: '/fingerprint-api/issue', payload: { data: { userAgent: 'test' } } });
    return json<{ token: string }>(response).token;
  };
  return {
    app,
    clock,
    json,
    fingerprint,
    async login(login, password) {
      const response = await app.inject({
        method: 'POST',
        url: '/auth-api/login',
        headers: { 'x-fingerprint': await fingerprint() },
        payload: { login: b64(login), password: b64(password) },
      });
      if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
      return json<{ token: string }>(response).token;
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A fresh Idempotency-Key header (coupon placement and deposits require one; shared/idempotency.ts). */
export const idempotencyKey = (key: string = randomUUID()) => ({ 'idempotency-key': key });

/** The id of the player's account of a type (0 main, 4 bonus, 9 currency): the first one of that type. */
export async function accountIdOf(t: TestApi, token: string, type: 0 | 4 | 9 = 0): Promise<number> {
  const data = t.json<{ all_accounts: Array<{ id: number; type: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) }));
  return data.all_accounts.find((a) => a.type === type)!.id;
}

/** A fresh API with the demo player signed in and their main account: where most betting tests start. */
export async function buildDemoSession(): Promise<{ t: TestApi; token: string; accountId: number }> {
  const t = await buildTestApi();
  const token = await t.login('demo', 'Demo1234!');
  return { t, token, accountId: await accountIdOf(t, token) };
}

/** A fresh API and a visitor's browser fingerprint (the auth calls require one): where the auth tests start. */
export async function buildVisitorApi(): Promise<{ t: TestApi; fp: string }> {
  const t = await buildTestApi();
  return { t, fp: await t.fingerprint() };
}

/**
 * A fresh fixture (anything holding a test API) for each test of the calling file or `describe`: it registers the
 * hooks that build one with `build`, hand it to `use` before the test and close its app after. A file's first build
 * pays for the backend's imports and seed, which on a loaded machine can pass vitest's default 10 s hook timeout:
 * the hook may take 30 s.
 */
export function freshForEachTest<Fixture extends { t: TestApi }>(build: () => Promise<Fixture>, use: (fixture: Fixture) => void): void {
  let current: Fixture | undefined;
  beforeEach(async () => {
    current = await build();
    use(current);
  }, 30_000);
  afterEach(async () => {
    await current?.t.app.close();
  });
}
