import { describe, expect, it } from 'vitest';
import type { Profile } from '../../platform/office-api.ts';
import { editOf, fieldProblems, problemKey, valuesOf } from './profile-form-rules.ts';

const profile = {
  login: 'demo', email: 'demo@arena.test',
  user_data: { name: 'Дима', surname: 'Демо', date_birthday: '1990-01-01', document_type_id: 1, inn: '', passport: '4510 123456', passport_date: '', passport_end_date: '', registration_address: '' },
} as unknown as Profile;
const TODAY = new Date(Date.UTC(2026, 0, 15));

describe('account edit form data', () => {
  it('round-trips a profile through the form values', () => {
    expect(editOf(valuesOf(profile))).toEqual({ ...profile.user_data, email: 'demo@arena.test' });
  });
  it('checks the spec §3 required fields before sending', () => {
    expect(fieldProblems({ ...valuesOf(profile), name: ' ', date_birthday: '' }, TODAY)).toEqual({ name: 'required', date_birthday: 'required' });
  });
  it('checks the shared field rules (issue 27): letters only, 50 at most, one e-mail pattern, 18+', () => {
    expect(fieldProblems({ ...valuesOf(profile), name: 'A'.repeat(51), surname: '<b>', email: 'a@b.c', date_birthday: '2020-01-01' }, TODAY)).toEqual({
      name: 'too_long', surname: 'bad_characters', email: 'bad_email', date_birthday: 'too_young',
    });
  });
  it('maps server problems to dictionary keys', () => {
    expect(problemKey('too_young')).toBe('problem_too_young');
    expect(problemKey('something_new')).toBe('problem_bad_format');
  });
});
