/**
 * The betting backend's wire shapes (server/src/api/betting, issue 8): catalogue, live feed, placement and
 * history. The server builds them, the betting app, the shell's slip and the office history read them.
 */

export type BettingSection = 'line' | 'live';
/** The line menu's sections that filter by start time (`GET /betting-api/games?window=`, server start-windows.ts). */
export type LineStartWindow = 'upcoming' | 'today' | 'long-term';
export type MarketGroup = 'main' | 'totals' | 'handicaps' | 'other';
export type OutcomeResult = 'win' | 'lose' | 'void';

export interface BettingOutcome {
  /** Stable `<gameId>-<market>-<outcome>`, so a coupon names an outcome across reloads. */
  id: string;
  name: string;
  coef: number;
}

export interface BettingMarket {
  id: string;
  /** Market type id (spec Bet.market.typeId): 1 winner, 2 double chance, 3 total, 4 handicap, 5 odd/even, 90 bonus. */
  typeId: number;
  group: MarketGroup;
  name: string;
  isBlocked: boolean;
  outcomes: BettingOutcome[];
}

export interface BettingSport {
  id: number;
  slug: string;
  name: string;
  count: number;
}

export interface BettingChamp {
  id: number;
  sportId: number;
  name: string;
  isTop: boolean;
  count: number;
}

/**
 * How a sport scores: goals (points, runs) over timed periods; sets of points (table tennis, volleyball,
 * badminton); tennis games and sets. A set sport's `score` is in sets and its periods are the sets.
 */
export type ScoringKind = 'goals' | 'sets' | 'tennis';

export interface BettingGame {
  id: string;
  sportId: number;
  sportName: string;
  sportSlug: string;
  champId: number;
  champName: string;
  isTopChamp: boolean;
  opponents: [string, string];
  teamSlugs: [string, string];
  /** Unix seconds. */
  startTime: number;
  isLive: boolean;
  isFinished: boolean;
  statusId: number;
  secondsOfPlay: number;
  /** The period in play; the set in play for a set sport. */
  period: number;
  score: [number, number];
  /** How the sport scores; the catalogue always sends it (absent reads as goals). */
  scoring?: ScoringKind;
  /** Regular periods (sets: the most a match can have); later periods are overtime (domain periodName). */
  regularPeriods?: number;
  /** The period that is a shootout when played (hockey), else null. */
  shootoutPeriod?: number | null;
  /** `h:a`, the score a live selection is taken at (drop-on-score-change compares it). */
  fullScore: string;
  /** A set sport in play or over: each set's points (tennis: games), the set in play last. */
  periods?: Array<[number, number]>;
  /** A set sport: per finished set, its tie-break's points (tennis 7:6), else null (domain setScoreText). */
  tieBreaks?: Array<[number, number] | null>;
  marketsCount: number;
  markets: BettingMarket[];
}

/** One game of a live-feed message (`event: games`) or of GET /betting-api/live/snapshot. */
export interface LiveGameUpdate {
  id: string;
  statusId: number;
  isLive: boolean;
  isFinished: boolean;
  secondsOfPlay: number;
  period: number;
  score: [number, number];
  /** A set sport: the sets' points and tie-breaks, as on BettingGame. */
  periods?: Array<[number, number]>;
  tieBreaks?: Array<[number, number] | null>;
  markets: Array<{ id: string; isBlocked: boolean; outcomes: Array<{ id: string; coef: number }> }>;
}

/**
 * What changed in one live game since the previous tick (server/src/api/betting/README.md, "Live feed"):
 * only the fields that moved; `blocked` maps market ids to their new suspension, `coefs` outcome ids to
 * their new price. A game whose markets changed shape is sent whole in `put` instead.
 */
export interface LiveGamePatch {
  id: string;
  statusId?: number;
  isLive?: boolean;
  isFinished?: boolean;
  secondsOfPlay?: number;
  period?: number;
  score?: [number, number];
  periods?: Array<[number, number]>;
  tieBreaks?: Array<[number, number] | null>;
  blocked?: Record<string, boolean>;
  coefs?: Record<string, number>;
}

/** `event: snapshot` of the live feed (SSE id = seq): every subscribed game, replacing what the client held. */
export interface LiveSnapshotMessage {
  seq: number;
  games: LiveGameUpdate[];
  /** A relay subscription's (`relay=1`, a host fanning the feed out) every live game id. */
  live?: string[];
}

/** `event: delta` of the live feed (SSE id = seq): games added or reshaped (`put`), moved (`patch`), gone. */
export interface LiveDeltaMessage {
  seq: number;
  put?: LiveGameUpdate[];
  patch?: LiveGamePatch[];
  gone?: string[];
  /** A relay subscription's live set, sent when it changed (see LiveSnapshotMessage). */
  live?: string[];
}

/**
 * 'pending' is a VIP coupon above the max stake, waiting for the trader's decision; 'declined' is one the
 * trader refused (its stake refunded). An approved VIP coupon is 'open' and settles like any other.
 */
export type CouponStatus = 'open' | 'won' | 'lost' | 'void' | 'pending' | 'declined';

/** A VIP coupon's approval: asked stake, when the decision is due, and the decision once made. */
export interface CouponApproval {
  askedAmount: number;
  /** Unix seconds: the decision is made by then (never after the first leg starts). */
  decisionDueAt: number;
  decision: 'approved' | 'lowered' | 'declined' | null;
  decidedAt: number | null;
  /** The part of the held stake given back (lowered: asked − approved; declined: all of it). */
  refunded: number;
}
export type CouponBetResult = 'open' | OutcomeResult;

export interface CouponViewBet {
  outcomeId: string;
  gameId: string;
  sportId: number;
  title: string;
  marketName: string;
  outcomeName: string;
  coef: number;
  isBanker: boolean;
  isLive: boolean;
  startTime: number;
  result: CouponBetResult;
}

/** A placed coupon: placement answer, history entry and print page. */
export interface CouponView {
  id: string;
  typeId: number;
  accountId: number;
  currency: string;
  amount: number;
  coef: number;
  systemValue: number;
  possibleWin: number;
  changeCoefAction: number;
  promoCode: string;
  status: CouponStatus;
  payout: number;
  /** Unix seconds. */
  createdAt: number;
  settledAt: number | null;
  /** VIP coupons only. */
  approval?: CouponApproval;
  bets: CouponViewBet[];
}

/** GET /betting-api/coupons. */
export interface CouponHistoryPage {
  total: number;
  coupons: CouponView[];
}

export interface OddsChangeLine {
  outcomeId: string;
  shownCoef: number;
  currentCoef: number;
}

/** A refusal: `{ code, message, ...details }`. */
export interface BetRefusalBody {
  code: string;
  message: string;
  changes?: OddsChangeLine[];
  max?: number;
  min?: number;
  /** drop-on-score-change: the score the selection was taken at and the score now. */
  scores?: Array<{ outcomeId: string; shownScore: string; currentScore: string }>;
}

/** One line of a singles (10001) placement. */
export interface PlaceSingleLine {
  outcomeId: string;
  ok: boolean;
  couponId?: string;
  code?: string;
  message?: string;
}

/** POST /betting-api/coupon/place, accepted. `pendingApproval` marks a VIP coupon sent for approval. */
export interface PlaceCouponAnswer {
  couponId: string;
  coupon: CouponView;
  balance: number;
  pendingApproval?: boolean;
  singles?: PlaceSingleLine[];
}
