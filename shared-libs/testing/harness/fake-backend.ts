/**
 * The fake HTTP every harness test talks to: a route table of canned answers with every call recorded,
 * put where the page-wide @arena/http client looks for fetch (it reads globalThis.fetch at call time).
 * So app code runs its real API modules, URLs, headers and error mapping; only the network is fake.
 * Built on @arena/http's own createFakeFetch (queued replies per route, the last one repeats).
 */
import { createFakeFetch, type FakeCall, type FakeFetch, type FakeReply } from '@arena/http';
import { dictionary } from './dictionaries.ts';

/**
 * Canned answers by `METHOD /path` (path without query), e.g. `{ 'GET /office-api/profile': { body: profile } }`.
 * An array is a queue: each call takes the next reply, the last one repeats.
 */
export type RouteTable = Readonly<Record<string, FakeReply | readonly FakeReply[]>>;

export interface FakeBackend extends FakeFetch {
  /** The JSON bodies sent to `METHOD /path`, in call order. */
  bodiesSentTo(method: string, path: string): unknown[];
}

const DICTIONARY_PATH = /^\/dictionary-api\/([^/]+)\/([^/?]+)/;

/** The dictionary route of the reference backend, over the real dictionary files. */
function answerDictionary(call: FakeCall): FakeReply {
  const [, language = '', namespace = ''] = DICTIONARY_PATH.exec(call.path) ?? [];
  const found = dictionary(decodeURIComponent(language), decodeURIComponent(namespace));
  return found ? { body: found } : { status: 404, body: { code: 'not_found', message: `no dictionary ${namespace}` } };
}

/**
 * The backend hands every page a token (visitors too). @arena/session's SESSION_PATHS.token, written out:
 * importing @arena/session would wire its token provider into the page's HTTP client in every test.
 */
const TOKEN_PATH = '/web-api/user/gettoken';
const TOKEN_REPLY: FakeReply = { body: { data: { token: 'harness-token', expiresAt: 4_102_444_800 } } };

export function addRoutes(fake: FakeFetch, routes: RouteTable): void {
  for (const [route, reply] of Object.entries(routes)) {
    const [method, path] = route.split(' ');
    if (!method || !path) throw new Error(`a fake route is "METHOD /path", got "${route}"`);
    fake.on(method, path, ...(Array.isArray(reply) ? (reply as FakeReply[]) : [reply as FakeReply]));
  }
}

/**
 * A fake backend that answers `routes`, the dictionaries and the token, installed as the page's fetch.
 * Assigned, not vi.stubGlobal'ed: a test that calls vi.unstubAllGlobals() for its own stubs keeps it.
 * The caller puts the previous fetch back.
 */
export function installFakeBackend(routes: RouteTable = {}): FakeBackend {
  const fake = createFakeFetch();
  // The test's own answers first: the first matching route answers.
  addRoutes(fake, routes);
  fake.on('GET', DICTIONARY_PATH, answerDictionary);
  fake.on('GET', TOKEN_PATH, TOKEN_REPLY);
  const backend = Object.assign(fake, {
    bodiesSentTo: (method: string, path: string) => fake.calls.filter((c) => c.method === method.toUpperCase() && c.path === path).map((c) => c.body),
  });
  globalThis.fetch = backend as typeof globalThis.fetch;
  return backend;
}

/** Calls of the app itself, without the dictionary and token loads every page makes. */
export function appCalls(fake: FakeFetch): FakeCall[] {
  return fake.calls.filter((call) => !DICTIONARY_PATH.test(call.path) && call.path !== TOKEN_PATH);
}
