/**
 * Human texts of server answers in the six interface languages: the one helper every part of the server
 * (the host's ops API, each backend concept) builds its own message table with (`createMessages`), so the
 * language rule and the `{name}` placeholders work the same in every answer.
 */

import { INTERFACE_LANGUAGES, localizedTextIn, type InterfaceLanguage, type LocalizedText } from '@arena/domain';

/** The interface languages the API writes (the domain's list); any other language reads `en`. */
export const TEXT_LANGUAGES = INTERFACE_LANGUAGES;
export type TextLanguage = InterfaceLanguage;

/** One text in every interface language: a table that lacks one does not compile (issue 20). */
export type Localized = LocalizedText;

/** The entry's text in the language, else English. */
export const textIn = (entry: Localized, language: string): string => localizedTextIn(entry, language);

/** The text for the language, with `{name}` placeholders filled from vars (unknown names stay as written). */
export function localize(entry: Localized, language: string, vars: Readonly<Record<string, string | number>> = {}): string {
  return textIn(entry, language).replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(vars, name) ? String(vars[name]) : whole));
}

export type MessageLookup<K extends string> = (key: K, language: string, vars?: Readonly<Record<string, string | number>>) => string;

/** A concept's message function over its own table (keys checked at compile time). */
export function createMessages<K extends string>(table: Readonly<Record<K, Localized>>): MessageLookup<K> {
  return (key, language, vars) => localize(table[key], language, vars);
}

