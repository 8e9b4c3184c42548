/** Display helpers: kick-off times, the match clock, game links (odds: the player's formatters.odds). */
import type { Formatters } from '@arena/ui-kit';

/** Kick-off: the time today, the day, month and time on another day (the player's time zone and clock). */
export function kickOff(startTime: number, format: Pick<Formatters, 'date' | 'time' | 'shortDateTime'>, now = Date.now()): string {
  const at = startTime * 1000;
  return format.date(at) === format.date(now) ? format.time(at) : format.shortDateTime(at);
}

export function matchClock(secondsOfPlay: number): string {
  const minutes = Math.floor(secondsOfPlay / 60);
  const seconds = secondsOfPlay % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export const gameHref = (lng: string, game: { isLive: boolean; sportSlug: string; champId: number; id: string }) =>
  `/${lng}/${game.isLive ? 'live' : 'line'}/${game.sportSlug}/${game.champId}/${game.id}`;
