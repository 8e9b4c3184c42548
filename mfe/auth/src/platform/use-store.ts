/** The one React binding of the framework-free stores: useSyncExternalStore over subscribe/get. */
import { useSyncExternalStore } from 'react';

export interface ReadableStore<S> {
  get(): S;
  subscribe(listener: () => void): () => void;
}

export function useStore<S>(store: ReadableStore<S>): S {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/** A minimal observable value for the framework-free cores. */
export function createValue<S>(initial: S): ReadableStore<S> & { set(next: S | ((s: S) => S)): void } {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = typeof next === 'function' ? (next as (s: S) => S)(state) : next;
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
