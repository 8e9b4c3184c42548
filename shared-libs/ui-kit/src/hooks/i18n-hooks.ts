/** React bindings to @arena/i18n: translations of an app namespace and the dictionary load state. */
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation, type UseTranslationResponse } from 'react-i18next';
import { arenaI18n, type ArenaI18n, type DictionaryState } from '@arena/i18n';

/** The dictionary load state; the shell renders main_dictionary_load_error from it. */
export function useDictionaryState(i18n: ArenaI18n = arenaI18n): DictionaryState {
  return useSyncExternalStore(i18n.dictionaries.subscribe, i18n.dictionaries.get, i18n.dictionaries.get);
}

/**
 * `t` for an app namespace of the page's i18n instance, loading that namespace on mount. No Suspense:
 * until the dictionary arrives, keys render as they are and the component re-renders when it lands.
 */
export function useArenaTranslation(namespace: string, i18n: ArenaI18n = arenaI18n): UseTranslationResponse<string, undefined> {
  useEffect(() => {
    void i18n.loadNamespace(namespace);
  }, [i18n, namespace]);
  return useTranslation(namespace, { i18n: i18n.i18next, useSuspense: false });
}
