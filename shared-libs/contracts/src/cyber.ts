/**
 * The cyber backend (server/src/api/cyber/README.md): esports and virtual sports by discipline and
 * championship, and one match with its per-map scores and scoring timeline. Its matches are catalogue
 * games (betting.ts) that also name their discipline.
 */
import { Type } from 'typebox';
import { BettingGame, BettingScorePair } from './betting.ts';

/** Real esports, virtual sports, or the matches in play of both (stream pages). */
export const CyberType = Type.Union([Type.Literal('real'), Type.Literal('virtual'), Type.Literal('stream')]);
export const CyberKind = Type.Union([Type.Literal('real'), Type.Literal('virtual')]);
const DisciplineSlug = Type.String({ pattern: '^[a-z0-9-]{1,40}$' });

export const CyberGame = Type.Object({ ...BettingGame.properties, discipline: Type.String(), kind: CyberKind });

/** A discipline with what a period is called (map, half) and what its score counts (rounds, kills). */
export const CyberDiscipline = Type.Object({
  slug: Type.String(),
  kind: CyberKind,
  name: Type.String(),
  periodName: Type.String(),
  pointsName: Type.String(),
  live: Type.Integer(),
  total: Type.Integer(),
});

export const CyberChamp = Type.Object({ id: Type.Integer(), name: Type.String(), discipline: Type.String(), count: Type.Integer(), live: Type.Integer() });

/** A scoring event of the match tracker: the second of play, the side (0 home, 1 away) and the points. */
export const CyberScoringEvent = Type.Object({ second: Type.Integer(), team: Type.Union([Type.Literal(0), Type.Literal(1)]), points: Type.Integer() });

export const CyberGameDetail = Type.Object({
  game: CyberGame,
  discipline: Type.Object({ slug: Type.String(), name: Type.String(), periodName: Type.String(), pointsName: Type.String() }),
  durationSeconds: Type.Integer(),
  periodSeconds: Type.Integer(),
  periods: Type.Array(BettingScorePair),
  timeline: Type.Array(CyberScoringEvent),
});

export const CyberDisciplinesQuery = Type.Object({ type: CyberType });
export const CyberChampsQuery = Type.Object({ type: CyberType, discipline: DisciplineSlug });
export const CyberGamesQuery = Type.Object({ type: CyberType, discipline: Type.Optional(DisciplineSlug), champ: Type.Optional(Type.String({ pattern: '^\\d{1,6}$' })) });
export const CyberGameQuery = Type.Object({ type: CyberType });
export const CyberGameParams = Type.Object({ gameId: Type.String({ pattern: '^\\d{1,12}$' }) });

export const CyberDisciplinesAnswer = Type.Object({ disciplines: Type.Array(CyberDiscipline) });
export const CyberChampsAnswer = Type.Object({ champs: Type.Array(CyberChamp) });
/** `results`: the virtual page's strip of matches that ended in the last quarter of an hour (empty otherwise). */
export const CyberGamesAnswer = Type.Object({ games: Type.Array(CyberGame), results: Type.Array(CyberGame) });
