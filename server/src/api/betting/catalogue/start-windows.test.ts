/**
 * Spec §2 line menu sections that filter by start time (issue 31, item 2: upcoming, today and long-term
 * showed the whole line): upcoming = the next two hours, today = until the player's midnight, long-term =
 * after today.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApi, type TestApi } from '../../test-support.ts';
import { startWindowOf, UPCOMING_MS } from './start-windows.ts';

const HOUR = 3600_000;
// 2026-03-10 21:30 UTC = 00:30 in Moscow (UTC+3) the next day.
const NOW = Date.UTC(2026, 2, 10, 21, 30);

describe('line menu start windows (spec §2)', () => {
  it('upcoming: the next two hours', () => {
    expect(startWindowOf('upcoming', NOW, 3)).toEqual({ from: NOW, to: NOW + UPCOMING_MS });
    expect(UPCOMING_MS).toBe(2 * HOUR);
  });

  it("today ends at the player's midnight, not UTC's; long-term starts there", () => {
    expect(startWindowOf('today', NOW, 0).to).toBe(Date.UTC(2026, 2, 11));
    // In Moscow it is already the 11th: today runs to the 12th, 00:00 local = 11th 21:00 UTC.
    expect(startWindowOf('today', NOW, 3).to).toBe(Date.UTC(2026, 2, 11, 21));
    expect(startWindowOf('long-term', NOW, 3)).toEqual({ from: Date.UTC(2026, 2, 11, 21), to: Number.POSITIVE_INFINITY });
    expect(startWindowOf('today', NOW, -5).to).toBe(Date.UTC(2026, 2, 11, 5));
  });
});

describe('GET /betting-api/games?window=', () => {
  let t: TestApi;
  beforeEach(async () => {
    t = await buildTestApi();
  });
  afterEach(async () => {
    await t.app.close();
  });
  const starts = async (query: string) =>
    t.json<{ games: Array<{ startTime: number }> }>(await t.app.inject(`/betting-api/games?section=line&limit=500&${query}`)).games.map((g) => g.startTime * 1000);

  it('lists only the games of the window; the whole line without one; a bad window or time zone is a 400', async () => {
    const now = t.clock.now();
    const all = await starts('');
    const upcoming = await starts('window=upcoming');
    expect(upcoming.length).toBeGreaterThan(0);
    expect(upcoming.length).toBeLessThan(all.length);
    expect(upcoming.every((start) => start >= now && start < now + UPCOMING_MS)).toBe(true);
    const today = await starts('window=today&tz=3');
    const midnight = startWindowOf('today', now, 3).to;
    expect(today.every((start) => start < midnight)).toBe(true);
    expect((await starts('window=long-term&tz=3')).every((start) => start >= midnight)).toBe(true);
    expect(today.length + (await starts('window=long-term&tz=3')).length).toBe(all.length);
    expect((await t.app.inject('/betting-api/games?section=line&window=soon')).statusCode).toBe(400);
    expect((await t.app.inject('/betting-api/games?section=line&window=today&tz=99')).statusCode).toBe(400);
  });
});
