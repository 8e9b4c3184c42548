/** Texts of the game page from the `casino-games` dictionary namespace (ru, en). */
import { useArenaTranslation, useFormatters } from '@arena/ui-kit';

export const GAMES_NAMESPACE = 'casino-games';

export type GameTextFn = (key: string, vars?: Record<string, string | number>) => string;

export function useGT(): GameTextFn {
  const { t } = useArenaTranslation(GAMES_NAMESPACE);
  return (key, vars) => (vars ? t(key, vars) : t(key));
}

/**
 * Money as the game shows it, by the player's formatters: real money in its currency; the demo's fun money
 * with two decimals and its name in the page's language ("FUN" is only the API's code for it).
 */
export function useGameMoney(): (amount: number, currency: string) => string {
  const t = useGT();
  const format = useFormatters();
  return (amount, currency) => (currency === 'FUN' ? `${format.number(amount, { fractionDigits: 2 })} ${t('fun_currency')}` : format.money(amount, currency));
}
