import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test-support.ts';
import { momentAt } from './game-model.ts';
import { liveGameIds, lineGameIds, scheduledGame, SLOT_MS } from './schedule.ts';
import { quoteMarkets, settleOutcome } from './markets.ts';
import { SPORTS } from './sports-data.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

describe('simulated catalogue', () => {
  it('always has a rich home page: at least 8 sports, 60 games and 20 live, at any moment of a day', () => {
    expect(SPORTS.length).toBeGreaterThanOrEqual(8);
    const start = Date.UTC(2026, 0, 1);
    for (let minute = 0; minute < 24 * 60; minute += 7) {
      const now = start + minute * 60_000;
      expect(liveGameIds(now).length).toBeGreaterThanOrEqual(20);
      expect(lineGameIds(now).length + liveGameIds(now).length).toBeGreaterThanOrEqual(60);
    }
  });

  it('is deterministic: a slot always gives the same game, score and odds at the same moment', () => {
    const id = 11_000_000;
    const at = id * SLOT_MS + 30 * 60_000;
    const a = scheduledGame(id);
    const b = scheduledGame(id);
    expect(a).toEqual(b);
    expect(momentAt(a, at)).toEqual(momentAt(b, at));
    expect(quoteMarkets(a, momentAt(a, at), at, 'en')).toEqual(quoteMarkets(b, momentAt(b, at), at, 'en'));
  });

  it('a live game advances: seconds of play grow, status 2 in the first period, 3 later, 4 when over', () => {
    // Timed periods are a goal sport's (a set sport's period is the set in play: scoring-rules.test.ts).
    const game = [...Array(50).keys()].map((i) => scheduledGame(11_000_001 + i)).find((g) => g.sport.scoring.kind === 'goals')!;
    const period = game.sport.periodMinutes * 60_000;
    expect(momentAt(game, game.startMs - 1000).statusId).toBe(0);
    expect(momentAt(game, game.startMs + 60_000)).toMatchObject({ secondsOfPlay: 60, statusId: 2 });
    expect(momentAt(game, game.startMs + period + 60_000).statusId).toBe(3);
    const over = momentAt(game, game.startMs + game.durationSeconds * 1000 + 1);
    expect(over.statusId).toBe(4);
    expect(over.secondsOfPlay).toBe(game.durationSeconds);
  });

  it('live odds move from tick to tick; line odds stay put', () => {
    const game = scheduledGame(11_000_002);
    const live = game.startMs + 10 * 60_000;
    const coefsAt = (ms: number) => quoteMarkets(game, momentAt(game, ms), ms, 'en').flatMap((m) => m.outcomes.map((o) => o.coef));
    const ticks = [0, 4000, 8000, 12_000].map((d) => coefsAt(live + d).join());
    expect(new Set(ticks).size).toBeGreaterThan(1);
    const line = game.startMs - 3600_000;
    expect(coefsAt(line)).toEqual(coefsAt(line + 60_000));
  });

  it('outcomes settle on the final score: winner, total over/under, void on a tie without a draw', () => {
    const football = [...Array(200).keys()].map((i) => scheduledGame(11_000_000 + i)).find((g) => g.sport.hasDraw)!;
    expect(settleOutcome(football, `${football.id}-w-1`, [2, 1])).toBe('win');
    expect(settleOutcome(football, `${football.id}-w-x`, [2, 1])).toBe('lose');
    expect(settleOutcome(football, `${football.id}-oe-odd`, [2, 1])).toBe('win');
    const noDraw = [...Array(200).keys()].map((i) => scheduledGame(11_000_000 + i)).find((g) => !g.sport.hasDraw)!;
    expect(settleOutcome(noDraw, `${noDraw.id}-w-1`, [3, 3])).toBe('void');
    expect(settleOutcome(noDraw, `${noDraw.id}-nope-1`, [3, 3])).toBeNull();
  });

  it('GET sports, champs, games (line and live) and one game with all markets grouped', async () => {
    const sports = t.json<{ sports: Array<{ id: number; count: number }> }>(await t.app.inject('/betting-api/sports?section=live')).sports;
    expect(sports.length).toBeGreaterThanOrEqual(8);
    const live = t.json<{ games: Array<{ id: string; isLive: boolean; scoring: string; markets: unknown[] }> }>(await t.app.inject('/betting-api/games?section=live')).games;
    expect(live.length).toBeGreaterThanOrEqual(20);
    expect(live.every((g) => g.isLive)).toBe(true);
    // A goal sport: it has every group (a set sport has no odd/even, so no "other"; set-sports.test.ts).
    const goals = live.find((g) => g.scoring === 'goals')!;
    const one = t.json<{ game: { markets: Array<{ group: string }> } }>(await t.app.inject(`/betting-api/games/${goals.id}`)).game;
    expect(new Set(one.markets.map((m) => m.group))).toEqual(new Set(['main', 'totals', 'handicaps', 'other']));
    expect((await t.app.inject('/betting-api/games?section=later')).statusCode).toBe(400);
    expect((await t.app.inject('/betting-api/games/1')).statusCode).toBe(404);
  });

  it('the live snapshot follows the server clock', async () => {
    const before = t.json<{ games: Array<{ id: string; secondsOfPlay: number }> }>(await t.app.inject('/betting-api/live/snapshot')).games;
    const first = before[0]!;
    t.clock.advance(30_000);
    const after = t.json<{ games: Array<{ id: string; secondsOfPlay: number }> }>(await t.app.inject(`/betting-api/live/snapshot?ids=${first.id}`)).games;
    expect(after[0]!.secondsOfPlay).toBeGreaterThanOrEqual(Math.min(first.secondsOfPlay + 30, scheduledGame(Number(first.id)).durationSeconds));
  });
});
