/**
 * Texts of the results app from the backend `results` dictionary namespace. Without loaded texts (tests)
 * `t` answers the key, so component tests assert on stable keys.
 */
import { useArenaTranslation } from '@arena/ui-kit';

export const RESULTS_NAMESPACE = 'results';

export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

export function useT(): TextFn {
  const { t } = useArenaTranslation(RESULTS_NAMESPACE);
  return (key, vars) => (vars ? t(key, vars) : t(key));
}
