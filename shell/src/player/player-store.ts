/**
 * The signed-in player's header data: user config (messages count, hide-balance flag) and accounts.
 * Loaded when a user appears on the bus (boot restore or `auth:login` from the auth app), cleared on
 * logout. Account switching applies the account rules and tells every app through `account:changed`.
 *
 * The accounts are the page's one server-state entry (@arena/server-state `playerAccounts`), not a copy:
 * whoever reloads them (this store, the coupon after a bet, an app after moving money) updates the
 * header, and this store's own loads and switches update every other reader of the page.
 */
import { officeAccountsActivePostAnswer, webUserConfigAnswer } from '@arena/contracts/answer-checks';
import type { ArenaBus } from '@arena/event-bus';
import { IDEMPOTENCY_HEADER, newIdempotencyKey, type HttpClient } from '@arena/http';
import type { Account, AccountData, UserConfig } from '@arena/domain';
import type { PlayerAccounts } from '@arena/server-state';
import { accountSummary, activeAccountOf, switchAccount, withActiveAccount } from '../accounts/account-rules.ts';
import { tellRefusedAnswer } from './refused-answer.ts';

export const PLAYER_PATHS = {
  userConfig: '/web-api/user/config',
  setActive: '/office-api/accounts/active',
} as const;

export interface PlayerSnapshot {
  userConfig: UserConfig | null;
  accounts: readonly Account[];
  switching: boolean;
}

const EMPTY: PlayerSnapshot = { userConfig: null, accounts: [], switching: false };

export interface PlayerStore {
  snapshot(): PlayerSnapshot;
  subscribe(listener: () => void): () => void;
  loadUserConfig(): Promise<UserConfig | null>;
  refreshAccounts(): Promise<void>;
  /** The player the page was drawn for (player-boot.ts): its user config and account data, without a load. */
  seed(player: { userConfig: UserConfig; accountData: AccountData }): void;
  selectAccount(accountId: number): Promise<void>;
  clear(): void;
}

export function createPlayerStore(http: HttpClient, bus: ArenaBus, playerAccounts: PlayerAccounts): PlayerStore {
  let state = EMPTY;
  const listeners = new Set<() => void>();
  const set = (next: Partial<PlayerSnapshot>) => {
    state = { ...state, ...next };
    for (const l of [...listeners]) l();
  };
  const publishActive = (accounts: readonly Account[]) => {
    const active = activeAccountOf(accounts);
    bus.setState('activeAccount', active ? accountSummary(active) : null);
  };
  // Every new answer of the page's accounts entry, whoever loaded it, is the header's.
  playerAccounts.watch((data) => {
    if (!data) return;
    const accounts = withActiveAccount(data.all_accounts);
    set({ accounts });
    publishActive(accounts);
  });
  // A refused answer (issue 27) leaves the accounts as they were and tells the player why, whoever asked.
  playerAccounts.watchFailures((error) => tellRefusedAnswer(bus, error));

  const store: PlayerStore = {
    snapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async loadUserConfig() {
      const { result } = await http.get<unknown>(PLAYER_PATHS.userConfig, { cache: 'no-store' }).then(webUserConfigAnswer);
      set({ userConfig: result });
      return result;
    },
    async refreshAccounts() {
      await playerAccounts.refresh();
    },
    seed({ userConfig, accountData }) {
      set({ userConfig, switching: false });
      playerAccounts.seed(accountData);
    },
    async selectAccount(accountId) {
      const effects = switchAccount(state.accounts, accountId);
      if (!effects) return;
      set({ switching: true });
      // Every reader shows the chosen account at once (the office's table too), before the server confirms.
      const before = playerAccounts.current();
      if (before) playerAccounts.seed({ ...before, all_accounts: effects.accounts });
      try {
        // One Idempotency-Key per switch (the client's own resends after a token refresh keep it).
        await http.post<unknown>(PLAYER_PATHS.setActive, undefined, { query: { id: accountId }, headers: { [IDEMPOTENCY_HEADER]: newIdempotencyKey() } }).then(officeAccountsActivePostAnswer);
        // The coupon (issue 8) resets its available prepaid amount to 0 on this event (spec §4).
        bus.emit('account:changed', { account: accountSummary(effects.active) });
        publishActive(effects.accounts);
        if (effects.refresh) await store.refreshAccounts();
      } finally {
        set({ switching: false });
      }
    },
    clear() {
      playerAccounts.forget();
      set(EMPTY);
    },
  };
  return store;
}
