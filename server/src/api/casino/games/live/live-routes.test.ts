/**
 * Live tables through the browser API (issue 30): one shared round per table, bets only in the betting window
 * (409 after), every bet of the round settled by the round's one draw (demo and real money, journaled, keyed),
 * the round's result reproduced by verify from the revealed seed, and a server that closes with streams open.
 */
import { randomUUID } from 'node:crypto';
import { request as httpGet } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { bearer, buildTestApi, idempotencyKey } from '../../../test-support.ts';
import { balanceMinor, launchReal, walletFixtureForEachTest, type WalletFixture } from '../../wallet/wallet-test-support.ts';
import { DEFAULT_TIMINGS, WATCH_MS } from './live-table.ts';

interface Round { roundId: number; status: string; stake: number; win: number; nonce: number; clientSeed: string; serverSeedHash: string; serverSeed: string | null; outcome: Record<string, unknown> | null }
interface Table {
  phase: string;
  round: { number: number; serverSeedHash: string; clientSeed: string; opensAt: number; closesAt: number; drawsAt: number; endsAt: number; serverSeed: string | null; result: Record<string, unknown> | null; bets: Array<{ seat: string; amount: number; label: string }>; totals: { bets: number; players: number } };
  recent: Array<{ label: string; tone: string }>;
}
interface Bet { round: Round; session: { balance: number }; table: Table }

const TABLE = 'live-roulette-neva';
let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) => f.t.app.inject({ method: 'POST', url, headers: { 'x-language': 'en', ...headers }, payload });
const table = async (game = TABLE) => f.t.json<Table>(await f.t.app.inject(`/casino-api/live/${game}`));
const launchDemo = async (game = TABLE) => f.t.json<{ sessionId: string; balance: number }>(await post(`/casino-api/games/${game}/launch`, { mode: 'demo' }));
const bet = (sessionId: string, body: object, headers: Record<string, string> = idempotencyKey()) => post(`/casino-api/live/sessions/${sessionId}/bet`, body, headers);
const round = async (sessionId: string, roundId: number) => f.t.json<{ round: Round; session: { balance: number } }>(await f.t.app.inject({ url: `/casino-api/games/sessions/${sessionId}/rounds/${roundId}`, headers: { 'x-language': 'en' } }));
/** Moves the server clock to just after the given instant. */
const moveTo = (at: number) => f.t.clock.advance(Math.max(0, at - f.t.clock.now()) + 1);
const red = { choice: { bets: [{ type: 'red', amount: 100 }] } };

