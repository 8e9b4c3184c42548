/**
 * Coupon tables from the spec (§4 coupon types, §9 defaults and constants), kept as data in one place so
 * the shell, the betting app, the office and the server read the same numbers.
 */

/** Coupon types (spec §4 typeId). */
export const COUPON_TYPE = {
  single: 0,
  express: 1,
  system: 2,
  /** Several singles placed at once; each bet is sent as its own type-0 coupon. */
  singles: 10001,
} as const;

export type CouponTypeId = (typeof COUPON_TYPE)[keyof typeof COUPON_TYPE];

export const COUPON_TYPE_IDS: readonly CouponTypeId[] = Object.values(COUPON_TYPE);

export function isCouponTypeId(value: unknown): value is CouponTypeId {
  return typeof value === 'number' && (COUPON_TYPE_IDS as readonly number[]).includes(value);
}

/**
 * Coupon panel tabs. The spec only fixes the default (1); it does not name the tabs, so we decided on the
 * usual slip layout: 1 the bet slip itself, 2 the player's open bets.
 */
export const COUPON_TAB = { betSlip: 1, openBets: 2 } as const;
export type CouponTab = (typeof COUPON_TAB)[keyof typeof COUPON_TAB];

export function isCouponTab(value: unknown): value is CouponTab {
  return value === COUPON_TAB.betSlip || value === COUPON_TAB.openBets;
}

/** What to do when odds changed before the bet is accepted (spec §3 settings, §9). */
export const CHANGE_COEF_ACTION = {
  rejectAnyChange: 0,
  acceptOnlyHigher: 1,
  acceptAnyChange: 2,
} as const;
export type ChangeCoefAction = (typeof CHANGE_COEF_ACTION)[keyof typeof CHANGE_COEF_ACTION];

export function isChangeCoefAction(value: unknown): value is ChangeCoefAction {
  return value === 0 || value === 1 || value === 2;
}

/** Spec §9 defaults: coupon type 0, tab 1, system value 2, change-coefficient action 2, max bet infinite. */
export const COUPON_DEFAULTS = {
  typeId: COUPON_TYPE.single,
  tab: COUPON_TAB.betSlip,
  systemValue: 2,
  changeCoefAction: CHANGE_COEF_ACTION.acceptAnyChange,
  maxBetAmount: Number.POSITIVE_INFINITY,
} as const;

/** "System value never goes below 2" (spec §4): a 1-from-n system would just be n singles. */
export const MIN_SYSTEM_VALUE = 2;

/** Coefficients are rounded to 3 decimals (spec §9). */
export const COEF_DECIMALS = 3;

/** Bonus-bet coefficient (spec §9): 1.1 by default, 1 + n/100 when 1 ≤ n < 10. */
export const BONUS_BET_COEF = {
  defaultCoef: 1.1,
  perBetStep: 0.01,
  minBetCountForStep: 1,
  /** Exclusive upper bound: from 10 bets on the default applies again. */
  maxBetCountForStepExclusive: 10,
} as const;

/** Auto bonus bet availability thresholds (spec §4). */
export const AUTO_BONUS_BET = {
  minBetCount: 3,
  minCoefPerBet: 1.1,
  /** Market kind that never qualifies for an auto bonus bet. */
  excludedMarketKind: 7,
  minTotalCoef: 1.01,
} as const;

/** Game status ids used by the live and finished rules (spec §4). */
export const GAME_STATUS = {
  firstLiveStatus: 2,
  secondLiveStatus: 3,
  finished: 4,
} as const;

/** Bet status when nothing is known yet (spec §3 Bet.statusId default). */
export const DEFAULT_BET_STATUS_ID = -2;

/** Account types (spec §3 Account.type). */
export const ACCOUNT_TYPE = { main: 0, bonus: 4, currency: 9 } as const;
