/**
 * The account a coupon's money goes back to (payout or VIP refund): its own, or, when that account was
 * removed (before the guard of accounts-routes.ts existed), one the player can see in the same currency
 * and type; failing that the removed account is restored. Never an account hidden from the player.
 */
import type { CouponRow } from '../../db/repositories/coupons.ts';
import type { Repositories } from '../../db/repositories/index.ts';

export function payoutAccountId(repos: Repositories, coupon: Pick<CouponRow, 'user_id' | 'account_id'>): number {
  const own = repos.accounts.byId(coupon.account_id);
  if (!own || own.removed === 0) return coupon.account_id;
  const sameCurrency = repos.accounts.all(coupon.user_id).find((a) => a.currency_id === own.currency_id && a.type === own.type);
  if (sameCurrency) return sameCurrency.id;
  repos.accounts.restore(own.id);
  return own.id;
}
