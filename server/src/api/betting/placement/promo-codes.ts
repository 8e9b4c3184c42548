/**
 * Promo codes the betting backend accepts (reference data, like the stake limits: a small table in code,
 * so it needs no migration and reads the same in every database). A code names the coupon types it
 * applies to, the fewest bets, and its reward: extra percent on the possible win (and on the payout).
 * Demo code: EXPRESS10, +10 % on an express of 2 or more bets. Codes are matched case-insensitively.
 */
import { acceptsPromoCode, withWinBonus, type CouponTypeId } from '@arena/domain';
import { rejection, type BetRejection } from '../betting-messages.ts';

export interface PromoCode {
  code: string;
  couponTypeIds: readonly number[];
  minBets: number;
  winBonusPercent: number;
}

export const PROMO_CODES: readonly PromoCode[] = [{ code: 'EXPRESS10', couponTypeIds: [1], minBets: 2, winBonusPercent: 10 }];

export function findPromo(code: string | undefined): PromoCode | null {
  const wanted = (code ?? '').trim().toUpperCase();
  return wanted ? PROMO_CODES.find((p) => p.code === wanted) ?? null : null;
}

/** An empty code passes; singles refuse any (spec §5); an unknown or inapplicable code is refused. */
export function checkPromo(code: string | undefined, typeId: CouponTypeId, betCount: number): BetRejection | null {
  if (!code?.trim()) return null;
  if (!acceptsPromoCode(typeId)) return rejection('promo_not_allowed');
  const promo = findPromo(code);
  if (!promo) return rejection('promo_unknown', { promoCode: code.trim() });
  if (!promo.couponTypeIds.includes(typeId) || betCount < promo.minBets) {
    return rejection('promo_not_applicable', { promoCode: promo.code, couponTypeIds: promo.couponTypeIds, minBets: promo.minBets });
  }
  return null;
}

/** A win with the promo's extra percent, rounded to the currency's minor unit, still under the max payout. */
export function withPromoBonus(win: number, code: string | undefined, maxPayout: number, currencyIso: string): number {
  const promo = findPromo(code);
  if (!promo) return win;
  return withWinBonus(win, promo.winBonusPercent, maxPayout, currencyIso);
}
