/**
 * A text the site writes in every interface language (issue 20), such as a casino game's name, and the
 * one rule for reading it: the page language's text, else English.
 */

/** The interface languages by their URL segments (ua and kz are the site's codes for uk and kk). */
export const INTERFACE_LANGUAGES = ['ru', 'en', 'ua', 'kz', 'az', 'ar'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** One text in each of the six interface languages. */
export type LocalizedText = Record<InterfaceLanguage, string>;

const isInterfaceLanguage = (language: string): language is InterfaceLanguage => (INTERFACE_LANGUAGES as readonly string[]).includes(language);

/** The interface language a code names; any other code reads English, the final fallback. */
export function interfaceLanguageOf(code: string): InterfaceLanguage {
  return isInterfaceLanguage(code) ? code : 'en';
}

/** The text (or any per-language value, such as a page's SEO texts) in the page's language; a language the site does not write reads English. */
export function localizedTextIn<T = string>(text: Readonly<Record<InterfaceLanguage, T>>, language: string): T {
  return isInterfaceLanguage(language) ? text[language] : text.en;
}
