/**
 * The bet history call (server/src/api/betting): the signed-in player's coupons, newest first. The page
 * filters and pages in the browser, so it reads every coupon (pages of 100, at most HISTORY_MAX).
 */
import type { CouponHistoryPage, CouponView } from '@arena/domain';
import { http } from '@arena/http';
import { bettingCouponsAnswer } from '@arena/contracts/answer-checks';

export type HistoryCoupon = CouponView;

const BATCH = 100;
export const HISTORY_MAX = 1000;

export function loadHistory(signal?: AbortSignal): Promise<CouponHistoryPage> {
  return http.get<unknown>('/betting-api/coupons', { query: { limit: 50 }, cache: 'no-store', ...(signal ? { signal } : {}) }).then(bettingCouponsAnswer);
}

export async function loadAllHistory(signal?: AbortSignal): Promise<CouponView[]> {
  const all: CouponView[] = [];
  for (let offset = 0; offset < HISTORY_MAX; offset += BATCH) {
    const page = await http.get<unknown>('/betting-api/coupons', { query: { limit: BATCH, offset }, cache: 'no-store', ...(signal ? { signal } : {}) }).then(bettingCouponsAnswer);
    all.push(...page.coupons);
    if (all.length >= page.total || page.coupons.length < BATCH) break;
  }
  return all;
}
