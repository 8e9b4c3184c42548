/** Texts of the betting pages added in issue 15, from the backend `betting` dictionary namespace. */
import { useArenaTranslation } from '@arena/ui-kit';

export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

export function useBettingT(): TextFn {
  const { t } = useArenaTranslation('betting');
  return (key, vars) => (vars ? t(key, vars) : t(key));
}
