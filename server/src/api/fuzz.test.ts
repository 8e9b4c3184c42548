/**
 * Fuzz-style: every route (enumerated through onRoute) gets malformed params, queries and bodies, with
 * and without a valid token. Rule: no 500, no crash, every error is a JSON { code, message } without a stack.
 */
import Fastify, { type RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../platform/clock.ts';
import { readEnv } from '../platform/env.ts';
import { apiPlugin } from './index.ts';
import { b64 } from './test-support.ts';

const routes: Array<{ method: string; url: string }> = [];
const app = Fastify({ logger: false });
app.addHook('onRoute', (route: RouteOptions) => {
  for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ method, url: route.url });
});

const BODIES: Array<{ payload: string; type: string }> = [
  { payload: '{"unterminated": ', type: 'application/json' },
  { payload: '[]', type: 'application/json' },
  { payload: 'null', type: 'application/json' },
  { payload: '42', type: 'application/json' },
  { payload: '"text"', type: 'application/json' },
  { payload: JSON.stringify({ login: 123, password: null, url: {}, id: 'x', currency_id: -1, rules: 'no', path: 5, auth: 'yes' }), type: 'application/json' },
  { payload: JSON.stringify({ login: b64('\u0000'.repeat(3)), password: '====', code: 'abc', token: 'a.b', recoveryToken: 'x.y', captchaId: 'z', answer: '1' }), type: 'application/json' },
  { payload: JSON.stringify({ a: { b: { c: { d: [1, { e: 'f' }] } } }, __proto__: { polluted: true }, constructor: { prototype: {} } }), type: 'application/json' },
  { payload: 'login=demo&password=x', type: 'application/x-www-form-urlencoded' },
  { payload: '--b\r\nContent-Disposition: form-data; name="credential"\r\n\r\nx\r\n--b--\r\n', type: 'multipart/form-data; boundary=b' },
  { payload: 'garbage', type: 'multipart/form-data' },
  { payload: '<xml/>', type: 'text/xml' },
];
const JUNK_PARAMS = ['%00', '..%2F..%2Fetc', 'x'.repeat(300), '-1', 'google'];
const JUNK_QUERIES = ['', '?id=abc&lang=english&groups=,,,&path=', '?id[]=1&id[]=2', '?captchaCode=7&limit=0&kind=nope', '?lang=%FF&force_refresh=maybe'];

let token = '';
beforeAll(async () => {
  await app.register(apiPlugin, { env: readEnv({ ARENA_DB: ':memory:', ARENA_TEST_CONTROLS: '1' }), clock: new AdjustableClock() });
  await app.ready();
  const fp = JSON.parse((await app.inject({ method: 'POST', url: '/fingerprint-api/issue', payload: { data: {} } })).body) as { token: string };
  const login = await app.inject({ method: 'POST', url: '/auth-api/login', headers: { 'x-fingerprint': fp.token }, payload: { login: b64('demo'), password: b64('Demo1234!') } });
  token = (JSON.parse(login.body) as { token: string }).token;
});
afterAll(async () => {
  await app.close();
});

function fill(url: string, value: string): string {
  return url.replace(/:(\w+)/g, () => value);
}

describe('fuzz: malformed input on every route', () => {
  it('enumerates the API routes', () => {
    expect(routes.length).toBeGreaterThan(40);
  });

  it('no route answers 500 or leaks a stack for malformed params, queries and bodies', async () => {
    const failures: string[] = [];
    let sent = 0;
    for (const route of routes) {
      if (route.url === '/test-api/reset') continue; // reseeding per request would only slow the run
      for (const param of JUNK_PARAMS) {
        for (const query of JUNK_QUERIES) {
          const bodies = route.method === 'GET' || route.method === 'DELETE' ? [undefined] : BODIES;
          for (const body of bodies) {
            for (const auth of [false, true]) {
              const url = fill(route.url, encodeURIComponent(param)) + query;
              const response = await app.inject({
                method: route.method as 'GET',
                url,
                ...(body ? { payload: body.payload, headers: { 'content-type': body.type, ...(auth ? { authorization: `Bearer ${token}` } : {}) } } : { headers: auth ? { authorization: `Bearer ${token}` } : {} }),
              });
              sent++;
              const tag = `${route.method} ${url} ${body?.type ?? ''} ${body?.payload.slice(0, 30) ?? ''}`;
              if (response.statusCode >= 500) failures.push(`${response.statusCode} ${tag}: ${response.body.slice(0, 200)}`);
              if (/\bat .+\.(ts|js):\d+/.test(response.body)) failures.push(`stack in ${tag}`);
              if (response.statusCode >= 400) {
                const parsed = JSON.parse(response.body) as { code?: unknown; message?: unknown };
                if (typeof parsed.code !== 'string' || typeof parsed.message !== 'string') failures.push(`bad error body ${tag}: ${response.body.slice(0, 200)}`);
              }
            }
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(routes.length * 10);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 240_000);
});
