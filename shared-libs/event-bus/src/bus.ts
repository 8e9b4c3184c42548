/**
 * A typed event bus over RxJS. The page has exactly one instance because the module is loaded once
 * through the import map; every app and the shell import the same `bus`.
 */
import { BehaviorSubject, Subject, distinctUntilChanged, filter, map, type Observable } from 'rxjs';

interface Envelope<E> {
  type: keyof E;
  payload: E[keyof E];
}

export type Unsubscribe = () => void;

export interface EventBus<E, S> {
  emit<K extends keyof E>(type: K, payload: E[K]): void;
  on<K extends keyof E>(type: K): Observable<E[K]>;
  subscribe<K extends keyof E>(type: K, handler: (payload: E[K]) => void): Unsubscribe;
  setState<K extends keyof S>(key: K, value: S[K]): void;
  getState<K extends keyof S>(key: K): S[K];
  /** Replayed: emits the current value at once, then every change. */
  state$<K extends keyof S>(key: K): Observable<S[K]>;
  watchState<K extends keyof S>(key: K, handler: (value: S[K]) => void): Unsubscribe;
}

export function createEventBus<E, S extends object>(initial: S): EventBus<E, S> {
  const events = new Subject<Envelope<E>>();
  const state = new BehaviorSubject<S>({ ...initial });

  const bus: EventBus<E, S> = {
    emit(type, payload) {
      events.next({ type, payload } as Envelope<E>);
    },
    on<K extends keyof E>(type: K) {
      return events.pipe(
        filter((e) => e.type === type),
        map((e) => e.payload as E[K]),
      );
    },
    subscribe(type, handler) {
      const sub = bus.on(type).subscribe(handler);
      return () => sub.unsubscribe();
    },
    setState(key, value) {
      if (Object.is(state.value[key], value)) return;
      state.next({ ...state.value, [key]: value });
    },
    getState(key) {
      return state.value[key];
    },
    state$<K extends keyof S>(key: K) {
      return state.pipe(
        map((s) => s[key]),
        distinctUntilChanged(),
      );
    },
    watchState(key, handler) {
      const sub = bus.state$(key).subscribe(handler);
      return () => sub.unsubscribe();
    },
  };
  return bus;
}

/**
 * A scope collects the subscriptions one app makes, so its unmount lifecycle can release them all
 * with a single `dispose()`; a disposed scope refuses new subscriptions instead of leaking them.
 */
export interface BusScope<E, S> extends Pick<EventBus<E, S>, 'emit' | 'setState' | 'getState'> {
  subscribe: EventBus<E, S>['subscribe'];
  watchState: EventBus<E, S>['watchState'];
  readonly size: number;
  dispose(): void;
}

export function createScope<E, S>(bus: EventBus<E, S>, owner: string): BusScope<E, S> {
  const active = new Set<Unsubscribe>();
  let disposed = false;
  const track = (unsubscribe: Unsubscribe): Unsubscribe => {
    if (disposed) {
      unsubscribe();
      throw new Error(`event-bus scope "${owner}" is disposed; subscribe after mount, not after unmount`);
    }
    active.add(unsubscribe);
    return () => {
      active.delete(unsubscribe);
      unsubscribe();
    };
  };
  return {
    emit: bus.emit,
    setState: bus.setState,
    getState: bus.getState,
    subscribe: (type, handler) => track(bus.subscribe(type, handler)),
    watchState: (key, handler) => track(bus.watchState(key, handler)),
    get size() {
      return active.size;
    },
    dispose() {
      disposed = true;
      for (const unsubscribe of [...active]) unsubscribe();
      active.clear();
    },
  };
}
