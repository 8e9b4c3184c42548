/** Display helpers: kick-off times, the match clock, odds. */
export function kickOff(startTime: number, language: string): string {
  const date = new Date(startTime * 1000);
  const now = new Date();
  const time = date.toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });
  if (date.toDateString() === now.toDateString()) return time;
  return `${date.toLocaleDateString(language, { day: '2-digit', month: '2-digit' })} ${time}`;
}

export function matchClock(secondsOfPlay: number): string {
  const minutes = Math.floor(secondsOfPlay / 60);
  const seconds = secondsOfPlay % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

export const formatCoef = (coef: number) => coef.toFixed(2);

export const gameHref = (lng: string, game: { isLive: boolean; sportSlug: string; champId: number; id: string }) =>
  `/${lng}/${game.isLive ? 'live' : 'line'}/${game.sportSlug}/${game.champId}/${game.id}`;
