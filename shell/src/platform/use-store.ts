/** Binds any framework-free store with subscribe/snapshot to React; the subscription ends on unmount. */
import { useSyncExternalStore } from 'react';

export interface ExternalStore<T> {
  subscribe(listener: () => void): () => void;
  snapshot(): T;
}

export function useStore<T>(store: ExternalStore<T>): T {
  return useSyncExternalStore(store.subscribe, store.snapshot, store.snapshot);
}
