/**
 * Texts of the auth app. Components call `useT()`; the roots wrap themselves in <AuthTextProvider>,
 * which reads the backend `auth` namespace through @arena/i18n. Without a provider (component tests)
 * `t` answers the key itself, so tests assert on stable keys instead of wording.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { useArenaTranslation } from '@arena/ui-kit';
import type { FormFailure } from './errors.ts';

export type TextFn = (key: string, vars?: Record<string, string | number>) => string;

const keyOnly: TextFn = (key, vars) => (vars ? `${key} ${Object.values(vars).join(' ')}` : key);
const TextContext = createContext<TextFn>(keyOnly);

export const AUTH_NAMESPACE = 'auth';

export function AuthTextProvider({ children }: { children: ReactNode }) {
  const { t } = useArenaTranslation(AUTH_NAMESPACE);
  const fn: TextFn = (key, vars) => (vars ? t(key, vars) : t(key));
  return <TextContext.Provider value={fn}>{children}</TextContext.Provider>;
}

export function useT(): TextFn {
  return useContext(TextContext);
}

export function failureText(t: TextFn, failure: FormFailure | null): string | null {
  if (!failure) return null;
  return failure.key === 'raw' ? (failure.text ?? '') : t(failure.key);
}
