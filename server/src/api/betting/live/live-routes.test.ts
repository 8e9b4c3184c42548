/**
 * The live feed over a real socket: a snapshot then deltas numbered by seq, gzip when accepted (flushed per
 * event), resume by Last-Event-ID, and the ids= subscription.
 */
import { get, type IncomingMessage } from 'node:http';
import { createGunzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveDeltaMessage, LiveSnapshotMessage } from '@arena/domain';
import { LIVE_RELAY_TOKEN_HEADER } from '../../../platform/live/live-relay-token.ts';
import { buildTestApi, type TestApi } from '../../test-support.ts';

const RELAY_TOKEN = 'live-routes-test-relay-token-9d3f';

let t: TestApi;
let base: string;
beforeAll(async () => {
  t = await buildTestApi({ ARENA_LIVE_RELAY_TOKEN: RELAY_TOKEN });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t.app.close();
});

interface Event { id: number; name: string; data: LiveSnapshotMessage & LiveDeltaMessage }

/** Opens the feed and hands back its events as they arrive (decompressed when the server compressed). */
async function openFeed(query: string, headers: Record<string, string> = {}) {
  const response = await new Promise<IncomingMessage>((r, reject) => get(`${base}/betting-api/live/feed?section=live${query}`, { headers }, r).on('error', reject));
  const body = response.headers['content-encoding'] === 'gzip' ? response.pipe(createGunzip()) : response;
  const events: Event[] = [];
  let text = '';
  const waiters = new Set<() => void>();
  body.on('data', (chunk: Buffer) => {
    text += chunk.toString();
    let end;
    while ((end = text.indexOf('\n\n')) >= 0) {
      const block = text.slice(0, end);
      text = text.slice(end + 2);
      const [, id, name, data] = /^id: (\d+)\nevent: (\w+)\ndata: (.*)$/.exec(block)!;
      events.push({ id: Number(id), name: name!, data: JSON.parse(data!) });
      for (const w of [...waiters]) w();
    }
  });
  const next = (count: number) =>
    new Promise<Event[]>((resolve) => {
      const check = () => events.length >= count && (waiters.delete(check), resolve(events.slice(0, count)));
      waiters.add(check);
      check();
    });
  return { response, events, next, close: () => response.destroy() };
}

describe('GET /betting-api/live/feed', () => {
  it('gzips the stream when accepted and flushes each event: a snapshot of every live game with id = seq, then a delta with the next seq', async () => {
    const feed = await openFeed('', { 'accept-encoding': 'gzip, deflate' });
    expect(feed.response.headers['content-encoding']).toBe('gzip');
    const [snapshot] = await feed.next(1);
    expect(snapshot!.name).toBe('snapshot');
    expect(snapshot!.id).toBe(snapshot!.data.seq);
    expect(snapshot!.data.games.length).toBeGreaterThanOrEqual(20);
    expect(snapshot!.data.games.every((g) => g.isLive)).toBe(true);
    t.clock.advance(4000);
    await t.app.inject({ method: 'POST', url: '/test-api/betting/live-tick' });
    const [, delta] = await feed.next(2);
    expect(delta).toMatchObject({ name: 'delta', id: snapshot!.id + 1 });
    expect(delta!.data.patch!.length).toBeGreaterThan(0);
    // Only what moved: every patch names its game and at least one changed field, never a whole market list.
    expect(delta!.data.patch!.every((p) => Object.keys(p).length >= 2 && !('markets' in p))).toBe(true);
    feed.close();
  });

  it('is plain text without an Accept-Encoding, and refuses a feed without section=live or with bad ids (400)', async () => {
    const feed = await openFeed('');
    expect(feed.response.headers['content-encoding']).toBeUndefined();
    expect((await feed.next(1))[0]!.name).toBe('snapshot');
    feed.close();
    expect((await t.app.inject('/betting-api/live/feed')).statusCode).toBe(400);
    expect((await t.app.inject('/betting-api/live/feed?section=live&ids=1,x')).statusCode).toBe(400);
  });

  it('resumes from Last-Event-ID with the deltas missed; an unknown id gets a fresh snapshot', async () => {
    const first = await openFeed('');
    const [snapshot] = await first.next(1);
    first.close();
    t.clock.advance(4000);
    await t.app.inject({ method: 'POST', url: '/test-api/betting/live-tick' });
    const resumed = await openFeed('', { 'last-event-id': String(snapshot!.id) });
    const [missed] = await resumed.next(1);
    expect(missed).toMatchObject({ name: 'delta', id: snapshot!.id + 1 });
    resumed.close();
    // A page's live-odds client reopening for another set of games names its last seq in the query (a new
    // EventSource cannot send the header): the same replay.
    const reopened = await openFeed(`&lastEventId=${snapshot!.id}`);
    expect((await reopened.next(1))[0]).toMatchObject({ name: 'delta', id: snapshot!.id + 1 });
    reopened.close();
    const stranger = await openFeed('', { 'last-event-id': '12' });
    expect((await stranger.next(1))[0]!.name).toBe('snapshot');
    stranger.close();
  });

  it('with ids= sends only the subscribed games, a line game included', async () => {
    const live = t.json<{ games: Array<{ id: string }> }>(await t.app.inject('/betting-api/games?section=live')).games;
    const line = t.json<{ games: Array<{ id: string }> }>(await t.app.inject('/betting-api/games?section=line&limit=1')).games;
    const ids = [live[0]!.id, line[0]!.id];
    const feed = await openFeed(`&ids=${ids.join(',')}`);
    const [snapshot] = await feed.next(1);
    expect(snapshot!.data.games.map((g) => g.id).sort()).toEqual([...ids].sort());
    t.clock.advance(4000);
    await t.app.inject({ method: 'POST', url: '/test-api/betting/live-tick' });
    const [, delta] = await feed.next(2);
    expect(delta!.data.patch!.map((p) => p.id)).toEqual([live[0]!.id]);
    feed.close();
  });

  it('relay=1 (a host\'s subscription of every live game plus up to 500 ids) only with the relay token: without it or with another 403 live_relay_forbidden', async () => {
    const refused = await t.app.inject({ url: '/betting-api/live/feed?section=live&relay=1', headers: { 'x-language': 'en' } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'live_relay_forbidden', message: expect.stringContaining('host') });
    const wrong = await t.app.inject({ url: '/betting-api/live/feed?section=live&relay=1', headers: { [LIVE_RELAY_TOKEN_HEADER]: `${RELAY_TOKEN}x` } });
    expect(wrong.statusCode).toBe(403);
    const relay = await openFeed('&relay=1', { [LIVE_RELAY_TOKEN_HEADER]: RELAY_TOKEN });
    expect(relay.response.statusCode).toBe(200);
    const [snapshot] = await relay.next(1);
    // A relay snapshot is told the live set, which a page's never is.
    expect(snapshot).toMatchObject({ name: 'snapshot', data: { live: expect.arrayContaining([snapshot!.data.games[0]!.id]) } });
    relay.close();
  });
});
