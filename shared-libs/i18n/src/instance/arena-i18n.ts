/**
 * The page's i18next instance: default ru, final fallback en, one namespace per app loaded on demand
 * from the backend. The current language is also published on the bus (replayed), which the HTTP client
 * reads for X-Language.
 */
import i18next, { type i18n as I18next, type TOptions } from 'i18next';
import type { ArenaBus } from '@arena/event-bus';
import type { HttpClient } from '@arena/http';
import type { Logger } from '@arena/utils';
import { createDictionaryBackend, type DictionaryUrl } from '../dictionaries/dictionary-backend.ts';
import { createDictionaryStateStore, dictionaryLoadError, type DictionaryStateStore } from '../dictionaries/dictionary-state.ts';
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE } from '../languages/languages.ts';
import { MISSING_KEY_LOG } from './missing-keys.ts';

export { MISSING_KEY_LOG };

/** The namespace every page needs (the shell's texts). */
export const MAIN_NAMESPACE = 'common';

export interface ArenaI18nOptions {
  http: HttpClient;
  bus: Pick<ArenaBus, 'setState'>;
  logger: Logger;
  dictionaryUrl?: DictionaryUrl;
}

export interface ArenaI18n {
  readonly i18next: I18next;
  readonly dictionaries: DictionaryStateStore;
  /**
   * Starts i18next in a language (already resolved with resolveLanguage) with the main namespace.
   * `dictionaries` (namespace → key → text) are ones the page already has — a server render embeds
   * those it used (issue 26) — and are not fetched again.
   */
  init(language?: string, dictionaries?: Record<string, Record<string, string>>): Promise<void>;
  /** Loads namespaces of one language without switching to it (a server render prepares its page's language). */
  loadDictionaries(language: string, namespaces: readonly string[]): Promise<void>;
  /** The loaded dictionaries of a language, by namespace (what a server render embeds). */
  loadedDictionaries(language: string): Record<string, Record<string, string>>;
  changeLanguage(language: string): Promise<void>;
  /** Loads an app's namespace (on mount); a failure shows up in `dictionaries`. */
  loadNamespace(namespace: string): Promise<void>;
  t(key: string, options?: TOptions): string;
  /**
   * The page language's dictionary text of a key as written (no interpolation), or undefined while the page
   * is in another language, the namespace is not loaded or lacks the key. For texts built into the code in
   * the base languages whose other languages live in the dictionaries (the slip's, the deposit screen's).
   */
  ownText(language: string, namespace: string, key: string): string | undefined;
  language(): string;
}

export function createArenaI18n(options: ArenaI18nOptions): ArenaI18n {
  const { http, bus, logger, dictionaryUrl } = options;
  const dictionaries = createDictionaryStateStore();
  const instance = i18next.createInstance();
  let failed = false;
  const backend = createDictionaryBackend({
    http,
    ...(dictionaryUrl ? { url: dictionaryUrl } : {}),
    onError(statusCode, language, namespace, error) {
      logger.error('dictionary load failed', { language, namespace, statusCode, error });
      // Only the current language matters to the user; a missing fallback dictionary just means no fallback.
      if (language === instance.language || !instance.language) {
        failed = true;
        dictionaries.set({ status: 'error', error: dictionaryLoadError(statusCode, language, namespace) });
      }
    },
  });
  instance.use(backend);

  const settle = (): void => {
    if (!failed) dictionaries.set({ status: 'ready' });
  };

  return {
    i18next: instance,
    dictionaries,
    async init(language = DEFAULT_LANGUAGE, given) {
      dictionaries.set({ status: 'loading' });
      failed = false;
      await instance.init({
        ...(given ? { resources: { [language]: given }, partialBundledLanguages: true } : {}),
        lng: language,
        fallbackLng: FALLBACK_LANGUAGE,
        ns: [MAIN_NAMESPACE],
        defaultNS: MAIN_NAMESPACE,
        load: 'currentOnly',
        // React escapes output; escaping here would double-escape.
        interpolation: { escapeValue: false },
        returnNull: false,
        // A key the code asks for that no dictionary of the page has (issue 20): logged as an error, which
        // the e2e language walk fails on. Keys of a namespace still loading are not missing yet.
        saveMissing: true,
        missingKeyHandler: (_languages, namespace, key) => {
          // After a failed load every key of the namespace is missing: that is the failure (shown as the
          // notice), not code asking for a key no dictionary has.
          if (!failed && instance.hasLoadedNamespace(namespace)) logger.error(MISSING_KEY_LOG, `${namespace}:${key}`);
        },
        // Once the page language's dictionary failed, a text neither it nor the en fallback has is shown
        // empty: the page behind the failure notice must not read raw keys (issue 31 item 8).
        parseMissingKeyHandler: (key) => (failed ? '' : key),
      });
      bus.setState('language', language);
      settle();
    },
    async changeLanguage(language) {
      failed = false;
      dictionaries.set({ status: 'loading' });
      await instance.changeLanguage(language);
      bus.setState('language', language);
      settle();
    },
    async loadNamespace(namespace) {
      await instance.loadNamespaces(namespace);
      settle();
    },
    loadDictionaries(language, namespaces) {
      // i18next's own loader (the one loadNamespaces uses), for a language other than the current one.
      return new Promise<void>((resolve) => instance.services.backendConnector.load([language], [...namespaces], () => resolve()));
    },
    loadedDictionaries(language) {
      const data = instance.store?.data[language] ?? {};
      return Object.fromEntries(Object.entries(data).map(([namespace, texts]) => [namespace, texts as Record<string, string>]));
    },
    t: (key, tOptions) => (tOptions ? instance.t(key, tOptions) : instance.t(key)),
    ownText(language, namespace, key) {
      if (instance.language !== language) return undefined;
      const text: unknown = instance.getResource(language, namespace, key);
      return typeof text === 'string' ? text : undefined;
    },
    language: () => instance.language,
  };
}
