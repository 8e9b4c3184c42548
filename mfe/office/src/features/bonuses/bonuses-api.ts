/**
 * The office's calls to the bonuses backend (server/src/api/bonuses/README.md). Calls that move money
 * (cancel, promo code, cashback and reward claims) carry an Idempotency-Key: one per player action, the
 * same key when that action is sent again after its answer never arrived.
 */
import { IDEMPOTENCY_HEADER, createIdempotencyKeys, http, type HttpClient } from '@arena/http';
import type { CashbackAnswer, DepositBonusOffer, PlayerBonus, ReferralAnswer, RewardsAnswer } from '@arena/domain';

export type { BonusStatus, CashbackAnswer, CashbackLevel, CashbackWeek, DepositBonusOffer, PlayerBonus, ReferralAnswer, Reward, RewardsAnswer } from '@arena/domain';

export interface ContentTitle { slug: string; title: string }

export interface OfficeBonusesApi {
  my(signal?: AbortSignal): Promise<{ bonuses: PlayerBonus[]; serverTime: number }>;
  offers(signal?: AbortSignal): Promise<DepositBonusOffer[]>;
  /** Titles of bonus offers from the content store, by slug (the operator-edited names), in the page language. */
  offerTitles(lng: string, signal?: AbortSignal): Promise<Record<string, string>>;
  choose(slug: string): Promise<{ bonus: PlayerBonus; message: string }>;
  cancel(bonusId: number): Promise<{ bonus: PlayerBonus; message: string }>;
  activatePromoCode(code: string): Promise<{ bonus: PlayerBonus; message: string }>;
  cashback(program: 'vip' | 'premium', signal?: AbortSignal): Promise<CashbackAnswer>;
  claimCashback(program: 'vip' | 'premium'): Promise<CashbackAnswer & { message: string }>;
  referral(signal?: AbortSignal): Promise<ReferralAnswer>;
  rewards(signal?: AbortSignal): Promise<RewardsAnswer>;
  claimReward(key: string): Promise<RewardsAnswer & { message: string }>;
}

export function createOfficeBonusesApi(client: HttpClient = http): OfficeBonusesApi {
  const keys = createIdempotencyKeys();
  const opts = (signal?: AbortSignal) => ({ cache: 'no-store' as const, ...(signal ? { signal } : {}) });
  /** A money-moving POST under one key per action (kept for a resend of the same action). */
  async function move<T>(path: string, body: unknown): Promise<T> {
    const request = { path, body };
    const key = keys.keyFor(request);
    try {
      const answer = await client.post<T>(path, body, { headers: { [IDEMPOTENCY_HEADER]: key } });
      keys.settle();
      return answer;
    } catch (error) {
      keys.settle(error);
      throw error;
    }
  }
  return {
    my: (signal) => client.get('/bonuses-api/my', opts(signal)),
    offers: async (signal) => (await client.get<{ offers: DepositBonusOffer[] }>('/bonuses-api/offers', { auth: false, ...(signal ? { signal } : {}) })).offers,
    async offerTitles(lng, signal) {
      // Issue 31: without lng the content API answers its first language (Russian) on every page.
      const answer = await client.get<{ items: ContentTitle[] }>('/content-api/items', { query: { type: 'bonus-offer', lng, page: 1, pageSize: 100 }, auth: false, ...opts(signal) });
      return Object.fromEntries(answer.items.map((i) => [i.slug, i.title]));
    },
    choose: (slug) => move('/bonuses-api/my/choose', { slug }),
    cancel: (bonusId) => move(`/bonuses-api/my/${bonusId}/cancel`, {}),
    activatePromoCode: (code) => move('/bonuses-api/promo-code', { code }),
    cashback: (program, signal) => client.get(`/bonuses-api/cashback/${program}`, opts(signal)),
    claimCashback: (program) => move(`/bonuses-api/cashback/${program}/claim`, {}),
    referral: (signal) => client.get('/bonuses-api/referral', opts(signal)),
    rewards: (signal) => client.get('/bonuses-api/rewards', opts(signal)),
    claimReward: (key) => move(`/bonuses-api/rewards/${encodeURIComponent(key)}/claim`, {}),
  };
}

export const officeBonusesApi = createOfficeBonusesApi();

/** The refusal text of a failed call (the server's ru/en message), else null. */
export function refusalMessage(error: unknown): string | null {
  const message = (error as { body?: { message?: unknown } }).body?.message;
  return typeof message === 'string' ? message : null;
}
