/** A bet in the coupon (spec §3 Bet) and the §4 rules about a single bet: bonus, live, finished. */
import { DEFAULT_BET_STATUS_ID, GAME_STATUS } from './couponConstants.ts';

export interface BetMarket {
  id: string;
  coef: number;
  sportId: number;
  typeId: number;
  kind: number;
  isLive: boolean;
}

export interface BetGame {
  id: string;
  number?: number;
  isFinished: boolean;
  statusId: number;
  /** Unix seconds. */
  startTime?: number;
  /** Seconds of play so far; 0 before kick-off. */
  secondsOfPlay: number;
  /** A game shown in the live section although its market is priced as line ("live in live"). */
  isLiveInLive?: boolean;
  opponentNames: readonly string[];
  fullScore?: string;
}

export interface CouponBet {
  /** Unique outcome id: the identity of a selection; clicking the same outcome twice removes it. */
  outcomeId: string;
  title: string;
  outcomeName: string;
  market: BetMarket;
  game: BetGame;
  blockId: number;
  statusId: number;
  isBlocked: boolean;
  isDepend: boolean;
  isBannedExpress: boolean;
  isDisabledBanker: boolean;
  /** Part of every combination of a system bet. */
  isBanker: boolean;
  expressId?: number;
  statisticId?: string;
  playersDuel?: boolean;
  /** The price the player took or last accepted, once the feed has moved market.coef away from it. */
  acceptedCoef?: number;
  /** The game's score ("h:a") when a live selection was taken; drop-on-score-change compares with it. */
  selectedScore?: string;
}

/** What an area app sends when an outcome is clicked: the event bus' coupon:add payload is this type. */
export interface CouponSelectionInput {
  outcomeId: string;
  gameId: string;
  marketId?: string;
  sportId: number;
  coef: number;
  isLive: boolean;
  /** Human labels for the coupon list. */
  title: string;
  outcomeName: string;
  /** Market kind/type ids as the spec's Bet.market carries them. */
  kind?: number;
  typeId?: number;
  blockId?: number;
  startTime?: number;
  /** Live: the score ("h:a") the selection was taken at (drop-on-score-change compares it). */
  score?: string;
}

export function createBetFromSelection(selection: CouponSelectionInput): CouponBet {
  return {
    outcomeId: selection.outcomeId,
    title: selection.title,
    outcomeName: selection.outcomeName,
    market: {
      id: selection.marketId ?? selection.outcomeId,
      coef: selection.coef,
      sportId: selection.sportId,
      typeId: selection.typeId ?? 0,
      kind: selection.kind ?? 0,
      isLive: selection.isLive,
    },
    game: {
      id: selection.gameId,
      isFinished: false,
      statusId: 0,
      ...(selection.startTime === undefined ? {} : { startTime: selection.startTime }),
      ...(selection.score === undefined ? {} : { fullScore: selection.score }),
      secondsOfPlay: 0,
      opponentNames: [],
    },
    blockId: selection.blockId ?? 0,
    statusId: DEFAULT_BET_STATUS_ID,
    isBlocked: false,
    isDepend: false,
    isBannedExpress: false,
    isDisabledBanker: false,
    isBanker: false,
    ...(selection.score === undefined ? {} : { selectedScore: selection.score }),
  };
}

/** Spec §4: a bet is a bonus bet when its sport id is 0 or its market type is a bonus type. */
export function isBonusBet(bet: CouponBet, bonusMarketTypeIds: ReadonlySet<number>): boolean {
  return bet.market.sportId === 0 || bonusMarketTypeIds.has(bet.market.typeId);
}

/** Spec §4: a game is finished when its flag is set or its status is 4. */
export function isGameFinished(game: BetGame): boolean {
  return game.isFinished || game.statusId === GAME_STATUS.finished;
}

/**
 * Spec §4: live when not finished and it has elapsed time, or is live-in-live, or has status 2 or 3,
 * or its market is live.
 */
export function isBetLive(bet: CouponBet): boolean {
  const { game, market } = bet;
  if (isGameFinished(game)) return false;
  return (
    game.secondsOfPlay > 0 ||
    game.isLiveInLive === true ||
    game.statusId === GAME_STATUS.firstLiveStatus ||
    game.statusId === GAME_STATUS.secondLiveStatus ||
    market.isLive
  );
}
