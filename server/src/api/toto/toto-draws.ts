/**
 * The draw calendar, a pure function of the catalogue's rolling schedule like the catalogue itself:
 * draw d opens every DRAW_PERIOD_MS and takes the first 15 games at or after slot d × DRAW_SLOTS whose
 * sport has a draw result (football, ice hockey, handball, futsal), so every event can end 1, X or 2.
 * A draw closes at its first kick-off and is complete when its last event has finished.
 */
import { scheduledGame, SLOT_MS, type ScheduledGame } from '../betting/catalogue/schedule.ts';
import { TOTO_EVENTS } from './toto-rules.ts';

/** A new draw every 4 hours: six a day, each complete about 3 hours after it closes. */
export const DRAW_PERIOD_MS = 4 * 3600_000;
const DRAW_SLOTS = DRAW_PERIOD_MS / SLOT_MS;
/**
 * How many past draws the archive, the draw lookup and the winners list reach back (a week of draws); the
 * contract's TotoArchiveLimit is the same number (toto.test.ts holds the two together).
 */
export const ARCHIVE_DRAWS = 42;

const cache = new Map<number, ScheduledGame[]>();

/** The 15 games of draw d, in kick-off order. */
export function drawGames(drawId: number): ScheduledGame[] {
  const known = cache.get(drawId);
  if (known) return known;
  const games: ScheduledGame[] = [];
  for (let id = drawId * DRAW_SLOTS; games.length < TOTO_EVENTS; id++) {
    const game = scheduledGame(id);
    if (game.sport.hasDraw) games.push(game);
  }
  if (cache.size > 64) cache.clear();
  cache.set(drawId, games);
  return games;
}

/** When draw d stops taking coupons: its first kick-off (ms). */
export const drawClosesAt = (drawId: number): number => drawGames(drawId)[0]!.startMs;

/** The draw taking coupons now: the first one not yet closed. */
export function currentDrawId(nowMs: number): number {
  const candidate = Math.floor(nowMs / DRAW_PERIOD_MS);
  return nowMs < drawClosesAt(candidate) ? candidate : candidate + 1;
}
