/**
 * Cookie consent (spec §6): functional consent enables saving the window-width cookie; marketing consent
 * enables marketing analytics. The choice and its time are stored; the time is also logged to the backend.
 */
import type { SettingsStorage } from '@arena/utils';

export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const WINDOW_WIDTH_COOKIE = 'window_width';
/** Path of the "log cookie agreement time" call (spec §7: param cookiesAgreeTime; path not shown there). */
export const COOKIE_AGREEMENT_PATH = '/web-api/user/cookies-agree';

export interface CookieConsent {
  functional: boolean;
  marketing: boolean;
  /** Unix ms of the agreement. */
  agreedAt: number;
}

export function readConsent(storage: SettingsStorage): CookieConsent | null {
  const value = storage.get<CookieConsent | null>(CONSENT_STORAGE_KEY, null);
  return value && typeof value.agreedAt === 'number' ? value : null;
}

/** What a consent switches on. Without a recorded consent nothing optional runs. */
export function consentEffects(consent: CookieConsent | null): { windowWidthCookie: boolean; marketingAnalytics: boolean } {
  return { windowWidthCookie: consent?.functional ?? false, marketingAnalytics: consent?.marketing ?? false };
}
