/**
 * Feeds the coupon store what it needs from the backend: the signed-in player's accounts (the coupon bets
 * from the active one), the operator's stake limits for that account's currency, and the betting switches
 * of the site config. Visitors get no accounts; their coupon still collects bets.
 *
 * The slip's account is the player's (issue 17 item 6): choosing one in the slip's select makes it the
 * platform's active account (spec §4 set-active-account, through `activateAccount`: the header's store,
 * which tells every app with 'account:changed'), and a reload of the accounts (after a bet, after a
 * balance change) keeps the account the player chose instead of falling back to the main one.
 *
 * The accounts are the page's one server-state entry (@arena/server-state `playerAccounts`): the slip shows
 * every new answer of it, whoever loaded it (the header's balance poll finding a settled bet, the office
 * after a deposit, the placement after a bet), and asks for none the page already has fresh.
 */
import { bettingLimitsAnswer } from '@arena/contracts/answer-checks';
import type { ArenaBus } from '@arena/event-bus';
import type { HttpClient } from '@arena/http';
import { activeAccount, type AccountData, type BetLimitsTable, type CouponStore, type SiteConfigGroups } from '@arena/domain';
import type { PlayerAccounts } from '@arena/server-state';

export const COUPON_PATHS = {
  limits: '/betting-api/limits',
  place: '/betting-api/coupon/place',
} as const;

/** GET /betting-api/limits: the stake limits per currency. */
type LimitsAnswer = BetLimitsTable;

export interface CouponAccountsOptions {
  bus: ArenaBus;
  http: HttpClient;
  /** The page's accounts entry (its readers' one answer). */
  accounts: Pick<PlayerAccounts, 'ensure' | 'watch'>;
  store: CouponStore;
  config?: { current(): SiteConfigGroups | null; onChange(listener: (c: SiteConfigGroups | null) => void): () => void };
  /** Spec §4: makes the account the platform's active one (the page's player store `selectAccount`). */
  activateAccount?: (accountId: number) => Promise<void>;
  onError?: (error: unknown) => void;
}

export interface CouponAccounts {
  dispose(): void;
}

export function connectCouponAccounts({ bus, http, accounts, store, config, activateAccount, onError = () => undefined }: CouponAccountsOptions): CouponAccounts {
  let limits: LimitsAnswer | null = null;
  let disposed = false;
  /** The account the platform has active as far as the slip knows (null before the first load). */
  let platformActiveId: number | null = null;

  // The whole per-currency table goes to the store, which applies the row of whichever account is active
  // (chosen in the slip, in the header, or after a reload): the slip never keeps another currency's limits.
  const applyLimits = () => {
    if (limits) store.setConfig({ betLimits: limits });
  };

  const applyConfig = (groups: SiteConfigGroups | null) => {
    const betting = groups?.betting;
    if (betting) store.setConfig({ ...betting });
  };

  /** The slip's copy of an answer of the page's accounts entry. */
  const applyAccounts = (data: AccountData | undefined) => {
    if (disposed || !data || !bus.getState('user')) return;
    const fresh = data.all_accounts.map((a) => ({ id: a.id, type: a.type, iso: a.iso, isActive: a.isActive, money: a.money }));
    const chosenId = activeAccount(store.getSnapshot().accounts)?.id;
    const keepChoice = chosenId !== undefined && fresh.some((a) => a.id === chosenId);
    if (platformActiveId === null || !keepChoice) platformActiveId = fresh.find((a) => a.isActive)?.id ?? null;
    store.setAccounts(keepChoice ? fresh.map((a) => ({ ...a, isActive: a.id === chosenId })) : fresh);
    applyLimits();
  };

  /** On sign-in (or when the slip connects): the limits once, the accounts as the page has them (loaded only when not fresh). */
  const refresh = async () => {
    if (!bus.getState('user')) {
      platformActiveId = null;
      store.setAccounts([]);
      return;
    }
    const [data, answer] = await Promise.all([
      accounts.ensure(),
      limits ? Promise.resolve(limits) : http.get<unknown>(COUPON_PATHS.limits).then(bettingLimitsAnswer),
    ]);
    if (disposed) return;
    limits = answer;
    applyAccounts(data);
  };

  const quietly = () => void refresh().catch(() => undefined);
  const offs = [
    bus.watchState('user', quietly),
    bus.subscribe('account:changed', ({ account }) => {
      if (account) {
        // Known first, so the store change below is not taken for the player's own choice in the slip.
        platformActiveId = account.id;
        store.selectAccount(account.id);
      }
      applyLimits();
    }),
    // The player chose another account in the slip: the platform makes it active (header, server).
    store.subscribe(() => {
      const chosenId = activeAccount(store.getSnapshot().accounts)?.id;
      if (chosenId === undefined || platformActiveId === null || chosenId === platformActiveId || !activateAccount) return;
      platformActiveId = chosenId;
      activateAccount(chosenId).catch(onError);
    }),
    // A new answer, whoever loaded it (the header's poll found a settled bet, a bet or a deposit moved money).
    accounts.watch(applyAccounts),
  ];
  if (config) {
    applyConfig(config.current());
    offs.push(config.onChange(applyConfig));
  }
  return {
    dispose() {
      disposed = true;
      for (const off of offs) off();
    },
  };
}
