/**
 * The host's live fan-out tier (issue 28) over real HTTP: a stand-in backend speaking the feed protocol
 * (platform/live/, ticked by hand) and hosts with the remote-backend plugin in front of it. Clients read
 * the host's stream as a browser would; the backend counts the streams it was asked for.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_LIVE, reduceLive, type LiveGameUpdate, type LiveMessage } from '@arena/domain';
import { openEventSink } from '../platform/event-stream.ts';
import { LiveFanout } from '../platform/live/live-fanout.ts';
import { lastEventId, parseIds, RelayFeedQuery } from '../platform/live/live-feed-query.ts';
import { isLiveRelayToken, LIVE_RELAY_TOKEN_HEADER, liveRelayForbidden } from '../platform/live/live-relay-token.ts';
import { LiveOddsSource } from '../platform/live/live-odds-source.ts';
import { PLATFORM_PLUGIN } from '../platform/platform-plugin.ts';
import { readEventStream } from './event-stream-reader.ts';
import { remoteBackendPlugin } from './remote-backend.ts';

const game = (id: string, coef = 2, isLive = true): LiveGameUpdate => ({
  id, statusId: isLive ? 2 : 1, isLive, isFinished: false, secondsOfPlay: 60, period: 1, score: [0, 0],
  markets: [{ id: `${id}-w`, isBlocked: false, outcomes: [{ id: `${id}-w-1`, coef }, { id: `${id}-w-2`, coef: 1.8 }] }],
});

interface Received { name: string; data: { seq: number; games?: LiveGameUpdate[]; put?: LiveGameUpdate[]; patch?: Array<{ id: string; coefs?: Record<string, number>; blocked?: Record<string, boolean> }> } }

const servers: FastifyInstance[] = [];
const aborts: AbortController[] = [];
afterEach(async () => {
  aborts.splice(0).forEach((a) => a.abort());
  await Promise.all(servers.splice(0).reverse().map((s) => s.close()));
});

const RELAY_TOKEN = 'test-live-relay-token-0123456789';

/** A backend whose catalogue the test moves: games 1 and 2 live, game 9 a line game. */
async function backend() {
  const quotes = new Map([game('1'), game('2'), game('9', 3, false)].map((g) => [g.id, g]));
  const live = ['1', '2'];
  const fanout = new LiveFanout(new LiveOddsSource({ liveIds: () => live, quote: (id) => quotes.get(id) ?? null }, 5_000), { tickMs: null });
  const requests: string[] = [];
  const resumedFrom: Array<string | undefined> = [];
  const streams = new Set<() => void>();
  const app = Fastify();
  app.get<{ Querystring: { ids?: string; relay?: string } }>('/betting-api/live/feed', { schema: { querystring: RelayFeedQuery } }, async (request, reply) => {
    requests.push(request.url);
    // As the backend does (api/betting/live/live-routes.ts): a relay subscription only for a host with the token.
    if (request.query.relay === '1' && !isLiveRelayToken(RELAY_TOKEN, request.headers[LIVE_RELAY_TOKEN_HEADER])) throw liveRelayForbidden();
    resumedFrom.push(request.headers['last-event-id'] as string | undefined);
    const sink = openEventSink(request, reply, streams, () => remove(), { compress: true });
    const remove = fanout.add(sink, parseIds(request.query.ids), lastEventId(request.headers['last-event-id']), request.query.relay === '1');
  });
  app.addHook('preClose', async () => [...streams].forEach((stop) => stop()));
  servers.push(app);
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  const dropStreams = () => [...streams].forEach((stop) => stop());
  return { url, requests, resumedFrom, dropStreams, fanout, setCoef: (id: string, coef: number) => quotes.set(id, game(id, coef, live.includes(id))) };
}

