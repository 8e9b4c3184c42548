import { describe, expect, it } from 'vitest';
import type { Game } from '../../shared/api.ts';
import { isPageType, pageScope } from './page-type-page.tsx';
import { teamsByChamp } from './team-index.tsx';

const game = (id: string, sportSlug: string, champId: number, opponents: [string, string]) =>
  ({ id, sportSlug, sportName: sportSlug, champId, champName: `C${champId}`, opponents, teamSlugs: opponents.map((o) => o.toLowerCase()) }) as unknown as Game;

const GAMES = [game('1', 'football', 101, ['Arsenal', 'Chelsea']), game('2', 'football', 102, ['Barcelona', 'Girona']), game('3', 'tennis', 401, ['A', 'B']), game('4', 'football', 101, ['Chelsea', 'Brighton'])];

describe('page types in the betting app', () => {
  it('knows the spec page types with their own selection', () => {
    expect(['top-game', 'marble', 'cyber', 'bets-on-your'].every(isPageType)).toBe(true);
    expect(isPageType('team')).toBe(false);
    expect(isPageType(undefined)).toBe(false);
  });

  it('a sport slug and a championship id in the URL are the scope the server selects within', () => {
    expect(pageScope('football', undefined)).toEqual({ sport: 'football' });
    expect(pageScope('football', '101')).toEqual({ sport: 'football', champId: 101 });
    expect(pageScope(undefined, undefined)).toEqual({});
    expect(pageScope('football', 'x1')).toEqual({ sport: 'football' });
  });

  it('team index: teams per championship with their game counts, names sorted', () => {
    const champs = teamsByChamp(GAMES);
    expect(champs.map((c) => c.champId)).toEqual([101, 102, 401]);
    expect(champs[0]!.teams).toEqual([
      { name: 'Arsenal', slug: 'arsenal', games: 1 },
      { name: 'Brighton', slug: 'brighton', games: 1 },
      { name: 'Chelsea', slug: 'chelsea', games: 2 },
    ]);
  });
});
