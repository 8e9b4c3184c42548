/** The clock of a game in play as every sports page writes it: minutes and seconds of play, "05:12", "93:40". */
export function matchClock(secondsOfPlay: number): string {
  const seconds = Math.max(0, Math.floor(secondsOfPlay));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
