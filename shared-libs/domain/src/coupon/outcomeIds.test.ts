import { describe, expect, it } from 'vitest';
import { gameIdOfOutcome } from './outcomeIds.ts';

describe('outcome ids', () => {
  it('the game of an outcome is the first part of its id', () => {
    expect(gameIdOfOutcome('7301-w-1')).toBe('7301');
    expect(gameIdOfOutcome('12-t2.5-o')).toBe('12');
    expect(gameIdOfOutcome('99')).toBe('99');
  });
});
