/** Texts of the live tables from the `casino-live` dictionary namespace (six languages). */
import { useArenaTranslation } from '@arena/ui-kit';
import type { GameTextFn } from '../game-text.ts';

export const LIVE_NAMESPACE = 'casino-live';

export function useLT(): GameTextFn {
  const { t } = useArenaTranslation(LIVE_NAMESPACE);
  return (key, vars) => (vars ? t(key, vars) : t(key));
}
