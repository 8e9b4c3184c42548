/**
 * What useArenaTranslation reads: a version number per i18next instance that moves whenever what `t` answers
 * can change (the language, a namespace loaded or added), and one `t` per namespace and version shared by every
 * component that asks (a new version gives a new `t`, so memoised components re-render with the new words).
 */
import type { ArenaI18n } from '@arena/i18n';

type I18next = ArenaI18n['i18next'];
type TFunction = ReturnType<I18next['getFixedT']>;

export interface ArenaTranslation {
  /** Translates keys of the namespace (falling back as the instance is configured). */
  t: TFunction;
  /** Whether the namespace's dictionary has loaded for the current language (until then keys render as they are). */
  ready: boolean;
}

interface VersionStore {
  get: () => number;
  subscribe: (listener: () => void) => () => void;
  /** Translations of this version, by namespace. */
  translations: Map<string, ArenaTranslation>;
  version: number;
}

const stores = new WeakMap<I18next, VersionStore>();

/** The version store of an i18next instance, listening to it from the first ask on. */
export function translationVersion(i18next: I18next): VersionStore {
  let store = stores.get(i18next);
  if (store) return store;
  const listeners = new Set<() => void>();
  const created: VersionStore = {
    version: 0,
    translations: new Map(),
    get: () => created.version,
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
  const bump = () => {
    created.version += 1;
    created.translations.clear();
    for (const listener of [...listeners]) listener();
  };
  // The events react-i18next re-renders on, plus the store's: a namespace the server embedded in the page is
  // added to the store without a load.
  i18next.on('languageChanged', bump);
  i18next.on('loaded', bump);
  i18next.store?.on('added', bump);
  i18next.store?.on('removed', bump);
  stores.set(i18next, created);
  store = created;
  return store;
}

/** The shared `t` (and ready flag) of `namespace` at `version` of the instance's dictionaries. */
export function translationOf(i18next: I18next, namespace: string, version: number): ArenaTranslation {
  const store = translationVersion(i18next);
  // A render that read an older version than the store's (a bump between its read and this call) gets a fresh
  // translation without caching it, so the cache only ever holds the current version's.
  const cached = version === store.version ? store.translations.get(namespace) : undefined;
  if (cached) return cached;
  const translation: ArenaTranslation = {
    t: rememberingPlainKeys(i18next.getFixedT(null, namespace)),
    // hasLoadedNamespace warns when asked before a language is set: no language yet is simply not ready.
    ready: i18next.isInitialized && Boolean(i18next.languages?.length) && i18next.hasLoadedNamespace(namespace),
  };
  if (version === store.version) store.translations.set(namespace, translation);
  return translation;
}

/**
 * `t` that answers a key asked without options from memory after the first time: what it answers cannot
 * change within a version (a new version gives a new `t`). Every row of a list asks the same few keys, and
 * each i18next lookup (fallbacks, nesting, interpolation checks) was a visible part of /ru/'s hydration at
 * 4x CPU (issue 26, TBT). Keys with options (interpolation, plurals) go to i18next each time.
 */
function rememberingPlainKeys(fixed: TFunction): TFunction {
  const words = new Map<string, unknown>();
  const lookUp = fixed as unknown as (...args: unknown[]) => unknown;
  const t = (key: unknown, ...rest: unknown[]) => {
    if (rest.length > 0 || typeof key !== 'string') return lookUp(key, ...rest);
    if (!words.has(key)) words.set(key, lookUp(key));
    return words.get(key);
  };
  return Object.assign(t, fixed) as unknown as TFunction;
}
