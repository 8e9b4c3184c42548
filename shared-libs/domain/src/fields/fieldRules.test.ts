import { describe, expect, it } from 'vitest';
import { birthDateProblem, emailProblem, loginProblem, personNameProblem } from './fieldRules.ts';
import { fullRegistrationErrors } from './registrationFields.ts';

const TODAY = new Date(Date.UTC(2026, 10, 28));

describe('shared field rules (issue 27: one rule for forms and routes)', () => {
  it('login: 3–32 letters, digits, ".", "_" or "-"', () => {
    expect([loginProblem('newbie'), loginProblem('Игрок_1'), loginProblem('<b> x'), loginProblem('ab'), loginProblem(' ')]).toEqual([null, null, 'bad_format', 'bad_format', 'required']);
  });
  it('names: letters with spaces, hyphens, apostrophes; 50 at most', () => {
    expect(personNameProblem("O'Neil-Smith", true)).toBeNull();
    expect(personNameProblem('A'.repeat(50), true)).toBeNull();
    expect(personNameProblem('A'.repeat(51), true)).toBe('too_long');
    expect(personNameProblem('<b>', true)).toBe('bad_characters');
    expect([personNameProblem('', true), personNameProblem('', false)]).toEqual(['required', null]);
  });
  it('one e-mail pattern: a@b.c is refused (one-letter domain), anna@example.com accepted', () => {
    expect([emailProblem('a@b.c', true), emailProblem('anna@example.com', true), emailProblem('', false)]).toEqual(['bad_email', null, null]);
  });
  it('spec 18+: a birth date must be 18 years ago or more, a real date, not in the future', () => {
    expect(birthDateProblem('2008-11-28', TODAY, true)).toBeNull();
    expect(birthDateProblem('2008-11-29', TODAY, true)).toBe('too_young');
    expect(birthDateProblem('2020-01-01', TODAY, true)).toBe('too_young');
    expect(birthDateProblem('2023-02-30', TODAY, true)).toBe('bad_date');
    expect(birthDateProblem('2027-01-01', TODAY, true)).toBe('in_future');
  });
  it('the full registration names each refused field with its auth dictionary key', () => {
    expect(fullRegistrationErrors({ login: '<b> x', email: 'a@b.c', name: 'A'.repeat(51), surname: '1', dateBirthday: '2020-01-01' }, TODAY)).toEqual({
      login: 'field_login_format', email: 'field_email_format', name: 'field_too_long', surname: 'field_name_letters', dateBirthday: 'field_adult_only',
    });
  });
});
