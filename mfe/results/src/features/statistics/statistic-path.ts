/** Which statistics page a `statistic/{path*}` or `statisticpopup/{path*}` path asks for (plain, unit-tested). */
export type StatisticTarget =
  | { page: 'index' }
  | { page: 'standings'; champId: string }
  | { page: 'team'; champId: string; team: string }
  | { page: 'game'; gameId: string }
  | { page: 'not-found' };

const CHAMP_ID = /^\d{1,7}$/;
const TEAM_SLUG = /^[a-z0-9-]{1,64}$/;
const GAME_ID = /^\d{1,12}$/;

/** statistic/: '' the index, '{champId}' standings, '{champId}/{team}' a team; anything else is unknown. */
export function statisticTarget(path: string): StatisticTarget {
  const parts = path ? path.split('/') : [];
  if (parts.length === 0) return { page: 'index' };
  const [champId = '', team] = parts;
  if (!CHAMP_ID.test(champId) || parts.length > 2) return { page: 'not-found' };
  if (team === undefined) return { page: 'standings', champId };
  return TEAM_SLUG.test(team) ? { page: 'team', champId, team } : { page: 'not-found' };
}

/** statisticpopup/{gameId}: one game id, nothing else. */
export function popupTarget(path: string): StatisticTarget {
  return GAME_ID.test(path) ? { page: 'game', gameId: path } : { page: 'not-found' };
}
