/**
 * Dependent selections (spec §3 Bet.isDepend): outcomes of one game depend on each other (П1 and Ф2 of one
 * match win or lose together), so an express or a system over them would misprice the combination. They
 * may be bet as separate singles only. The slip marks them and offers no express/system at once; placement
 * refuses the same combinations with this same rule.
 */
import type { CouponBet } from './bet.ts';
import { COUPON_TYPE, type CouponTypeId } from './couponConstants.ts';

export interface GameSelection {
  outcomeId: string;
  gameId: string;
}

/** The outcomes that share their game with another outcome of the coupon, in coupon order. */
export function dependentOutcomeIds(selections: readonly GameSelection[]): string[] {
  const perGame = new Map<string, number>();
  for (const { gameId } of selections) perGame.set(gameId, (perGame.get(gameId) ?? 0) + 1);
  return selections.filter(({ gameId }) => (perGame.get(gameId) ?? 0) > 1).map(({ outcomeId }) => outcomeId);
}

/** Express and system combine their selections into one bet; single and singles do not. */
export function combinesSelections(typeId: CouponTypeId): boolean {
  return typeId === COUPON_TYPE.express || typeId === COUPON_TYPE.system;
}

/** The bets with isDepend set exactly on the dependent ones (unchanged objects where nothing changes). */
export function markDependentBets(bets: readonly CouponBet[]): CouponBet[] {
  const dependent = new Set(dependentOutcomeIds(bets.map((bet) => ({ outcomeId: bet.outcomeId, gameId: bet.game.id }))));
  return bets.map((bet) => {
    const isDepend = dependent.has(bet.outcomeId);
    return bet.isDepend === isDepend ? bet : { ...bet, isDepend };
  });
}
