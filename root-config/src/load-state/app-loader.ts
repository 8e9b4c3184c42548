/**
 * Loading functions for single-spa with the hosted-app lifecycle of spec §4: every load goes through
 * the load-state registry, a failed load is retried on the view-retry schedule, and after the last
 * retry the app stays in error (single-spa marks it LOAD_ERROR). Unlike SKIP_BECAUSE_BROKEN that is
 * not final: the failed module is dropped from the loader registry, so the next navigation loads a
 * bundle that has come back.
 */
import { LOAD_STATE, type LoadStateRegistry } from './load-states.ts';
import { retryDelay } from './retry.ts';

export interface AppLoaderDeps<T> {
  registry: LoadStateRegistry;
  importApp: (app: string) => Promise<T>;
  /** Forgets a failed module so a later import fetches it again (SystemJS keeps failures otherwise). */
  forget: (app: string) => void;
  wait: (ms: number) => Promise<void>;
  /**
   * The first failed attempt, before any retry: telemetry reports it at once (a session that leaves
   * during the ~7 s of retries would otherwise never report, and a broken canary never abort).
   */
  onFirstFailure?: (app: string, error: unknown) => void;
  /** After the last retry: show the error slot. */
  onGiveUp?: (app: string, error: unknown) => void;
  /** A load succeeded: remove any error slot. */
  onLoaded?: (app: string) => void;
}

export function createAppLoader<T>(deps: AppLoaderDeps<T>): (app: string) => () => Promise<T> {
  return (app) => async () => {
    if (deps.registry.stateOf(app) !== LOAD_STATE.loading) deps.registry.transition(app, LOAD_STATE.loading);
    let lastError: unknown;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const lifecycles = await deps.importApp(app);
        deps.registry.transition(app, LOAD_STATE.ready);
        deps.onLoaded?.(app);
        return lifecycles;
      } catch (error) {
        lastError = error;
        if (attempt === 1) deps.onFirstFailure?.(app, error);
        deps.forget(app);
        const delay = retryDelay(attempt);
        if (delay === null) break;
        await deps.wait(delay);
      }
    }
    deps.registry.transition(app, LOAD_STATE.error);
    deps.onGiveUp?.(app, lastError);
    throw lastError;
  };
}
