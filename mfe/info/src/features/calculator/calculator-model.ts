/**
 * The betting calculator's rules, React-free: what the player typed → the coupon maths of @arena/domain
 * (calculatePossibleWin, the system helpers). Nothing here re-does the maths; it only reads the inputs,
 * says what is wrong with them, and maps each selection's result onto the odds the domain multiplies:
 * a won selection keeps its odds, a lost one counts 0 (its express/lines pay nothing), a void one 1
 * (refunded: the express/lines go on without it), as settlement does.
 */
import {
  COUPON_TYPE,
  calculatePossibleWin,
  countSystemCombinations,
  moneySum,
  stakePerCombination,
  systemValueRange,
  type CouponTypeId,
} from '@arena/domain';

export type CalculatorType = 'single' | 'express' | 'system';
export type SelectionResult = 'win' | 'lose' | 'void';

export interface CalculatorSelection {
  odds: string;
  result: SelectionResult;
}

export interface CalculatorInput {
  type: CalculatorType;
  stake: string;
  selections: readonly CalculatorSelection[];
  /** k of a "k from n" system. */
  systemValue: number;
  /** Currency whose minor unit the returns are rounded to; the page has no account, so kopecks by default. */
  currencyIso?: string;
}

export type CalculatorProblem = 'stake_invalid' | 'odds_invalid' | 'too_few_selections';

export type CalculatorResult =
  | { ok: true; totalOdds: number; returns: number; profit: number; lines: number; stakePerLine: number }
  | { ok: false; problems: CalculatorProblem[]; invalidOdds: number[] };

/** Selections a type needs: one for a single, two for an express, three for a system (k below n, k ≥ 2). */
export const MIN_SELECTIONS: Record<CalculatorType, number> = { single: 1, express: 2, system: 3 };
export const MAX_SELECTIONS = 12;
/** Decimal odds of a real market: above 1, and a sane upper bound against typos. */
const MIN_ODDS = 1.01;
const MAX_ODDS = 10_000;
const MAX_STAKE = 100_000_000;

const TYPE_ID: Record<CalculatorType, CouponTypeId> = { single: COUPON_TYPE.single, express: COUPON_TYPE.express, system: COUPON_TYPE.system };

/** A decimal number as people type it: "1.9", "1,90", " 600 ". Answers null for anything else. */
export function parseDecimal(text: string): number | null {
  const cleaned = text.trim().replace(/\s+/g, '').replace(',', '.');
  if (!/^\d+(?:\.\d+)?$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? value : null;
}

export const parseOdds = (text: string): number | null => {
  const value = parseDecimal(text);
  return value !== null && value >= MIN_ODDS && value <= MAX_ODDS ? value : null;
};

export const parseStake = (text: string): number | null => {
  const value = parseDecimal(text);
  return value !== null && value > 0 && value <= MAX_STAKE ? value : null;
};

/** The selections a type uses: a single looks at the first one only. */
export const usedSelections = (input: Pick<CalculatorInput, 'type' | 'selections'>) =>
  input.type === 'single' ? input.selections.slice(0, 1) : input.selections;

/** The k values a system of n selections allows (2 … n − 1), from the domain's system range. */
export function systemValues(selectionCount: number): number[] {
  const range = systemValueRange(selectionCount, 0);
  if (!range) return [];
  return Array.from({ length: range.max - range.min + 1 }, (_, i) => range.min + i);
}

/** Keeps k inside the range the selections allow after one is added or removed. */
export function fitSystemValue(value: number, selectionCount: number): number {
  const values = systemValues(selectionCount);
  if (values.length === 0) return 2;
  return Math.min(Math.max(value, values[0]!), values[values.length - 1]!);
}

const settledOdds = (odds: number, result: SelectionResult) => (result === 'win' ? odds : result === 'lose' ? 0 : 1);

export function calculate(input: CalculatorInput): CalculatorResult {
  const selections = usedSelections(input);
  const problems: CalculatorProblem[] = [];
  const stake = parseStake(input.stake);
  if (stake === null) problems.push('stake_invalid');
  const odds = selections.map((s) => parseOdds(s.odds));
  const invalidOdds = odds.flatMap((o, i) => (o === null ? [i] : []));
  if (invalidOdds.length > 0) problems.push('odds_invalid');
  if (selections.length < MIN_SELECTIONS[input.type]) problems.push('too_few_selections');
  if (problems.length > 0 || stake === null) return { ok: false, problems, invalidOdds };

  const systemValue = fitSystemValue(input.systemValue, selections.length);
  const bets = selections.map((s, i) => ({ outcomeId: String(i), coef: settledOdds(odds[i]!, s.result), isBanker: false }));
  const allWin = selections.map((_, i) => ({ outcomeId: String(i), coef: odds[i]!, isBanker: false }));
  const currencyIso = input.currencyIso ?? 'RUB';
  const base = { typeId: TYPE_ID[input.type], amount: stake, systemValue, currencyIso };
  // Odds are those of the coupon as placed (all selections standing); returns follow the results.
  const { coef } = calculatePossibleWin({ ...base, bets: allWin });
  const { possibleWin } = calculatePossibleWin({ ...base, bets });
  const lines = input.type === 'system' ? countSystemCombinations(selections.length, systemValue, 0) : 1;
  const stakePerLine = stakePerCombination(stake, lines);
  return { ok: true, totalOdds: coef, returns: possibleWin, profit: moneySum([possibleWin, -stake], currencyIso), lines, stakePerLine };
}
