/** @arena/i18n: languages, i18next with backend dictionaries per app namespace, and user-setting formatting. */
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { logger } from '@arena/utils';
import { createArenaI18n, type ArenaI18n } from './instance/arena-i18n.ts';

export { MAIN_NAMESPACE, createArenaI18n } from './instance/arena-i18n.ts';
export type { ArenaI18n, ArenaI18nOptions } from './instance/arena-i18n.ts';
export {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  USER_COOKIE,
  availableLanguages,
  isLanguageSegment,
  resolveLanguage,
} from './languages/languages.ts';
export type { LanguageConfig } from './languages/languages.ts';
export { createDictionaryBackend, defaultDictionaryUrl } from './dictionaries/dictionary-backend.ts';
export type { DictionaryBackendOptions, DictionaryUrl } from './dictionaries/dictionary-backend.ts';
export {
  DICTIONARY_ERROR_KEYS,
  DICTIONARY_ERROR_TEXTS,
  builtInFailureTexts,
  createDictionaryStateStore,
  dictionaryLoadError,
} from './dictionaries/dictionary-state.ts';
export type { DictionaryLoadError, DictionaryState, DictionaryStateStore } from './dictionaries/dictionary-state.ts';
export { createFormatters, intlTimeZone } from './format/formatters.ts';
export type { FormatSettings, Formatters, MoneyOptions, NumberOptions } from './format/formatters.ts';

/** The page-wide i18n instance; the root config calls `init(language)` once the language is resolved. */
export const arenaI18n: ArenaI18n = createArenaI18n({ http, bus, logger: logger.child('i18n') });
