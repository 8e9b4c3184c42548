/** Virtual sports schedule (issue 15): a match every minute, disciplines in turn, 3 minutes of play, pure and bettable. */
import { describe, expect, it } from 'vitest';
import { scheduledGame } from './schedule.ts';
import {
  liveVirtualIds, recentVirtualIds, upcomingVirtualIds, VIRTUAL_BASE, VIRTUAL_HORIZON_MS, VIRTUAL_SLOT_MS, VIRTUAL_SPORTS, virtualGame, virtualIdAt,
} from './virtual-schedule.ts';
import { momentAt } from './game-model.ts';

const T = 1_790_000_040_000; // a moment 40 s into a slot

describe('virtual sports schedule', () => {
  it('starts a match every minute, the disciplines taking turns, so each discipline plays every 3 minutes', () => {
    const first = virtualIdAt(T);
    expect(virtualGame(first).startMs).toBe(Math.floor(T / VIRTUAL_SLOT_MS) * VIRTUAL_SLOT_MS);
    const sports = [0, 1, 2, 3].map((k) => virtualGame(first + k).sport.id);
    expect(new Set(sports.slice(0, 3)).size).toBe(3);
    expect(sports[3]).toBe(sports[0]);
    expect(virtualGame(first + 3).startMs - virtualGame(first).startMs).toBe(3 * 60_000);
  });

  it('every match lasts 3 minutes of play', () => {
    for (const sport of VIRTUAL_SPORTS) expect(sport.periods * sport.periodMinutes).toBe(3);
  });

  it('is a pure function of the id, and the catalogue schedule hands virtual ids to it', () => {
    const id = virtualIdAt(T) + 5;
    expect(virtualGame(id)).toEqual(virtualGame(id));
    expect(scheduledGame(id)).toEqual(virtualGame(id));
    expect(id).toBeGreaterThanOrEqual(VIRTUAL_BASE);
    expect(String(id)).toHaveLength(12);
    const game = virtualGame(id);
    expect(game.home).not.toBe(game.away);
  });

  it('lists 3 matches in play (started in the last 3 minutes), the next 15 minutes ahead and the finished ones', () => {
    const live = liveVirtualIds(T);
    expect(live).toEqual([virtualIdAt(T), virtualIdAt(T) - 1, virtualIdAt(T) - 2]);
    const upcoming = upcomingVirtualIds(T);
    expect(upcoming).toHaveLength(VIRTUAL_HORIZON_MS / VIRTUAL_SLOT_MS);
    expect(virtualGame(upcoming[0]!).startMs).toBeGreaterThan(T);
    const recent = recentVirtualIds(T, 10 * 60_000);
    expect(recent[0]).toBe(virtualIdAt(T) - 3);
    expect(recent.every((id) => !live.includes(id))).toBe(true);
  });

  it('plays out on the clock: 0:0 before kick-off, in play during, finished after 3 minutes', () => {
    const game = virtualGame(virtualIdAt(T) + 1);
    expect(momentAt(game, game.startMs - 1000).statusId).toBe(0);
    expect(momentAt(game, game.startMs + 100_000).statusId).toBe(3);
    const end = momentAt(game, game.startMs + 180_000);
    expect(end.statusId).toBe(4);
    expect(end.secondsOfPlay).toBe(180);
  });
});
