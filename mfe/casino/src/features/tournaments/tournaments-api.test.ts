/** The bonus/casino routes map to the promotions, the tournaments list or one tournament. */
import { describe, expect, it } from 'vitest';
import { bonusPageOf } from './tournaments-api.ts';

describe('bonus/casino pages', () => {
  it('maps every bonus/casino route', () => {
    expect(bonusPageOf('bonus-casino', {})).toEqual({ kind: 'promotions' });
    expect(bonusPageOf('bonus-casino-tournaments', {})).toEqual({ kind: 'tournaments' });
    expect(bonusPageOf('bonus-casino-tournament', { id: 'rocket-rally' })).toEqual({ kind: 'tournament', id: 'rocket-rally' });
    expect(bonusPageOf('bonus-casino-promotion', { id: 'originals-cup' })).toEqual({ kind: 'tournament', id: 'originals-cup' });
    expect(bonusPageOf('bonus-casino-item', { id: 'Bad Id!' })).toEqual({ kind: 'not-found' });
  });
});
