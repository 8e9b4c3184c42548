import type { LiveGameUpdate } from '@arena/domain';
import { describe, expect, it } from 'vitest';
import { diffGame } from './live-changes.ts';

const game = (over: Partial<LiveGameUpdate>): LiveGameUpdate => ({
  id: '7', statusId: 3, isLive: true, isFinished: false, secondsOfPlay: 600, period: 3, score: [1, 1], markets: [], ...over,
});

describe('live feed patches of a set sport (issue 31, tennis tie-break points)', () => {
  it('a point in the set in play moves the sets; a set decided by a tie-break sends its points', () => {
    const before = game({ periods: [[6, 4], [5, 6], [0, 0]], tieBreaks: [null, null] });
    const point = game({ periods: [[6, 4], [5, 6], [1, 0]], tieBreaks: [null, null] });
    expect(diffGame(before, point)).toEqual({ id: '7', periods: [[6, 4], [5, 6], [1, 0]] });
    const tieBreak = game({ score: [2, 1], periods: [[6, 4], [6, 7], [7, 6]], tieBreaks: [null, [4, 7], [9, 7]] });
    expect(diffGame(point, tieBreak)).toMatchObject({ score: [2, 1], periods: [[6, 4], [6, 7], [7, 6]], tieBreaks: [null, [4, 7], [9, 7]] });
    expect(diffGame(tieBreak, tieBreak)).toBeNull();
  });
});
