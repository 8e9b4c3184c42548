/** Total odds and possible win of a coupon, per type, with the operator's max payout cap. */
import { roundMoney } from '../shared/rounding.ts';
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
      return { coef, payout: roundMoney(input.amount * coef) };
    }
    case COUPON_TYPE.system: {
      const payout = systemReturnIfAllWin(input.bets, input.systemValue, input.amount);
      const lines = systemLineCoefs(input.bets, input.systemValue);
      const coef = lines.length === 0 ? 0 : roundCoef(lines.reduce((s, c) => s + c, 0) / lines.length);
      return { coef, payout };
    }
    case COUPON_TYPE.singles: {
      const payout = input.bets.reduce(
        (sum, bet) => sum + (input.amountByBetId?.[bet.outcomeId] ?? input.amount) * bet.coef,
        0,
      );
      // Singles have no combined odds; the sum of odds is what the slip shows next to the total.
      return { coef: roundCoef(coefs.reduce((s, c) => s + c, 0)), payout: roundMoney(payout) };
    }
  }
}

export function calculatePossibleWin(input: PossibleWinInput): PossibleWin {
  if (input.bets.length === 0) return { coef: 0, possibleWin: 0, isCapped: false };
  const { coef, payout } = uncappedWin(input);
  const capped = capPayout(payout, input.maxPayout);
  return { coef, possibleWin: capped.payout, isCapped: capped.isCapped };
}
