/**
 * The results backend (server/src/api/results/README.md, issue 15): results of a day, live results, the
 * championships, standings, team pages, head-to-head and one game's statistics. Public reads; refusals are
 * common.ts's Refusal (`{ code, message }` plus the date bounds of an out-of-range day).
 */
import { Type, type Static, type TSchema } from 'typebox';
import { ScoringKind } from './betting.ts';

const Int = Type.Integer();
const Pair = Type.Tuple([Int, Int]);
export const FormLetter = Type.Union([Type.Literal('W'), Type.Literal('D'), Type.Literal('L')]);
const Form = Type.Array(FormLetter);

export const GameResult = Type.Object({
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
  scoring: ScoringKind,
  regularPeriods: Int,
  shootoutPeriod: Type.Union([Int, Type.Null()]),
  periods: Type.Array(Pair),
  tieBreaks: Type.Optional(Type.Array(Type.Union([Pair, Type.Null()]))),
});

export const StandingRow = Type.Object({
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

export const ResultsChampInfo = Type.Object({
  id: Int,
  name: Type.String(),
  sportId: Int,
  sportSlug: Type.String(),
  sportName: Type.String(),
  hasDraw: Type.Boolean(),
  teams: Type.Array(Type.String()),
});

const Games = Type.Array(GameResult);
const Count = Type.Object({ id: Int, slug: Type.String(), name: Type.String(), count: Int });

export const DayResults = Type.Object({
  date: Type.String(),
  today: Type.String(),
  first: Type.String(),
  games: Games,
  sports: Type.Array(Count),
  champs: Type.Array(Type.Object({ id: Int, sportId: Int, name: Type.String(), count: Int })),
});

export const LiveResultsAnswer = Type.Object({ games: Games });

/** A sport with every championship of the reference data (also those without games now). */
export const SportChamps = Type.Object({ id: Int, slug: Type.String(), name: Type.String(), champs: Type.Array(Type.Object({ id: Int, name: Type.String(), isTop: Type.Boolean() })) });
export const ResultsChampsAnswer = Type.Object({ sports: Type.Array(SportChamps) });

export const Standings = Type.Object({ champ: ResultsChampInfo, from: Int, seasonDays: Int, rows: Type.Array(StandingRow) });

export const TeamPage = Type.Object({
  champ: ResultsChampInfo,
  team: Type.String(),
  teamSlug: Type.String(),
  row: Type.Union([StandingRow, Type.Null()]),
  form: Form,
  recent: Games,
  upcoming: Games,
  opponents: Type.Array(Type.Object({ team: Type.String(), teamSlug: Type.String(), played: Int, won: Int, drawn: Int, lost: Int })),
});

type FormLetters = Static<typeof Form>;
type StandingRowValue = Static<typeof StandingRow>;
/**
 * [home, away] as an array of exactly two: typed as a pair, but not a JSON-schema tuple, which
 * fast-json-stringify refuses to serialise when its items are objects or unions (item 0 "does not match").
 */
const PairOf = <T>(item: TSchema) => Type.Unsafe<[T, T]>(Type.Array(item, { minItems: 2, maxItems: 2 }));

export const HeadToHead = Type.Object({ champ: ResultsChampInfo, teams: PairOf<string>(Type.String()), games: Games });

export const GameStatistics = Type.Object({
  champ: ResultsChampInfo,
  game: GameResult,
  /** [home, away]. */
  form: PairOf<FormLetters>(Form),
  /** [home, away]: each team's standings row (null only for a team without one). */
  rows: PairOf<StandingRowValue | null>(Type.Union([StandingRow, Type.Null()])),
  headToHead: Games,
});

/** A sport's or championship's id in a path or query. */
const RefId = Type.Integer({ minimum: 1, maximum: 1_000_000 });
const Slug = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });
export const DayResultsQuery = Type.Object({
  date: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  sportId: Type.Optional(RefId),
  champId: Type.Optional(RefId),
  team: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
});
export const LiveResultsQuery = Type.Object({ sportId: Type.Optional(RefId) });
export const ResultsChampsQuery = Type.Object({});
export const StandingsParams = Type.Object({ champId: RefId });
export const TeamPageParams = Type.Object({ champId: RefId, team: Slug });
export const HeadToHeadParams = Type.Object({ champId: RefId, teamA: Slug, teamB: Slug });
export const GameStatisticsParams = Type.Object({ gameId: Type.String({ pattern: '^\\d{1,12}$' }) });
