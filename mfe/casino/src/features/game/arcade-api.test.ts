/** The play bodies of the fishing shooter and the virtual sports (issue 30): what the browser may say about a round. */
import { describe, expect, it } from 'vitest';
import { familyBody } from './game-store.ts';

describe('arcade families send only their choice', () => {
  it('fishing buys its shots: the stake field is the stake per shot, sent as shotStake (the server prices the round)', () => {
    expect(familyBody('fishing', 2.5, { pick: 'draw' })).toEqual({ choice: { shotStake: 2.5 } });
  });

  it('a virtual match backs its 1X2 pick, a race its runner, each with the stake', () => {
    expect(familyBody('virtual-match', 10, { pick: 'draw', runner: 3 })).toEqual({ stake: 10, choice: { pick: 'draw' } });
    expect(familyBody('virtual-race', 10, { pick: 'draw', runner: 3 })).toEqual({ stake: 10, choice: { runner: 3 } });
    expect(familyBody('virtual-race', 10, {})).toEqual({ stake: 10, choice: { runner: 1 } });
  });

  it('tennis and basketball back a head-to-head market; football\'s draw left in the choice backs the home side', () => {
    expect(familyBody('virtual-tennis', 10, { pick: 'over', runner: 3 })).toEqual({ stake: 10, choice: { pick: 'over' } });
    expect(familyBody('virtual-basketball', 5, { pick: 'away' })).toEqual({ stake: 5, choice: { pick: 'away' } });
    expect(familyBody('virtual-basketball', 5, { pick: 'draw' })).toEqual({ stake: 5, choice: { pick: 'home' } });
  });
});
