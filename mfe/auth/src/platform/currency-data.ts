/**
 * The currencies registration offers, from the backend (GET /web-api/currencies), loaded once per
 * language and shared by every registration form. Unlike the phone countries a failure is not hidden:
 * without the list no currency can be chosen, so the form shows an error with a retry.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Currency } from '@arena/domain';
import type { AuthApi } from './auth-api.ts';

export type CurrencyOptions = { status: 'loading' | 'error'; currencies: readonly Currency[] } | { status: 'ready'; currencies: readonly Currency[] };

const cache = new Map<string, Promise<Currency[]>>();

export function loadCurrencies(api: Pick<AuthApi, 'currencies'>, language: string): Promise<Currency[]> {
  let pending = cache.get(language);
  if (!pending) {
    // A failure is forgotten so the retry (or the next form) asks again.
    pending = api.currencies(language).catch((error: unknown) => {
      cache.delete(language);
      throw error;
    });
    cache.set(language, pending);
  }
  return pending;
}

/** The configured default currency (core.defaultCurrency iso) if offered, else the first one. */
export function defaultCurrencyId(currencies: readonly Currency[], defaultIso: string | undefined): number | undefined {
  return (currencies.find((c) => c.iso === defaultIso?.toUpperCase()) ?? currencies[0])?.id;
}

export function useCurrencyOptions(api: Pick<AuthApi, 'currencies'>, language: string): [CurrencyOptions, () => void] {
  const [options, setOptions] = useState<CurrencyOptions>({ status: 'loading', currencies: [] });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setOptions((o) => ({ status: 'loading', currencies: o.currencies }));
    loadCurrencies(api, language).then(
      (currencies) => live && setOptions({ status: 'ready', currencies }),
      () => live && setOptions((o) => ({ status: 'error', currencies: o.currencies })),
    );
    return () => {
      live = false;
    };
  }, [api, language, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return [options, retry];
}
