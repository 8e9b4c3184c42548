/**
 * The page's one server-state cache (issue 26): TanStack Query's framework-free `QueryClient`. This library
 * is loaded once through the import map, so the shell and every app of a page read and refresh the same
 * entries: when money moves, one refresh reaches the header, the coupon and the office together, where
 * each used to load its own copy and wait for a "please reload" broadcast.
 *
 * React reads it through ui-kit's `useServerState`; framework-free code (the shell's stores) through the
 * entry objects this library names (accounts/player-accounts.ts).
 */
import { QueryClient, type QueryKey } from '@tanstack/query-core';

export type ServerStateCache = QueryClient;

/** One entry as a library names it (e.g. `playerAccounts.query`): its key, its load and how long an answer stays fresh. */
export interface ServerStateQuery<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime?: number;
  gcTime?: number;
}

export function createServerStateCache(): ServerStateCache {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The HTTP client already retries what is worth retrying (its retry/ policy) and a refused answer
        // (issue 27) is final: a second retry layer here would only repeat a failure to the player.
        retry: false,
        // Coming back to the tab is followed where it matters (the shell's balance follow re-reads the
        // accounts); refetching every entry on focus would ask the same again.
        refetchOnWindowFocus: false,
      },
    },
  });
}
