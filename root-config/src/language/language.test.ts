/** Language-segment rules of spec §2. */
import { describe, expect, it } from 'vitest';
import { decideNavigation } from '../guards/decide.ts';
import { context } from '../testing/navigation-fixtures.ts';
import { checkLanguage, fallbackLanguage, queryFlags, visibleLanguages } from './language.ts';

const settings = { current: 'kz', available: ['ru', 'en', 'kz', 'uz'], hidden: ['uz'], defaultLanguage: 'ru' };

describe('language segment (spec §2)', () => {
  it('missing → redirect to the same path with the current language, query kept', () => {
    expect(decideNavigation('/office/history?a=1', context({ language: settings }))).toMatchObject({
      kind: 'redirect',
      url: '/kz/office/history?a=1',
      rule: 'language-missing',
    });
    expect(decideNavigation('/', context())).toMatchObject({ kind: 'redirect', url: '/ru/' });
  });
  it('present but not available → default language, same path', () => {
    expect(decideNavigation('/de/line?x=1', context())).toMatchObject({ kind: 'redirect', url: '/ru/line?x=1', rule: 'language-unavailable' });
  });
  it('the default language not available → en', () => {
    const noRu = { ...settings, available: ['en', 'kz'], defaultLanguage: 'ru' };
    expect(fallbackLanguage(noRu, false)).toBe('en');
    expect(decideNavigation('/de/line', context({ language: noRu }))).toMatchObject({ url: '/en/line' });
  });
  it('hidden languages only with the user cookie', () => {
    expect(visibleLanguages(settings, false)).toEqual(['ru', 'en', 'kz']);
    expect(checkLanguage('uz', settings, false)).toEqual({ kind: 'replace', lng: 'ru' });
    expect(checkLanguage('uz', settings, true)).toEqual({ kind: 'ok' });
    expect(decideNavigation('/uz/line', context({ language: settings })).kind).toBe('redirect');
    expect(decideNavigation('/uz/line', context({ language: settings, cookies: { ua_present: '1' } })).kind).toBe('allow');
  });
  it('platform_type=mobile forces mobile', () => {
    expect(queryFlags(new URLSearchParams('platform_type=mobile')).forceMobile).toBe(true);
    expect(decideNavigation('/ru/line?platform_type=mobile', context())).toMatchObject({ kind: 'allow', effects: { forceMobile: true } });
  });
  it('platform_type is dropped when redirecting to the language home because no route matched', () => {
    expect(decideNavigation('/de/nowhere?platform_type=mobile&b=2', context())).toMatchObject({
      kind: 'redirect',
      url: '/ru/?b=2',
      rule: 'language-unavailable-home',
    });
    expect(decideNavigation('/de/line?platform_type=mobile', context())).toMatchObject({ url: '/ru/line?platform_type=mobile' });
  });
  it('payment_consultant=1 is remembered for the payment chat', () => {
    expect(decideNavigation('/ru/?payment_consultant=1', context())).toMatchObject({ effects: { paymentConsultant: true } });
    expect(decideNavigation('/ru/?payment_consultant=0', context())).toMatchObject({ effects: { paymentConsultant: false } });
  });
});
