/** `t` for shell components: backend dictionaries first (when they have the key), then the shell's own texts. */
import { useCallback } from 'react';
import { arenaI18n } from '@arena/i18n';
import { useBusState } from '@arena/ui-kit';
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
  return useCallback<TextFn>((key, vars) => textFor(language)(key, vars), [language]);
}
