/** The page wiring of modal-triggers.ts (one call at shell boot). */
import { convertStatusAnswer } from '@arena/contracts/answer-checks';
import { bus } from '@arena/event-bus';
import { siteConfigLoader } from '@arena/config';
import { http } from '@arena/http';
import { settingsStorage } from '@arena/utils';
import { CONVERT_STATUS_PATH, connectModalTriggers } from './modal-triggers.ts';
import { modalStack } from './modal-service.ts';
import { WEB_PUSH_ANSWERED_KEY } from './contents/consent-and-push.tsx';

/** sessionStorage, or a per-page memory when the browser refuses it (private modes). */
function sessionStore(): { getItem(k: string): string | null; setItem(k: string, v: string): void } {
  const memory = new Map<string, string>();
  return {
    getItem: (k) => {
      try {
        return window.sessionStorage.getItem(k);
      } catch {
        return memory.get(k) ?? null;
      }
    },
    setItem: (k, v) => {
      try {
        window.sessionStorage.setItem(k, v);
      } catch {
        memory.set(k, v);
      }
    },
  };
}

export function connectPageModalTriggers(): () => void {
  return connectModalTriggers({
    bus,
    stack: modalStack,
    config: siteConfigLoader.current,
    convertStatus: () => http.get<unknown>(CONVERT_STATUS_PATH).then(convertStatusAnswer),
    session: sessionStore(),
    canAskWebPush: () => {
      const api = (globalThis as { Notification?: { permission: string } }).Notification;
      return api?.permission === 'default' && settingsStorage.get<string | null>(WEB_PUSH_ANSWERED_KEY, null) === null;
    },
    pathname: () => window.location.pathname,
    now: () => Date.now(),
  });
}
