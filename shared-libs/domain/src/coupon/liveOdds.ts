/**
 * The slip follows the live feed (issue 8): a feed or poll update re-prices the bets of its game, marks
 * suspended markets and finished games, and the odds-change policy is applied at placement against the
 * price the player last accepted (spec §3 changeCoefAction, exactCoef, isDropOnScoreChange).
 */
import type { LiveGameUpdate, OddsChangeLine } from '../contracts/betting.ts';
import type { CouponBet } from './bet.ts';
import { roundCoef } from './coefficients.ts';
import type { ChangeCoefAction } from './couponConstants.ts';
import { decideWithExactCoef } from './oddsChange.ts';

export type OddsDirection = 'up' | 'down';

/** The price the player took (or last accepted); the feed moves market.coef, not this. */
export function acceptedCoefOf(bet: CouponBet): number {
  return bet.acceptedCoef ?? bet.market.coef;
}

export function oddsDirection(previous: number, next: number): OddsDirection | null {
  const a = roundCoef(previous);
  const b = roundCoef(next);
  return a === b ? null : b > a ? 'up' : 'down';
}

/**
 * A bet re-read from its game's update; the same object when nothing it shows changed (so a store
 * commit, and a re-render, happens only on a real change). An outcome missing from the update keeps its
 * last price: lists and the feed may carry fewer markets than the game page the bet came from.
 */
export function applyGameUpdate(bet: CouponBet, update: LiveGameUpdate): CouponBet {
  if (update.id !== bet.game.id) return bet;
  const market = update.markets.find((m) => m.outcomes.some((o) => o.id === bet.outcomeId));
  const coef = market?.outcomes.find((o) => o.id === bet.outcomeId)?.coef ?? bet.market.coef;
  const isBlocked = market ? market.isBlocked : bet.isBlocked;
  const fullScore = `${update.score[0]}:${update.score[1]}`;
  const same =
    coef === bet.market.coef &&
    isBlocked === bet.isBlocked &&
    update.statusId === bet.game.statusId &&
    update.isFinished === bet.game.isFinished &&
    update.secondsOfPlay === bet.game.secondsOfPlay &&
    fullScore === bet.game.fullScore;
  if (same) return bet;
  return {
    ...bet,
    // The first re-price pins the price the player saw, so the policy can judge the move later.
    acceptedCoef: acceptedCoefOf(bet),
    isBlocked,
    market: { ...bet.market, coef },
    game: { ...bet.game, statusId: update.statusId, isFinished: update.isFinished, secondsOfPlay: update.secondsOfPlay, fullScore },
  };
}

/** The player accepts the current prices: what is shown becomes what is sent. */
export function acceptCurrentOdds(bet: CouponBet, currentCoef = bet.market.coef): CouponBet {
  return { ...bet, acceptedCoef: currentCoef, market: { ...bet.market, coef: currentCoef } };
}

/**
 * The policy at placement: the moves since the player's accepted price that changeCoefAction (or the
 * exact coefficient, which the caller passes for a single only) refuses. Empty means the coupon may go out.
 */
export function refusedOddsChanges(bets: readonly CouponBet[], action: ChangeCoefAction, exactCoef: number | null = null): OddsChangeLine[] {
  return bets
    .filter((bet) => decideWithExactCoef(action, exactCoef, acceptedCoefOf(bet), bet.market.coef) === 'reject')
    .map((bet) => ({ outcomeId: bet.outcomeId, shownCoef: acceptedCoefOf(bet), currentCoef: bet.market.coef }));
}
