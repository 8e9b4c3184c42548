/** Casino tournaments: periods from the clock, a leaderboard from real-mode stakes only, the viewer's row. */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearer, idempotencyKey } from '../../test-support.ts';
import { walletFixtureForEachTest, type WalletFixture } from '../wallet/wallet-test-support.ts';
import { periodAt } from './tournament-data.ts';

let f: WalletFixture;
walletFixtureForEachTest((fixture) => {
  f = fixture;
});

interface Board { tournament: { id: string; prizes: number[] }; leaderboard: Array<{ place: number; player: string; score: number; prize: number; me: boolean }>; mine: { score: number } | null }
const board = async (id: string, token?: string) => f.t.json<Board>(await f.t.app.inject({ url: `/casino-api/tournaments/${id}`, headers: token ? bearer(token) : {} }));
const spin = (sessionId: string, stake: number, headers: Record<string, string>) =>
  f.t.app.inject({ method: 'POST', url: `/casino-api/games/sessions/${sessionId}/spin`, headers: { ...headers, ...idempotencyKey(randomUUID()) }, payload: { stake } });

describe('tournaments', () => {
  it('periods: a UTC day, an ISO week from Monday, a calendar month', () => {
    const wednesday = Date.UTC(2026, 10, 18, 15, 30);
    expect(periodAt('day', wednesday)).toEqual({ start: Date.UTC(2026, 10, 18), end: Date.UTC(2026, 10, 19) });
    expect(periodAt('week', wednesday)).toEqual({ start: Date.UTC(2026, 10, 16), end: Date.UTC(2026, 10, 23) });
    expect(periodAt('month', wednesday)).toEqual({ start: Date.UTC(2026, 10, 1), end: Date.UTC(2026, 11, 1) });
  });

  it('the leaderboard sums real-mode stakes in the tournament\'s games; demo play does not count', async () => {
    await spin(f.sessionId, 25, bearer(f.token));
    await spin(f.sessionId, 15, bearer(f.token));
    const demo = f.t.json<{ sessionId: string }>(await f.t.app.inject({ method: 'POST', url: '/casino-api/games/fruit-fiesta-5/launch', payload: { mode: 'demo' } }));
    await spin(demo.sessionId, 100, {});
    const sprint = await board('fruit-fiesta-sprint', f.token);
    expect(sprint.leaderboard).toHaveLength(1);
    expect(sprint.leaderboard[0]).toMatchObject({ place: 1, score: 40, prize: sprint.tournament.prizes[0], me: true });
    expect(sprint.leaderboard[0]!.player).toMatch(/^d\*\*\*\d+$/);
    expect(sprint.mine).toMatchObject({ score: 40 });
    expect((await board('rocket-rally')).leaderboard).toHaveLength(0);
    expect((await board('originals-cup')).leaderboard[0]).toMatchObject({ score: 40, me: false });
  });

  it('an unknown tournament is 404; the list names every tournament with its prizes', async () => {
    expect((await f.t.app.inject('/casino-api/tournaments/no-such-cup')).statusCode).toBe(404);
    const list = f.t.json<{ tournaments: Array<{ id: string; prizes: number[]; prizePool: number }> }>(await f.t.app.inject('/casino-api/tournaments'));
    expect(list.tournaments.map((t) => t.id)).toEqual(['fruit-fiesta-sprint', 'rocket-rally', 'originals-cup']);
    for (const t of list.tournaments) expect(t.prizes.reduce((a, b) => a + b, 0)).toBeCloseTo(t.prizePool, 2);
  });
});
