/**
 * Overtime where the sport has it (issue 31, item 1): hockey's sudden death and shootout, basketball's
 * overtimes; a sport with a draw bets on regular time.
 */
import { describe, expect, it } from 'vitest';
import { momentAt } from './game-model.ts';
import { goalMatch, SHOOTOUT_SECONDS } from './goal-match.ts';
import { quoteMarkets, settleOutcome, settlingScore } from './markets.ts';
import { scheduledGame, type ScheduledGame } from './schedule.ts';
import { periodShape } from './sports-data.ts';

const GAMES = [...Array(3000).keys()].map((i) => scheduledGame(11_000_000 + i));
const finalOf = (game: ScheduledGame) => momentAt(game, game.startMs + game.durationSeconds * 1000);
const ofSport = (slug: string) => GAMES.filter((g) => g.sport.slug === slug);

describe('overtime', () => {
  it('a hockey game level after 60 minutes plays five minutes of sudden death, then a shootout; it never ends level', () => {
    const hockey = ofSport('ice-hockey');
    const level = hockey.filter((g) => finalOf(g).regular !== undefined);
    expect(level.length).toBeGreaterThan(10);
    for (const game of hockey) expect(finalOf(game).score[0]).not.toBe(finalOf(game).score[1]);
    for (const game of level) {
      const final = finalOf(game);
      expect(final.regular![0]).toBe(final.regular![1]);
      const match = goalMatch(game);
      const overtimeGoals = match.events.filter((e) => e.second >= match.regularSeconds);
      // One goal past regular time: the sudden-death winner, or the shootout's deciding goal.
      expect(overtimeGoals).toHaveLength(1);
      expect(game.durationSeconds).toBeLessThanOrEqual(65 * 60 + SHOOTOUT_SECONDS);
      const shootout = game.durationSeconds > 65 * 60;
      expect(final.periods).toHaveLength(shootout ? 5 : 4);
      if (shootout) expect(final.periods![4]!.reduce((a, b) => a + b)).toBe(1);
      expect(final.period).toBe(shootout ? periodShape(game.sport).shootoutPeriod : 4);
    }
  });

  it('hockey bets settle on regular time: level after 60 minutes settles X, whatever overtime or the shootout gives', () => {
    const game = ofSport('ice-hockey').find((g) => finalOf(g).regular !== undefined)!;
    const final = finalOf(game);
    const [h, a] = settlingScore(game, final);
    expect(h).toBe(a);
    expect(settleOutcome(game, `${game.id}-w-x`, [h, a])).toBe('win');
    expect(settleOutcome(game, `${game.id}-w-1`, [h, a])).toBe('lose');
  });

  it('hockey markets close when overtime starts: regular time is over', () => {
    const game = ofSport('ice-hockey').find((g) => finalOf(g).regular !== undefined)!;
    const at = game.startMs + (goalMatch(game).regularSeconds + 1) * 1000;
    const markets = quoteMarkets(game, momentAt(game, at), at, 'en', { isBlocked: null });
    expect(markets.every((m) => m.isBlocked)).toBe(true);
  });

  it('basketball plays five-minute overtimes until there is a winner, and its bets include them', () => {
    const basketball = ofSport('basketball');
    const extra = basketball.filter((g) => finalOf(g).regular !== undefined);
    expect(extra.length).toBeGreaterThan(5);
    for (const game of basketball) expect(finalOf(game).score[0]).not.toBe(finalOf(game).score[1]);
    for (const game of extra) {
      const final = finalOf(game);
      expect((game.durationSeconds - 48 * 60) % (5 * 60)).toBe(0);
      expect(final.periods).toHaveLength(4 + (game.durationSeconds - 48 * 60) / 300);
      expect(settlingScore(game, final)).toEqual(final.score);
    }
  });

  it('a sport without overtime keeps its draws and its fixed length (football)', () => {
    const football = ofSport('football');
    expect(football.some((g) => finalOf(g).score[0] === finalOf(g).score[1])).toBe(true);
    for (const game of football) expect(game.durationSeconds).toBe(90 * 60);
  });
});
