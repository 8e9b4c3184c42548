/** React bindings to @arena/i18n: translations of an app namespace, the dictionary load state, formatters. */
import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { arenaI18n, createFormatters, type ArenaI18n, type DictionaryState, type Formatters } from '@arena/i18n';
import { useBusState } from './bus-hooks.ts';
import { ServerDataContext } from '../server-render/server-data.ts';
import { translationOf, translationVersion, type ArenaTranslation } from './translation-store.ts';

export type { ArenaTranslation } from './translation-store.ts';

/** The dictionary load state; the shell renders main_dictionary_load_error from it. */
export function useDictionaryState(i18n: ArenaI18n = arenaI18n): DictionaryState {
  return useSyncExternalStore(i18n.dictionaries.subscribe, i18n.dictionaries.get, i18n.dictionaries.get);
}

/**
 * `t` for an app namespace of the page's i18n instance, loading that namespace on mount. No Suspense:
 * until the dictionary arrives, keys render as they are and the component re-renders when it lands.
 */
export function useArenaTranslation(namespace: string, i18n: ArenaI18n = arenaI18n): ArenaTranslation {
  // A server render has no effects: it records the namespace; the renderer loads it before the next pass
  // and embeds it in the page.
  const server = useContext(ServerDataContext);
  if (server?.mode === 'collect') server.namespaces.add(namespace);
  useEffect(() => {
    void i18n.loadNamespace(namespace);
  }, [i18n, namespace]);
  // Not react-i18next's useTranslation: it copies every property of the i18next instance into a wrapper for each
  // component that calls it (measured: ~7 ms of a /ru/ server render's ~50, and the same again in hydration,
  // where every price button calls this). One `t` per namespace and dictionary version is shared instead.
  const store = translationVersion(i18n.i18next);
  const version = useSyncExternalStore(store.subscribe, store.get, store.get);
  return useMemo(() => translationOf(i18n.i18next, namespace, version), [i18n, namespace, version]);
}

/** Formatters for the player's current language and display settings (time zone, 12/24 h, odds format). */
export function useFormatters(): Formatters {
  const language = useBusState('language');
  const settings = useBusState('settings');
  return useMemo(
    () => createFormatters({ language, timeZone: settings.timeZone, is12h: settings.is12h, oddsFormat: settings.coefViewId }),
    [language, settings.timeZone, settings.is12h, settings.coefViewId],
  );
}
