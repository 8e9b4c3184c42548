/** Display helpers: game links (kick-offs: the player's formatters.kickOff; the match clock: @arena/domain). */
export const gameHref = (lng: string, game: { isLive: boolean; sportSlug: string; champId: number; id: string }) =>
  `/${lng}/${game.isLive ? 'live' : 'line'}/${game.sportSlug}/${game.champId}/${game.id}`;
