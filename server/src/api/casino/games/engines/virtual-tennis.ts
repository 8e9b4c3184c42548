/**
 * Virtual tennis (issue 30): a best-of-three match played point by point from the round's fair floats. Each
 * side wins a point on its own serve with its own chance (the game's parameters `home`, `away`); the server
 * changes every game, the tie-break counting as one game. A game is first to 4 points; at 40–40 one float
 * settles the game at the exact chance of winning from deuce, p² / (p² + q²), so a game reads at most 7
 * floats and the match a bounded number (the chance is the one the endless advantage points would give).
 * At 6–6 a tie-break to 7 (server changes after the first point, then every two); at 6–6 in the tie-break one
 * float settles it at the exact chance of winning from a tie, a / (a + b) with a (b) the chance of winning
 * (losing) both points of the next pair, one on each serve. The chances of the markets — match winner and
 * total games over/under a line — are exact: the standard game → tie-break → set → match recursion over the
 * same model (tennis-chances.ts), and the odds are those chances less the margin (virtual-odds.ts).
 */
import type { EngineFamily, FamilyParams } from './family.ts';
import { type HeadToHeadPick, HEAD_TO_HEAD_PICKS, headToHeadChoiceProblem, settleHeadToHead } from './virtual-head-to-head.ts';
import { fromDeuce, other, setOver, tennisChances, tiebreakServer, type Side } from './tennis-chances.ts';
import { declaredRtp, priced } from './virtual-odds.ts';

export const TENNIS_SETS_TO_WIN = 2;
/** Floats a match can read at most: 3 sets × (12 games × 7 floats + a tie-break's 13). */
export const TENNIS_FLOATS = 3 * (12 * 7 + 13);

export interface TennisGame {
  /** 1-based. */
  set: number;
  server: Side;
  winner: Side;
  tiebreak: boolean;
}

export interface TennisOutcome {
  games: TennisGame[];
  /** Games won per set, [home, away]. */
  sets: Array<[number, number]>;
  setsWon: [number, number];
  totalGames: number;
  line: number;
  winner: Side;
  pick: HeadToHeadPick;
  odds: number;
  multiplier: number;
}

export const serveChances = (params: FamilyParams) => ({ home: Number(params['home']), away: Number(params['away']) });

/** A reader of the floats in order (a float past the end — never within TENNIS_FLOATS — counts as 1). */
const reader = (floats: readonly number[]) => {
  let at = 0;
  return () => floats[at++] ?? 1;
};

/** One service game: the server wins a point when the float is under its serve chance. */
function serviceGame(next: () => number, p: number): boolean {
  let server = 0;
  let receiver = 0;
  for (;;) {
    if (server === 3 && receiver === 3) return next() < fromDeuce(p);
    if (next() < p) server++;
    else receiver++;
    if (server === 4) return true;
    if (receiver === 4) return false;
  }
}

/** The tie-break, `home`'s chance of a point read from the serve chances; true when home wins it. */
function tiebreak(next: () => number, chances: { home: number; away: number }, first: Side): boolean {
  const homeOn = (server: Side) => (server === 'home' ? chances.home : 1 - chances.away);
  let home = 0;
  let away = 0;
  for (;;) {
    if (home === 6 && away === 6) {
      const both = chances.home * (1 - chances.away);
      const neither = (1 - chances.home) * chances.away;
      return next() < both / (both + neither);
    }
    if (next() < homeOn(tiebreakServer(first, home + away))) home++;
    else away++;
    if (home === 7) return true;
    if (away === 7) return false;
  }
}

export function playTennis(floats: readonly number[], params: FamilyParams): Omit<TennisOutcome, 'line' | 'pick' | 'odds' | 'multiplier'> {
  const chances = serveChances(params);
  const next = reader(floats);
  const games: TennisGame[] = [];
  const sets: Array<[number, number]> = [];
  const setsWon: [number, number] = [0, 0];
  let server: Side = 'home';
  while (Math.max(...setsWon) < TENNIS_SETS_TO_WIN) {
    const score: [number, number] = [0, 0];
    const set = sets.length + 1;
    while (!setOver(score[0], score[1])) {
      const isTiebreak = score[0] === 6 && score[1] === 6;
      const homeWins = isTiebreak ? tiebreak(next, chances, server) : serviceGame(next, chances[server]) === (server === 'home');
      const winner: Side = homeWins ? 'home' : 'away';
      score[homeWins ? 0 : 1]++;
      games.push({ set, server, winner, tiebreak: isTiebreak });
      server = other(server);
    }
    sets.push(score);
    setsWon[score[0] > score[1] ? 0 : 1]++;
  }
  return { games, sets, setsWon, totalGames: games.length, winner: setsWon[0] > setsWon[1] ? 'home' : 'away' };
}

const PRICES = new Map<string, { line: number; picks: ReturnType<typeof priced<HeadToHeadPick>> }>();

/** The markets' exact chances and odds for the game's serve chances (computed once per game). */
export function tennisPrices(params: FamilyParams) {
  const chances = serveChances(params);
  const key = `${chances.home}:${chances.away}`;
  let prices = PRICES.get(key);
  if (!prices) {
    const exact = tennisChances(chances.home, chances.away);
    prices = { line: exact.line, picks: priced(HEAD_TO_HEAD_PICKS.map((pick) => [pick, exact.chances[pick]] as const)) };
    PRICES.set(key, prices);
  }
  return prices;
}

export function tennisOutcome(floats: readonly number[], params: FamilyParams, pick: HeadToHeadPick): TennisOutcome {
  const match = playTennis(floats, params);
  const { line, picks } = tennisPrices(params);
  return { ...match, line, ...settleHeadToHead(picks, pick, match.winner, match.totalGames, line) };
}

export const tennisFamily: EngineFamily<{ pick: HeadToHeadPick }, TennisOutcome> = {
  floats: () => TENNIS_FLOATS,
  outcome: (floats, params, choice) => tennisOutcome(floats, params, choice.pick),
  paytable(params) {
    const { line, picks } = tennisPrices(params);
    const chances = serveChances(params);
    return { rtp: declaredRtp(picks), setsToWin: TENNIS_SETS_TO_WIN, home: chances.home, away: chances.away, line, picks };
  },
  choiceProblem: headToHeadChoiceProblem,
  // Each side's chance of winning a point on its own serve, 0.56–0.70 by the game (so some matches have a favourite).
  paramsOf: (game) => ({ home: (56 + ((game.id * 7) % 15)) / 100, away: (56 + ((game.id * 11) % 15)) / 100 }),
};
