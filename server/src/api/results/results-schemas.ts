/** TypeBox schemas of the results answers (README.md), also the serializers Fastify uses for them. */
import { Type } from 'typebox';

const Int = Type.Integer();
const Pair = Type.Tuple([Int, Int]);
const Form = Type.Array(Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]));

export const GameResultSchema = Type.Object({
  id: Type.String(),
  sportId: Int,
  sportName: Type.String(),
  sportSlug: Type.String(),
  champId: Int,
  champName: Type.String(),
  opponents: Type.Tuple([Type.String(), Type.String()]),
  teamSlugs: Type.Tuple([Type.String(), Type.String()]),
  startTime: Int,
  statusId: Int,
  isLive: Type.Boolean(),
  isFinished: Type.Boolean(),
  secondsOfPlay: Int,
  period: Int,
  score: Pair,
  scoring: Type.Union([Type.Literal('goals'), Type.Literal('sets'), Type.Literal('tennis')]),
  regularPeriods: Int,
  shootoutPeriod: Type.Union([Int, Type.Null()]),
  periods: Type.Array(Pair),
  tieBreaks: Type.Optional(Type.Array(Type.Union([Pair, Type.Null()]))),
});

export const StandingRowSchema = Type.Object({
  position: Int,
  team: Type.String(),
  teamSlug: Type.String(),
  played: Int,
  won: Int,
  drawn: Int,
  lost: Int,
  scored: Int,
  conceded: Int,
  diff: Int,
  points: Int,
  form: Form,
});

const ChampSchema = Type.Object({
  id: Int,
  name: Type.String(),
  sportId: Int,
  sportSlug: Type.String(),
  sportName: Type.String(),
  hasDraw: Type.Boolean(),
  teams: Type.Array(Type.String()),
});

/** Refusals: `{ code, message }` plus the refusal's own fields (date bounds, validation details). */
const ErrorSchema = Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: true });
export const ERRORS = { 400: ErrorSchema, 404: ErrorSchema };

const Games = Type.Array(GameResultSchema);
const Count = Type.Object({ id: Int, slug: Type.String(), name: Type.String(), count: Int });

export const DayResultsSchema = Type.Object({
  date: Type.String(),
  today: Type.String(),
  first: Type.String(),
  games: Games,
  sports: Type.Array(Count),
  champs: Type.Array(Type.Object({ id: Int, sportId: Int, name: Type.String(), count: Int })),
});

export const LiveSchema = Type.Object({ games: Games });

export const ChampsSchema = Type.Object({
  sports: Type.Array(
    Type.Object({ id: Int, slug: Type.String(), name: Type.String(), champs: Type.Array(Type.Object({ id: Int, name: Type.String(), isTop: Type.Boolean() })) }),
  ),
});

export const StandingsSchema = Type.Object({ champ: ChampSchema, from: Int, seasonDays: Int, rows: Type.Array(StandingRowSchema) });

export const TeamSchema = Type.Object({
  champ: ChampSchema,
  team: Type.String(),
  teamSlug: Type.String(),
  row: Type.Union([StandingRowSchema, Type.Null()]),
  form: Form,
  recent: Games,
  upcoming: Games,
  opponents: Type.Array(Type.Object({ team: Type.String(), teamSlug: Type.String(), played: Int, won: Int, drawn: Int, lost: Int })),
});

export const HeadToHeadSchema = Type.Object({ champ: ChampSchema, teams: Type.Array(Type.String(), { minItems: 2, maxItems: 2 }), games: Games });

export const GameStatisticsSchema = Type.Object({
  champ: ChampSchema,
  game: GameResultSchema,
  /** [home, away]. */
  form: Type.Array(Form, { minItems: 2, maxItems: 2 }),
  /** [home, away]: each team's standings row (null only for a team without one). */
  rows: Type.Array(Type.Union([StandingRowSchema, Type.Null()]), { minItems: 2, maxItems: 2 }),
  headToHead: Games,
});
