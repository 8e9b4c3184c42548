/** Loads data for a page on mount (and when a dependency changes); cancelled on unmount. */
import { useCallback, useEffect, useRef, useState } from 'react';

/** `error` is what the load threw: a page may tell a refused answer (AnswerShapeError) from a failed call. */
export type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; data: T } | { kind: 'error'; error: unknown };

export function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): { state: Loaded<T>; reload: () => void; set: (data: T) => void } {
  const [state, setState] = useState<Loaded<T>>({ kind: 'loading' });
  const [tick, setTick] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    let alive = true;
    loadRef.current().then(
      (data) => alive && setState({ kind: 'ready', data }),
      (error: unknown) => alive && setState({ kind: 'error', error }),
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  const set = useCallback((data: T) => setState({ kind: 'ready', data }), []);
  return { state, reload, set };
}
