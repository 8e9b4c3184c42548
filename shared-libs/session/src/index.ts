/** @arena/session: user token, session keeping, device fingerprint, secure-data grant, logout, protection level. */
import { createSessionPlatform, type SessionPlatform } from './platform.ts';

export { createSessionPlatform } from './platform.ts';
export type { SessionPlatform, SessionPlatformOptions } from './platform.ts';
export { TOKEN_CACHE_MS, createTokenService, isTokenValid } from './token/token-service.ts';
export type { TokenService, TokenServiceOptions, UserToken } from './token/token-service.ts';
export { AUTH_REFRESH_INTERVAL_MS, SESSION_PRELOAD_DELAY_MS, createSessionService } from './session/session-service.ts';
export type { SessionService, SessionServiceOptions } from './session/session-service.ts';
export {
  DEFAULT_FINGERPRINT_GLOBAL,
  DEFAULT_FINGERPRINT_SCRIPT_URL,
  FINGERPRINT_FAILURE_CAP,
  createFingerprintService,
  createScriptTagLoader,
  isFingerprintValid,
} from './fingerprint/fingerprint-service.ts';
export type {
  FingerprintFailure,
  FingerprintScript,
  FingerprintScriptLoader,
  FingerprintService,
  FingerprintServiceOptions,
  RawFingerprint,
  SessionFingerprint,
} from './fingerprint/fingerprint-service.ts';
export {
  GRANT_COOKIE_LIFETIME_SECONDS,
  SECURE_DATA_COOKIES,
  createSecureDataLoader,
  storeSecureDataGrant,
} from './secure-data/secure-data.ts';
export type { SecureDataAnswer, SecureDataOptions } from './secure-data/secure-data.ts';
export { browserLogoutNavigation, createLogout } from './logout/logout.ts';
export type { Logout, LogoutNavigation, LogoutOptions } from './logout/logout.ts';
export { protectionLevelStatus } from './protection/protection-level.ts';
export type { ProtectionLevelStatus } from './protection/protection-level.ts';
export { createCurrentUser, inRestrictedOffice, userStateOf } from './user/current-user.ts';
export type { CurrentUser } from './user/current-user.ts';
export { SESSION_COOKIES, SESSION_PATHS } from './paths.ts';

/**
 * The page-wide session services, wired into the page-wide HTTP client at import (no timers start
 * until the root config calls schedulePreload / startAuthRefresh).
 */
export const sessionPlatform: SessionPlatform = createSessionPlatform();
export const tokenService = sessionPlatform.tokens;
export const sessionService = sessionPlatform.session;
export const fingerprintService = sessionPlatform.fingerprint;
export const currentUser = sessionPlatform.user;
export const logoutService = sessionPlatform.logout;