/** A host in front of the backend (the remote-backend plugin; the platform stands in by name). */
async function host(apiUrl: string, relayToken = RELAY_TOKEN): Promise<string> {
  const app = Fastify();
  await app.register(fp(async () => undefined, { name: PLATFORM_PLUGIN }));
  await app.register(remoteBackendPlugin, { apiUrl, relayToken });
  servers.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A browser's stream: every event it received, in order. */
function client(hostUrl: string, query = '', lastSeq: number | null = null) {
  const events: Received[] = [];
  const abort = new AbortController();
  aborts.push(abort);
  const headers: Record<string, string> = lastSeq === null ? {} : { 'last-event-id': String(lastSeq) };
  readEventStream(new URL(`/betting-api/live/feed?section=live${query}`, hostUrl), headers, abort.signal, (name, data) => events.push({ name, data: JSON.parse(data) })).catch(() => undefined);
  return { events, close: () => abort.abort() };
}

/** What the client holds after applying its events, as the browser does. */
const held = (c: { events: Received[] }) => c.events.reduce((state, e) => reduceLive(state, { type: e.name, message: e.data } as LiveMessage), EMPTY_LIVE);

describe('the host relays the live feed through one upstream subscription', () => {
  it('N clients on a host → 1 upstream stream; every client gets the snapshot and then the same delta with the backend seq', async () => {
    const api = await backend();
    const hostUrl = await host(api.url);
    const clients = Array.from({ length: 12 }, () => client(hostUrl));
    for (const c of clients) await expect.poll(() => c.events[0]?.name).toBe('snapshot');
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toContain('relay=1');
    expect(clients[0]!.events[0]!.data).toEqual({ seq: 5_000, games: [game('1'), game('2')] });
    api.setCoef('1', 2.4);
    api.fanout.tick();
    for (const c of clients) await expect.poll(() => c.events[1]?.data).toEqual({ seq: 5_001, patch: [{ id: '1', coefs: { '1-w-1': 2.4 } }] });
    expect(api.requests).toHaveLength(1);
  });

  it('ids= of a line game: the host widens its one upstream stream to carry it, and its price changes reach the client', async () => {
    const api = await backend();
    const hostUrl = await host(api.url);
    const everyLive = client(hostUrl);
    await expect.poll(() => everyLive.events[0]?.name).toBe('snapshot');
    const slip = client(hostUrl, '&ids=9');
    await expect.poll(() => api.requests.some((url) => url.includes('ids=9'))).toBe(true);
    api.fanout.tick(); // the widened stream's snapshot lands in the mirror; the next tick carries game 9
    api.setCoef('9', 3.5);
    api.fanout.tick();
    await expect.poll(() => held(slip).games.get('9')?.markets[0]?.outcomes[0]?.coef).toBe(3.5);
    // One stream at a time: the widened one replaced the first, which the backend let go.
    expect(api.requests.filter((url) => url.includes('relay=1'))).toHaveLength(2);
    await expect.poll(() => api.fanout.size).toBe(1);
  });

  it('a client of a host that went away resumes on another host from its last seq: the missed delta, no snapshot', async () => {
    const api = await backend();
    const [hostA, hostB] = [await host(api.url), await host(api.url)];
    const onA = client(hostA);
    const otherOnB = client(hostB); // host B is already following the backend
    await expect.poll(() => onA.events[0]?.name).toBe('snapshot');
    await expect.poll(() => otherOnB.events[0]?.name).toBe('snapshot');
    const lastSeq = onA.events.at(-1)!.data.seq;
    onA.close();
    api.setCoef('2', 1.5);
    api.fanout.tick();
    await expect.poll(() => otherOnB.events.length).toBe(2);
    await expect.poll(() => api.fanout.size).toBe(1); // host A, with no client left, let its upstream go
    const resumed = client(hostB, '', lastSeq);
    await expect.poll(() => resumed.events[0]).toEqual({ name: 'delta', data: { seq: lastSeq + 1, patch: [{ id: '2', coefs: { '2-w-1': 1.5 } }] } });
  });

  it('the upstream stream dropped: the host reopens it with Last-Event-ID, and its clients go on with deltas, no snapshot', async () => {
    const api = await backend();
    const hostUrl = await host(api.url);
    const c = client(hostUrl);
    await expect.poll(() => c.events[0]?.name).toBe('snapshot');
    api.dropStreams();
    await expect.poll(() => api.requests.length, { timeout: 5000 }).toBe(2);
    expect(api.resumedFrom).toEqual([undefined, '5000']);
    api.setCoef('2', 2.7);
    api.fanout.tick();
    await expect.poll(() => c.events.map((e) => e.name)).toEqual(['snapshot', 'delta']);
    expect(c.events[1]!.data).toEqual({ seq: 5_001, patch: [{ id: '2', coefs: { '2-w-1': 2.7 } }] });
  });
});
