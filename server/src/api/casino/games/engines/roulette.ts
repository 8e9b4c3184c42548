/**
 * European roulette: one zero, 37 pockets. One round takes a list of bets (amounts in the session's major
 * units like every stake of the API; their sum is the round's stake); one float picks the pocket. Payouts are the table's (straight 35:1, split 17:1,
 * dozen and column 2:1, even chances 1:1), so every bet returns 36/37 = 97.30 % and zero takes the even
 * chances (no la partage).
 */
import type { EngineFamily } from './family.ts';
import { pickIndex, round4 } from './family.ts';

export const ROULETTE_POCKETS = 37;
export const ROULETTE_RTP = 36 / 37;
/** The wheel's pocket order clockwise from zero (as drawn by the browser). */
export const WHEEL_ORDER = [0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26] as const;
export const RED_NUMBERS: ReadonlySet<number> = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBetType = 'straight' | 'split' | 'dozen' | 'column' | 'red' | 'black' | 'even' | 'odd' | 'low' | 'high';
export const ROULETTE_BET_TYPES: readonly RouletteBetType[] = ['straight', 'split', 'dozen', 'column', 'red', 'black', 'even', 'odd', 'low', 'high'];

export interface RouletteBet {
  type: RouletteBetType;
  /** straight: [n], split: two neighbours on the table; dozen/column: [1..3]; even chances: none. */
  numbers?: number[];
  /** Major units (the round's stake is the sum). */
  amount: number;
}

export interface RouletteChoice {
  bets: RouletteBet[];
}

/** Pays "to one" per bet type. */
export const ROULETTE_PAYS: Readonly<Record<RouletteBetType, number>> = { straight: 35, split: 17, dozen: 2, column: 2, red: 1, black: 1, even: 1, odd: 1, low: 1, high: 1 };

/** True when two numbers touch on the table layout (same row of three, or one row apart in a column). */
const adjacent = (a: number, b: number): boolean => {
  const [lo, hi] = a < b ? [a, b] : [b, a];
  if (lo === 0) return hi >= 1 && hi <= 3;
  return hi - lo === 3 || (hi - lo === 1 && lo % 3 !== 0);
};

/** The pockets a bet covers. */
export const coveredBy = (bet: Pick<RouletteBet, 'type' | 'numbers'>): number[] => Array.from({ length: ROULETTE_POCKETS }, (_, p) => p).filter((p) => covers(bet, p));

/** Whether a bet covers the pocket (zero only by straight or split bets that name it). */
export function covers(bet: Pick<RouletteBet, 'type' | 'numbers'>, pocket: number): boolean {
  const n = bet.numbers ?? [];
  if (bet.type === 'straight' || bet.type === 'split') return n.includes(pocket);
  if (pocket === 0) return false;
  switch (bet.type) {
    case 'dozen': return Math.ceil(pocket / 12) === n[0];
    case 'column': return ((pocket - 1) % 3) + 1 === n[0];
    case 'red': return RED_NUMBERS.has(pocket);
    case 'black': return !RED_NUMBERS.has(pocket);
    case 'even': return pocket % 2 === 0;
    case 'odd': return pocket % 2 === 1;
    case 'low': return pocket <= 18;
    case 'high': return pocket > 18;
  }
}

function betProblem(bet: RouletteBet): string | null {
  const n = bet.numbers ?? [];
  const inRange = (lo: number, hi: number) => n.every((x) => Number.isInteger(x) && x >= lo && x <= hi);
  // At most three decimals (the finest currency grid); the round service checks the sum against the session's.
  if (!(typeof bet.amount === 'number' && bet.amount > 0 && Math.abs(Math.round(bet.amount * 1000) - bet.amount * 1000) < 1e-6)) return 'roulette_bet_invalid';
  if (bet.type === 'straight') return n.length === 1 && inRange(0, 36) ? null : 'roulette_bet_invalid';
  if (bet.type === 'split') return n.length === 2 && inRange(0, 36) && adjacent(n[0]!, n[1]!) ? null : 'roulette_bet_invalid';
  if (bet.type === 'dozen' || bet.type === 'column') return n.length === 1 && inRange(1, 3) ? null : 'roulette_bet_invalid';
  return n.length === 0 ? null : 'roulette_bet_invalid';
}

export interface RouletteOutcome {
  pocket: number;
  colour: 'green' | 'red' | 'black';
  /** Per bet in the order placed: its return in major units (stake included; 0 = lost). */
  returns: number[];
  multiplier: number;
}

export function rouletteOutcome(floats: readonly number[], choice: RouletteChoice): RouletteOutcome {
  const pocket = pickIndex(floats[0] ?? 0, ROULETTE_POCKETS);
  const returns = choice.bets.map((bet) => (covers(bet, pocket) ? Math.round(bet.amount * (ROULETTE_PAYS[bet.type] + 1) * 1000) / 1000 : 0));
  const stake = choice.bets.reduce((sum, bet) => sum + bet.amount, 0);
  const total = returns.reduce((sum, r) => sum + r, 0);
  return { pocket, colour: pocket === 0 ? 'green' : RED_NUMBERS.has(pocket) ? 'red' : 'black', returns, multiplier: stake > 0 ? total / stake : 0 };
}

export const rouletteFamily: EngineFamily<RouletteChoice, RouletteOutcome> = {
  floats: () => 1,
  outcome: (floats, _params, choice) => rouletteOutcome(floats, choice),
  paytable: () => ({ rtp: round4(ROULETTE_RTP), pockets: ROULETTE_POCKETS, wheelOrder: [...WHEEL_ORDER], red: [...RED_NUMBERS], pays: { ...ROULETTE_PAYS } }),
  choiceProblem(choice) {
    const bets = (choice as Partial<RouletteChoice> | null)?.bets;
    if (!Array.isArray(bets) || bets.length === 0 || bets.length > 40) return 'roulette_bet_invalid';
    for (const bet of bets) {
      if (!ROULETTE_BET_TYPES.includes(bet.type)) return 'roulette_bet_invalid';
      const problem = betProblem(bet);
      if (problem) return problem;
    }
    return null;
  },
  amountsOf: (choice) => choice.bets.map((bet) => bet.amount),
  paramsOf: () => ({}),
};
