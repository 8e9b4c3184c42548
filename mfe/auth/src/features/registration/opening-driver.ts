/**
 * Runs the opening sequence's effects (opening-sequence.ts) against the page: bus modals, the router,
 * remembered agreement and preselected bonus, and the day-kept metrics.
 */
import { bus } from '@arena/event-bus';
import { siteConfig } from '@arena/config';
import { goTo, registrationPageUrl } from '../../platform/navigation.ts';
import { metrics, settingsStorage } from '../../platform/services.ts';
import type { OpeningContext, OpeningEffect } from './opening-sequence.ts';

const AGREEMENT_KEY = 'auth:rg-agreement-accepted';
/** Set by promotions when a visitor picks a bonus before registering (spec §3 preselected bonus). */
const SELECTED_BONUS_KEY = 'auth:selected-bonus';
const PAGE_MODE_KEY = 'auth:registration-page-mode';

export function openingContext(overrides: Partial<OpeningContext> = {}): OpeningContext {
  const path = location.pathname;
  const selected = settingsStorage.get<{ id?: string; preselected?: boolean } | null>(SELECTED_BONUS_KEY, null);
  return {
    registrationAllowed: siteConfig.group('auth') ? siteConfig.isRegistrationAllowed() : true,
    onRegistrationPage: /^\/[a-z]{2}\/registration(\/|$)/.test(path),
    onLoginPage: /^\/[a-z]{2}\/user\/login(\/|$)/.test(path),
    pageMode: settingsStorage.get<boolean>(PAGE_MODE_KEY, false) === true,
    agreementAccepted: settingsStorage.get<boolean>(AGREEMENT_KEY, false) === true,
    selectedBonusId: selected?.id ?? null,
    viaDepositProvider: false,
    ...overrides,
  };
}

/** Sport or casino from a bonus id (first-deposit bonus choice codes: 1 sport, 2 casino). */
export function bonusChoiceOf(bonusId: string | null): 0 | 1 | 2 {
  if (!bonusId) return 0;
  return /casino|slot/i.test(bonusId) ? 2 : 1;
}

export function runOpeningEffects(effects: readonly OpeningEffect[], hooks: { close?: () => void; showAgreement?: () => void; preselect?: (choice: 0 | 1 | 2) => void } = {}): void {
  const language = bus.getState('language');
  for (const effect of effects) {
    switch (effect.type) {
      case 'count-attempt':
        metrics.registrationOpened();
        break;
      case 'show-agreement':
        hooks.showAgreement?.();
        break;
      case 'remember-agreement':
        settingsStorage.set(AGREEMENT_KEY, true);
        break;
      case 'preselect-bonus':
        settingsStorage.set(SELECTED_BONUS_KEY, { id: effect.bonusId, preselected: true });
        hooks.preselect?.(bonusChoiceOf(effect.bonusId));
        break;
      case 'navigate-registration-page':
        hooks.close?.();
        goTo(registrationPageUrl(language, effect.registrationType));
        break;
      case 'open-deposit-provider-modal':
        hooks.close?.();
        bus.emit('modal:open', { kind: 'registration-first-deposit' });
        break;
      case 'open-registration-modal':
        // Already inside the registration modal when a hook handles it; otherwise ask the shell.
        if (!hooks.showAgreement) bus.emit('modal:open', { kind: 'registration', props: effect.registrationType ? { type: effect.registrationType } : {} });
        break;
      case 'record-abandoned':
        metrics.registrationAbandoned();
        break;
    }
  }
}
