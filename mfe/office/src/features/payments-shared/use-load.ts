/** One load of data on mount (and when `deps` change), aborted on unmount; `reload` runs it again. */
import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'error' } | { state: 'ready'; data: T };

export function useLoad<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): [Loaded<T>, () => void] {
  const [result, setResult] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal)
      .then((data) => {
        if (!controller.signal.aborted) setResult({ state: 'ready', data });
      })
      .catch(() => {
        if (!controller.signal.aborted) setResult((previous) => (previous.state === 'ready' ? previous : { state: 'error' }));
      });
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return [result, reload];
}
