/**
 * Loads data for a component: the request is aborted when the inputs change or the component unmounts,
 * `retry` loads again (a page offers it after a failure), and with `refreshMs` the data is reloaded
 * periodically while the last answer stays on screen (live scores, draws waiting for settlement).
 * One hook for every app instead of a copy in each.
 */
import { useCallback, useContext, useEffect, useId, useRef, useState } from 'react';
import { ServerDataContext, serverDataKey, type ServerDataEntry } from '../server-render/server-data.ts';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

const stateOfEntry = <T,>(entry: ServerDataEntry): AsyncState<T> =>
  entry.ok ? { status: 'ready', data: entry.data as T } : { status: 'error', error: { status: entry.status } };

export interface AsyncOptions {
  /** Reload every so many milliseconds; a failed reload keeps the data already shown. */
  refreshMs?: number;
}

/**
 * `retry` starts over from "loading" (after a failure); `reload` fetches again while the data stays on
 * screen (after an action changed it: a placed coupon, a claimed reward), so the page keeps its state.
 */
export function useAsync<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: readonly unknown[],
  options: AsyncOptions = {},
): AsyncState<T> & { retry: () => void; reload: () => void } {
  // A server render records what it needs; a hydrating app starts from what the server used (server-render/).
  const server = useContext(ServerDataContext);
  const key = serverDataKey(useId(), deps);
  const seeded = server?.entries[key];
  if (server?.mode === 'collect' && !seeded && !server.declined.has(key) && !server.wanted.has(key)) server.wanted.set(key, load);
  const [state, setState] = useState<AsyncState<T>>(() => (seeded ? stateOfEntry<T>(seeded) : { status: 'loading' }));
  // The server's answer stands in for the first load, once: a later mount of the same place loads afresh.
  const fromServer = useRef(server?.mode === 'hydrate' && seeded !== undefined);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const reloadRef = useRef<(() => void) | null>(null);
  const reload = useCallback(() => reloadRef.current?.(), []);
  const { refreshMs } = options;
  useEffect(() => {
    const hydrated = fromServer.current;
    if (hydrated) {
      fromServer.current = false;
      if (server) delete server.entries[key];
    }
    // New inputs (or a retry) start from "loading"; periodic reloads below keep what is shown.
    if (!hydrated) setState({ status: 'loading' });
    const controllers = new Set<AbortController>();
    const run = (periodic: boolean) => {
      const controller = new AbortController();
      controllers.add(controller);
      load(controller.signal).then(
        (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
        (error: unknown) => !controller.signal.aborted && setState((old) => (periodic && old.status === 'ready' ? old : { status: 'error', error })),
      );
    };
    if (!hydrated) run(false);
    reloadRef.current = () => run(true);
    const timer = refreshMs && refreshMs > 0 ? setInterval(() => run(true), refreshMs) : undefined;
    return () => {
      reloadRef.current = null;
      for (const controller of controllers) controller.abort();
      if (timer) clearInterval(timer);
    };
    // The caller lists what the load depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt, refreshMs]);
  return { ...state, retry, reload };
}

/** A 404 answer (an unknown slug or id): pages show their not-found view, not an error with retry. */
export const isNotFound = (error: unknown): boolean => typeof error === 'object' && error !== null && (error as { status?: number }).status === 404;
