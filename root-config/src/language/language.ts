/**
 * Language-segment rules of spec §2, pure. The URL's first segment is the interface language; the
 * rules decide which language a URL without one, or with an unavailable one, is sent to.
 */

/** Spec §1: the default language is ru, with en as the final fallback. */
export const DEFAULT_LANGUAGE = 'ru';
export const FINAL_FALLBACK_LANGUAGE = 'en';

/**
 * The "user cookie" of spec §2/§6: `ua_present`, the script-readable marker the server sets and clears
 * together with the HttpOnly `ua` session cookie (which scripts cannot see); it marks a browser that
 * belongs to a known user, which is what unhides the hidden languages.
 */
export const USER_COOKIE = 'ua_present';

export interface LanguageSettings {
  /** The language the page is in now (bus state), used when a URL has none. */
  current: string;
  /** Languages of the site config. */
  available: readonly string[];
  /** Languages hidden from visitors without the user cookie. */
  hidden: readonly string[];
  /** The configured default (spec: ru). */
  defaultLanguage: string;
}

export function visibleLanguages(settings: LanguageSettings, hasUserCookie: boolean): string[] {
  return settings.available.filter((lng) => hasUserCookie || !settings.hidden.includes(lng));
}

/** The configured default when visible, else en (spec §2). */
export function fallbackLanguage(settings: LanguageSettings, hasUserCookie: boolean): string {
  const visible = visibleLanguages(settings, hasUserCookie);
  return visible.includes(settings.defaultLanguage) ? settings.defaultLanguage : FINAL_FALLBACK_LANGUAGE;
}

/** The language for a URL without a segment: the current one when it is visible, else the fallback. */
export function languageForMissingSegment(settings: LanguageSettings, hasUserCookie: boolean): string {
  return visibleLanguages(settings, hasUserCookie).includes(settings.current) ? settings.current : fallbackLanguage(settings, hasUserCookie);
}

export type LanguageCheck = { kind: 'ok' } | { kind: 'replace'; lng: string };

/** A present segment stays when visible; otherwise it is replaced by the fallback. */
export function checkLanguage(lng: string, settings: LanguageSettings, hasUserCookie: boolean): LanguageCheck {
  if (visibleLanguages(settings, hasUserCookie).includes(lng)) return { kind: 'ok' };
  return { kind: 'replace', lng: fallbackLanguage(settings, hasUserCookie) };
}

/** Query flags of spec §2 that change the page without changing the route. */
export const PLATFORM_QUERY = 'platform_type';
export const PAYMENT_CONSULTANT_QUERY = 'payment_consultant';

export interface QueryFlags {
  /** platform_type=mobile forces the mobile platform. */
  forceMobile: boolean;
  /** payment_consultant=1 is remembered for the payment support chat. */
  paymentConsultant: boolean;
}

export function queryFlags(query: URLSearchParams): QueryFlags {
  return {
    forceMobile: query.get(PLATFORM_QUERY) === 'mobile',
    paymentConsultant: query.get(PAYMENT_CONSULTANT_QUERY) === '1',
  };
}

/** The query kept when sending a visitor to the language home because no route matched: without platform_type. */
export function queryForLanguageHome(query: URLSearchParams): URLSearchParams {
  const kept = new URLSearchParams(query);
  kept.delete(PLATFORM_QUERY);
  return kept;
}
