/** React bindings to the framework-free event bus; every subscription ends with the component. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { bus, type ArenaEvents, type ArenaState } from '@arena/event-bus';

/** Current value of a replayed bus state, re-rendering on change. */
export function useBusState<K extends keyof ArenaState>(key: K): ArenaState[K] {
  return useSyncExternalStore(
    (onChange) => bus.watchState(key, () => onChange()),
    () => bus.getState(key),
    () => bus.getState(key),
  );
}

/** Calls the latest handler for each event of this type while the component is mounted. */
export function useBusEvent<K extends keyof ArenaEvents>(type: K, handler: (payload: ArenaEvents[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.subscribe(type, (payload) => latest.current(payload)), [type]);
}
