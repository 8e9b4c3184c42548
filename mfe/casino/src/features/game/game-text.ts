/** Texts of the game page from the `casino-games` dictionary namespace (ru, en). */
import { useArenaTranslation } from '@arena/ui-kit';

export const GAMES_NAMESPACE = 'casino-games';

export type GameTextFn = (key: string, vars?: Record<string, string | number>) => string;

export function useGT(): GameTextFn {
  const { t } = useArenaTranslation(GAMES_NAMESPACE);
  return (key, vars) => (vars ? t(key, vars) : t(key));
}

/** Money as the page shows it: two decimals (three for KWD's fils would still read well enough at 2). */
export const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;
