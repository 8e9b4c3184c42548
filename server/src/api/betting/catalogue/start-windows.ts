/**
 * The line menu's sections that filter by start time (spec §2 betting/menu sections; issue 31 item 2: they
 * all showed the whole line). Days are the player's: "today" ends at the next midnight of their time
 * zone (settings.timeZone, hours from UTC), so a Moscow player at 23:30 sees half an hour of games.
 * The favourites section is the player's own list and "top" the top championships: neither is a window.
 */
import type { LineStartWindow } from '@arena/domain';

/** The windows are the contract's (@arena/contracts LineStartWindow): a new one there is a type error in startWindowOf below. */
export type StartWindow = LineStartWindow;

/** "Upcoming": the games that start within the next two hours. */
export const UPCOMING_MS = 2 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The next midnight of the time zone `tzHours` from UTC, as epoch ms. */
function nextLocalMidnight(nowMs: number, tzHours: number): number {
  const offset = tzHours * 3600_000;
  return Math.floor((nowMs + offset) / DAY_MS) * DAY_MS + DAY_MS - offset;
}

/** The start times [from, to) a window takes: upcoming = the next 2 h, today = until local midnight, long-term = after today. */
export function startWindowOf(window: StartWindow, nowMs: number, tzHours: number): { from: number; to: number } {
  switch (window) {
    case 'upcoming':
      return { from: nowMs, to: nowMs + UPCOMING_MS };
    case 'today':
      return { from: nowMs, to: nextLocalMidnight(nowMs, tzHours) };
    case 'long-term':
      return { from: nextLocalMidnight(nowMs, tzHours), to: Number.POSITIVE_INFINITY };
  }
}
