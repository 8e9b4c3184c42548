import { describe, expect, it } from 'vitest';
import { ANY_COUNTRY_PHONE_RULE, phoneNumberProblem, phoneRuleForDialCode, phoneRuleOf } from './phoneRules.ts';

describe('phone rule: as many digits as the country has', () => {
  it('a Russian number has exactly 10 digits after +7', () => {
    const russia = phoneRuleOf({ Min: 10, Max: 10 });
    expect(phoneNumberProblem('9110000000', russia)).toBeNull();
    expect(phoneNumberProblem('911000000', russia)).toBe('field_phone_length');
    expect(phoneNumberProblem('91100000000', russia)).toBe('field_phone_length');
  });
  it('an unknown country takes 5 to 15 digits; empty is required; anything but digits is refused', () => {
    expect(phoneRuleOf(undefined)).toEqual(ANY_COUNTRY_PHONE_RULE);
    expect(phoneNumberProblem('12345')).toBeNull();
    expect(phoneNumberProblem('1234')).toBe('field_phone_length');
    expect(phoneNumberProblem('1'.repeat(16))).toBe('field_phone_length');
    expect(phoneNumberProblem('')).toBe('field_required');
    expect(phoneNumberProblem('911-000-00')).toBe('field_phone_length');
  });
});

describe('phone rule of a typed dial code (the office phone change)', () => {
  const countries = [
    { id: 1, name: 'Russia', country_code: 'ru', tel_code: '7' },
    { id: 4, name: 'Azerbaijan', country_code: 'az', tel_code: '994' },
  ];
  const masks = [
    { CountryId: 1, Mask: '(###) ###-##-##', Min: 10, Max: 10 },
    { CountryId: 4, Mask: '(##) ###-##-##', Min: 9, Max: 9 },
  ];
  it('+994 takes 9 digits, +7 takes 10, an unknown code 5 to 15', () => {
    expect(phoneRuleForDialCode('994', countries, masks)).toEqual({ min: 9, max: 9 });
    expect(phoneRuleForDialCode('7', countries, masks)).toEqual({ min: 10, max: 10 });
    expect(phoneRuleForDialCode('999', countries, masks)).toEqual(ANY_COUNTRY_PHONE_RULE);
  });
});
