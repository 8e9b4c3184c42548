import { describe, expect, it } from 'vitest';
import { matchClock } from './match-clock.ts';

describe('the match clock of live games', () => {
  it('writes minutes and seconds of play with two digits each, past 99 minutes too', () => {
    expect([0, 5, 312, 2712, 5620, 6001].map(matchClock)).toEqual(['00:00', '00:05', '05:12', '45:12', '93:40', '100:01']);
  });
});
