/**
 * Hosted-app load states of spec §4, with the allowed transitions as data. Anything else is a bug in
 * the caller: it is rejected (state unchanged) and logged, never applied.
 */
export const LOAD_STATE = { notExist: -2, error: -1, loading: 1, ready: 2 } as const;
export type LoadState = (typeof LOAD_STATE)[keyof typeof LOAD_STATE];

/** Spec §4: not-exist → loading|ready; error → loading|not-exist; loading → error|ready|not-exist; ready → not-exist. */
export const ALLOWED_TRANSITIONS: Readonly<Record<LoadState, readonly LoadState[]>> = {
  [LOAD_STATE.notExist]: [LOAD_STATE.loading, LOAD_STATE.ready],
  [LOAD_STATE.error]: [LOAD_STATE.loading, LOAD_STATE.notExist],
  [LOAD_STATE.loading]: [LOAD_STATE.error, LOAD_STATE.ready, LOAD_STATE.notExist],
  [LOAD_STATE.ready]: [LOAD_STATE.notExist],
};

export function canTransition(from: LoadState, to: LoadState): boolean {
  return ALLOWED_TRANSITIONS[from].includes(to);
}

export interface LoadStateChange {
  app: string;
  state: LoadState;
  previous: LoadState;
}

export interface LoadStateRegistryOptions {
  /** Every accepted change (the root config publishes it as `app:load-state` on the bus). */
  onChange?: (change: LoadStateChange) => void;
  /** Sent when an app returns to not-exist because nothing depends on it any more. */
  onUnmounted?: (app: string) => void;
  log?: (message: string, detail?: unknown) => void;
}

/**
 * The remote app entries of spec §3: a state per app plus the views/components depending on it.
 * When the last dependent is released the app returns to not-exist and the unmounted signal goes out.
 */
export class LoadStateRegistry {
  private readonly states = new Map<string, LoadState>();
  private readonly dependents = new Map<string, Set<string>>();

  constructor(private readonly options: LoadStateRegistryOptions = {}) {}

  stateOf(app: string): LoadState {
    return this.states.get(app) ?? LOAD_STATE.notExist;
  }

  /** Applies a change when spec §4 allows it; returns whether it was applied. */
  transition(app: string, to: LoadState): boolean {
    const from = this.stateOf(app);
    if (!canTransition(from, to)) {
      this.options.log?.('rejected hosted-app load-state transition', { app, from, to });
      return false;
    }
    this.states.set(app, to);
    this.options.onChange?.({ app, state: to, previous: from });
    return true;
  }

  depend(app: string, dependent: string): void {
    const set = this.dependents.get(app) ?? new Set<string>();
    set.add(dependent);
    this.dependents.set(app, set);
  }

  release(app: string, dependent: string): void {
    const set = this.dependents.get(app);
    if (!set?.delete(dependent) || set.size > 0) return;
    this.dependents.delete(app);
    if (this.stateOf(app) !== LOAD_STATE.notExist && this.transition(app, LOAD_STATE.notExist)) this.options.onUnmounted?.(app);
  }

  dependentCount(app: string): number {
    return this.dependents.get(app)?.size ?? 0;
  }
}
