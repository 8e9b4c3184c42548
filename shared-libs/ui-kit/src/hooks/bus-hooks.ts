/** React bindings to the framework-free event bus; every subscription ends with the component. */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { decodeDisplaySettings } from '@arena/domain';
import { bus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';

/**
 * The state a page the host renders is rendered with (issue 26): its language, route and site config, and
 * the player's display settings when their cookie named them, and the signed-in player when the page was
 * drawn for one (`markRenderedState`); every other key (the coupon) is what a visitor starts with, because
 * the server cannot know this browser's. Hydration renders with these (React's server snapshot) and then at
 * once with this browser's own values, so the markup matches and the attributes are corrected.
 */
const PAGE_KEYS: ReadonlySet<keyof ArenaState> = new Set(['language', 'route', 'configReady']);

/** The last browser value compared with its start value, per key: hundreds of consumers hydrate at once. */
const lastComparison = new Map<keyof ArenaState, { value: unknown; equal: boolean }>();

/**
 * The value the host rendered a key with: the display settings the page was drawn in (the player's, from
 * their cookie: `<html data-display>`, issue 26), else the visitor's start value.
 */
let pageSettings: { attribute: string | undefined; value: ArenaState['settings'] | null } | undefined;
/** Keys the host drew with other values than a visitor's (the signed-in player: `markRenderedState`). */
const drawnState: Partial<ArenaState> = {};

/**
 * Tells hydration that the host drew the page with these bus values (the player of the page's session:
 * shell player-boot.ts), so the markup is compared with them, not with a visitor's start values. Called
 * once, before the first hydration, with the values the page's embedded state put on the bus.
 */
export function markRenderedState(keys: ReadonlyArray<keyof ArenaState>): void {
  for (const key of keys) (drawnState as Record<string, unknown>)[key] = bus.getState(key);
}

function renderedWith<K extends keyof ArenaState>(key: K): ArenaState[K] {
  if (key in drawnState) return drawnState[key] as ArenaState[K];
  if (key === 'settings') {
    const attribute = document.documentElement.dataset['display'];
    if (!pageSettings || pageSettings.attribute !== attribute) pageSettings = { attribute, value: decodeDisplaySettings(attribute) };
    if (pageSettings.value) return pageSettings.value as ArenaState[K];
  }
  return INITIAL_STATE[key];
}

/**
 * What hydration renders a key with. A browser value equal to the value the host rendered with (a fresh visitor's
 * settings and coupon are equal copies of it, not the same object) is returned itself: React compares the
 * server snapshot with the browser's by identity, and a copy made it re-render every consumer at once,
 * synchronously, right after hydrating (every odds button reads the settings) — for no change at all.
 */
function serverSnapshot<K extends keyof ArenaState>(key: K): ArenaState[K] {
  const current = bus.getState(key);
  // In the host's own render the bus holds exactly the page's state.
  if (PAGE_KEYS.has(key) || typeof document === 'undefined') return current;
  const rendered = renderedWith(key);
  if (current === rendered) return current;
  let comparison = lastComparison.get(key);
  if (comparison?.value !== current) {
    comparison = { value: current, equal: JSON.stringify(current) === JSON.stringify(rendered) };
    lastComparison.set(key, comparison);
  }
  return comparison.equal ? current : rendered;
}

/**
 * One bus subscription per key, shared by every component reading it, and a subscribe function that keeps
 * its identity: React re-subscribes whenever the function passed to useSyncExternalStore changes, and a
 * list of hundreds of odds buttons (each reading the coupon and the settings) made and dropped an RxJS
 * subscription per button on every render.
 */
const subscribers = new Map<keyof ArenaState, (onChange: () => void) => () => void>();

function subscriberFor(key: keyof ArenaState): (onChange: () => void) => () => void {
  let subscribe = subscribers.get(key);
  if (!subscribe) {
    const listeners = new Set<() => void>();
    let watching = false;
    subscribe = (onChange) => {
      if (!watching) {
        watching = true;
        bus.watchState(key, () => listeners.forEach((listener) => listener()));
      }
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    };
    subscribers.set(key, subscribe);
  }
  return subscribe;
}

/** Current value of a replayed bus state, re-rendering on change. */
export function useBusState<K extends keyof ArenaState>(key: K): ArenaState[K] {
  return useSyncExternalStore(
    subscriberFor(key),
    () => bus.getState(key),
    () => serverSnapshot(key),
  );
}

/** Calls the latest handler for each event of this type while the component is mounted. */
export function useBusEvent<K extends keyof ArenaEvents>(type: K, handler: (payload: ArenaEvents[K]) => void): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => bus.subscribe(type, (payload) => latest.current(payload)), [type]);
}