describe('live roulette: one shared round per table', () => {
  it('two players at the table bet into the same round, see each other\'s bets, and are settled by its one draw', async () => {
    const [a, b] = [await launchDemo(), await launchDemo()];
    const opened = await table();
    expect(opened.phase).toBe('betting');
    const first = f.t.json<Bet>(await bet(a.sessionId, red));
    const second = f.t.json<Bet>(await bet(b.sessionId, { choice: { bets: [{ type: 'straight', numbers: [17], amount: 150 }, { type: 'black', amount: 100 }] } }));
    expect(first.round.status).toBe('open');
    expect(first.round.serverSeed).toBeNull();
    expect(first.round.serverSeedHash).toBe(opened.round.serverSeedHash);
    expect(second.table.round.totals).toEqual({ bets: 2, players: 2 });
    expect(second.table.round.bets.map((x) => x.label)).toEqual(['red', 'straight 17, black']);
    expect(second.session.balance).toBe(10_000 - 250);

    moveTo(opened.round.drawsAt);
    const drawn = await table();
    expect(drawn.phase).toBe('result');
    expect(drawn.round.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const pocket = drawn.round.result!['pocket'];
    expect(drawn.recent[0]!.label).toBe(String(pocket));
    for (const [player, placed, stake] of [[a, first, 100], [b, second, 250]] as const) {
      const settled = await round(player.sessionId, placed.round.roundId);
      expect(settled.round).toMatchObject({ status: 'settled', serverSeed: drawn.round.serverSeed, nonce: drawn.round.number, clientSeed: drawn.round.clientSeed });
      expect(settled.round.outcome!['pocket']).toBe(pocket);
      expect(settled.session.balance).toBeCloseTo(10_000 - stake + settled.round.win, 6);
    }
  });

  it('Rule: bets are taken only in the betting window — after it closes a bet is 409 live_betting_closed and takes nothing', async () => {
    const player = await launchDemo();
    const opened = await table();
    moveTo(opened.round.closesAt);
    const late = await bet(player.sessionId, red);
    expect([late.statusCode, f.t.json(late)]).toEqual([409, expect.objectContaining({ code: 'live_betting_closed', message: expect.stringContaining('closed') })]);
    expect(f.t.json<{ balance: number }>(await f.t.app.inject(`/casino-api/games/sessions/${player.sessionId}`)).balance).toBe(10_000);
    // The next round opens after the result and takes bets again, under a new commitment.
    moveTo(opened.round.endsAt);
    const next = await table();
    expect([next.phase, next.round.number]).toEqual(['betting', opened.round.number + 1]);
    expect(next.round.serverSeedHash).not.toBe(opened.round.serverSeedHash);
    expect((await bet(player.sessionId, red)).statusCode).toBe(200);
  });

  it('verify reproduces the table\'s draw and a bet\'s return from the revealed seed', async () => {
    const player = await launchDemo();
    const opened = await table();
    const choice = { bets: [{ type: 'dozen', numbers: [2], amount: 100 }, { type: 'odd', amount: 120 }] };
    const placed = f.t.json<Bet>(await bet(player.sessionId, { choice }));
    moveTo(opened.round.drawsAt);
    const drawn = await table();
    const settled = (await round(player.sessionId, placed.round.roundId)).round;
    const seeds = { engine: 'roulette', game: TABLE, serverSeed: drawn.round.serverSeed, serverSeedHash: opened.round.serverSeedHash, clientSeed: drawn.round.clientSeed, nonce: drawn.round.number };
    expect(f.t.json(await post('/casino-api/games/verify', { ...seeds, choice }))).toEqual({ seedMatchesHash: true, outcome: settled.outcome });
    expect(f.t.json<{ outcome: { pocket: number } }>(await post('/casino-api/games/verify', { ...seeds, choice: { bets: [{ type: 'red', amount: 1 }] } })).outcome.pocket).toBe(drawn.round.result!['pocket']);
  });

  it('real money: the bet is a journaled wallet bet under its Idempotency-Key, settled into the account by the draw', async () => {
    const { sessionId } = await launchReal(f.t, f.token, TABLE);
    const opening = await balanceMinor(f.t, f.token, f.accountId);
    const opened = await table();
    expect((await bet(sessionId, red, bearer(f.token))).statusCode).toBe(400);
    const headers = { ...bearer(f.token), ...idempotencyKey(randomUUID()) };
    const placed = f.t.json<Bet>(await bet(sessionId, red, headers));
    const again = f.t.json<Bet>(await bet(sessionId, red, headers));
    expect(again.round.roundId).toBe(placed.round.roundId);
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 10_000);
    moveTo(opened.round.drawsAt);
    await table();
    const view = f.t.json<{ round: Round }>(await f.t.app.inject({ url: `/casino-api/games/sessions/${sessionId}/rounds/${placed.round.roundId}`, headers: bearer(f.token) })).round;
    expect(view.status).toBe('settled');
    expect(await balanceMinor(f.t, f.token, f.accountId)).toBe(opening - 10_000 + Math.round(view.win * 100));
  });
});

describe('live tables refuse what is not a table bet', () => {
  it('a live table game is not played alone: /play is 400 live_table_only', async () => {
    const player = await launchDemo();
    const answer = await post(`/casino-api/games/sessions/${player.sessionId}/play`, red, idempotencyKey());
    expect([answer.statusCode, f.t.json(answer)]).toEqual([400, expect.objectContaining({ code: 'live_table_only' })]);
  });

  it.each([
    [TABLE, { choice: { bets: [{ type: 'split', numbers: [1, 9], amount: 100 }] } }, 'roulette_bet_invalid'],
    [TABLE, { choice: { bets: [{ type: 'red', amount: 1 }] } }, 'stake_out_of_range'],
    ['live-baccarat-neva', { stake: 500, choice: { side: 'dealer' } }, null],
    ['live-baccarat-neva', { stake: 500 }, 'baccarat_side_invalid'],
    ['money-wheel-neva', { stake: 500, choice: { mark: 2 } }, 'wheel_mark_invalid'],
    ['live-blackjack-neva', { stake: 500, choice: { side: 'player' } }, 'live_blackjack_choice_invalid'],
  ] as const)('%s %j → 400 %s', async (game, body, code) => {
    const player = await launchDemo(game);
    await table(game);
    const answer = await bet(player.sessionId, body);
    expect(answer.statusCode).toBe(400);
    if (code) expect(f.t.json(answer)).toMatchObject({ code });
  });

  it('a game that is no live table has no table state (404) and takes no table bet', async () => {
    expect(f.t.json(await f.t.app.inject('/casino-api/live/plinko'))).toMatchObject({ code: 'live_table_not_found' });
    const demo = f.t.json<{ sessionId: string }>(await post('/casino-api/games/plinko/launch', { mode: 'demo' }));
    expect((await bet(demo.sessionId, { stake: 10 })).statusCode).toBe(404);
  });
});

