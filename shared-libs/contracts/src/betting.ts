/**
 * The betting backend's catalogue (server/src/api/betting/README.md, spec §7 line and live): sports, champs,
 * games, the bonus selection, team names, the live feed's snapshot, betting page types and favourites.
 * Placement, history and the stake limits are in betting-coupons.ts.
 */
import { Type } from 'typebox';
import { RowIdQuery } from './common.ts';

export const BettingSection = Type.Union([Type.Literal('line'), Type.Literal('live')]);
/** The line menu's sections that filter by start time (`GET /betting-api/games?window=`, server start-windows.ts). */
export const LineStartWindow = Type.Union([Type.Literal('upcoming'), Type.Literal('today'), Type.Literal('long-term')]);
export const MarketGroup = Type.Union([Type.Literal('main'), Type.Literal('totals'), Type.Literal('handicaps'), Type.Literal('other')]);
/**
 * How a sport scores: goals (points, runs) over timed periods; sets of points (table tennis, volleyball,
 * badminton); tennis games and sets. A set sport's `score` is in sets and its periods are the sets.
 */
export const ScoringKind = Type.Union([Type.Literal('goals'), Type.Literal('sets'), Type.Literal('tennis')]);

/** Two sides' numbers: a score, a set's points, a tie-break. */
export const BettingScorePair = Type.Tuple([Type.Integer(), Type.Integer()]);
/** A set sport's per-set tie-break points (tennis 7:6), null for a set without one. */
export const BettingTieBreaks = Type.Array(Type.Union([BettingScorePair, Type.Null()]));

/** `id` is stable `<gameId>-<market>-<outcome>`, so a coupon names an outcome across reloads. */
export const BettingOutcome = Type.Object({ id: Type.String(), name: Type.String(), coef: Type.Number() });

/** `typeId` (spec Bet.market.typeId): 1 winner, 2 double chance, 3 total, 4 handicap, 5 odd/even, 90 bonus. */
export const BettingMarket = Type.Object({
  id: Type.String(),
  typeId: Type.Integer(),
  group: MarketGroup,
  name: Type.String(),
  isBlocked: Type.Boolean(),
  outcomes: Type.Array(BettingOutcome),
});

export const BettingSport = Type.Object({ id: Type.Integer(), slug: Type.String(), name: Type.String(), count: Type.Integer() });
export const BettingChamp = Type.Object({ id: Type.Integer(), sportId: Type.Integer(), name: Type.String(), isTop: Type.Boolean(), count: Type.Integer() });

/**
 * A game of the catalogue. `startTime` unix seconds; `period` the period (set) in play; `scoring` always
 * sent (absent reads as goals); `regularPeriods` the regular periods (sets: the most a match can have),
 * later ones are overtime; `shootoutPeriod` the period that is a shootout when played (hockey), else null;
 * `fullScore` `h:a`, the score a live selection is taken at; `periods`/`tieBreaks` a set sport in play or
 * over: each set's points (tennis: games), the set in play last, and per finished set its tie-break.
 */
export const BettingGame = Type.Object({
  id: Type.String(),
  sportId: Type.Integer(),
  sportName: Type.String(),
  sportSlug: Type.String(),
  champId: Type.Integer(),
  champName: Type.String(),
  isTopChamp: Type.Boolean(),
  opponents: Type.Tuple([Type.String(), Type.String()]),
  teamSlugs: Type.Tuple([Type.String(), Type.String()]),
  startTime: Type.Integer(),
  isLive: Type.Boolean(),
  isFinished: Type.Boolean(),
  statusId: Type.Integer(),
  secondsOfPlay: Type.Integer(),
  period: Type.Integer(),
  score: BettingScorePair,
  scoring: Type.Optional(ScoringKind),
  regularPeriods: Type.Optional(Type.Integer()),
  shootoutPeriod: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  fullScore: Type.String(),
  periods: Type.Optional(Type.Array(BettingScorePair)),
  tieBreaks: Type.Optional(BettingTieBreaks),
  marketsCount: Type.Integer(),
  markets: Type.Array(BettingMarket),
});

const SectionOnly = { section: BettingSection };
export const BettingSportsQuery = Type.Object(SectionOnly);
export const BettingChampsQuery = Type.Object({ ...SectionOnly, sportId: Type.Optional(RowIdQuery) });
const TeamSlug = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });
/** `window`: the line menu's start-time sections, days in the player's time zone `tz` (hours from UTC). */
export const BettingGamesQuery = Type.Object({
  ...SectionOnly,
  sportId: Type.Optional(RowIdQuery),
  champId: Type.Optional(RowIdQuery),
  top: Type.Optional(Type.Boolean()),
  team: Type.Optional(TeamSlug),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
  window: Type.Optional(LineStartWindow),
  tz: Type.Optional(Type.Integer({ minimum: -12, maximum: 14 })),
});
export const BettingTeamParams = Type.Object({ team: TeamSlug });
export const BettingGameParams = Type.Object({ gameId: Type.String({ pattern: '^\\d{1,12}$' }) });
/** A read without query parameters (an unknown one is ignored). */
export const BettingNoQuery = Type.Object({});

