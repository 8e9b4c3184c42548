/** Loads data for a component; the request is aborted when the inputs change or the component unmounts. */
import { useEffect, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

export function useAsync<T>(load: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[], refreshMs?: number): AsyncState<T> {
  const [state, setState] = useState<AsyncState<T>>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    let first = true;
    const run = () => {
      // A periodic refresh keeps the old data on screen until the new answer arrives.
      if (first) setState({ status: 'loading' });
      first = false;
      load(controller.signal).then(
        (data) => !controller.signal.aborted && setState({ status: 'ready', data }),
        (error: unknown) => !controller.signal.aborted && setState({ status: 'error', error }),
      );
    };
    run();
    const timer = refreshMs ? setInterval(run, refreshMs) : undefined;
    return () => {
      controller.abort();
      if (timer) clearInterval(timer);
    };
    // The caller lists what the load depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, refreshMs]);
  return state;
}