describe('the table clock', () => {
  it('baccarat and the money wheel run their own tables: the draw reads the same pure outcome', async () => {
    for (const [game, choice, key] of [['live-baccarat-neva', { side: 'player' }, 'winner'], ['money-wheel-neva', { mark: 5 }, 'mark']] as const) {
      const player = await launchDemo(game);
      const opened = await table(game);
      const placed = f.t.json<Bet>(await bet(player.sessionId, { stake: 500, choice }));
      moveTo(opened.round.drawsAt);
      const drawn = await table(game);
      expect((await round(player.sessionId, placed.round.roundId)).round.outcome![key]).toBe(drawn.round.result![key]);
    }
  });

  it('live blackjack: every bet backs the shared hand; the draw settles it and verify reproduces the hand', async () => {
    const game = 'live-blackjack-neva';
    const player = await launchDemo(game);
    const opened = await table(game);
    const placed = f.t.json<Bet>(await bet(player.sessionId, { stake: 500 }));
    expect(placed.table.round.bets.map((x) => x.label)).toEqual(['hand']);
    moveTo(opened.round.drawsAt);
    const drawn = await table(game);
    const settled = await round(player.sessionId, placed.round.roundId);
    expect(settled.round.outcome).toEqual(drawn.round.result);
    expect(settled.round.win).toBe(500 * (drawn.round.result!['multiplier'] as number));
    const seeds = { engine: 'live-blackjack', game, serverSeed: drawn.round.serverSeed, serverSeedHash: opened.round.serverSeedHash, clientSeed: drawn.round.clientSeed, nonce: drawn.round.number };
    expect(f.t.json(await post('/casino-api/games/verify', seeds))).toEqual({ seedMatchesHash: true, outcome: drawn.round.result });
  });

  it('Rule: a table nobody watches sleeps after its round; a look wakes it with a fresh committed round', async () => {
    const opened = await table();
    moveTo(opened.round.endsAt + WATCH_MS + DEFAULT_TIMINGS.bettingMs * 3);
    f.t.clock.advance(1);
    const woken = await table();
    expect(woken.phase).toBe('betting');
    expect(woken.round.number).toBeGreaterThan(opened.round.number);
    expect(woken.round.closesAt - f.t.clock.now()).toBeGreaterThan(DEFAULT_TIMINGS.bettingMs - 1000);
  });

  it('the stream shows every change once made: the drawn round arrives with its result and seed; the server then closes promptly', async () => {
    await f.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = f.t.app.server.address() as AddressInfo;
    const snapshots: Table[] = [];
    let received = '';
    const first = new Promise<void>((resolve, reject) => {
      const req = httpGet({ host: '127.0.0.1', port, path: `/casino-api/live/${TABLE}/stream` }, (res) => {
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          received += chunk;
          for (const match of received.matchAll(/event: table\ndata: (.+)\n\n/g)) snapshots.push(JSON.parse(match[1]!) as Table);
          received = received.slice(received.lastIndexOf('\n\n') + 2);
          resolve();
        });
      });
      req.on('error', reject);
      req.end();
    });
    await first;
    const opened = snapshots[0]!;
    expect(opened.phase).toBe('betting');
    moveTo(opened.round.drawsAt);
    // The timer (LIVE_TICK_MS) catches the table up and the stream sends the drawn round.
    await expect.poll(() => snapshots.find((x) => x.phase === 'result'), { timeout: 3000 }).toBeTruthy();
    const shown = snapshots.find((x) => x.phase === 'result')!;
    expect(shown.round.result).not.toBeNull();
    expect(shown.round.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const started = Date.now();
    await f.t.app.close();
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('the shortened window is a test control only', () => {
  it('with test controls the timing control shortens the window; in production (no ARENA_TEST_CONTROLS) it does not exist', async () => {
    expect((await post('/test-api/casino/live-timing', { bettingMs: 2000, drawingMs: 500, resultMs: 500 })).statusCode).toBe(200);
    const short = await table();
    expect(short.round.closesAt - short.round.opensAt).toBe(2000);
    const production = await buildTestApi({ ARENA_TEST_CONTROLS: '0' });
    try {
      const answer = await production.app.inject({ method: 'POST', url: '/test-api/casino/live-timing', payload: { bettingMs: 2000, drawingMs: 500, resultMs: 500 } });
      expect(answer.statusCode).toBe(404);
      const state = production.json<Table>(await production.app.inject(`/casino-api/live/${TABLE}`));
      expect(state.round.closesAt - state.round.opensAt).toBe(DEFAULT_TIMINGS.bettingMs);
    } finally {
      await production.app.close();
    }
  });
});

