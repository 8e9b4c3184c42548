/**
 * React's door to the page's one server-state cache (@arena/server-state): a thin adapter over TanStack
 * Query's own `QueryObserver`, the way its React package reads it (`useSyncExternalStore` over an observer;
 * the observer loads on mount when the answer is stale and follows every change of the entry). Every app
 * and the shell read the same entries through it, so an entry refreshed anywhere (`playerAccounts.changed()`
 * after a deposit, a bet, a settled round) re-renders every component that shows it.
 *
 * Not @tanstack/react-query itself: bundled or shared, it pulled the whole core into every page (hydration,
 * infinite and mutation observers through its `export *`), ~2 KB more and three more first-paint requests
 * than these lines (bench/levers.md, session 20).
 *
 * Server render and hydration: on the host the hook reads what the page was seeded with (the shell seeds
 * the page's player) and asks nothing, since nothing subscribes there; the browser seeds the same answers
 * before it hydrates, so both draw the same markup and the browser does not load them again while they are fresh.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { notifyManager, QueryObserver, type QueryKey, type QueryObserverResult } from '@tanstack/query-core';
import { serverState, type ServerStateQuery } from '@arena/server-state';

export type { ServerStateQuery };

/** TanStack Query's result: `data` (kept through a failed reload), `error`, `isPending`, `isError`, `isFetching`… */
export type ServerStateResult<T> = QueryObserverResult<T, Error>;

export function useServerState<T>(query: ServerStateQuery<T>): ServerStateResult<T> {
  const [observer] = useState(() => new QueryObserver<T, Error, T, T, QueryKey>(serverState, query));
  // Changes reach React in the observer's batches (one re-render for several updates of a moment).
  const subscribe = useCallback((onChange: () => void) => observer.subscribe(notifyManager.batchCalls(onChange)), [observer]);
  const current = useCallback(() => observer.getCurrentResult(), [observer]);
  useSyncExternalStore(subscribe, current, current);
  // New options (another key) apply after the render that named them, as in TanStack's own adapter.
  useEffect(() => observer.setOptions(query), [observer, query]);
  // Read for this render from the cache as it is now: the seeded answer on the server and while hydrating.
  return observer.getOptimisticResult(serverState.defaultQueryOptions(query));
}
