/**
 * The betting backend's wire shapes (server/src/api/betting, issue 8): catalogue, live feed, placement and
 * history, as the schemas of @arena/contracts (betting.ts, betting-coupons.ts) the server validates with.
 * The server builds them, the betting app, the shell's slip and the office history read them.
 */
import type * as Wire from '@arena/contracts';
import type { Static } from '@arena/contracts';

export type BettingSection = Static<typeof Wire.BettingSection>;
/** The line menu's sections that filter by start time (`GET /betting-api/games?window=`, server start-windows.ts). */
export type LineStartWindow = Static<typeof Wire.LineStartWindow>;
export type MarketGroup = Static<typeof Wire.MarketGroup>;
export type OutcomeResult = Static<typeof Wire.OutcomeResult>;
export type BettingOutcome = Static<typeof Wire.BettingOutcome>;
export type BettingMarket = Static<typeof Wire.BettingMarket>;
export type BettingSport = Static<typeof Wire.BettingSport>;
export type BettingChamp = Static<typeof Wire.BettingChamp>;
/** goals, sets or tennis: a set sport's `score` is in sets and its periods are the sets. */
export type ScoringKind = Static<typeof Wire.ScoringKind>;
export type BettingGame = Static<typeof Wire.BettingGame>;
/** GET /betting-api/bonus: the bonus selection (sport 0, bonus market type), outside the schedule. */
export type BonusMarket = Static<typeof Wire.BonusMarket>;
export type BonusMarketAnswer = Static<typeof Wire.BonusMarketAnswer>;
/** GET /betting-api/teams/:team: a team (player) by slug, named in the page language. */
export type BettingTeamAnswer = Static<typeof Wire.BettingTeamAnswer>;
/** Spec §2 betting page types with their own selection (server: betting/pages/page-selection.ts). */
export type BettingPageType = Static<typeof Wire.BettingPageType>;
/** GET /betting-api/pages/:pageType: the games of a page type, with why the list fell back when it did. */
export type PageSelection = Static<typeof Wire.PageSelection>;
/** GET, PUT and DELETE /betting-api/favourites: the player's starred events and leagues. */
export type FavouritesAnswer = Static<typeof Wire.FavouritesAnswer>;

/** One game of a live-feed message or of GET /betting-api/live/snapshot. */
export type LiveGameUpdate = Static<typeof Wire.LiveGameUpdate>;

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

export type CouponStatus = Static<typeof Wire.CouponStatus>;
export type CouponApproval = Static<typeof Wire.CouponApproval>;
export type CouponBetResult = Static<typeof Wire.CouponBetResult>;
export type CouponViewBet = Static<typeof Wire.CouponViewBet>;
/** A placed coupon: placement answer, history entry and print page. */
export type CouponView = Static<typeof Wire.CouponView>;
/** GET /betting-api/coupons. */
export type CouponHistoryPage = Static<typeof Wire.CouponHistoryPage>;

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
export type PlaceSingleLine = Static<typeof Wire.PlaceSingleLine>;
/** POST /betting-api/coupon/place, accepted. `pendingApproval` marks a VIP coupon sent for approval. */
export type PlaceCouponAnswer = Static<typeof Wire.PlaceCouponAnswer>;
/** POST /betting-api/coupon/promo-check: the code's effect, or why it will be refused. */
export type PromoCheckAnswer = Static<typeof Wire.PromoCheckAnswer>;
