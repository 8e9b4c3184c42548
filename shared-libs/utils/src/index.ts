/** @arena/utils: browser utilities shared by every app — logger, timers, cookies, storage, device, referral, analytics, safe navigation. */
export { createLogger, logger } from './logger/logger.ts';
export type { LogLevel, LogSink, Logger } from './logger/logger.ts';
export { sleep, systemTimers } from './timers/timers.ts';
export type { TimerHandle, Timers } from './timers/timers.ts';
export { DEFAULT_COOKIE_EXPIRY_SECONDS, cookies, createCookieStore } from './cookies/cookies.ts';
export type { CookieOptions, CookieStore } from './cookies/cookies.ts';
export { createSettingsStorage, settingsStorage } from './storage/settings-storage.ts';
export type { SettingsStorage, SettingsStorageOptions } from './storage/settings-storage.ts';
export { currentDevice, detectDevice } from './device/device.ts';
export type { DeviceFlags, DeviceHints } from './device/device.ts';
export {
  REFERRAL_COOKIE_LIFETIMES,
  REFERRAL_VALUES_COOKIE,
  readReferralValues,
  referralLifetimeSeconds,
  saveReferralCookie,
  saveReferralValues,
} from './referral/referral-cookies.ts';
export type { ReferralCookieName, ReferralValues, ReferralVariant } from './referral/referral-cookies.ts';
export {
  THIRD_PARTY_SCRIPTS_DELAY_MS,
  analytics,
  createAnalyticsSink,
  scheduleThirdPartyScripts,
} from './analytics/analytics.ts';
export type { AnalyticsEvent, AnalyticsSink, AnalyticsTransport, ThirdPartyScheduleOptions } from './analytics/analytics.ts';
export { isSameOriginPath, sameOriginPath } from './navigation/same-origin-path.ts';
export { currentPathname, currentSearch, renderedSearchRead, setRenderedLocation } from './page/page-location.ts';
