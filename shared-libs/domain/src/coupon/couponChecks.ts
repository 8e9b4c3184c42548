/**
 * Everything the slip (and the server, on the same data) needs to know about a coupon before placing it,
 * derived from a store snapshot so the UI never re-implements a rule.
 */
import { isBetLive, isGameFinished } from './bet.ts';
import { amountLimitTypeId, couponStakes } from './betLimits.ts';
import {
  applicableMaxAmount,
  applicableMinAmount,
  checkCouponAmount,
  isAutoBonusBetAvailable,
  isVipBetAvailable,
  type AmountProblem,
} from './couponRules.ts';
import { isOneClickOn } from './couponSettingsRules.ts';
import type { CouponStoreSnapshot } from './couponStore.ts';
import { activeAccount } from './normalizeCoupon.ts';

export interface CouponChecks {
  minAmount: number | null;
  maxAmount: number;
  amountProblem: AmountProblem | null;
  isVipBetAvailable: boolean;
  isAutoBonusBetAvailable: boolean;
  isOneClickOn: boolean;
  hasLiveBets: boolean;
  /** Bets that cannot be placed as they are (blocked market or finished game). */
  blockedOutcomeIds: string[];
  /** Outcomes of a game the coupon holds twice: singles only, no express, system or bonus bet. */
  dependentOutcomeIds: string[];
}

export function getCouponChecks({ coupon, settings, accounts, config }: CouponStoreSnapshot): CouponChecks {
  // Singles are placed as type-0 coupons: their stakes meet the single's limits (shown as "per bet").
  const limitTypeId = amountLimitTypeId(coupon.typeId);
  const minAmount = applicableMinAmount(limitTypeId, coupon.minBetAmount, config.minAmountCouponTypes);
  const maxAmount = applicableMaxAmount(
    limitTypeId,
    coupon.maxBetAmount,
    config.maxAmountCouponTypes,
    activeAccount(accounts)?.type,
  );
  const hasDependent = coupon.bets.some((bet) => bet.isDepend);
  return {
    minAmount,
    maxAmount,
    amountProblem:
      coupon.bets.length === 0
        ? null
        : firstAmountProblem(couponStakes(coupon.typeId, coupon.amount, coupon.bets, coupon.amountByBetId), minAmount, maxAmount),
    isVipBetAvailable: isVipBetAvailable(config.vipBet, coupon.maxBetAmount, coupon.typeId, coupon.bets),
    // A bonus bet rides on an express; dependent bets can never make one.
    isAutoBonusBetAvailable: !hasDependent && isAutoBonusBetAvailable(config.autoBonusBet, coupon.typeId, coupon.bets),
    isOneClickOn: isOneClickOn(config.oneClick, settings.isActiveOneClick),
    hasLiveBets: coupon.bets.some(isBetLive),
    blockedOutcomeIds: coupon.bets
      .filter((bet) => bet.isBlocked || isGameFinished(bet.game))
      .map((bet) => bet.outcomeId),
    dependentOutcomeIds: coupon.bets.filter((bet) => bet.isDepend).map((bet) => bet.outcomeId),
  };
}

/** The first stake the server would refuse: on singles every bet's own stake counts. */
function firstAmountProblem(stakes: readonly number[], min: number | null, max: number): AmountProblem | null {
  for (const stake of stakes) {
    const problem = checkCouponAmount(stake, min, max);
    if (problem) return problem;
  }
  return null;
}
