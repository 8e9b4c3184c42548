/** Coupon state and settings (spec §3) with their defaults (spec §9). */
import { amountStepFor, initialAmountFor } from '../currency/currencyAmounts.ts';
import type { OddsFormatId } from '../odds/oddsFormats.ts';
import type { CouponBet } from './bet.ts';
import type { BetLimitsTable } from './betLimits.ts';
import { COUPON_DEFAULTS, type ChangeCoefAction, type CouponTab, type CouponTypeId } from './couponConstants.ts';
import type { SystemValueOption } from './systemBet.ts';

export interface SinglesResult {
  outcomeId: string;
  couponId?: string;
  error?: string;
}

export interface CouponState {
  tab: CouponTab;
  typeId: CouponTypeId;
  bets: CouponBet[];
  accountId: number | null;
  amount: number;
  amountByBlockId: Record<string, number>;
  amountByBetId: Record<string, number>;
  minBetAmount: number | null;
  /** Infinite unless the operator set a max (spec §9). */
  maxBetAmount: number;
  availablePrepaidAmount: number;
  coef: number;
  coefByView: string;
  promoCode: string;
  manualPromoCode: string;
  promoCodes: string[];
  systemValue: number;
  systemValues: SystemValueOption[];
  antiExpressCoef: number | null;
  successCoupon: { id: string } | null;
  singlesResultCoupons: SinglesResult[];
  expressId: number | null;
  maxPayout: number | null;
  initialAmount: number;
  amountStep: number;
  hyperBonusPercent: number;
  minHyperBonusBetLimit: number;
  maxHyperBonusLimit: number;
  activePlaceBetIds: string[];
  isActiveSystemBanker: boolean;
  /** Derived: payout if every selection wins, after the max payout cap. */
  possibleWin: number;
  isPossibleWinCapped: boolean;
}

export interface CouponSettings {
  amountStepByCurrencyIso: Record<string, number>;
  isManualAmountStep: boolean;
  changeCoefAction: ChangeCoefAction;
  isAutoMax: boolean;
  isVipBet: boolean;
  isBalanceShown: boolean;
  isPossibleWinShown: boolean;
  isSelectAccountShown: boolean;
  isCouponFixed: boolean;
  oneClickAmount: number;
  isActiveOneClick: boolean;
  exactCoef: number | null;
  isDropOnScoreChange: boolean;
  bonusAccountOneClickAmount: number;
}

/** The account fields the coupon needs; the wire Account (contracts) fits it. */
export interface CouponAccount {
  id: number;
  /** 0 main, 4 bonus, 9 currency. */
  type: number;
  iso: string;
  isActive: boolean;
  money: number;
}

/** Site-config switches the coupon rules read (the betting group of the site config fits the first five). */
export interface CouponRulesConfig {
  oneClick: boolean;
  vipBet: boolean;
  autoBonusBet: boolean;
  minAmountCouponTypes: number[];
  maxAmountCouponTypes: number[];
  /** The coupon's lobby block exists, which makes bankers possible on system coupons (spec §4). */
  hasLobbyBlock: boolean;
  /** Market types that make a bet a bonus bet (spec §4); operator data, none by default. */
  bonusMarketTypeIds: number[];
  /** Display format of coefByView (global setting coefViewId). */
  coefViewId: OddsFormatId;
  /** Min stake per system line, used for the options' minBetAmount. */
  minAmountPerSystemLine: number;
  /**
   * The backend's stake limits per currency (GET /betting-api/limits); once known, the coupon's min/max
   * stake and max payout always follow the active account's currency (null: the operator limits as set).
   */
  betLimits: BetLimitsTable | null;
}

export const DEFAULT_COUPON_RULES_CONFIG: CouponRulesConfig = {
  oneClick: false,
  vipBet: false,
  autoBonusBet: false,
  minAmountCouponTypes: [],
  maxAmountCouponTypes: [],
  hasLobbyBlock: false,
  bonusMarketTypeIds: [],
  coefViewId: 0,
  minAmountPerSystemLine: 0,
  betLimits: null,
};

export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  amountStepByCurrencyIso: {},
  isManualAmountStep: false,
  changeCoefAction: COUPON_DEFAULTS.changeCoefAction,
  isAutoMax: false,
  isVipBet: false,
  isBalanceShown: true,
  isPossibleWinShown: true,
  isSelectAccountShown: true,
  isCouponFixed: false,
  oneClickAmount: 0,
  isActiveOneClick: false,
  exactCoef: null,
  isDropOnScoreChange: false,
  bonusAccountOneClickAmount: 0,
};

/** An empty coupon with the spec defaults: type 0, tab 1, system value 2, max infinite. */
export function createEmptyCoupon(currencyIso = 'RUB', settings: CouponSettings = DEFAULT_COUPON_SETTINGS): CouponState {
  return {
    tab: COUPON_DEFAULTS.tab,
    typeId: COUPON_DEFAULTS.typeId,
    bets: [],
    accountId: null,
    amount: initialAmountFor(currencyIso),
    amountByBlockId: {},
    amountByBetId: {},
    minBetAmount: null,
    maxBetAmount: COUPON_DEFAULTS.maxBetAmount,
    availablePrepaidAmount: 0,
    coef: 0,
    coefByView: '',
    promoCode: '',
    manualPromoCode: '',
    promoCodes: [],
    systemValue: COUPON_DEFAULTS.systemValue,
    systemValues: [],
    antiExpressCoef: null,
    successCoupon: null,
    singlesResultCoupons: [],
    expressId: null,
    maxPayout: null,
    initialAmount: initialAmountFor(currencyIso),
    amountStep: amountStepFor(currencyIso, settings),
    hyperBonusPercent: 0,
    minHyperBonusBetLimit: 0,
    maxHyperBonusLimit: 0,
    activePlaceBetIds: [],
    isActiveSystemBanker: false,
    possibleWin: 0,
    isPossibleWinCapped: false,
  };
}
