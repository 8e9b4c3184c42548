/**
 * Everything the slip (and the server, on the same data) needs to know about a coupon before placing it,
 * derived from a store snapshot so the UI never re-implements a rule.
 */
import { isBetLive, isGameFinished } from './bet.ts';
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
}

export function getCouponChecks({ coupon, settings, accounts, config }: CouponStoreSnapshot): CouponChecks {
  const minAmount = applicableMinAmount(coupon.typeId, coupon.minBetAmount, config.minAmountCouponTypes);
  const maxAmount = applicableMaxAmount(
    coupon.typeId,
    coupon.maxBetAmount,
    config.maxAmountCouponTypes,
    activeAccount(accounts)?.type,
  );
  return {
    minAmount,
    maxAmount,
    amountProblem: coupon.bets.length === 0 ? null : checkCouponAmount(coupon.amount, minAmount, maxAmount),
    isVipBetAvailable: isVipBetAvailable(config.vipBet, coupon.maxBetAmount, coupon.typeId, coupon.bets),
    isAutoBonusBetAvailable: isAutoBonusBetAvailable(config.autoBonusBet, coupon.typeId, coupon.bets),
    isOneClickOn: isOneClickOn(config.oneClick, settings.isActiveOneClick),
    hasLiveBets: coupon.bets.some(isBetLive),
    blockedOutcomeIds: coupon.bets
      .filter((bet) => bet.isBlocked || isGameFinished(bet.game))
      .map((bet) => bet.outcomeId),
  };
}
