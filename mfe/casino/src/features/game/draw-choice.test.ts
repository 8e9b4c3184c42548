/** The bingo and lottery choices in the browser: the play body, when a ticket is ready, marking and quick pick. */
import { describe, expect, it } from 'vitest';
import { choiceReady, familyBody } from './game-store.ts';
import { quickPick, toggleNumber } from './lottery-view.tsx';

describe('bingo and lottery choices', () => {
  it('bingo sends the stake per card and the card count; a lottery its numbers', () => {
    expect(familyBody('bingo', 2.5, { cards: 3 })).toEqual({ stake: 2.5, choice: { cards: 3 } });
    expect(familyBody('lottery', 10, { numbers: [1, 2, 3, 4, 5] })).toEqual({ stake: 10, choice: { numbers: [1, 2, 3, 4, 5] } });
  });

  it('a lottery ticket is ready only with all its numbers marked', () => {
    expect(choiceReady('lottery', { numbers: [1, 2, 3, 4, 5] }, 6)).toBe(false);
    expect(choiceReady('lottery', { numbers: [1, 2, 3, 4, 5, 6] }, 6)).toBe(true);
    expect(choiceReady('bingo', { cards: 2 })).toBe(true);
  });

  it('marking: a number toggles, a full ticket takes no more; quick pick marks `pick` different numbers of 1…of', () => {
    expect(toggleNumber([3, 9], 5, 6)).toEqual([3, 5, 9]);
    expect(toggleNumber([3, 5, 9], 5, 6)).toEqual([3, 9]);
    expect(toggleNumber([1, 2, 3, 4, 5], 6, 5)).toEqual([1, 2, 3, 4, 5]);
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
    for (let i = 0; i < 200; i++) {
      const ticket = quickPick(5, 36, random);
      expect(new Set(ticket).size).toBe(5);
      expect(ticket.every((n) => n >= 1 && n <= 36)).toBe(true);
      expect([...ticket].sort((a, b) => a - b)).toEqual(ticket);
    }
  });
});
