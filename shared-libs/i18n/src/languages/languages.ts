/**
 * Which interface languages a visitor may use (spec §2): the config's languages, minus those hidden
 * from unauthorized users unless the user cookie is set; a requested language outside that list falls
 * back to the default (ru) when available, else en.
 */
export const DEFAULT_LANGUAGE = 'ru';
export const FALLBACK_LANGUAGE = 'en';
/**
 * The cookie whose presence marks a known user (then hidden languages are offered too): `ua_present`,
 * the script-readable marker the server sets and clears with the HttpOnly `ua` session cookie.
 */
export const USER_COOKIE = 'ua_present';

export interface LanguageConfig {
  languages: readonly string[];
  hiddenLanguages: readonly string[];
  defaultLanguage?: string;
}

/** Spec §5: a language segment is 2 lowercase letters. */
export function isLanguageSegment(value: string | undefined): value is string {
  return value !== undefined && /^[a-z]{2}$/.test(value);
}

export function availableLanguages(config: LanguageConfig, hasUserCookie: boolean): string[] {
  const hidden = new Set(config.hiddenLanguages);
  const visible = config.languages.filter((lng) => !hidden.has(lng));
  return hasUserCookie ? [...new Set([...visible, ...config.hiddenLanguages])] : visible;
}

export function resolveLanguage(requested: string | undefined, available: readonly string[], defaultLanguage = DEFAULT_LANGUAGE): string {
  if (isLanguageSegment(requested) && available.includes(requested)) return requested;
  if (available.includes(defaultLanguage)) return defaultLanguage;
  return FALLBACK_LANGUAGE;
}
