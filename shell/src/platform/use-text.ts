/**
 * `t` for shell components: backend dictionaries first (when they have the key: ua, kz, az and ar carry
 * the shell's texts in their `common` namespace), then the shell's own ru/en texts, which also show
 * before the dictionary has arrived.
 */
import { useCallback } from 'react';
import { arenaI18n } from '@arena/i18n';
import { useBusState, useDictionaryState } from '@arena/ui-kit';
import { shellText } from './shell-texts.ts';

export type TextFn = (key: string, vars?: Record<string, string>) => string;

export function textFor(language: string): TextFn {
  return (key, vars = {}) => {
    const i18n = arenaI18n.i18next;
    if (i18n.isInitialized && i18n.language === language && i18n.exists(key)) return i18n.t(key, vars);
    return shellText(language, key, vars);
  };
}

export function useText(): TextFn {
  const language = useBusState('language');
  // A new function once the dictionary lands, so the shell re-renders from the built-in texts into it.
  const dictionary = useDictionaryState().status;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `dictionary` is the deliberate re-render trigger above
  return useCallback<TextFn>((key, vars) => textFor(language)(key, vars), [language, dictionary]);
}
