/**
 * A transport's already-parsed body (the host's shared render reads): the client takes it as the answer and
 * leaves the Response's bytes unread; a Response without it is read and parsed as always.
 */
import { describe, expect, it } from 'vitest';
import { createHttpClient } from './client.ts';
import { withParsedBody } from './parsed-body.ts';

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
});
