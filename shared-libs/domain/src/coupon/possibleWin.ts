/**
 * Total odds and possible win of a coupon, per type, with the operator's max payout cap. Settlement pays
 * with this same function (the settled legs' odds: a void leg 1, a lost one 0), so the coupon pays exactly
 * what it showed: a single or express pays its recorded 3-decimal odds (spec §9) × stake, rounded once to
 * the currency's minor unit.
 */
import Big from 'big.js';
import { moneySum, moneyTimes } from '../money/money.ts';
import { expressCoef, roundCoef } from './coefficients.ts';
import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';
import { systemLineCoefs, systemReturnIfAllWin } from './systemBet.ts';

export interface PossibleWinInput {
  typeId: CouponTypeId;
  bets: readonly { outcomeId: string; coef: number; isBanker: boolean }[];
  /** Total stake (for singles: the stake of every bet without its own amount). */
  amount: number;
  amountByBetId?: Readonly<Record<string, number>>;
  systemValue: number;
  /** Operator cap on a coupon's payout; 0, negative or non-finite means no cap. */
  maxPayout?: number;
  /** ISO code of the stake's currency: the payout is rounded to its minor unit (KWD 3 decimals, JPY 0). */
  currencyIso: string;
}

export interface PossibleWin {
  /** Odds shown for the coupon (for a system: the sum of line odds divided by lines, i.e. return / stake). */
  coef: number;
  /** Payout if every selection wins, after the cap. */
  possibleWin: number;
  /** Whether the max payout cap cut the payout. */
  isCapped: boolean;
}

/** Applies the max payout cap: a positive finite cap limits the payout. */
export function capPayout(payout: number, maxPayout: number | undefined): { payout: number; isCapped: boolean } {
  if (maxPayout === undefined || !Number.isFinite(maxPayout) || maxPayout <= 0 || payout <= maxPayout) {
    return { payout, isCapped: false };
  }
  return { payout: maxPayout, isCapped: true };
}

function uncappedWin(input: PossibleWinInput): { coef: number; payout: number } {
  const coefs = input.bets.map((b) => b.coef);
  switch (input.typeId) {
    case COUPON_TYPE.single:
    case COUPON_TYPE.express: {
      const coef = expressCoef(coefs);
      return { coef, payout: moneyTimes(input.amount, [coef], input.currencyIso) };
    }
    case COUPON_TYPE.system: {
      const payout = systemReturnIfAllWin(input.bets, input.systemValue, input.amount, input.currencyIso);
      const lines = systemLineCoefs(input.bets, input.systemValue);
      const coef = lines.length === 0 ? 0 : roundCoef(lines.reduce((s, c) => s + c, 0) / lines.length);
      return { coef, payout };
    }
    case COUPON_TYPE.singles: {
      // Each single is its own coupon, paid and rounded on its own; the total is the sum of those payouts.
      const payouts = input.bets.map((bet) =>
        moneyTimes(input.amountByBetId?.[bet.outcomeId] ?? input.amount, [roundCoef(bet.coef)], input.currencyIso),
      );
      // Singles have no combined odds; the sum of odds is what the slip shows next to the total.
      // big.js has no NaN: a broken price makes the sum NaN, as float arithmetic would.
      const coefSum = coefs.every(Number.isFinite) ? coefs.reduce((sum, c) => sum.plus(c), new Big(0)).toNumber() : NaN;
      return { coef: roundCoef(coefSum), payout: moneySum(payouts, input.currencyIso) };
    }
  }
}

export function calculatePossibleWin(input: PossibleWinInput): PossibleWin {
  if (input.bets.length === 0) return { coef: 0, possibleWin: 0, isCapped: false };
  const { coef, payout } = uncappedWin(input);
  const capped = capPayout(payout, input.maxPayout);
  return { coef, possibleWin: capped.payout, isCapped: capped.isCapped };
}

/** A win with a promo code's extra percent, rounded to the currency's minor unit, still under the cap. */
export function withWinBonus(win: number, winBonusPercent: number, maxPayout: number | undefined, currencyIso: string): number {
  if (win <= 0 || winBonusPercent <= 0) return win;
  const factor = new Big(winBonusPercent).div(100).plus(1).toNumber();
  return capPayout(moneyTimes(win, [factor], currencyIso), maxPayout).payout;
}
