import { describe, expect, it } from 'vitest';
import { COEF_VIEW_PAIRS, ODDS_FORMAT, ODDS_STYLE_BY_FORMAT, isOddsFormatId, pairedViewFormat } from './oddsFormats.ts';

describe('odds format ids', () => {
  it('decimal is 0, fractional 1, american 2', () => {
    expect([ODDS_FORMAT.decimal, ODDS_FORMAT.fractional, ODDS_FORMAT.american]).toEqual([0, 1, 2]);
  });
  it('the other formats are 4, 5, 6, 14, 15, 16 and nothing else', () => {
    expect(Object.keys(ODDS_STYLE_BY_FORMAT).map(Number).sort((a, b) => a - b)).toEqual([0, 1, 2, 4, 5, 6, 14, 15, 16]);
    expect(isOddsFormatId(3)).toBe(false);
  });
  it('4 is Hong Kong, 5 Indonesian, 6 Malaysian, and 14/15/16 are the same formats in their view variant', () => {
    expect([4, 5, 6].map((id) => ODDS_STYLE_BY_FORMAT[id as 4 | 5 | 6])).toEqual(['hongKong', 'indonesian', 'malaysian']);
    for (const [base, view] of COEF_VIEW_PAIRS.slice(1)) expect(ODDS_STYLE_BY_FORMAT[view]).toBe(ODDS_STYLE_BY_FORMAT[base]);
  });
  it('the coefficient-view pairs are 0→1, 4→14, 5→15, 6→16', () => {
    expect([0, 4, 5, 6].map((id) => pairedViewFormat(id as 0 | 4 | 5 | 6))).toEqual([1, 14, 15, 16]);
  });
  it('a format without a pair is its own view', () => {
    expect(pairedViewFormat(2)).toBe(2);
  });
});
