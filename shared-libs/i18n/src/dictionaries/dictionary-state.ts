/**
 * The dictionary load state the shell renders: on failure it shows main_dictionary_load_error, a hint
 * to refresh and a refresh button (spec §8), forwarding the status code to the page error. The texts of
 * that notice cannot come from the dictionary that failed, so built-in texts are provided.
 */
export const DICTIONARY_ERROR_KEYS = {
  message: 'main_dictionary_load_error',
  hint: 'main_dictionary_load_error_hint',
  action: 'page_refresh',
} as const;

type BuiltInLanguage = 'ru' | 'en' | 'ua' | 'kz' | 'az' | 'ar';

/** In every interface language: the notice is the one thing a failed dictionary cannot translate. */
export const DICTIONARY_ERROR_TEXTS: Record<BuiltInLanguage, Record<(typeof DICTIONARY_ERROR_KEYS)[keyof typeof DICTIONARY_ERROR_KEYS], string>> = {
  ru: {
    main_dictionary_load_error: 'Не удалось загрузить тексты сайта',
    main_dictionary_load_error_hint: 'Обновите страницу, чтобы попробовать ещё раз',
    page_refresh: 'Обновить страницу',
  },
  en: {
    main_dictionary_load_error: 'The site texts could not be loaded',
    main_dictionary_load_error_hint: 'Refresh the page to try again',
    page_refresh: 'Refresh page',
  },
  ua: {
    main_dictionary_load_error: 'Не вдалося завантажити тексти сайту',
    main_dictionary_load_error_hint: 'Оновіть сторінку, щоб спробувати ще раз',
    page_refresh: 'Оновити сторінку',
  },
  kz: {
    main_dictionary_load_error: 'Сайт мәтіндерін жүктеу мүмкін болмады',
    main_dictionary_load_error_hint: 'Қайта көру үшін бетті жаңартыңыз',
    page_refresh: 'Бетті жаңарту',
  },
  az: {
    main_dictionary_load_error: 'Saytın mətnlərini yükləmək mümkün olmadı',
    main_dictionary_load_error_hint: 'Yenidən cəhd etmək üçün səhifəni yeniləyin',
    page_refresh: 'Səhifəni yenilə',
  },
  ar: {
    main_dictionary_load_error: 'تعذّر تحميل نصوص الموقع',
    main_dictionary_load_error_hint: 'حدّث الصفحة للمحاولة مرة أخرى',
    page_refresh: 'تحديث الصفحة',
  },
};

/** A language without built-in texts: Russian-reading audiences get ru, everybody else the final fallback, en. */
const RUSSIAN_READING = new Set(['by', 'be']);

/**
 * The built-in texts of a failure notice (dictionary failure, app error slot) in the page's language:
 * they are shown exactly when the dictionaries cannot be trusted, so they never come from them.
 */
export function builtInFailureTexts(language: string): (typeof DICTIONARY_ERROR_TEXTS)['en'] {
  if (language in DICTIONARY_ERROR_TEXTS) return DICTIONARY_ERROR_TEXTS[language as BuiltInLanguage];
  return DICTIONARY_ERROR_TEXTS[RUSSIAN_READING.has(language) ? 'ru' : 'en'];
}

export interface DictionaryLoadError {
  messageKey: typeof DICTIONARY_ERROR_KEYS.message;
  hintKey: typeof DICTIONARY_ERROR_KEYS.hint;
  actionKey: typeof DICTIONARY_ERROR_KEYS.action;
  /** HTTP status of the failed load (0 network error, 499 cancelled), forwarded to the page error. */
  statusCode: number;
  language: string;
  namespace: string;
}

export type DictionaryState = { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: DictionaryLoadError };

export interface DictionaryStateStore {
  get(): DictionaryState;
  set(state: DictionaryState): void;
  subscribe(listener: () => void): () => void;
}

export function createDictionaryStateStore(): DictionaryStateStore {
  let state: DictionaryState = { status: 'loading' };
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set(next) {
      state = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export function dictionaryLoadError(statusCode: number, language: string, namespace: string): DictionaryLoadError {
  return {
    messageKey: DICTIONARY_ERROR_KEYS.message,
    hintKey: DICTIONARY_ERROR_KEYS.hint,
    actionKey: DICTIONARY_ERROR_KEYS.action,
    statusCode,
    language,
    namespace,
  };
}
