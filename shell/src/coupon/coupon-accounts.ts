/**
 * Feeds the coupon store what it needs from the backend: the signed-in player's accounts (the coupon bets
 * from the active one), the operator's stake limits for that account's currency, and the betting switches
 * of the site config. Visitors get no accounts; their coupon still collects bets.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { HttpClient } from '@arena/http';
import type { AccountData, CouponStore, SiteConfigGroups } from '@arena/domain';

export const COUPON_PATHS = {
  accountData: '/web-api/user/account-data',
  limits: '/betting-api/limits',
  place: '/betting-api/coupon/place',
  snapshot: '/betting-api/live/snapshot',
} as const;

interface LimitsAnswer {
  limits: Record<string, { minBetAmount: number; maxBetAmount: number; maxPayout: number }>;
  fallback: { minBetAmount: number; maxBetAmount: number; maxPayout: number };
}

export interface CouponAccountsOptions {
  bus: ArenaBus;
  http: HttpClient;
  store: CouponStore;
  config?: { current(): SiteConfigGroups | null; onChange(listener: (c: SiteConfigGroups | null) => void): () => void };
}

export interface CouponAccounts {
  /** Reloads accounts (balances) and limits; called after a bet is placed. */
  refresh(): Promise<void>;
  dispose(): void;
}

export function connectCouponAccounts({ bus, http, store, config }: CouponAccountsOptions): CouponAccounts {
  let limits: LimitsAnswer | null = null;
  let disposed = false;

  // The whole per-currency table goes to the store, which applies the row of whichever account is active
  // (chosen in the slip, in the header, or after a reload): the slip never keeps another currency's limits.
  const applyLimits = () => {
    if (limits) store.setConfig({ betLimits: limits });
  };

  const applyConfig = (groups: SiteConfigGroups | null) => {
    const betting = groups?.betting;
    if (betting) store.setConfig({ ...betting });
  };

  const refresh = async () => {
    if (!bus.getState('user')) {
      store.setAccounts([]);
      return;
    }
    const [data, answer] = await Promise.all([
      http.get<AccountData>(COUPON_PATHS.accountData, { cache: 'no-store' }),
      limits ? Promise.resolve(limits) : http.get<LimitsAnswer>(COUPON_PATHS.limits),
    ]);
    if (disposed) return;
    limits = answer;
    store.setAccounts(data.all_accounts.map((a) => ({ id: a.id, type: a.type, iso: a.iso, isActive: a.isActive, money: a.money })));
    applyLimits();
  };

  const quietly = () => void refresh().catch(() => undefined);
  const offs = [
    bus.watchState('user', quietly),
    bus.subscribe('account:changed', ({ account }) => {
      if (account) store.selectAccount(account.id);
      applyLimits();
    }),
  ];
  if (config) {
    applyConfig(config.current());
    offs.push(config.onChange(applyConfig));
  }
  return {
    refresh,
    dispose() {
      disposed = true;
      for (const off of offs) off();
    },
  };
}
