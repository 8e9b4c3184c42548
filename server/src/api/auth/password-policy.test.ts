import { describe, expect, it } from 'vitest';
import { PASSWORD_POLICY } from '@arena/domain';
import { SEED_USERS } from '../db/seed-data.ts';
import { message } from '../shared/messages.ts';
import { passwordWeakness } from './password-policy.ts';
import { generatedPassword } from './registration-service.ts';

describe('password policy', () => {
  it('rule too_short: fewer than 8 characters are refused (aaaaaa among them)', () => {
    expect(PASSWORD_POLICY.minLength).toBe(8);
    expect(passwordWeakness('aaaaaa')).toBe('too_short');
    expect(passwordWeakness('Xy7#kq2')).toBe('too_short');
    expect(passwordWeakness('Xy7#kq2!')).toBeNull();
  });

  it('rule repetitive: fewer than 4 different characters are refused', () => {
    expect(passwordWeakness('aaaaaaaaaa')).toBe('repetitive');
    expect(passwordWeakness('abcabcabc')).toBe('repetitive');
    expect(passwordWeakness('abcdabcd9')).toBeNull();
  });

  it('rule same_as_login: the login itself (any case) is refused', () => {
    expect(passwordWeakness('Gambler2024x', 'gambler2024X')).toBe('same_as_login');
    expect(passwordWeakness('Gambler2024x', 'other')).toBeNull();
  });

  it('rule common: passwords on the common-password list are refused, whatever the case', () => {
    expect(passwordWeakness('password1')).toBe('common');
    expect(passwordWeakness('PASSWORD1')).toBe('common');
    expect(passwordWeakness('qwerty123')).toBe('common');
    expect(passwordWeakness('12345678')).toBe('common');
  });

  it('the seeded demo passwords and generated one-click passwords pass', () => {
    for (const user of SEED_USERS) expect(passwordWeakness(user.password, user.login), user.login).toBeNull();
    for (let i = 0; i < 200; i++) expect(passwordWeakness(generatedPassword())).toBeNull();
  });

  it('the ru/en messages name the numbers of the policy', () => {
    for (const language of ['ru', 'en']) {
      expect(message('weak_password_too_short', language)).toContain(String(PASSWORD_POLICY.minLength));
      expect(message('weak_password_repetitive', language)).toContain(String(PASSWORD_POLICY.minDistinctCharacters));
    }
  });
});
