/**
 * Texts of the blog: its own `blog` dictionary namespace and the `content` namespace shared by the content
 * apps (not-found, loading, retry, dates). Without loaded texts (tests) `t` answers the key.
 */
import { useArenaTranslation } from '@arena/ui-kit';

export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

function useNamespace(namespace: string): TextFn {
  const { t } = useArenaTranslation(namespace);
  return (key, vars) => (vars ? t(key, vars) : t(key));
}

export const useBlogT = (): TextFn => useNamespace('blog');
export const useContentT = (): TextFn => useNamespace('content');
