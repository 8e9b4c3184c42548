/**
 * Issue 31 item 2: the line menu's Favourites section lists the player's starred events and the games of
 * their starred leagues — per player — instead of the whole line.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { BettingGame } from '@arena/domain';
import { bearer, buildTestApi, type TestApi } from '../../test-support.ts';
import { AdjustableClock } from '../../../platform/clock.ts';
import { openDatabase } from '../../db/connection.ts';
import { addFavourite, FAVOURITES_KEPT, favouritesOf } from './favourites-store.ts';

let t: TestApi;
beforeEach(async () => {
  t = await buildTestApi();
});
afterEach(async () => {
  await t.app.close();
});

const lineGames = async () => t.json<{ games: BettingGame[] }>(await t.app.inject({ url: '/betting-api/games?section=line&limit=200' })).games;
const star = (method: 'PUT' | 'DELETE', kind: string, id: number | string, headers: Record<string, string>) => t.app.inject({ method, url: `/betting-api/favourites/${kind}/${id}`, headers });
const favouriteGames = async (headers: Record<string, string>) => t.json<{ games: BettingGame[] }>(await t.app.inject({ url: '/betting-api/favourites/games?section=line', headers })).games;

describe('betting favourites', () => {
  it('need a signed-in player', async () => {
    expect((await t.app.inject({ url: '/betting-api/favourites' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PUT', url: '/betting-api/favourites/champ/1' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/betting-api/favourites/games?section=line' })).statusCode).toBe(401);
  });

  it('the Favourites section shows the starred event and every game of a starred league, per player — not the whole line', async () => {
    const demo = bearer(await t.login('demo', 'Demo1234!'));
    const other = bearer(await t.login('banned', 'Banned1234!'));
    const games = await lineGames();
    const starredGame = games[0]!;
    const league = games.find((g) => g.champId !== starredGame.champId)!;
    expect((await star('PUT', 'game', starredGame.id, demo)).statusCode).toBe(200);
    await star('PUT', 'game', starredGame.id, demo); // twice is once
    const answer = t.json<{ gameIds: string[]; champIds: number[] }>(await star('PUT', 'champ', league.champId, demo));
    expect(answer).toEqual({ gameIds: [starredGame.id], champIds: [league.champId] });

    const listed = await favouriteGames(demo);
    const expected = games.filter((g) => g.id === starredGame.id || g.champId === league.champId).map((g) => g.id);
    expect(listed.map((g) => g.id).sort()).toEqual(expected.sort());
    expect(listed.length).toBeLessThan(games.length);
    expect(await favouriteGames(other)).toEqual([]);

    await star('DELETE', 'champ', league.champId, demo);
    expect((await favouriteGames(demo)).map((g) => g.id)).toEqual([starredGame.id]);
  });

  it('only existing events and leagues can be starred: 404 with a message, 400 for a malformed id', async () => {
    const demo = bearer(await t.login('demo', 'Demo1234!'));
    const missing = await star('PUT', 'champ', 999_999, { ...demo, 'x-language': 'en' });
    expect(missing.statusCode).toBe(404);
    expect(t.json(missing)).toMatchObject({ code: 'champ_not_found', message: 'There is no such league' });
    expect((await star('PUT', 'game', 1, demo)).statusCode).toBe(404);
    expect((await star('PUT', 'team', 1, demo)).statusCode).toBe(400);
    expect((await star('PUT', 'game', 'abc', demo)).statusCode).toBe(400);
  });

  it(`keeps at most ${FAVOURITES_KEPT} stars of a kind: the oldest goes`, () => {
    const clock = new AdjustableClock();
    const database = openDatabase(':memory:', clock);
    try {
      const ctx = { database, clock };
      const userId = database.repos.users.byLogin('demo')!.id;
      for (let id = 1; id <= FAVOURITES_KEPT + 5; id++) {
        clock.advance(1000);
        addFavourite(ctx, userId, 'game', id);
      }
      addFavourite(ctx, userId, 'champ', 7);
      const kept = favouritesOf(ctx, userId);
      expect(kept.gameIds).toHaveLength(FAVOURITES_KEPT);
      expect(kept.gameIds[0]).toBe(FAVOURITES_KEPT + 5);
      expect(kept.gameIds).not.toContain(5);
      expect(kept.champIds).toEqual([7]);
    } finally {
      database.close();
    }
  });
});
