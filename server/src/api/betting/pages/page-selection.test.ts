/** Page types' own selections (README "Page types"): top-game by stakes, marble by even prices, cyber, bets-on-your. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildDemoSession, idempotencyKey, type TestApi } from '../../test-support.ts';
import type { GameView } from '../catalogue/catalogue-service.ts';
import { winnerGap } from './page-selection.ts';

interface Page {
  games: GameView[];
  stakes?: Record<string, number>;
  fallback?: string;
}

let t: TestApi;
let token: string;
let accountId: number;

beforeEach(async () => {
  ({ t, token, accountId } = await buildDemoSession());
});
afterEach(async () => t.app.close());

const page = async (path: string, auth?: string) => t.json<Page>(await t.app.inject({ url: `/betting-api/pages/${path}`, headers: auth ? bearer(auth) : {} }));

async function lineGames(): Promise<GameView[]> {
  const { games } = t.json<{ games: GameView[] }>(await t.app.inject('/betting-api/games?section=line&limit=80'));
  return games.filter((g) => g.startTime * 1000 > t.clock.now() + 3600_000);
}

async function bet(game: GameView, amount: number): Promise<void> {
  const outcome = game.markets.find((m) => m.typeId === 1)!.outcomes[0]!;
  const response = await t.app.inject({
    method: 'POST',
    url: '/betting-api/coupon/place',
    headers: { ...bearer(token), ...idempotencyKey() },
    payload: { typeId: 0, accountId, amount, bets: [{ outcomeId: outcome.id, coef: outcome.coef }] },
  });
  expect(response.statusCode).toBe(200);
}

describe('betting page types', () => {
  it('top-game: the game with the highest open stakes first, then the next by stakes; no stakes falls back to top championships', async () => {
    const empty = await page('top-game?section=line');
    expect(empty.fallback).toBe('no_stakes');
    expect(empty.games.every((g) => g.isTopChamp)).toBe(true);
    const [a, b] = (await lineGames()).slice(5, 7);
    await bet(a!, 100);
    await bet(b!, 300);
    await bet(a!, 50);
    const top = await page('top-game?section=line');
    expect(top.fallback).toBeUndefined();
    expect(top.games.map((g) => g.id)).toEqual([b!.id, a!.id]);
    expect(top.stakes).toEqual({ [b!.id]: 300, [a!.id]: 150 });
  });

  it('issue 31: top-game of one sport is the most staked game of that sport, not the whole line\'s narrowed afterwards', async () => {
    const games = await lineGames();
    const football = games.find((g) => g.sportSlug === 'football')!;
    const other = games.find((g) => g.sportSlug !== 'football')!;
    await bet(other, 500);
    await bet(football, 100);
    const whole = await page('top-game?section=line');
    expect(whole.games[0]!.id).toBe(other.id);
    const footballTop = await page('top-game?section=line&sport=football');
    expect(footballTop.games.map((g) => g.id)).toEqual([football.id]);
    expect(footballTop.stakes).toEqual({ [football.id]: 100 });
    const champ = await page(`top-game?section=line&sport=football&champId=${football.champId}`);
    expect(champ.games.every((g) => g.champId === football.champId)).toBe(true);
    const marble = await page('marble?section=line&sport=football');
    expect(marble.games.length).toBeGreaterThan(0);
    expect(marble.games.every((g) => g.sportSlug === 'football')).toBe(true);
  });

  it('marble: the most evenly priced games first', async () => {
    const { games } = await page('marble?section=line');
    expect(games.length).toBe(20);
    const gaps = games.map(winnerGap);
    expect([...gaps].sort((x, y) => x - y)).toEqual(gaps);
    const all = await lineGames();
    const closest = Math.min(...all.map(winnerGap));
    expect(gaps[0]).toBeLessThanOrEqual(closest);
  });

  it('cyber: only esports games', async () => {
    const { games } = await page('cyber?section=line');
    expect(games.length).toBeGreaterThan(0);
    expect(games.every((g) => /^(esports|cyber)/.test(g.sportSlug))).toBe(true);
  });

  it("bets-on-your: a guest is asked to sign in; a player sees the games of the teams they bet on", async () => {
    expect((await page('bets-on-your?section=line')).fallback).toBe('sign_in');
    expect((await page('bets-on-your?section=line', token)).fallback).toBe('no_history');
    const game = (await lineGames())[3]!;
    await bet(game, 100);
    const mine = await page('bets-on-your?section=line', token);
    expect(mine.games.some((g) => g.id === game.id)).toBe(true);
    expect(mine.games.every((g) => g.champId === game.champId && g.opponents.some((o) => game.opponents.includes(o)))).toBe(true);
  });

  it('an unknown page type is a 400', async () => {
    expect((await t.app.inject('/betting-api/pages/unknown?section=line')).statusCode).toBe(400);
  });
});
