/**
 * The office app's texts: the backend `office` dictionary namespace through @arena/i18n. `t` answers the
 * key itself until the namespace is loaded (component tests assert on keys).
 */
import { useArenaTranslation } from '@arena/ui-kit';

export const OFFICE_NAMESPACE = 'office';

export type OfficeT = (key: string, vars?: Record<string, string | number>) => string;

export function useOfficeText(): { t: OfficeT; ready: boolean } {
  const { t, ready } = useArenaTranslation(OFFICE_NAMESPACE);
  return { t: (key, vars) => (vars ? t(key, vars) : t(key)), ready };
}
