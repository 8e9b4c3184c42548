/**
 * Virtual tennis's exact chances (issue 30): the standard recursion game → tie-break → set → match over the
 * engine's own model (virtual-tennis.ts), so the odds price exactly the match the floats play. The set's
 * recursion keeps the number of games (the total games market, and who serves first in the next set).
 */
import { medianLine, overUnder } from './virtual-head-to-head.ts';

export type Side = 'home' | 'away';
export const other = (side: Side): Side => (side === 'home' ? 'away' : 'home');

/** The chance of winning a game from deuce for a side winning each point with chance p. */
export const fromDeuce = (p: number): number => (p * p) / (p * p + (1 - p) * (1 - p));

/** The tie-break's server of point k (0-based): the first server, then the other for two, and so on. */
export const tiebreakServer = (first: Side, k: number): Side => (Math.floor((k + 1) / 2) % 2 === 0 ? first : other(first));

/** A set is won at 6 with a two-game lead, or 7–5, or 7–6 by the tie-break. */
export const setOver = (home: number, away: number): boolean => (Math.max(home, away) >= 6 && Math.abs(home - away) >= 2) || Math.max(home, away) === 7;

/** The server's chance of holding serve when it wins each point with chance p (to 4; deuce at its exact chance). */
export function holdChance(p: number): number {
  const q = 1 - p;
  return p ** 4 * (1 + 4 * q + 10 * q * q) + 20 * p ** 3 * q ** 3 * fromDeuce(p);
}

/** Home's chance of winning a tie-break that `first` serves first. */
export function tiebreakChance(home: number, away: number, first: Side): number {
  const homeOn = (server: Side) => (server === 'home' ? home : 1 - away);
  const both = home * (1 - away);
  const atSixAll = both / (both + (1 - home) * away);
  // reach[i][j]: the chance the tie-break passes through i–j; home wins at 7–j (j ≤ 5) or from 6–6.
  const reach = Array.from({ length: 8 }, () => new Float64Array(8));
  reach[0]![0] = 1;
  let win = 0;
  for (let i = 0; i <= 6; i++) {
    for (let j = 0; j <= 6; j++) {
      const p = reach[i]![j]!;
      if (p === 0) continue;
      if (i === 6 && j === 6) {
        win += p * atSixAll;
        continue;
      }
      const point = homeOn(tiebreakServer(first, i + j));
      if (i + 1 === 7) win += p * point;
      else reach[i + 1]![j]! += p * point;
      if (j + 1 < 7) reach[i]![j + 1]! += p * (1 - point);
    }
  }
  return win;
}

/** A set that `first` serves first: the chance of each (home wins it?, games in it) — games 6 to 13. */
export function setChances(home: number, away: number, first: Side): Array<{ homeWins: boolean; games: number; chance: number }> {
  const hold = { home: holdChance(home), away: holdChance(away) };
  const serverOf = (games: number): Side => ((games % 2 === 0) === (first === 'home') ? 'home' : 'away');
  const ends: Array<{ homeWins: boolean; games: number; chance: number }> = [];
  let states = new Map<string, number>([['0:0', 1]]);
  while (states.size > 0) {
    const next = new Map<string, number>();
    const add = (h: number, a: number, chance: number) => {
      if (setOver(h, a)) ends.push({ homeWins: h > a, games: h + a, chance });
      else next.set(`${h}:${a}`, (next.get(`${h}:${a}`) ?? 0) + chance);
    };
    for (const [key, chance] of states) {
      const [h, a] = key.split(':').map(Number) as [number, number];
      const server = serverOf(h + a);
      const homeWinsGame = h === 6 && a === 6 ? tiebreakChance(home, away, server) : server === 'home' ? hold.home : 1 - hold.away;
      add(h + 1, a, chance * homeWinsGame);
      add(h, a + 1, chance * (1 - homeWinsGame));
    }
    states = next;
  }
  return ends;
}

/** The match's exact chances: the winner, the distribution of total games, the line and over/under it. */
export function tennisChances(home: number, away: number) {
  const bySet = { home: setChances(home, away, 'home'), away: setChances(home, away, 'away') };
  const totals = new Float64Array(40);
  let homeWins = 0;
  // A state: sets won by each, who serves the next set's first game, games so far.
  const play = (sets: [number, number], first: Side, games: number, chance: number) => {
    if (sets[0] === 2 || sets[1] === 2) {
      totals[games]! += chance;
      if (sets[0] === 2) homeWins += chance;
      return;
    }
    for (const end of bySet[first]) {
      // The server changes every game: an odd set hands the next set's first game to the other side.
      const nextFirst: Side = end.games % 2 === 0 ? first : other(first);
      play(end.homeWins ? [sets[0] + 1, sets[1]] : [sets[0], sets[1] + 1], nextFirst, games + end.games, chance * end.chance);
    }
  };
  play([0, 0], 'home', 0, 1);
  const line = medianLine(totals);
  return { totals: [...totals], line, chances: { home: homeWins, away: 1 - homeWins, ...overUnder(totals, line) } };
}