export const BettingSportsAnswer = Type.Object({ sports: Type.Array(BettingSport) });
export const BettingChampsAnswer = Type.Object({ champs: Type.Array(BettingChamp) });
export const BettingGamesAnswer = Type.Object({ games: Type.Array(BettingGame) });
export const BettingGameAnswer = Type.Object({ game: BettingGame });
/** A team (player) by slug, named in the page language. */
export const BettingTeamAnswer = Type.Object({ team: Type.Object({ slug: Type.String(), name: Type.String() }) });

/** GET /betting-api/bonus: the bonus selection (sport 0, bonus market type 90), outside the schedule. */
export const BonusMarket = Type.Object({ sportId: Type.Integer(), sportName: Type.String(), gameId: Type.String(), kind: Type.Integer(), market: BettingMarket });
export const BonusMarketAnswer = Type.Object({ bonus: BonusMarket });

/** One game of the live feed (a snapshot, a delta's `put`) or of GET /betting-api/live/snapshot. */
export const LiveGameUpdate = Type.Object({
  id: Type.String(),
  statusId: Type.Integer(),
  isLive: Type.Boolean(),
  isFinished: Type.Boolean(),
  secondsOfPlay: Type.Integer(),
  period: Type.Integer(),
  score: BettingScorePair,
  periods: Type.Optional(Type.Array(BettingScorePair)),
  tieBreaks: Type.Optional(BettingTieBreaks),
  markets: Type.Array(
    Type.Object({ id: Type.String(), isBlocked: Type.Boolean(), outcomes: Type.Array(Type.Object({ id: Type.String(), coef: Type.Number() })) }),
  ),
});

/** A browser subscribes to at most 100 games (the page's and the slip's). */
export const LiveIdList = Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,99}$' });
/**
 * `relay=1` is a host's one subscription for all its clients (every live game plus `ids=`, told the live
 * set): its ids are the union of its clients' non-live games, so it may list more.
 */
const RelayIdList = Type.String({ pattern: '^\\d{1,12}(,\\d{1,12}){0,499}$' });
/**
 * `lastEventId=`: the sequence a page's live-odds client saw last when it reopens its stream for another set
 * of games (@arena/live-odds); a new EventSource cannot send the Last-Event-ID header, which wins when present.
 */
const LastEventIdParam = Type.String({ pattern: '^\\d{1,16}$' });
/** The section is required so a stream is only ever opened on purpose (a stream never ends by itself). */
export const LiveFeedQuery = Type.Object({ section: Type.Literal('live'), ids: Type.Optional(LiveIdList), lastEventId: Type.Optional(LastEventIdParam) });
export const RelayFeedQuery = Type.Object({ section: Type.Literal('live'), ids: Type.Optional(RelayIdList), relay: Type.Optional(Type.Literal('1')), lastEventId: Type.Optional(LastEventIdParam) });
export const LiveSnapshotQuery = Type.Object({ ids: Type.Optional(LiveIdList) });
export const LiveSnapshotAnswer = Type.Object({ games: Type.Array(LiveGameUpdate) });

/** Spec §2 betting page types with their own selection (server: betting/pages/page-selection.ts). */
export const BettingPageType = Type.Union([Type.Literal('bets-on-your'), Type.Literal('top-game'), Type.Literal('marble'), Type.Literal('cyber')]);
export const BettingPageParams = Type.Object({ pageType: BettingPageType });
/** The URL's sport and championship: the selection is made within them. */
export const PageSelectionQuery = Type.Object({ ...SectionOnly, sport: Type.Optional(TeamSlug), champId: Type.Optional(RowIdQuery) });
/**
 * GET /betting-api/pages/:pageType. `stakes`: roubles staked on each listed game now (top-game), by game
 * id; `fallback`: why the list is what it is when the rule found nothing of its own (the page says so).
 */
export const PageSelection = Type.Object({
  pageType: BettingPageType,
  games: Type.Array(BettingGame),
  stakes: Type.Optional(Type.Record(Type.String(), Type.Number())),
  fallback: Type.Optional(Type.Union([Type.Literal('no_stakes'), Type.Literal('sign_in'), Type.Literal('no_history')])),
});

/** The player's starred events (game ids) and leagues (champ ids). */
export const FavouritesAnswer = Type.Object({ gameIds: Type.Array(Type.String()), champIds: Type.Array(Type.Integer()) });
export const FavouriteParams = Type.Object({ kind: Type.Union([Type.Literal('game'), Type.Literal('champ')]), id: RowIdQuery });
export const FavouriteGamesQuery = BettingSportsQuery;
