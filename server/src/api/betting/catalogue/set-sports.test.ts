/**
 * Set sports in the catalogue as a player meets them: the score in sets, a period per set, markets on
 * sets without a draw, and settlement on the final score the simulation produced (issue 31, item 1).
 */
import { describe, expect, it } from 'vitest';
import { momentAt } from './game-model.ts';
import { marketDefs, quoteMarkets, settleOutcome } from './markets.ts';
import { scheduledGame, type ScheduledGame } from './schedule.ts';

const GAMES = [...Array(600).keys()].map((i) => scheduledGame(11_000_000 + i));
const ofSport = (slug: string) => GAMES.filter((g) => g.sport.slug === slug).slice(0, 25);
const finalOf = (game: ScheduledGame) => momentAt(game, game.startMs + game.durationSeconds * 1000);
const setsWon = (periods: ReadonlyArray<readonly [number, number]>) => [periods.filter(([a, b]) => a > b).length, periods.filter(([a, b]) => b > a).length];

describe('set sports in the catalogue', () => {
  it('table tennis is best of five to 11: the final score is in sets ("3 : 1"), each set to 11 two clear', () => {
    const games = ofSport('table-tennis');
    expect(games.length).toBeGreaterThan(5);
    for (const game of games) {
      const final = finalOf(game);
      expect(final.statusId).toBe(4);
      expect(Math.max(...final.score)).toBe(3);
      expect(Math.min(...final.score)).toBeLessThan(3);
      expect(final.periods).toHaveLength(final.score[0] + final.score[1]);
      expect(setsWon(final.periods!)).toEqual(final.score);
      for (const [a, b] of final.periods!) expect(Math.max(a, b) === 11 ? Math.abs(a - b) >= 2 : Math.max(a, b) > 11 && Math.abs(a - b) === 2).toBe(true);
    }
  });

  it('a volleyball set is won at 25 with a two-point lead, a fifth set at 15', () => {
    for (const game of ofSport('volleyball')) {
      const final = finalOf(game);
      expect(Math.max(...final.score)).toBe(3);
      final.periods!.forEach(([a, b], i) => {
        const target = i === 4 ? 15 : 25;
        expect(Math.max(a, b) === target ? Math.abs(a - b) >= 2 : Math.max(a, b) > target && Math.abs(a - b) === 2, `${final.periods!.join(' ')}`).toBe(true);
      });
    }
  });

  it('tennis is scored in sets of games: best of three, sets 6:x two clear or 7:6 after a tie-break', () => {
    for (const game of ofSport('tennis')) {
      const final = finalOf(game);
      expect(Math.max(...final.score)).toBe(2);
      expect(setsWon(final.periods!)).toEqual(final.score);
      for (const [a, b] of final.periods!) expect([6, 7]).toContain(Math.max(a, b));
    }
  });

  it('badminton plays in the catalogue (issue 31, badminton): best of three games to 21, two clear, capped at 30', () => {
    const games = ofSport('badminton');
    expect(games.length).toBeGreaterThan(5);
    for (const game of games) {
      const final = finalOf(game);
      expect(final.statusId).toBe(4);
      expect(Math.max(...final.score)).toBe(2);
      expect(setsWon(final.periods!)).toEqual(final.score);
      for (const [a, b] of final.periods!) {
        const high = Math.max(a, b);
        expect(high === 21 ? Math.abs(a - b) >= 2 : high === 30 || (high > 21 && Math.abs(a - b) === 2), `${a}:${b}`).toBe(true);
      }
      const markets = marketDefs(game, momentAt(game, game.startMs - 1000));
      expect(markets.find((m) => m.key === 'w')?.outcomes.map((o) => o.key)).toEqual(['1', '2']);
      expect(markets.filter((m) => m.typeId === 3).map((m) => m.key)).toEqual(['t2.5']);
      const [h, a] = final.score;
      expect(settleOutcome(game, `${game.id}-w-1`, [h, a])).toBe(h > a ? 'win' : 'lose');
      expect(settleOutcome(game, `${game.id}-t2.5-o`, [h, a])).toBe(h + a > 2.5 ? 'win' : 'lose');
    }
  });

  it('tennis keeps each tie-break\'s points (issue 31, tennis tie-break points): a 7:6 set carries them, others none', () => {
    const finals = GAMES.filter((g) => g.sport.slug === 'tennis').map(finalOf);
    const decided = finals.filter((f) => f.periods!.some(([a, b]) => a + b === 13));
    expect(decided.length).toBeGreaterThan(0);
    for (const final of finals) {
      expect(final.tieBreaks).toHaveLength(final.periods!.length);
      final.periods!.forEach(([a, b], i) => {
        const tieBreak = final.tieBreaks![i];
        if (a + b !== 13) return expect(tieBreak).toBeNull();
        // The tie-break's winner won the set, at seven or more, two clear.
        const [x, y] = tieBreak!;
        expect(x > y).toBe(a > b);
        expect(Math.max(x, y) === 7 ? Math.abs(x - y) >= 2 : Math.max(x, y) > 7 && Math.abs(x - y) === 2, `${x}:${y}`).toBe(true);
      });
    }
  });

  it('the live period of a set sport is the set in play, and its points show as the last period', () => {
    const game = ofSport('volleyball')[0]!;
    const secondSetEnd = [...Array(game.durationSeconds).keys()].find((s) => momentAt(game, game.startMs + s * 1000).score.reduce((a, b) => a + b) === 2)!;
    const during = momentAt(game, game.startMs + (secondSetEnd + 60) * 1000);
    expect(during.period).toBe(3);
    expect(during.statusId).toBe(3);
    expect(during.periods).toHaveLength(3);
    expect(setsWon(during.periods!.slice(0, 2))).toEqual(during.score);
  });

  it('a set sport has no draw: a two-way winner, no double chance, totals and handicaps on sets, no odd/even', () => {
    for (const slug of ['table-tennis', 'volleyball', 'tennis']) {
      const game = ofSport(slug)[0]!;
      const defs = marketDefs(game, momentAt(game, game.startMs - 1000));
      expect(defs.find((d) => d.key === 'w')!.outcomes.map((o) => o.key)).toEqual(['1', '2']);
      expect(defs.map((d) => d.key)).not.toContain('dc');
      expect(defs.map((d) => d.key)).not.toContain('oe');
      const totals = defs.filter((d) => d.typeId === 3).map((d) => d.key);
      expect(totals).toEqual(slug === 'tennis' ? ['t2.5'] : ['t3.5', 't4.5']);
      expect(defs.find((d) => d.key === 'h')!.outcomes.map((o) => o.name.en)).toEqual(expect.arrayContaining([expect.stringMatching(/\(([+-])1\.5\)/)]));
      expect(defs.filter((d) => d.typeId === 3 || d.typeId === 4).map((d) => d.name.ru)).toEqual([...totals.map((key) => `Тотал сетов ${key.slice(1)}`), 'Фора по сетам']);
    }
  });

  it('settlement reads the final score in sets the simulation produced', () => {
    for (const game of [...ofSport('volleyball'), ...ofSport('table-tennis')]) {
      const [h, a] = finalOf(game).score;
      expect(settleOutcome(game, `${game.id}-w-1`, [h, a])).toBe(h > a ? 'win' : 'lose');
      expect(settleOutcome(game, `${game.id}-t3.5-o`, [h, a])).toBe(h + a > 3.5 ? 'win' : 'lose');
      expect(settleOutcome(game, `${game.id}-t4.5-u`, [h, a])).toBe(h + a < 4.5 ? 'win' : 'lose');
    }
  });

  it('a set sport market already decided in play is suspended (over 3.5 sets once the fourth set starts)', () => {
    const game = ofSport('table-tennis').find((g) => finalOf(g).periods!.length >= 4)!;
    const fourth = [...Array(game.durationSeconds).keys()].find((s) => momentAt(game, game.startMs + s * 1000).period === 4)!;
    const at = game.startMs + (fourth + 1) * 1000;
    const total = quoteMarkets(game, momentAt(game, at), at, 'en', { isBlocked: null }).find((m) => m.id === `${game.id}-t3.5`)!;
    expect(total.isBlocked).toBe(true);
  });
});
