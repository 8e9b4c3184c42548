/** The bonuses backend calls this app makes (server/src/api/bonuses/README.md). */
import { IDEMPOTENCY_HEADER, http, newIdempotencyKey, type HttpClient } from '@arena/http';
import type { DepositBonusOffer, PlayerBonus } from '@arena/domain';

export type { DepositBonusOffer, PlayerBonus } from '@arena/domain';

export interface BonusesApi {
  offers(signal?: AbortSignal): Promise<DepositBonusOffer[]>;
  my(signal?: AbortSignal): Promise<PlayerBonus[]>;
  choose(slug: string): Promise<{ bonus: PlayerBonus; message: string }>;
  activatePromoCode(code: string): Promise<{ message: string }>;
}

export function createBonusesApi(client: HttpClient = http): BonusesApi {
  return {
    offers: async (signal) => (await client.get<{ offers: DepositBonusOffer[] }>('/bonuses-api/offers', { auth: false, ...(signal ? { signal } : {}) })).offers,
    my: async (signal) => (await client.get<{ bonuses: PlayerBonus[] }>('/bonuses-api/my', { cache: 'no-store', ...(signal ? { signal } : {}) })).bonuses,
    // Choosing moves no money; the key still makes a double click one choice.
    choose: (slug) => client.post('/bonuses-api/my/choose', { slug }, { headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } }),
    activatePromoCode: (code) => client.post('/bonuses-api/promo-code', { code }, { headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } }),
  };
}

export const bonusesApi = createBonusesApi();
