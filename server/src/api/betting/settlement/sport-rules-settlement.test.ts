/**
 * Settlement reads the final score the sport's own model produced (issue 31, item 1): a set sport's bets
 * on sets, hockey's on regular time. Bets are placed on line games and the clock is run past their end.
 */
import { describe, expect, it } from 'vitest';
import { bearer, buildDemoSession, freshForEachTest, idempotencyKey, type TestApi } from '../../test-support.ts';
import { momentAt } from '../catalogue/game-model.ts';
import { lineGameIds, scheduledGame, type ScheduledGame } from '../catalogue/schedule.ts';

/** Running the clock hours ahead and settling takes a few seconds on a busy machine. */
const SETTLE_TIMEOUT_MS = 30_000;

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(buildDemoSession, (session) => {
  ({ t, token, accountId } = session);
});

interface GameView { id: string; fullScore: string; score: [number, number]; markets: Array<{ id: string; outcomes: Array<{ id: string; coef: number }> }> }

const lineGame = (test: (g: ScheduledGame) => boolean) => lineGameIds(t.clock.now()).map(scheduledGame).find(test)!;
const finalOf = (game: ScheduledGame) => momentAt(game, game.startMs + game.durationSeconds * 1000);

/** Places a single at forced odds 2 on each outcome id, runs the clock past the game's end and settles. */
async function betAndSettle(game: ScheduledGame, outcomeIds: string[]): Promise<Record<string, string>> {
  await t.app.inject({ method: 'POST', url: '/test-api/betting/game', payload: { gameId: game.id, isBlocked: false, coefs: Object.fromEntries(outcomeIds.map((id) => [id, 2])) } });
  const coupons: Record<string, string> = {};
  for (const outcomeId of outcomeIds) {
    const placed = await t.app.inject({
      method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), ...idempotencyKey() },
      payload: { typeId: 0, accountId, amount: 100, bets: [{ outcomeId, coef: 2 }] },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    coupons[outcomeId] = t.json<{ couponId: string }>(placed).couponId;
  }
  t.clock.advance(game.startMs + game.durationSeconds * 1000 + 1000 - t.clock.now());
  await t.app.inject({ method: 'POST', url: '/test-api/betting/settle' });
  // Hours later the session has expired: sign in again to read the coupons.
  const later = await t.login('demo', 'Demo1234!');
  const results: Record<string, string> = {};
  for (const [outcomeId, couponId] of Object.entries(coupons)) {
    const answer = await t.app.inject({ url: `/betting-api/coupons/${couponId}`, headers: bearer(later) });
    results[outcomeId] = t.json<{ coupon: { bets: Array<{ result: string }> } }>(answer).coupon.bets[0]!.result;
  }
  return results;
}

describe('settlement on the sport\'s own score', () => {
  it('a volleyball match settles on sets: the winner and total sets as the simulation played them; the game shows "3:1"', async () => {
    const game = lineGame((g) => g.sport.slug === 'volleyball');
    const [h, a] = finalOf(game).score;
    const results = await betAndSettle(game, [`${game.id}-w-1`, `${game.id}-t3.5-o`]);
    expect(results).toEqual({ [`${game.id}-w-1`]: h > a ? 'win' : 'lose', [`${game.id}-t3.5-o`]: h + a > 3.5 ? 'win' : 'lose' });
    const view = t.json<{ game: GameView }>(await t.app.inject(`/betting-api/games/${game.id}`)).game;
    expect(view.fullScore).toBe(`${h}:${a}`);
    expect(Math.max(h, a)).toBe(3);
  }, SETTLE_TIMEOUT_MS);

  it('a hockey game level after regular time settles the draw, though overtime or the shootout decided the match', async () => {
    const game = lineGame((g) => g.sport.slug === 'ice-hockey' && finalOf(g).regular !== undefined);
    const final = finalOf(game);
    expect(final.score[0]).not.toBe(final.score[1]);
    const results = await betAndSettle(game, [`${game.id}-w-x`, `${game.id}-w-1`]);
    expect(results).toEqual({ [`${game.id}-w-x`]: 'win', [`${game.id}-w-1`]: 'lose' });
  }, SETTLE_TIMEOUT_MS);
});
