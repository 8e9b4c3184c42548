/** The bet history call (server/src/api/betting): the signed-in player's coupons, newest first. */
import { http } from '@arena/http';

export interface HistoryCoupon {
  id: string;
  typeId: number;
  currency: string;
  amount: number;
  coef: number;
  systemValue: number;
  possibleWin: number;
  status: 'open' | 'won' | 'lost' | 'void';
  payout: number;
  createdAt: number;
  bets: Array<{ outcomeId: string; title: string; outcomeName: string; coef: number; result: string }>;
}

export function loadHistory(signal?: AbortSignal): Promise<{ total: number; coupons: HistoryCoupon[] }> {
  return http.get('/betting-api/coupons', { query: { limit: 50 }, cache: 'no-store', ...(signal ? { signal } : {}) });
}
