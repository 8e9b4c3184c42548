/** The bet history call (server/src/api/betting): the signed-in player's coupons, newest first. */
import type { CouponHistoryPage, CouponView } from '@arena/domain';
import { http } from '@arena/http';

export type HistoryCoupon = CouponView;

export function loadHistory(signal?: AbortSignal): Promise<CouponHistoryPage> {
  return http.get<CouponHistoryPage>('/betting-api/coupons', { query: { limit: 50 }, cache: 'no-store', ...(signal ? { signal } : {}) });
}
