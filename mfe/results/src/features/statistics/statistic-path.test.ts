import { describe, expect, it } from 'vitest';
import { popupTarget, statisticTarget } from './statistic-path.ts';

describe('statistics paths', () => {
  it('statistic/ opens the index, a championship id its standings, an id and a team slug the team page', () => {
    expect(statisticTarget('')).toEqual({ page: 'index' });
    expect(statisticTarget('101')).toEqual({ page: 'standings', champId: '101' });
    expect(statisticTarget('101/manchester-city')).toEqual({ page: 'team', champId: '101', team: 'manchester-city' });
  });

  it('anything else is not found (the app shows its not-found view)', () => {
    for (const path of ['football', 'a/b', '101/Arsenal FC', '101/arsenal/extra', '12345678']) expect(statisticTarget(path)).toEqual({ page: 'not-found' });
    expect(popupTarget('4711')).toEqual({ page: 'game', gameId: '4711' });
    for (const path of ['', 'x', '1/2']) expect(popupTarget(path)).toEqual({ page: 'not-found' });
  });
});
