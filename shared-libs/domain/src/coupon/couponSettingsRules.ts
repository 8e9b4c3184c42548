/** Rules that tie coupon settings together (spec §4): one-click, exact coefficient, drop on score change. */
import { initialAmountFor } from '../currency/currencyAmounts.ts';
import { ACCOUNT_TYPE } from './couponConstants.ts';

/** Spec §4: one-click betting is on only if site config shows it and the user enabled it. */
export function isOneClickOn(isShownByConfig: boolean, isEnabledByUser: boolean): boolean {
  return isShownByConfig && isEnabledByUser;
}

export interface OneClickAmountSettings {
  oneClickAmount: number;
  bonusAccountOneClickAmount: number;
}

/**
 * The stake of a one-click bet on this account. The settings keep 0 for "not chosen" (spec §3 defaults),
 * and a bet of 0 is always refused, so an unchosen amount is the account currency's initial bet amount
 * (spec §9: RUB 150, USD 5, EUR 5, KWD 3, other currencies the RUB value). A bonus account has its own
 * amount (bonusAccountOneClickAmount), with the same fallback.
 */
export function oneClickAmountFor(settings: OneClickAmountSettings, account: { iso: string; type: number } | undefined): number {
  const chosen = account?.type === ACCOUNT_TYPE.bonus ? settings.bonusAccountOneClickAmount : settings.oneClickAmount;
  return Number.isFinite(chosen) && chosen > 0 ? chosen : initialAmountFor(account?.iso ?? 'RUB');
}

export type OneClickEnableResult =
  | { kind: 'enabled'; clearsCoupon: boolean }
  | { kind: 'needs-confirmation'; reason: 'coupon-will-be-cleared' }
  | { kind: 'not-available' };

/**
 * Spec §4: enabling one-click while the coupon has bets asks for confirmation that the coupon will be
 * cleared. Once confirmed, it is enabled and the coupon is cleared (one-click bets bypass the slip).
 */
export function requestOneClick(
  isShownByConfig: boolean,
  couponBetCount: number,
  isConfirmed: boolean,
): OneClickEnableResult {
  if (!isShownByConfig) return { kind: 'not-available' };
  if (couponBetCount > 0 && !isConfirmed) return { kind: 'needs-confirmation', reason: 'coupon-will-be-cleared' };
  return { kind: 'enabled', clearsCoupon: couponBetCount > 0 };
}

export interface BetAcceptanceSettings {
  exactCoef: number | null;
  isDropOnScoreChange: boolean;
  isActiveOneClick: boolean;
}

/** Spec §4: setting the exact coefficient to a falsy value resets it and turns off drop-on-score-change. */
export function withExactCoef<T extends BetAcceptanceSettings>(settings: T, exactCoef: number | null | undefined): T {
  if (!exactCoef) return { ...settings, exactCoef: null, isDropOnScoreChange: false };
  return { ...settings, exactCoef };
}

/** Spec §4: enabling drop-on-score-change turns off one-click. */
export function withDropOnScoreChange<T extends BetAcceptanceSettings>(settings: T, isOn: boolean): T {
  return isOn ? { ...settings, isDropOnScoreChange: true, isActiveOneClick: false } : { ...settings, isDropOnScoreChange: false };
}

/** A live bet with drop-on-score-change is cancelled if the score moved before acceptance. */
export function shouldDropOnScoreChange(isDropOnScoreChange: boolean, scoreWhenPlaced: string, scoreNow: string): boolean {
  return isDropOnScoreChange && scoreWhenPlaced !== scoreNow;
}
