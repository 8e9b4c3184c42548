import { describe, expect, it } from 'vitest';
import { showsBettingColumn } from './betting-column.ts';

describe('the coupon column only where betting is the page\'s subject (issue 31, item 9)', () => {
  it('the sportsbook and cyber betting keep the coupon, registration and one-tap column', () => {
    for (const id of ['home', 'line', 'live', 'print-coupon']) expect(showsBettingColumn(id, '/ru/'), id).toBe(true);
    expect(showsBettingColumn(null, '/ru/line/football')).toBe(true);
    expect(showsBettingColumn(null, '/ru/cyber/real')).toBe(true);
  });

  it('the casino lobby, game pages, the registration page and confirm-terms do not', () => {
    for (const path of ['/ru/casino-lobby', '/ru/slots', '/ru/slots/game/12/book-of-ra', '/ru/registration', '/ru/confirm-terms', '/ru/office/history', '/ru/promotions']) {
      expect(showsBettingColumn(null, path), path).toBe(false);
    }
    for (const id of ['registration', 'confirm-terms', 'casino-lobby']) expect(showsBettingColumn(id, '/ru/'), id).toBe(false);
  });
});
