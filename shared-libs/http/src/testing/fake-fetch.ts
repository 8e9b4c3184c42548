/**
 * A scripted fetch for unit tests of every library that talks to the backend (and for manual wiring in
 * a test page): replies are queued per method and path, the last reply of a route repeats, every call is
 * recorded with its headers. 'hang' never answers until aborted; 'network-error' rejects like fetch does.
 */
import type { FetchLike } from '../client/send.ts';

export interface FakeCall {
  method: string;
  url: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeReply =
  | { status?: number; body?: unknown; headers?: Record<string, string> }
  | 'network-error'
  | 'hang'
  | ((call: FakeCall) => FakeReply | Promise<FakeReply>);

export interface FakeFetch extends FetchLike {
  readonly calls: FakeCall[];
  /** Queue replies for `METHOD /path` (path without query; a RegExp matches path plus query). */
  on(method: string, path: string | RegExp, ...replies: FakeReply[]): FakeFetch;
  callsTo(path: string): FakeCall[];
}

interface Route {
  method: string;
  path: string | RegExp;
  replies: FakeReply[];
}

function parseBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return body ?? undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

export function createFakeFetch(): FakeFetch {
  const routes: Route[] = [];
  const calls: FakeCall[] = [];

  async function answer(reply: FakeReply, call: FakeCall, signal: AbortSignal | null | undefined): Promise<Response> {
    if (typeof reply === 'function') return answer(await reply(call), call, signal);
    const abortError = (): DOMException => new DOMException('The operation was aborted.', 'AbortError');
    if (signal?.aborted) throw abortError();
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    if (reply === 'hang') {
      return new Promise<Response>((_, reject) => signal?.addEventListener('abort', () => reject(abortError()), { once: true }));
    }
    const status = reply.status ?? 200;
    const text = reply.body === undefined ? null : typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    const headers = { 'content-type': typeof reply.body === 'string' ? 'text/plain' : 'application/json', ...reply.headers };
    return new Response(status === 204 ? null : text, { status, headers });
  }

  const fake = (async (input: string, init: RequestInit = {}) => {
    const parsed = new URL(input, 'http://arena.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, key) => (headers[key] = value));
    const call: FakeCall = { method, url: input, path: parsed.pathname, headers, body: parseBody(init.body) };
    calls.push(call);
    const route = routes.find(
      (r) => r.method === method && (typeof r.path === 'string' ? r.path === parsed.pathname : r.path.test(parsed.pathname + parsed.search)),
    );
    if (!route) return answer({ status: 404, body: { code: 'not_found', message: `no fake route for ${method} ${parsed.pathname}` } }, call, init.signal);
    const reply = route.replies.length > 1 ? route.replies.shift()! : route.replies[0]!;
    return answer(reply, call, init.signal);
  }) as FakeFetch;

  Object.defineProperty(fake, 'calls', { value: calls });
  fake.on = (method, path, ...replies) => {
    if (replies.length === 0) throw new Error('a fake route needs at least one reply');
    routes.push({ method: method.toUpperCase(), path, replies });
    return fake;
  };
  fake.callsTo = (path) => calls.filter((c) => c.path === path);
  return fake;
}
