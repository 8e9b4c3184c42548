import { describe, expect, it } from 'vitest';
import { createEventBus, INITIAL_STATE, type ArenaEvents, type ArenaState } from '@arena/event-bus';
import type { SiteConfigGroups } from '@arena/domain';
import { createPlatformContextSource, languagesFrom, navigationConfigFrom } from './platform-context-source.ts';

const groups = (patch: SiteConfigGroups = {}): SiteConfigGroups => ({
  core: { defaultLanguage: 'ru', fallbackLanguage: 'en', languages: ['ru', 'en', 'kz'], hiddenLanguages: ['kz'], language: 'ru', timeZone: 3, defaultCurrency: 'RUB', policyLogoCountries: [] },
  routes: { availability: { '47': false, '72': true }, forbiddenPaths: ['secret'] },
  ...patch,
});

describe('navigation context from the site config', () => {
  it('route availability ids come from the routes group: rules (47) off, login page (72) on', () => {
    const config = navigationConfigFrom(groups(), true);
    expect(config.availableRoutes).toEqual([72]);
    expect(config.forbiddenPaths).toEqual(['secret']);
    expect(config.production).toBe(true);
  });

  it('registration, identification and payment page follow the auth and payments groups', () => {
    const config = navigationConfigFrom(
      groups({
        auth: { registrationAllowed: false, registrationTypes: [], identificationEnabled: true, oneTapProviders: [], loginForms: [], credentialEncoding: 'base64-utf8', captchaAfterFailedLogins: 3 },
        payments: { paymentPageAvailable: true, paymentPageAuthOnly: true, firstDepositRedirect: true, accountDataVariant: 'v2' },
      }),
      false,
    );
    expect(config.registrationAllowed).toBe(false);
    expect(config.identificationEnabled).toBe(true);
    expect(config.paymentRoute).toEqual({ available: true, authOnly: true });
    expect(config.firstDepositRedirect).toBe(true);
  });

  it('without a loaded config the guards fall back to the defaults (rules and login page available)', () => {
    expect(navigationConfigFrom(null, true).availableRoutes).toEqual([47, 72]);
  });

  it('available and hidden languages come from the core group', () => {
    expect(languagesFrom(groups())).toEqual({ available: ['ru', 'en', 'kz'], hidden: ['kz'], defaultLanguage: 'ru' });
  });
});

describe('platform context source', () => {
  const setup = (over: { sessionKnown?: boolean; cookie?: string } = {}) => {
    const bus = createEventBus<ArenaEvents, ArenaState>(INITIAL_STATE);
    let known = over.sessionKnown ?? false;
    let terms = false;
    const listeners: Array<() => void> = [];
    const source = createPlatformContextSource({
      bus,
      readCookies: () => over.cookie ?? '',
      config: () => groups(),
      sessionKnown: () => known,
      block: () => null,
      termsMustBeAccepted: () => terms,
      production: true,
      onInputsChange: (l) => {
        listeners.push(l);
        return () => undefined;
      },
    });
    return { bus, source, setKnown: (v: boolean) => (known = v), setTerms: (v: boolean) => (terms = v), fire: () => listeners.forEach((l) => l()) };
  };

  it('a user cookie counts as signed in only until the session check has answered', () => {
    const { source, setKnown } = setup({ cookie: 'ua_present=1' });
    expect(source.snapshot(null).user).not.toBeNull();
    setKnown(true);
    expect(source.snapshot(null).user).toBeNull();
  });

  it('the signed-in user on the bus is the user the guards see', () => {
    const { bus, source } = setup({ sessionKnown: true });
    bus.setState('user', { userId: 7, login: 'demo', banLevel: 45, banVersion: 1 });
    expect(source.snapshot(null).user).toEqual({ userId: 7, banLevel: 45, banVersion: 1, restrictedOffice: false });
    // A self-excluded player (issue 32): the guards keep them to the restricted office.
    bus.setState('user', { userId: 7, login: 'demo', banLevel: 0, banVersion: 1, selfExcludedUntil: 2_000_000_000 });
    expect(source.snapshot(null).user).toMatchObject({ restrictedOffice: true });
  });

  it('terms must be accepted only by a signed-in user', () => {
    const { bus, source, setTerms } = setup({ sessionKnown: true });
    setTerms(true);
    expect(source.snapshot(null).termsMustBeAccepted).toBe(false);
    bus.setState('user', { userId: 7, login: 'terms', banLevel: 0, banVersion: 0 });
    expect(source.snapshot(null).termsMustBeAccepted).toBe(true);
  });

  it('a user change or an input change makes the router decide again', () => {
    const { bus, source, fire } = setup();
    let calls = 0;
    source.onChange(() => (calls += 1));
    expect(calls).toBe(0);
    bus.setState('user', { userId: 1, login: 'a', banLevel: 0, banVersion: 0 });
    fire();
    expect(calls).toBe(2);
  });
});
