/**
 * Idle logout in the browser: while a user is signed in, page activity feeds the idle timer; when it
 * fires, a marker is stored and the logout procedure of @arena/session runs (it reloads the page), and
 * on the next load the marker opens the 'auto-logoff' info modal once.
 */
import type { ArenaBus } from '@arena/event-bus';
import type { SettingsStorage } from '@arena/utils';
import { IDLE_ACTIVITY_EVENTS, startIdleTimer } from './idle-timer.ts';

export const IDLE_LOGOUT_MARKER = 'idle-logout';

export interface IdleLogoutOptions {
  bus: ArenaBus;
  storage: SettingsStorage;
  minutes(): number | undefined;
  logout(): Promise<void>;
  /** Called when the config arrives later than the user: lets the binding re-check. */
  onConfigChange(listener: () => void): () => void;
}

export function showIdleLogoutExplanation(bus: ArenaBus, storage: SettingsStorage): void {
  if (!storage.get(IDLE_LOGOUT_MARKER, false)) return;
  storage.remove(IDLE_LOGOUT_MARKER);
  bus.emit('modal:open', { kind: 'auto-logoff' });
}

export function connectIdleLogout({ bus, storage, minutes, logout, onConfigChange }: IdleLogoutOptions): () => void {
  let timer: ReturnType<typeof startIdleTimer> | null = null;
  const onActivity = () => timer?.activity();
  const stop = () => {
    timer?.stop();
    timer = null;
    for (const type of IDLE_ACTIVITY_EVENTS) window.removeEventListener(type, onActivity);
  };
  const sync = () => {
    const limit = minutes();
    const signedIn = bus.getState('user') !== null;
    if (!signedIn || !limit || limit <= 0) return stop();
    if (timer) return;
    for (const type of IDLE_ACTIVITY_EVENTS) window.addEventListener(type, onActivity, { passive: true, capture: true });
    timer = startIdleTimer(limit, () => {
      stop();
      storage.set(IDLE_LOGOUT_MARKER, true);
      void logout();
    });
  };
  const offUser = bus.watchState('user', sync);
  const offConfig = onConfigChange(() => {
    stop();
    sync();
  });
  return () => {
    offUser();
    offConfig();
    stop();
  };
}
