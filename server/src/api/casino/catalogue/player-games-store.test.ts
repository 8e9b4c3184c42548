/** Recently played (recordRecentlyPlayed, called by the games part's launch): order, no repeats, a cap. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AdjustableClock } from '../../../platform/clock.ts';
import { openDatabase, type OpenedDatabase } from '../../db/connection.ts';
import { RECENT_KEPT, recentIds, recordRecentlyPlayed, type StoreContext } from './player-games-store.ts';

let ctx: StoreContext;
let database: OpenedDatabase;
let demoId: number;
let otherId: number;
beforeEach(() => {
  const clock = new AdjustableClock();
  database = openDatabase(':memory:', clock);
  ctx = { database, clock };
  demoId = database.repos.users.byLogin('demo')!.id;
  otherId = database.repos.users.byLogin('banned')!.id;
});
afterEach(() => database.close());

describe('recently played', () => {
  it('lists the latest launch first, each game once', () => {
    recordRecentlyPlayed(ctx, demoId, 2);
    recordRecentlyPlayed(ctx, demoId, 3);
    recordRecentlyPlayed(ctx, demoId, 2);
    expect(recentIds(ctx, demoId)).toEqual([2, 3]);
  });

  it('is kept per player', () => {
    recordRecentlyPlayed(ctx, demoId, 2);
    recordRecentlyPlayed(ctx, otherId, 3);
    expect(recentIds(ctx, demoId)).toEqual([2]);
    expect(recentIds(ctx, otherId)).toEqual([3]);
  });

  it(`keeps only the latest ${RECENT_KEPT}`, () => {
    for (let id = 101; id < 101 + RECENT_KEPT + 5; id++) recordRecentlyPlayed(ctx, demoId, id);
    const ids = recentIds(ctx, demoId);
    expect(ids).toHaveLength(RECENT_KEPT);
    expect(ids[0]).toBe(100 + RECENT_KEPT + 5);
    const count = database.db.prepare('SELECT COUNT(*) AS n FROM casino_recent WHERE user_id = ?').get(demoId) as { n: number };
    expect(count.n).toBe(RECENT_KEPT);
  });

  it('is wiped with the rest of the player data on a reset to the seed', () => {
    recordRecentlyPlayed(ctx, demoId, 2);
    database.resetToSeed();
    expect(recentIds(ctx, database.repos.users.byLogin('demo')!.id)).toEqual([]);
  });
});
