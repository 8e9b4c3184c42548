/**
 * Texts of the casino app from the backend `casino` dictionary namespace. Without loaded texts (tests)
 * `t` answers the key, so component tests assert on stable keys.
 */
import { localizedTextIn, type LocalizedText } from '@arena/domain';
import { useBusState, useArenaTranslation } from '@arena/ui-kit';

export const CASINO_NAMESPACE = 'casino';

export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

export function useT(): TextFn {
  const { t } = useArenaTranslation(CASINO_NAMESPACE);
  return (key, vars) => (vars ? t(key, vars) : t(key));
}

/** A game's name in the page's language (the catalogue carries all six; any other language reads en). */
export function useGameName(): (name: LocalizedText) => string {
  const language = useBusState('language');
  return (name) => localizedTextIn(name, language);
}
