/**
 * React's door to the page's one server-state cache (@arena/server-state): TanStack Query's own React
 * adapter, bound to that cache. Every app and the shell read the same entries through it, so an entry
 * refreshed anywhere (`playerAccounts.changed()` after a deposit, a bet, a settled round) re-renders every
 * component that shows it.
 *
 * Server render and hydration: on the host the hook reads what the page was seeded with (the shell seeds
 * the page's player) and asks nothing; the browser seeds the same answers before it hydrates, so both draw
 * the same markup and the browser does not load them again while they are fresh.
 */
import { useQuery, type QueryKey, type UseQueryResult } from '@tanstack/react-query';
import { serverState } from '@arena/server-state';

/** One entry as a library names it (e.g. `playerAccounts.query`): its key, its load and how long an answer stays fresh. */
export interface ServerStateQuery<T> {
  queryKey: QueryKey;
  queryFn: (context: { signal: AbortSignal }) => Promise<T>;
  staleTime?: number;
  gcTime?: number;
}

export type ServerStateResult<T> = UseQueryResult<T>;

export function useServerState<T>(query: ServerStateQuery<T>): ServerStateResult<T> {
  return useQuery(query, serverState);
}
