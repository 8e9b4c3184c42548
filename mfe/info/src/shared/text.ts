/** Texts of the information pages: the `info` dictionary namespace. Without loaded texts (tests) `t` answers the key. */
import { useArenaTranslation } from '@arena/ui-kit';

export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

export function useInfoT(): TextFn {
  const { t } = useArenaTranslation('info');
  return (key, vars) => (vars ? t(key, vars) : t(key));
}
