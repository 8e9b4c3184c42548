/**
 * The signed-in player's accounts as one entry of the page's server-state cache. Every part of the page
 * that shows money reads this entry — the header and the coupon (shell), the office's balances and its
 * deposit screen — and every part that moves money says so here (`changed`), instead of announcing
 * `account:changed` on the bus for each reader to reload on its own.
 *
 * The entry holds the answer as the server gave it (`AccountData`); each reader derives what it shows
 * (the shell's active-account rule, the office's table) from that one answer.
 */
import { accountDataAnswer, accountDataV2Answer } from '@arena/contracts/answer-checks';
import type { AccountData, SiteConfigGroups } from '@arena/domain';
import type { HttpClient } from '@arena/http';
import { hashKey, isCancelledError } from '@tanstack/query-core';
import type { ServerStateCache, ServerStateQuery } from '../cache/server-state-cache.ts';

/** The two variants of the spec's account-data call; site config 1788 (`payments.accountDataVariant`) chooses. */
export const ACCOUNT_DATA_PATHS = {
  legacy: '/web-api/user/account-data',
  v2: '/office-api/v2/accounts',
} as const;

export const PLAYER_ACCOUNTS_KEY = ['player', 'accounts'] as const;

/**
 * How long a load counts as current: a reader that mounts within it (the office opened right after the
 * page arrived with the player's accounts) shows the cached answer instead of asking again. The shell's
 * balance follow re-reads every 10 s anyway, and a change of money is never left to this clock (`changed`).
 */
export const ACCOUNTS_FRESH_MS = 10_000;

/** The account-data call's path under a site config (the host's player lookup asks it too: shell player-boot.ts). */
export const accountDataPathFor = (config: SiteConfigGroups | null | undefined): string =>
  config?.payments?.accountDataVariant === 'v2' ? ACCOUNT_DATA_PATHS.v2 : ACCOUNT_DATA_PATHS.legacy;

/**
 * An answer of the account-data call at `path`, checked against its contract (issue 27): the accounts, or a
 * refusal (AnswerShapeError). For the host's player lookup (shell player-boot.ts), which reads the answer
 * through its own transport: the page's entry is seeded from it, so it is checked as the browser's loads are.
 */
export async function checkedAccountData(path: string, answer: unknown): Promise<AccountData> {
  return path === ACCOUNT_DATA_PATHS.v2 ? (await accountDataV2Answer(answer)).data : accountDataAnswer(answer);
}

/** The accounts call of the variant the site config chooses, checked against its contract. */
export function accountDataLoader(http: HttpClient, config: () => SiteConfigGroups | null): (signal: AbortSignal) => Promise<AccountData> {
  // Each call names its checker where it reads the answer (the call-site lint of issue 27 holds that).
  return async (signal) =>
    accountDataPathFor(config()) === ACCOUNT_DATA_PATHS.v2
      ? (await http.get<unknown>(ACCOUNT_DATA_PATHS.v2, { cache: 'no-store', signal }).then(accountDataV2Answer)).data
      : http.get<unknown>(ACCOUNT_DATA_PATHS.legacy, { cache: 'no-store', signal }).then(accountDataAnswer);
}

export interface PlayerAccounts {
  /** What a React reader passes to ui-kit's `useServerState`. */
  readonly query: ServerStateQuery<AccountData>;
  /** The answer in the cache, if any. */
  current(): AccountData | undefined;
  /** Puts an answer in place without a load: the accounts the page was drawn with, or a switch made here. */
  seed(data: AccountData): void;
  /** Loads now; every reader gets the answer. A load already under way is shared, not repeated. */
  refresh(): Promise<AccountData>;
  /** The answer the page has while it is fresh (ACCOUNTS_FRESH_MS), else a load as `refresh`: a reader starting up asks nothing the page has. */
  ensure(): Promise<AccountData>;
  /**
   * Money moved on the server (a deposit, a bet, a settled round, a claimed bonus): reloads the entry for
   * every reader, cancelling a load that started before the change. Nothing happens for a visitor.
   */
  changed(): Promise<void>;
  /** Sign-out: the entry goes, and a load under way is cancelled (its answer never lands). */
  forget(): void;
  /** Calls `listener` whenever the entry's answer changes (and with undefined when it is forgotten). */
  watch(listener: (data: AccountData | undefined) => void): () => void;
  /** Calls `listener` with each failed load's error (a refused answer, a lost connection); not with cancellations. */
  watchFailures(listener: (error: unknown) => void): () => void;
}

export function createPlayerAccounts(cache: ServerStateCache, load: (signal: AbortSignal) => Promise<AccountData>): PlayerAccounts {
  // Kept while the player is signed in, read or not (the header reads it through `watch`, which is no
  // query observer): an idle tab must not lose its balance to the cache's 5-minute sweep. `forget` ends it.
  const query: ServerStateQuery<AccountData> = { queryKey: PLAYER_ACCOUNTS_KEY, queryFn: ({ signal }) => load(signal), staleTime: ACCOUNTS_FRESH_MS, gcTime: Infinity };
  // An entry made by `seed` has no load of its own: the defaults give it this one, so `changed` can reload it.
  cache.setQueryDefaults(PLAYER_ACCOUNTS_KEY, { queryFn: query.queryFn, staleTime: query.staleTime, gcTime: query.gcTime });
  const hash = hashKey(PLAYER_ACCOUNTS_KEY);
  const current = () => cache.getQueryData<AccountData>(PLAYER_ACCOUNTS_KEY);
  return {
    query,
    current,
    seed: (data) => void cache.setQueryData(PLAYER_ACCOUNTS_KEY, data),
    refresh: () => cache.fetchQuery({ ...query, staleTime: 0 }),
    ensure: () => cache.fetchQuery(query),
    changed: () => cache.invalidateQueries({ queryKey: PLAYER_ACCOUNTS_KEY, refetchType: 'all' }),
    forget: () => cache.removeQueries({ queryKey: PLAYER_ACCOUNTS_KEY, exact: true }),
    watch(listener) {
      let last = current();
      return cache.getQueryCache().subscribe((event) => {
        if (event.query.queryHash !== hash) return;
        const data = event.type === 'removed' ? undefined : (event.query.state.data as AccountData | undefined);
        if (data === last) return;
        last = data;
        listener(data);
      });
    },
    watchFailures(listener) {
      return cache.getQueryCache().subscribe((event) => {
        if (event.query.queryHash !== hash || event.type !== 'updated' || event.action.type !== 'error') return;
        if (!isCancelledError(event.action.error)) listener(event.action.error);
      });
    },
  };
}
