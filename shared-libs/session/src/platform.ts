/**
 * Wires the session services together and into an HTTP client: the token service becomes its auth
 * provider and the fingerprint service its fingerprint provider.
 */
import { bus as pageBus, type ArenaBus } from '@arena/event-bus';
import { http as pageHttp, type HttpClient } from '@arena/http';
import { cookies as pageCookies, logger as pageLogger, systemTimers, type CookieStore, type Logger, type Timers } from '@arena/utils';
import { createFingerprintService, createScriptTagLoader, type FingerprintScriptLoader, type FingerprintService } from './fingerprint/fingerprint-service.ts';
import { createLogout, type Logout, type LogoutNavigation } from './logout/logout.ts';
import { SESSION_COOKIES } from './paths.ts';
import { createSessionService, type SessionService } from './session/session-service.ts';
import { createTokenService, type TokenService } from './token/token-service.ts';
import { createCurrentUser, type CurrentUser } from './user/current-user.ts';

export interface SessionPlatformOptions {
  http?: HttpClient;
  bus?: ArenaBus;
  cookies?: CookieStore;
  timers?: Timers;
  logger?: Logger;
  loadFingerprintScript?: FingerprintScriptLoader;
  logoutNavigation?: LogoutNavigation;
  hasStoredSession?: () => boolean;
  isVisible?: () => boolean;
}

export interface SessionPlatform {
  tokens: TokenService;
  session: SessionService;
  fingerprint: FingerprintService;
  user: CurrentUser;
  logout: Logout;
}

export function createSessionPlatform(options: SessionPlatformOptions = {}): SessionPlatform {
  const {
    http = pageHttp,
    bus = pageBus,
    cookies = pageCookies,
    timers = systemTimers,
    logger = pageLogger.child('session'),
    loadFingerprintScript = createScriptTagLoader(),
  } = options;
  const tokens = createTokenService({ http, logger, bus, timers });
  const fingerprint = createFingerprintService({ loadScript: loadFingerprintScript, logger, timers });
  const session = createSessionService({
    http,
    logger,
    timers,
    hasStoredSession: options.hasStoredSession ?? (() => cookies.get(SESSION_COOKIES.marker) !== undefined),
    ...(options.isVisible ? { isVisible: options.isVisible } : {}),
  });
  const user = createCurrentUser(bus);
  const logout = createLogout({ http, cookies, bus, user, tokens, logger, ...(options.logoutNavigation ? { navigation: options.logoutNavigation } : {}) });
  http.setAuthProvider(tokens);
  http.setFingerprintProvider(fingerprint);
  return { tokens, session, fingerprint, user, logout };
}
