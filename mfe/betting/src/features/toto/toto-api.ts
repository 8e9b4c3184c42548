/** The toto backend's answers (server/src/api/toto/README.md) and the calls the toto pages make. */
import { totoCouponsAnswer, totoDrawsAnswer, totoDrawsOfDrawIdAnswer, totoPlaceAnswer, totoRulesAnswer, totoWinnersAnswer } from '@arena/contracts/answer-checks';
import type { TotoCouponRequest } from '@arena/domain';
import { http, IDEMPOTENCY_HEADER } from '@arena/http';

// The wire shapes live once in @arena/domain (Static<> of the server's schemas); the app reads them by these names.
export type { TotoCategory, TotoCoupon, TotoDraw, TotoEvent, TotoRules, TotoWinner } from '@arena/domain';

const opts = (signal?: AbortSignal) => ({ cache: 'no-store' as const, ...(signal ? { signal } : {}) });

export const totoApi = {
  draw: (which: 'current' | 'next' | number, signal?: AbortSignal) => http.get<unknown>(`/toto-api/draws/${which}`, opts(signal)).then(totoDrawsOfDrawIdAnswer).then((a) => a.draw),
  draws: (signal?: AbortSignal) => http.get<unknown>('/toto-api/draws', { ...opts(signal), query: { limit: 6 } }).then(totoDrawsAnswer).then((a) => a.draws),
  coupons: (signal?: AbortSignal) => http.get<unknown>('/toto-api/coupons', opts(signal)).then(totoCouponsAnswer).then((a) => a.coupons),
  winners: (signal?: AbortSignal) => http.get<unknown>('/toto-api/winners', opts(signal)).then(totoWinnersAnswer).then((a) => a.winners),
  rules: (signal?: AbortSignal) => http.get<unknown>('/toto-api/rules', signal ? { signal } : {}).then(totoRulesAnswer),
  /** A money answer: checked at the boundary (@arena/contracts/answer-checks) before the balance or the coupon is shown. */
  place: (body: TotoCouponRequest, key: string) =>
    http.post<unknown>('/toto-api/coupons', body, { headers: { [IDEMPOTENCY_HEADER]: key } }).then(totoPlaceAnswer),
};
