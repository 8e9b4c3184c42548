/**
 * Cyber over the API: real esports (CS2, Dota 2, LoL, Valorant) from the catalogue by discipline and
 * championship, virtual matches on their own schedule, one match with per-map scores and its timeline,
 * unknown disciplines/champs/games as 404, and a bet on an esports match and on a virtual match through
 * the betting coupon.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildDemoSession, idempotencyKey, type TestApi } from '../test-support.ts';

interface Game { id: string; sportId: number; champId: number; discipline: string; kind: string; isLive: boolean; isFinished: boolean; startTime: number; score: [number, number]; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

let t: TestApi;
let token: string;
let accountId: number;
beforeAll(async () => {
  ({ t, token, accountId } = await buildDemoSession());
});
afterAll(async () => {
  await t.app.close();
});

const get = async <T>(url: string) => {
  const answer = await t.app.inject({ url, headers: { 'x-language': 'en' } });
  return { status: answer.statusCode, body: t.json<T>(answer) };
};

describe('cyber catalogue', () => {
  it('real: four esports disciplines with maps as periods; games of the esports sport only, by discipline and champ', async () => {
    const { body } = await get<{ disciplines: Array<{ slug: string; periodName: string; total: number }> }>('/cyber-api/disciplines?type=real');
    expect(body.disciplines.map((d) => d.slug)).toEqual(['cs2', 'dota2', 'lol', 'valorant']);
    expect(body.disciplines[0]!.periodName).toBe('Map');
    const all = (await get<{ games: Game[] }>('/cyber-api/games?type=real')).body.games;
    expect(all.length).toBeGreaterThan(0);
    expect(all.every((g) => g.sportId === 8 && g.kind === 'real')).toBe(true);
    const cs2 = (await get<{ games: Game[] }>('/cyber-api/games?type=real&discipline=cs2&champ=801')).body.games;
    expect(cs2.every((g) => g.champId === 801 && g.discipline === 'cs2')).toBe(true);
  });

  it('virtual: matches on the virtual schedule (in play and the next 15 minutes), and recent results', async () => {
    const { body } = await get<{ games: Game[]; results: Game[] }>('/cyber-api/games?type=virtual');
    expect(body.games.filter((g) => g.isLive)).toHaveLength(3);
    expect(body.games.filter((g) => !g.isLive).length).toBe(15);
    expect(body.results.every((g) => g.isFinished)).toBe(true);
    expect(new Set(body.games.map((g) => g.discipline))).toEqual(new Set(['virtual-football', 'virtual-cs2', 'virtual-basketball']));
  });

  it('stream: only matches in play; one match has per-map scores adding up to its score and a timeline', async () => {
    const live = (await get<{ games: Game[] }>('/cyber-api/games?type=stream')).body.games;
    expect(live.length).toBeGreaterThan(0);
    expect(live.every((g) => g.isLive)).toBe(true);
    const first = live[0]!;
    const { body } = await get<{ game: Game; periods: Array<[number, number]>; timeline: Array<{ second: number; team: number; points: number }> }>(`/cyber-api/games/${first.id}?type=stream`);
    const sum = body.periods.reduce((acc, p) => [acc[0] + p[0], acc[1] + p[1]], [0, 0]);
    expect(sum).toEqual(body.game.score);
    expect(body.timeline.reduce((acc, e) => acc + e.points, 0)).toBe(body.game.score[0] + body.game.score[1]);
  });

  it('unknown discipline, champ of another discipline and non-cyber games answer 404', async () => {
    expect((await get('/cyber-api/games?type=real&discipline=chess')).status).toBe(404);
    expect((await get('/cyber-api/games?type=real&discipline=cs2&champ=802')).status).toBe(404);
    expect((await get('/cyber-api/champs?type=virtual&discipline=cs2')).status).toBe(404);
    const football = (await get<{ games: Game[] }>('/betting-api/games?section=line&sportId=1&limit=1')).body.games[0]!;
    expect((await get(`/cyber-api/games/${football.id}?type=real`)).status).toBe(404);
  });
});

describe('betting on cyber matches through the coupon', () => {
  const place = (outcome: { id: string; coef: number }) =>
    t.app.inject({
      method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), ...idempotencyKey() },
      payload: { typeId: 0, accountId, amount: 10, bets: [{ outcomeId: outcome.id, coef: outcome.coef }] },
    });

  it('an esports line match and an upcoming virtual match are placed and settle like any game', async () => {
    const real = (await get<{ games: Game[] }>('/cyber-api/games?type=real')).body.games.find((g) => !g.isLive)!;
    // Virtual matches start every minute: take one that cannot kick off while a loaded machine places the bet.
    const virtual = (await get<{ games: Game[] }>('/cyber-api/games?type=virtual')).body.games.find((g) => !g.isLive && g.startTime * 1000 - t.clock.now() > 20_000)!;
    for (const game of [real, virtual]) {
      const answer = await place(game.markets.find((m) => m.typeId === 1)!.outcomes[0]!);
      expect(answer.statusCode).toBe(200);
    }
    // The virtual match plays out in 3 minutes: move the clock past it and its coupon is settled.
    t.clock.advance(virtual.startTime * 1000 - t.clock.now() + 200_000);
    token = await t.login('demo', 'Demo1234!');
    const { coupons } = t.json<{ coupons: Array<{ status: string; bets: Array<{ gameId: string }> }> }>(await t.app.inject({ url: '/betting-api/coupons', headers: bearer(token) }));
    const settled = coupons.find((c) => c.bets.some((b) => String(b.gameId) === virtual.id))!;
    // Settled like any game: won, lost, or void (a simulated result that voids the market, e.g. a level score).
    expect(['won', 'lost', 'void']).toContain(settled.status);
  });
});
