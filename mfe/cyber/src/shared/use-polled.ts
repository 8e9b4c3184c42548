/**
 * Loads data and reloads it every `intervalMs` (scores of a draw's events, coupons waiting for settlement),
 * keeping the last answer on screen while the next one loads. Aborted and stopped on unmount or new deps.
 */
import { useCallback, useEffect, useState } from 'react';

export type PolledState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

export function usePolled<T>(load: (signal: AbortSignal) => Promise<T>, intervalMs: number, deps: readonly unknown[]): PolledState<T> & { reload: () => void } {
  const [state, setState] = useState<PolledState<T>>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  useEffect(() => {
    setState({ status: 'loading' });
    // A new subject (deps) starts from "loading"; ticks below keep the old data meanwhile.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
      (error: unknown) => !controller.signal.aborted && setState((old) => (old.status === 'ready' ? old : { status: 'error', error })),
    );
    const timer = intervalMs > 0 ? setTimeout(() => setTick((n) => n + 1), intervalMs) : undefined;
    return () => {
      controller.abort();
      if (timer) clearTimeout(timer);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  return { ...state, reload };
}
