/** Every modal kind of spec §2 has real content in ru and en: no kind falls back to a placeholder. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODAL_KINDS, type ModalKindSpec } from './modal-kinds.ts';
import { MODAL_TEXTS } from './modal-texts.ts';
import { SHELL_MODAL_CONTENTS } from './contents/shell-contents.tsx';
import { REMOTE_PARCEL_MODALS } from './remote-parcel-content.tsx';
import { SHELL_TEXTS } from '../platform/shell-texts.ts';

/** Spec §2 "Modal and notification kinds", in the spec's words, with the kind id the bus uses. */
const SPEC_KINDS: Readonly<Record<string, string>> = {
  'default': 'default', 'maintenance': 'maintenance', 'alert': 'alert', 'permanent alert': 'permanent-alert', 'snackbar': 'snackbar',
  'registration first deposit': 'registration-first-deposit', 'registration request sent': 'registration-request-sent',
  'alert with link': 'alert-with-link', 'with controls': 'with-controls', 'welcome': 'welcome', 'cookies agree on mobile': 'cookies-agree-mobile',
  'reality check reminder': 'reality-check-reminder', 'paybills out of service': 'paybills-out-of-service',
  'auto logoff on inactivity': 'auto-logoff', 'banker': 'banker', 'convert main account': 'convert-main-account',
  'convert additional account': 'convert-additional-account', 'insights': 'insights', 'new site information': 'new-site-information',
  'auth bonus': 'auth-bonus', 'set limits': 'set-limits', 'team cash': 'team-cash', 'web push agree': 'web-push-agree', 'mobile cash': 'mobile-cash',
  'user question modal': 'user-question', 'support request history modal': 'support-request-history', 'registration modal': 'registration',
  'login (full-width modal)': 'login', 'forgot-password modal': 'forgot-password',
};

/** Owners that register their content at boot (the shell's responsible-gaming feature and the auth app). */
const APP_REGISTERED = new Set(['reality-check-reminder', ...Object.values(REMOTE_PARCEL_MODALS).flat()]);

const hasText = (key: string, language: 'en' | 'ru') => {
  const value = (SHELL_TEXTS[language] as Record<string, string>)[key];
  return typeof value === 'string' && value.length > 0 && value !== key;
};

describe('modal kinds table (spec §2)', () => {
  it('holds all 29 kinds of the spec and nothing else', () => {
    expect(Object.keys(SPEC_KINDS)).toHaveLength(29);
    expect(Object.keys(MODAL_KINDS).sort()).toEqual(Object.values(SPEC_KINDS).sort());
  });

  it.each(Object.entries(MODAL_KINDS) as [string, ModalKindSpec][])('%s has content of its own, with ru and en texts', (kind, spec) => {
    expect(hasText(spec.titleKey, 'en') && hasText(spec.titleKey, 'ru')).toBe(true);
    const content = spec.content;
    if (content.type === 'text') {
      expect(hasText(content.textKey, 'en'), content.textKey).toBe(true);
      expect(hasText(content.textKey, 'ru'), content.textKey).toBe(true);
      expect(MODAL_TEXTS.ru[content.textKey as keyof typeof MODAL_TEXTS.ru] ?? SHELL_TEXTS.ru[content.textKey as keyof typeof SHELL_TEXTS.ru]).not.toBe(
        MODAL_TEXTS.en[content.textKey as keyof typeof MODAL_TEXTS.en] ?? SHELL_TEXTS.en[content.textKey as keyof typeof SHELL_TEXTS.en],
      );
      expect(content.actions.length).toBeGreaterThan(0);
      for (const action of content.actions) expect(hasText(action.labelKey ?? '', 'ru') && hasText(action.labelKey ?? '', 'en'), action.labelKey).toBe(true);
      if (content.link) expect(hasText(content.link.labelKey, 'ru')).toBe(true);
      if (content.guest) {
        for (const key of [content.guest.textKey, ...content.guest.actions.map((a) => a.labelKey ?? '')]) expect(hasText(key, 'ru') && hasText(key, 'en'), key).toBe(true);
      }
    } else if (content.type === 'shell') {
      expect(SHELL_MODAL_CONTENTS[kind], `${kind} names a shell component`).toBeTypeOf('function');
    } else {
      expect(APP_REGISTERED.has(kind), `${kind} is registered at boot by ${content.owner}`).toBe(true);
    }
  });

  it('every shell component belongs to a `shell` kind', () => {
    for (const kind of Object.keys(SHELL_MODAL_CONTENTS)) expect(MODAL_KINDS[kind as keyof typeof MODAL_KINDS]?.content.type).toBe('shell');
  });
});

describe('no "not available yet" text anywhere in the product', () => {
  const FORBIDDEN = /not available yet|пока недоступно/i;
  it('neither the shell texts nor the modal texts have it', () => {
    for (const language of ['en', 'ru'] as const) {
      for (const value of Object.values(SHELL_TEXTS[language])) expect(value).not.toMatch(FORBIDDEN);
    }
    expect(Object.keys(SHELL_TEXTS.en)).not.toContain('modal_unregistered');
  });

  it('no backend dictionary has it', () => {
    const root = join(import.meta.dirname, '../../../server/src/api/dictionaries/data');
    for (const language of readdirSync(root)) {
      for (const file of readdirSync(join(root, language))) expect(readFileSync(join(root, language, file), 'utf8'), `${language}/${file}`).not.toMatch(FORBIDDEN);
    }
  });
});
