/** The §3 "base coupon sent out" built from the coupon state, and the split of a singles coupon. */
import { roundCoef } from './coefficients.ts';
import { COUPON_TYPE, type ChangeCoefAction, type CouponTypeId } from './couponConstants.ts';
import type { CouponSettings, CouponState } from './couponState.ts';
import { formatOdds } from '../odds/convertOdds.ts';
import type { OddsFormatId } from '../odds/oddsFormats.ts';

export interface BaseCouponBet {
  outcomeId: string;
  gameId: string;
  marketId: string;
  /** The odds the player saw; the server compares them with the current odds under changeCoefAction. */
  coef: number;
  blockId: number;
  isBanker: boolean;
  /** Live: the score the selection was taken at (drop-on-score-change). */
  score?: string;
}

export interface BaseCoupon {
  id: string | null;
  accountId: number | null;
  amount: number;
  amountByBlockId: Record<string, number>;
  /** Stakes of single bets inside a singles coupon (spec §3 coupon state amountByBetId). */
  amountByBetId: Record<string, number>;
  bets: BaseCouponBet[];
  changeCoefAction: ChangeCoefAction;
  coef: number;
  coefByView: string;
  coefViewId: OddsFormatId;
  exactCoef: number | null;
  isDropOnScoreChange: boolean;
  /** VIP bet asked for (settings.isVipBet); the caller clears it where spec §5 does not allow VIP. */
  isVipBet: boolean;
  prepaidAmount: number;
  refId: number | null;
  systemValue: number;
  typeId: CouponTypeId;
  userId: number | null;
  promoCode: string;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
}

export interface BaseCouponContext {
  userId: number | null;
  refId: number | null;
  coefViewId: OddsFormatId;
  /** A client-chosen id, e.g. for idempotent retries; null lets the server choose. */
  id?: string | null;
}

export function buildBaseCoupon(coupon: CouponState, settings: CouponSettings, context: BaseCouponContext): BaseCoupon {
  return {
    id: context.id ?? null,
    accountId: coupon.accountId,
    amount: coupon.amount,
    amountByBlockId: { ...coupon.amountByBlockId },
    amountByBetId: coupon.typeId === COUPON_TYPE.singles ? { ...coupon.amountByBetId } : {},
    bets: coupon.bets.map((bet) => ({
      outcomeId: bet.outcomeId,
      gameId: bet.game.id,
      marketId: bet.market.id,
      // The price the player accepted: the server applies changeCoefAction from it to the current one.
      coef: bet.acceptedCoef ?? bet.market.coef,
      blockId: bet.blockId,
      isBanker: bet.isBanker,
      ...(bet.selectedScore === undefined ? {} : { score: bet.selectedScore }),
    })),
    changeCoefAction: settings.changeCoefAction,
    coef: coupon.coef,
    coefByView: coupon.coef > 0 ? formatOdds(coupon.coef, context.coefViewId) : '',
    coefViewId: context.coefViewId,
    exactCoef: settings.exactCoef,
    isDropOnScoreChange: settings.isDropOnScoreChange,
    isVipBet: settings.isVipBet && coupon.typeId !== COUPON_TYPE.singles,
    prepaidAmount: coupon.availablePrepaidAmount,
    refId: context.refId,
    systemValue: coupon.systemValue,
    typeId: coupon.typeId,
    userId: context.userId,
    promoCode: coupon.typeId === COUPON_TYPE.singles ? '' : coupon.promoCode,
    hyperBonusPercent: coupon.hyperBonusPercent,
    minHyperBonusBetLimit: coupon.minHyperBonusBetLimit,
    maxHyperBonusLimit: coupon.maxHyperBonusLimit,
  };
}

/**
 * Spec §4: each bet of a singles coupon (10001) becomes its own type-0 coupon, staked with its own amount
 * when it has one, else the common amount. Other coupon types are returned as they are.
 */
export function splitSinglesCoupon(base: BaseCoupon): BaseCoupon[] {
  if (base.typeId !== COUPON_TYPE.singles) return [base];
  return base.bets.map((bet) => {
    const coef = roundCoef(bet.coef);
    return {
      ...base,
      id: base.id === null ? null : `${base.id}-${bet.outcomeId}`,
      typeId: COUPON_TYPE.single,
      bets: [bet],
      amount: base.amountByBetId[bet.outcomeId] ?? base.amount,
      amountByBetId: {},
      amountByBlockId: {},
      coef,
      coefByView: formatOdds(coef, base.coefViewId),
      promoCode: '',
      isVipBet: false,
      // Singles carry no accumulator bonus.
      hyperBonusPercent: 0,
    };
  });
}
