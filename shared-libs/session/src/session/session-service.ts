/**
 * Session keeping: the one-off session preload ~8 s after start when none is stored, the session check
 * (retried per the sessionCheck policy) and the auth refresh every 60 s while the page is visible.
 */
import { webUserSessionCheckAnswer } from '@arena/contracts/answer-checks';
import { retry, type HttpClient } from '@arena/http';
import { systemTimers, type Logger, type Timers } from '@arena/utils';
import { SESSION_PATHS } from '../paths.ts';

export const SESSION_PRELOAD_DELAY_MS = 8_000;
export const AUTH_REFRESH_INTERVAL_MS = 60_000;

export interface SessionServiceOptions {
  http: HttpClient;
  logger: Logger;
  timers?: Timers;
  /** Whether a session is already stored (checked when the preload timer fires). */
  hasStoredSession: () => boolean;
  /** Whether the page is visible (document.visibilityState). */
  isVisible?: () => boolean;
}

export interface SessionService {
  /** Schedules the one-off session preload; returns a cancel function. Repeated calls do nothing. */
  schedulePreload(): () => void;
  /** Asks the server who the session belongs to; 0 for a visitor. */
  checkSession(signal?: AbortSignal): Promise<number>;
  /** Starts the auth refresh; returns a stop function. */
  startAuthRefresh(): () => void;
}

const documentVisible = (): boolean => globalThis.document?.visibilityState !== 'hidden';

export function createSessionService(options: SessionServiceOptions): SessionService {
  const { http, logger, timers = systemTimers, hasStoredSession, isVisible = documentVisible } = options;
  let preloadScheduled = false;
  return {
    schedulePreload() {
      if (preloadScheduled) return () => undefined;
      preloadScheduled = true;
      const handle = timers.setTimeout(() => {
        if (hasStoredSession()) return;
        http.get(SESSION_PATHS.session, { cache: 'no-store' }).catch((error: unknown) => logger.error('fail load session', error));
      }, SESSION_PRELOAD_DELAY_MS);
      return () => timers.clearTimeout(handle);
    },
    async checkSession(signal) {
      webUserSessionCheckAnswer.warm?.();
      const answer = await retry(
        () => http.get<unknown>(SESSION_PATHS.sessionCheck, { cache: 'no-store', ...(signal ? { signal } : {}) }).then(webUserSessionCheckAnswer),
        'sessionCheck',
        { timers, ...(signal ? { signal } : {}) },
      );
      return answer.user_id;
    },
    startAuthRefresh() {
      const handle = timers.setInterval(() => {
        // A hidden tab needs no session extension; the visible tab (if any) keeps it alive.
        if (!isVisible()) return;
        http.post(SESSION_PATHS.authRefresh).catch((error: unknown) => logger.warn('auth refresh failed', error));
      }, AUTH_REFRESH_INTERVAL_MS);
      return () => timers.clearInterval(handle);
    },
  };
}
