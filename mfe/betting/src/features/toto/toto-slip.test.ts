/** The toto slip rules: toggling picks, variants (product of picks per event), stake = variants × per-variant stake. */
import { describe, expect, it } from 'vitest';
import { autoPick, emptyPicks, missingEvents, pickCode, togglePick, totalStake, variantsOf, type TotoPicks } from './toto-slip.ts';

const fill = (picks: TotoPicks, outcome: '1' | 'X' | '2') => picks.reduce((p, _s, i) => togglePick(p, i, outcome), picks);

describe('toto slip', () => {
  it('starts with 15 events without picks, all missing', () => {
    const picks = emptyPicks();
    expect(picks).toHaveLength(15);
    expect(missingEvents(picks)).toHaveLength(15);
  });

  it('a coupon with an event still without a pick has no variant and no stake yet (an empty one read "1 variant, 10 ₽")', () => {
    expect(variantsOf(emptyPicks())).toBe(0);
    expect(totalStake(emptyPicks(), 10)).toBe(0);
    const allButOne = emptyPicks().reduce((p, _s, i) => (i === 14 ? p : togglePick(p, i, '1')), emptyPicks());
    expect(variantsOf(allButOne)).toBe(0);
    expect(variantsOf(togglePick(allButOne, 14, '2'))).toBe(1);
  });

  it('two double picks make 4 variants and multiply the stake by 4', () => {
    let picks = fill(emptyPicks(), '1');
    expect(variantsOf(picks)).toBe(1);
    picks = togglePick(picks, 0, 'X');
    picks = togglePick(picks, 4, '2');
    expect(variantsOf(picks)).toBe(4);
    expect(pickCode(picks[0]!)).toBe('1X');
    expect(pickCode(picks[4]!)).toBe('12');
    expect(totalStake(picks, 10)).toBe(40);
    expect(totalStake(picks, 0.1)).toBe(0.4);
  });

  it('a triple makes 3; a second click removes a pick; picks are written in canonical order', () => {
    let picks = fill(emptyPicks(), '2');
    picks = togglePick(togglePick(picks, 3, 'X'), 3, '1');
    expect(pickCode(picks[3]!)).toBe('1X2');
    expect(variantsOf(picks)).toBe(3);
    picks = togglePick(picks, 3, 'X');
    expect(variantsOf(picks)).toBe(2);
    picks = togglePick(togglePick(picks, 3, '1'), 3, '2');
    expect(missingEvents(picks)).toEqual([4]);
  });

  it('auto-pick fills only the events without a pick', () => {
    const picks = autoPick(togglePick(emptyPicks(), 2, 'X'), () => 0.99);
    expect(missingEvents(picks)).toEqual([]);
    expect(pickCode(picks[2]!)).toBe('X');
    expect(pickCode(picks[0]!)).toBe('2');
  });
});
