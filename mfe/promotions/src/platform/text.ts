/** Texts of the promotions app: the backend `promotions` dictionary namespace through @arena/i18n. */
import { useArenaTranslation } from '@arena/ui-kit';

export const PROMOTIONS_NAMESPACE = 'promotions';

export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

export function useT(): TextFn {
  const { t } = useArenaTranslation(PROMOTIONS_NAMESPACE);
  return (key, vars) => (vars ? t(key, vars) : t(key));
}
