/** Texts of the game page from the `casino-games` dictionary namespace (ru, en). */
import { useArenaTranslation } from '@arena/ui-kit';

export const GAMES_NAMESPACE = 'casino-games';

export type GameTextFn = (key: string, vars?: Record<string, string | number>) => string;

export function useGT(): GameTextFn {
  const { t } = useArenaTranslation(GAMES_NAMESPACE);
  return (key, vars) => (vars ? t(key, vars) : t(key));
}

/** Money as the game shows it: two decimals and the currency code. */
export const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

/** The demo's fun money is named in the page's language ("FUN" is only the API's code for it). */
export function useCurrencyLabel(): (currency: string) => string {
  const t = useGT();
  return (currency) => (currency === 'FUN' ? t('fun_currency') : currency);
}
