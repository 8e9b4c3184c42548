import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link.ts';

describe('referral link', () => {
  it('is the registration page in the player language with the ref code', () => {
    expect(referralLink('https://arena.example', 'ru', 'AR255T')).toBe('https://arena.example/ru/registration?ref_code=AR255T');
  });
});
