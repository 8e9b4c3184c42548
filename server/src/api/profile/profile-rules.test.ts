import { describe, expect, it } from 'vitest';
import { validateProfile, type ProfileInput } from './profile-rules.ts';
import { protectionLevelOf, protectionStatus } from './protection.ts';

const TODAY = new Date(Date.UTC(2026, 10, 22));
const valid: ProfileInput = {
  name: 'Анна', surname: "O'Neil-Smith", email: 'anna@example.com', date_birthday: '1990-05-01', document_type_id: 1, inn: '500100732259',
  passport: '4510 123456', passport_date: '2015-06-01', passport_end_date: '2035-06-01', registration_address: 'Москва, ул. Тверская, 1',
};

describe('spec §3/§5 user data validation', () => {
  it('accepts a complete, consistent profile', () => expect(validateProfile(valid, TODAY)).toEqual({}));
  it('requires name, surname and a date of birth', () => {
    expect(validateProfile({ ...valid, name: ' ', surname: '', date_birthday: '' }, TODAY)).toEqual({ name: 'required', surname: 'required', date_birthday: 'required' });
  });
  it('refuses digits in names and names over 50 characters', () => {
    expect(validateProfile({ ...valid, name: 'Ann4', surname: 'x'.repeat(51) }, TODAY)).toEqual({ name: 'bad_characters', surname: 'too_long' });
  });
  it('a player must be 18: the day before the 18th birthday is too young, the birthday itself is fine', () => {
    expect(validateProfile({ ...valid, date_birthday: '2008-11-23' }, TODAY).date_birthday).toBe('too_young');
    expect(validateProfile({ ...valid, date_birthday: '2008-11-22' }, TODAY).date_birthday).toBeUndefined();
  });
  it('refuses impossible and future dates', () => {
    expect(validateProfile({ ...valid, date_birthday: '1990-02-30' }, TODAY).date_birthday).toBe('bad_date');
    expect(validateProfile({ ...valid, passport_date: '2027-01-01', passport_end_date: '' }, TODAY).passport_date).toBe('in_future');
  });
  it('a document ends after it was issued; INN has 10 or 12 digits; a document type needs a number', () => {
    expect(validateProfile({ ...valid, passport_end_date: '2014-01-01' }, TODAY).passport_end_date).toBe('before_issue');
    expect(validateProfile({ ...valid, inn: '12345' }, TODAY).inn).toBe('bad_format');
    expect(validateProfile({ ...valid, passport: '' }, TODAY).passport).toBe('required');
    expect(validateProfile({ ...valid, email: 'not-an-email' }, TODAY).email).toBe('bad_email');
  });
});

describe('spec §3 protection level and §4 status bands', () => {
  const none = { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false };
  it('adds up the enabled methods to 100 at most', () => {
    expect(protectionLevelOf(none)).toBe(0);
    expect(protectionLevelOf({ ...none, enable_phone_binding: true, enable_two_factor_auth: true })).toBe(50);
    expect(protectionLevelOf({ is_changed_password: true, enable_two_factor_auth: true, enable_phone_binding: true, enable_security_question: true, enable_email_auth: true })).toBe(100);
  });
  it('maps levels to bad / normal / good / full', () => {
    expect([30, 31, 69, 70, 99, 100].map(protectionStatus)).toEqual(['bad', 'normal', 'normal', 'good', 'good', 'full']);
  });
});
