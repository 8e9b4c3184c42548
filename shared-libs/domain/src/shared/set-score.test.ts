import { describe, expect, it } from 'vitest';
import { setScoreText, setScoreTexts } from './set-score.ts';

describe('set scores as tennis writes them (issue 31, tennis tie-break points)', () => {
  it('a set won in a tie-break shows the loser\'s tie-break points: 7:6(5), 6:7(10)', () => {
    expect(setScoreText([7, 6], [7, 5])).toBe('7:6(5)');
    expect(setScoreText([6, 7], [10, 12])).toBe('6:7(10)');
    expect(setScoreText([6, 4])).toBe('6:4');
    expect(setScoreText([25, 23], null)).toBe('25:23');
  });

  it('a match reads set by set, the tie-breaks where they were played', () => {
    expect(setScoreTexts([[6, 4], [6, 7], [7, 6]], [null, [3, 7], [8, 6]])).toEqual(['6:4', '6:7(3)', '7:6(6)']);
    expect(setScoreTexts([[11, 9], [5, 11]])).toEqual(['11:9', '5:11']);
  });
});
