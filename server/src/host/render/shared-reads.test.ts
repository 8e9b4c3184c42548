/**
 * The server render's data reads shared for a moment (issue 26, SSR throughput): the same read by many
 * renders reaches the backend once, but nothing one visitor's own is ever shared, nothing refused by
 * its answer is kept, and a write through the server forgets every shared answer.
 */
import Fastify from 'fastify';
import { PARSED_JSON_BODY, takingParsedBody } from '@arena/http/parsed-body';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMicroCache } from './micro-cache.ts';
import { sharedReads, type SharedAnswer } from './shared-reads.ts';

const app = Fastify({ logger: false });
app.post('/bet', async () => ({ ok: true }));
// Made before the server is ready (it adds the write hook); each test reads paths of its own.
const shared = createMicroCache<SharedAnswer>(app);
beforeAll(() => app.ready());
afterAll(() => app.close());

/** A backend that counts the requests reaching it; `answers` decides the answer per path. */
function backend(answers: Record<string, () => Response> = {}) {
  const seen: string[] = [];
  const transport = async (input: string) => {
    seen.push(input);
    return answers[input]?.() ?? Response.json({ games: [seen.length] });
  };
  return { seen, fetch: sharedReads(transport, shared) };
}

describe('shared render reads', () => {
  it('the same read by concurrent and later renders reaches the backend once; each reader gets the whole answer', async () => {
    const { seen, fetch } = backend();
    const headers = { authorization: 'Bearer visitor', 'x-language': 'ru' };
    const answers = await Promise.all([fetch('/betting-api/games?section=live', { headers }), fetch('/betting-api/games?section=live', { headers })]);
    const later = await fetch('/betting-api/games?section=live', { headers });
    for (const answer of [...answers, later]) expect(await answer.json()).toEqual({ games: [1] });
    expect(seen).toEqual(['/betting-api/games?section=live']);
  });

  it('another token, language or query is another read; a request with a cookie or a write is never shared', async () => {
    const { seen, fetch } = backend();
    await fetch('/web-api/balance', { headers: { authorization: 'Bearer one' } });
    await fetch('/web-api/balance', { headers: { authorization: 'Bearer two' } });
    await fetch('/web-api/balance', { headers: { authorization: 'Bearer one', 'x-language': 'en' } });
    await fetch('/web-api/balance?full=1', { headers: { authorization: 'Bearer one' } });
    await fetch('/web-api/player', { headers: { cookie: 'ua=session' } });
    await fetch('/web-api/player', { headers: { cookie: 'ua=session' } });
    await fetch('/web-api/bet', { method: 'POST', body: '{}' });
    await fetch('/web-api/bet', { method: 'POST', body: '{}' });
    expect(seen).toHaveLength(8);
  });

  it('an answer that is not a plain 200, sets a cookie or forbids storing is asked again next time', async () => {
    const { seen, fetch } = backend({
      '/missing': () => Response.json({ code: 'not_found' }, { status: 404 }),
      '/token': () => Response.json({ token: 't' }, { headers: { 'set-cookie': 'ua=new' } }),
      '/mine': () => Response.json({ balance: 1 }, { headers: { 'cache-control': 'private, no-store' } }),
      '/empty': () => new Response(null, { status: 204 }),
    });
    for (const path of ['/missing', '/token', '/mine', '/empty']) {
      await fetch(path);
      const again = await fetch(path);
      expect(again.status).toBe(path === '/missing' ? 404 : path === '/empty' ? 204 : 200);
    }
    expect(seen).toEqual(['/missing', '/missing', '/token', '/token', '/mine', '/mine', '/empty', '/empty']);
  });

  it('a write through the server (a bet, a config change) makes the next read reach the backend', async () => {
    const { seen, fetch } = backend();
    expect(await (await fetch('/bff-api/config')).json()).toEqual({ games: [1] });
    await app.inject({ method: 'POST', url: '/bet' });
    expect(await (await fetch('/bff-api/config')).json()).toEqual({ games: [2] });
    expect(seen).toHaveLength(2);
  });

  it('a JSON answer is parsed once: every reader is handed the same frozen value beside the bytes, which no reader can change', async () => {
    const { fetch } = backend({ '/bff-api/sports': () => Response.json({ sports: [{ id: 1, name: 'Футбол' }] }) });
    const [first, second] = [await fetch('/bff-api/sports'), await fetch('/bff-api/sports')];
    const value = (first as Response & Record<typeof PARSED_JSON_BODY, { sports: { name: string }[] }>)[PARSED_JSON_BODY];
    expect(value).toEqual({ sports: [{ id: 1, name: 'Футбол' }] });
    expect((second as Response & Record<typeof PARSED_JSON_BODY, unknown>)[PARSED_JSON_BODY]).toBe(value);
    expect(() => (value.sports[0]!.name = 'changed')).toThrow(TypeError);
    expect(await second.json()).toEqual({ sports: [{ id: 1, name: 'Футбол' }] });
  });

  it('a body that is not JSON, or claims to be and is not, is handed over as bytes only', async () => {
    const { fetch } = backend({
      '/robots.txt': () => new Response('User-agent: *', { headers: { 'content-type': 'text/plain' } }),
      '/broken': () => new Response('{"half', { headers: { 'content-type': 'application/json' } }),
    });
    for (const [path, text] of [['/robots.txt', 'User-agent: *'], ['/broken', '{"half']]) {
      const answer = await fetch(path!);
      expect(PARSED_JSON_BODY in answer).toBe(false);
      expect(await answer.text()).toBe(text);
    }
  });

  it('a reader that takes the parsed body gets it without the bytes; one that does not (an older client build) gets both', async () => {
    const { fetch } = backend({ '/bff-api/bonus': () => Response.json({ bonus: null }) });
    const taking = await fetch('/bff-api/bonus', takingParsedBody({ headers: { 'x-language': 'ru' } }));
    expect(taking.body).toBeNull();
    expect((taking as Response & Record<typeof PARSED_JSON_BODY, unknown>)[PARSED_JSON_BODY]).toEqual({ bonus: null });
    const older = await fetch('/bff-api/bonus', { headers: { 'x-language': 'ru' } });
    expect(await older.json()).toEqual({ bonus: null });
  });
});
