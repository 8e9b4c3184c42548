/** Texts of the news app: its `news` namespace and the shared `content` namespace. Without texts, keys. */
import { useArenaTranslation } from '@arena/ui-kit';

export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

function useNamespace(namespace: string): TextFn {
  const { t } = useArenaTranslation(namespace);
  return (key, vars) => (vars ? t(key, vars) : t(key));
}

export const useNewsT = (): TextFn => useNamespace('news');
export const useContentT = (): TextFn => useNamespace('content');
