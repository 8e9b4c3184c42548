/** One async read per set of inputs: aborted on change and on unmount, so a late answer never lands. */
import { useEffect, useState } from 'react';

export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

export function useLoad<T>(read: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const [state, setState] = useState<Load<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    read(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setState({ status: 'ready', value });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}
