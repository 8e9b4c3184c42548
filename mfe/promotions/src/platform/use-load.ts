/**
 * One async read per set of inputs, in the shape the promotion pages use: the shared `useAsync` (aborted
 * on change and on unmount, and carried from the host's server render into the hydrating page).
 */
import { useAsync } from '@arena/ui-kit';

export type Load<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error' };

export function useLoad<T>(read: (signal: AbortSignal) => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void] {
  const state = useAsync(read, deps);
  const load: Load<T> = state.status === 'ready' ? { status: 'ready', value: state.data } : state.status === 'error' ? { status: 'error' } : { status: 'loading' };
  return [load, state.retry];
}
