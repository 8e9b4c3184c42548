/**
 * A transport's already-parsed body (the host's shared render reads): the client takes it as the answer and
 * leaves the Response's bytes unread; a Response without it is read and parsed as always.
 */
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './client.ts';
import { takesParsedBody, withParsedBody } from './parsed-body.ts';

describe('a parsed body handed over by the transport', () => {
  it('is the answer, the very value, and the bytes stay unread for a client build that does not know the key', async () => {
    const parsed = Object.freeze({ games: Object.freeze([1, 2]) });
    let handed: Response | null = null;
    const client = createHttpClient({
      getLanguage: () => 'ru',
      fetch: async () => (handed = withParsedBody(Response.json({ games: ['from the bytes'] }), parsed)),
    });
    expect(await client.get('/betting-api/games')).toBe(parsed);
    expect(handed!.bodyUsed).toBe(false);
    expect(await handed!.json()).toEqual({ games: ['from the bytes'] });
  });

  it('without it, the body is read and parsed', async () => {
    const client = createHttpClient({ getLanguage: () => 'ru', fetch: async () => Response.json({ games: [3] }) });
    expect(await client.get('/betting-api/games')).toEqual({ games: [3] });
  });

  it('the client says on every request that it takes a parsed body, and then takes one that comes without bytes', async () => {
    const parsed = Object.freeze({ sports: Object.freeze([]) });
    const inits: RequestInit[] = [];
    const client = createHttpClient({
      getLanguage: () => 'ru',
      fetch: async (_input, init) => {
        inits.push(init);
        return withParsedBody(new Response(null, { status: 200, headers: { 'content-type': 'application/json' } }), parsed);
      },
    });
    expect(await client.get('/betting-api/sports')).toBe(parsed);
    expect(inits.map(takesParsedBody)).toEqual([true]);
    expect(takesParsedBody({ method: 'GET' })).toBe(false);
  });
});
