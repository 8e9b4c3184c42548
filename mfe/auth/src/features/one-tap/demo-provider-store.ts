/**
 * The arena-demo provider's sign-in window, framework-free: `request()` opens it and resolves to the
 * provider's credential (an ID token) once the person proved a player's login and password, or to null
 * when they cancel. The server checks the password (with the login's throttling and captcha); a wrong one
 * keeps the window open with the message. One request at a time: a second caller gets the same promise.
 */
import type { AuthApi } from '../../platform/auth-api.ts';
import { toFormFailure, type FormFailure } from '../../platform/errors.ts';
import { createValue, type ReadableStore } from '../../platform/use-store.ts';

export interface DemoProviderState {
  open: boolean;
  loading: boolean;
  error: FormFailure | null;
}

export interface DemoProviderStore extends ReadableStore<DemoProviderState> {
  request(): Promise<string | null>;
  submit(login: string, password: string): Promise<void>;
  cancel(): void;
}

const CLOSED: DemoProviderState = { open: false, loading: false, error: null };

export function createDemoProviderStore(api: Pick<AuthApi, 'demoProviderCredential'>, beforeSend?: () => Promise<void>): DemoProviderStore {
  const state = createValue<DemoProviderState>(CLOSED);
  let pending: Promise<string | null> | null = null;
  let settle: ((credential: string | null) => void) | null = null;
  const finish = (credential: string | null) => {
    const done = settle;
    settle = null;
    pending = null;
    state.set(CLOSED);
    done?.(credential);
  };
  return {
    get: state.get,
    subscribe: state.subscribe,
    request() {
      if (!pending) {
        pending = new Promise((resolve) => (settle = resolve));
        state.set({ open: true, loading: false, error: null });
      }
      return pending;
    },
    async submit(login, password) {
      if (!state.get().open || state.get().loading) return;
      if (!login.trim() || !password) {
        state.set((s) => ({ ...s, error: { key: 'error_check_fields' } }));
        return;
      }
      state.set((s) => ({ ...s, loading: true, error: null }));
      try {
        await beforeSend?.();
        finish(await api.demoProviderCredential(login.trim(), password));
      } catch (error) {
        state.set((s) => ({ ...s, loading: false, error: toFormFailure(error) }));
      }
    },
    cancel: () => finish(null),
  };
}
