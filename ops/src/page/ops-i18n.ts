/**
 * The page's texts: the `ops` namespace of the site's dictionaries (one source of texts, the six interface
 * languages, GET /dictionary-api/<lang>/ops), loaded by @arena/i18n's instance and read with the UI kit's
 * hook like any app's namespace. The instance is the page's own, not the page-wide one of the import map:
 * the ops page shares no runtime with the site, so a broken map cannot break it.
 */
import { createContext, useContext } from 'react';
import { createHttpClient, type HttpClient } from '@arena/http';
import { createArenaI18n, type ArenaI18n } from '@arena/i18n';
import { useArenaTranslation } from '@arena/ui-kit';
import { logger } from '@arena/utils';

export const OPS_NAMESPACE = 'ops';

/** The page's instance in `language` (a site code: ru, en, ua, kz, az, ar) with the ops texts loaded. */
export async function startOpsI18n(language: string, http: HttpClient = createHttpClient({ getLanguage: () => language })): Promise<ArenaI18n> {
  // No page bus here: the language lives in <html data-language>, nothing else listens for it.
  const i18n = createArenaI18n({ http, bus: { setState: () => undefined }, logger: logger.child('ops-i18n') });
  await i18n.init(language);
  await i18n.loadNamespace(OPS_NAMESPACE);
  return i18n;
}

export const OpsI18nContext = createContext<ArenaI18n | null>(null);

/** `t` of the ops namespace, for every component of the page. */
export function useOpsTranslation() {
  const i18n = useContext(OpsI18nContext);
  if (!i18n) throw new Error('useOpsTranslation needs <OpsI18nContext.Provider> (main.tsx renders it)');
  return useArenaTranslation(OPS_NAMESPACE, i18n);
}
