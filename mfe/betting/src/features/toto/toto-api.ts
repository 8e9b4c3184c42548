/** The toto backend's answers (server/src/api/toto/README.md) and the calls the toto pages make. */
import { http, IDEMPOTENCY_HEADER } from '@arena/http';

export interface TotoEvent {
  number: number;
  gameId: string;
  sportName: string;
  champName: string;
  opponents: [string, string];
  startTime: number;
  statusId: number;
  score: [number, number];
  result: '1' | 'X' | '2' | null;
}

export interface TotoCategory {
  correct: number;
  sharePercent: number;
  winners: number;
  prize: number;
}

export interface TotoDraw {
  id: number;
  status: 'open' | 'closed' | 'finished';
  closesAt: number;
  events: TotoEvent[];
  results: string[] | null;
  settlements: Array<{ currency: string; pool: number; prizeFund: number; categories: TotoCategory[] }>;
}

export interface TotoCoupon {
  id: string;
  drawId: number;
  picks: string[];
  variants: number;
  amount: number;
  currency: string;
  status: 'open' | 'won' | 'lost';
  correct: number | null;
  payout: number;
  createdAt: number;
}

export interface TotoWinner {
  drawId: number;
  couponId: string;
  player: string;
  correct: number;
  variants: number;
  payout: number;
  currency: string;
}

export interface TotoRules {
  operatorSharePercent: number;
  guaranteeMinStakes: number;
  categories: Array<{ correct: number; sharePercent: number }>;
}

const opts = (signal?: AbortSignal) => ({ cache: 'no-store' as const, ...(signal ? { signal } : {}) });

export const totoApi = {
  draw: (which: 'current' | 'next' | number, signal?: AbortSignal) => http.get<{ draw: TotoDraw }>(`/toto-api/draws/${which}`, opts(signal)).then((a) => a.draw),
  draws: (signal?: AbortSignal) => http.get<{ draws: TotoDraw[] }>('/toto-api/draws', { ...opts(signal), query: { limit: 6 } }).then((a) => a.draws),
  coupons: (signal?: AbortSignal) => http.get<{ coupons: TotoCoupon[] }>('/toto-api/coupons', opts(signal)).then((a) => a.coupons),
  winners: (signal?: AbortSignal) => http.get<{ winners: TotoWinner[] }>('/toto-api/winners', opts(signal)).then((a) => a.winners),
  rules: (signal?: AbortSignal) => http.get<TotoRules>('/toto-api/rules', signal ? { signal } : {}),
  place: (body: { drawId: number; accountId: number; amount: number; picks: string[] }, key: string) =>
    http.post<{ coupon: TotoCoupon; balance: number }>('/toto-api/coupons', body, { headers: { [IDEMPOTENCY_HEADER]: key } }),
};
