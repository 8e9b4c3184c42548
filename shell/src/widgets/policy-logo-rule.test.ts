/** Issue 17 item 13: the hidden policy logo is rendered only for the configured countries, by geo. */
import { describe, expect, it } from 'vitest';
import { isPolicyLogoShown, policyLogoCountry } from './policy-logo-rule.ts';

const COUNTRIES = ['ru', 'kz'];

describe('policy logo country (spec §2, config core.policyLogoCountries)', () => {
  it('the geo country decides: kz shows it, de does not', () => {
    expect(isPolicyLogoShown(COUNTRIES, policyLogoCountry('kz', null))).toBe(true);
    expect(isPolicyLogoShown(COUNTRIES, policyLogoCountry('DE', null))).toBe(false);
  });

  it('the geo country wins over the player country', () => {
    expect(policyLogoCountry('de', 'ru')).toBe('de');
    expect(isPolicyLogoShown(COUNTRIES, policyLogoCountry('de', 'ru'))).toBe(false);
  });

  it('no geo country: the player country stands in; nothing known: no logo (no silent default country)', () => {
    expect(policyLogoCountry(null, 'KZ')).toBe('kz');
    expect(policyLogoCountry(null, '')).toBeNull();
    expect(isPolicyLogoShown(COUNTRIES, policyLogoCountry(undefined, undefined))).toBe(false);
  });
});
