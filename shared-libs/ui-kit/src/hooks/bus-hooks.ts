/** React bindings to the framework-free event bus; every subscription ends with the component. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { bus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';

/**
 * The state a page the host renders is rendered with (issue 26): its language, route and site config;
 * every other key (the player, the coupon, display settings) is what a visitor starts with, because the
 * server cannot know this browser's. Hydration renders with these (React's server snapshot) and then at
 * once with this browser's own values, so the markup matches and the attributes are corrected.
 */
const PAGE_KEYS: ReadonlySet<keyof ArenaState> = new Set(['language', 'route', 'configReady']);

/** Current value of a replayed bus state, re-rendering on change. */
export function useBusState<K extends keyof ArenaState>(key: K): ArenaState[K] {
  return useSyncExternalStore(
    (onChange) => bus.watchState(key, () => onChange()),
    () => bus.getState(key),
    () => (PAGE_KEYS.has(key) ? bus.getState(key) : INITIAL_STATE[key]),
  );
}

/** Calls the latest handler for each event of this type while the component is mounted. */
export function useBusEvent<K extends keyof ArenaEvents>(type: K, handler: (payload: ArenaEvents[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.subscribe(type, (payload) => latest.current(payload)), [type]);
}
