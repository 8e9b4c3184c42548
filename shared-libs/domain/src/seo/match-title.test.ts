import { describe, expect, it } from 'vitest';
import { matchTitle } from './match-title.ts';

describe('match title rule (issue 31 item 9)', () => {
  it('a match page is titled and headed by its two sides joined by an en dash', () => {
    expect(matchTitle(['Спартак Москва', 'Зенит'])).toBe('Спартак Москва – Зенит');
  });
});
