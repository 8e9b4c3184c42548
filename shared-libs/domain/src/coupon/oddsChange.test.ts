import { describe, expect, it } from 'vitest';
import { decideOddsChange, decideWithExactCoef } from './oddsChange.ts';

describe('odds changes under changeCoefAction', () => {
  it('unchanged odds are accepted under every policy', () => {
    for (const action of [0, 1, 2] as const) expect(decideOddsChange(action, 1.85, 1.85)).toBe('accept');
  });
  it('policy 0 rejects any change, up or down', () => {
    expect(decideOddsChange(0, 1.85, 1.9)).toBe('reject');
    expect(decideOddsChange(0, 1.85, 1.8)).toBe('reject');
  });
  it('policy 1 accepts only higher odds', () => {
    expect(decideOddsChange(1, 1.85, 1.9)).toBe('accept');
    expect(decideOddsChange(1, 1.85, 1.8)).toBe('reject');
  });
  it('policy 2 accepts any change', () => {
    expect(decideOddsChange(2, 1.85, 1.5)).toBe('accept');
    expect(decideOddsChange(2, 1.85, 2.5)).toBe('accept');
  });
  it('changes below the 3-decimal rounding are not changes', () => {
    expect(decideOddsChange(0, 1.85, 1.8500004)).toBe('accept');
  });
});

describe('exact coefficient', () => {
  it('with an exact coefficient the bet is accepted only at exactly those odds', () => {
    expect(decideWithExactCoef(2, 1.9, 1.85, 1.9)).toBe('accept');
    expect(decideWithExactCoef(2, 1.9, 1.85, 1.95)).toBe('reject');
  });
  it('without an exact coefficient the policy decides', () => {
    expect(decideWithExactCoef(1, null, 1.85, 1.8)).toBe('reject');
  });
});
