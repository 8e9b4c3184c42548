/**
 * TV lottery draw (issue 30): the player picks `pick` different numbers of 1…`of` (6 of 49, or 5 of 36 for the
 * games named so), then `pick` balls are drawn one by one (the forward Fisher–Yates walk, one float per ball,
 * ball-draw.ts) and the ticket pays by how many of its numbers were drawn (published prize table × stake).
 * The declared RTP is exact: Σ over matches m of pay(m) × C(pick, m) · C(of − pick, pick − m) / C(of, pick),
 * 6 of 49: 89.60 %, 5 of 36: 90.02 %.
 */
import { ballsUpTo, choose, pickInOrder } from './ball-draw.ts';
import { round4, type EngineFamily, type FamilyParams } from './family.ts';

export type LotteryFormat = '6/49' | '5/36';
export const LOTTERY_FORMATS: Readonly<Record<LotteryFormat, { pick: number; of: number; pays: readonly number[] }>> = {
  /** pays[m]: × stake for m numbers drawn. */
  '6/49': { pick: 6, of: 49, pays: [0, 0, 2.5, 15, 200, 5000, 200_000] },
  '5/36': { pick: 5, of: 36, pays: [0, 0, 2.5, 20, 800, 10_000] },
};

/** P(m of the ticket's numbers are drawn): the hypergeometric law. */
export const matchChance = (format: LotteryFormat, m: number): number => {
  const { pick, of } = LOTTERY_FORMATS[format];
  return (choose(pick, m) * choose(of - pick, pick - m)) / choose(of, pick);
};

export const lotteryRtp = (format: LotteryFormat): number => LOTTERY_FORMATS[format].pays.reduce((sum, pay, m) => sum + pay * matchChance(format, m), 0);

export interface LotteryChoice {
  numbers: number[];
}

export interface LotteryOutcome {
  format: LotteryFormat;
  /** The ticket, ascending. */
  numbers: number[];
  /** The balls in the order they were drawn. */
  drawn: number[];
  matched: number[];
  multiplier: number;
}

const formatOf = (params: FamilyParams): LotteryFormat => (params['format'] === '5/36' ? '5/36' : '6/49');

export function lotteryOutcome(floats: readonly number[], format: LotteryFormat, numbers: readonly number[]): LotteryOutcome {
  const { pick, of, pays } = LOTTERY_FORMATS[format];
  const drawn = pickInOrder(ballsUpTo(of), pick, floats);
  const matched = drawn.filter((ball) => numbers.includes(ball)).sort((a, b) => a - b);
  return { format, numbers: [...numbers].sort((a, b) => a - b), drawn, matched, multiplier: pays[matched.length] ?? 0 };
}

/** A ticket fits a format: exactly `pick` different whole numbers of 1…`of`. */
export function ticketProblem(format: LotteryFormat, numbers: unknown): string | null {
  const { pick, of } = LOTTERY_FORMATS[format];
  if (!Array.isArray(numbers) || numbers.length !== pick || new Set(numbers).size !== pick) return 'lottery_numbers_invalid';
  return numbers.every((n) => Number.isInteger(n) && n >= 1 && n <= of) ? null : 'lottery_numbers_invalid';
}

export const lotteryFamily: EngineFamily<LotteryChoice, LotteryOutcome> = {
  floats: (params) => LOTTERY_FORMATS[formatOf(params)].pick,
  outcome: (floats, params, choice) => lotteryOutcome(floats, formatOf(params), choice.numbers),
  paytable: (params) => {
    const format = formatOf(params);
    const { pick, of, pays } = LOTTERY_FORMATS[format];
    return { rtp: round4(lotteryRtp(format)), format, pick, of, prizes: pays.map((p, matches) => ({ matches, pays: p, chance: matchChance(format, matches) })).filter((p) => p.pays > 0) };
  },
  choiceProblem: (choice, params) => ticketProblem(formatOf(params ?? {}), (choice as Partial<LotteryChoice> | null)?.numbers),
  // "5 of 36" games by their name (slug); every other lottery draws 6 of 49. The catalogue always passes whole games.
  paramsOf: (game) => ({ format: ((game as { slug?: string }).slug ?? '').startsWith('5-of-36') ? '5/36' : '6/49' }),
};
