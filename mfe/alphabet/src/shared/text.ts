/** Texts of the betting alphabet: the `alphabet` dictionary namespace. Without loaded texts (tests) `t` answers the key. */
import { useArenaTranslation } from '@arena/ui-kit';

export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

export function useAlphabetT(): TextFn {
  const { t } = useArenaTranslation('alphabet');
  return (key, vars) => (vars ? t(key, vars) : t(key));
}

/** The name of a term category (categories are data of the terms; their names live in the dictionary). */
export const categoryName = (t: TextFn, category: string) => t(`category_${category}`, { defaultValue: category });
