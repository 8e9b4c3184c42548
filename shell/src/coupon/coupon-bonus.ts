/**
 * The bonus selection the slip's auto-bonus offer adds: read from the betting backend's catalogue
 * (GET /betting-api/bonus), so its ids, sport 0 and bonus market type are the server's, never the slip's.
 */
import { isAutoBonusBetAvailable, isBonusBet, type BonusMarketAnswer, type CouponSelectionInput, type CouponStoreSnapshot } from '@arena/domain';
import type { HttpClient } from '@arena/http';
import { bettingBonusAnswer } from '@arena/contracts/answer-checks';

export const BONUS_PATH = '/betting-api/bonus';

/** The catalogue's bonus outcome as a coupon selection (the store reprices it with bonusBetCoef). */
export function bonusSelection({ bonus }: BonusMarketAnswer): CouponSelectionInput {
  const outcome = bonus.market.outcomes[0];
  if (!outcome) throw new Error('betting-api/bonus: the bonus market has no outcome');
  return {
    outcomeId: outcome.id,
    gameId: bonus.gameId,
    marketId: bonus.market.id,
    sportId: bonus.sportId,
    coef: outcome.coef,
    isLive: false,
    title: bonus.sportName,
    outcomeName: `${bonus.market.name}: ${outcome.name}`,
    kind: bonus.kind,
    typeId: bonus.market.typeId,
  };
}

export function loadBonusSelection(http: HttpClient): Promise<CouponSelectionInput> {
  return http.get<unknown>(BONUS_PATH).then(bettingBonusAnswer).then(bonusSelection);
}

/**
 * Where the slip stands on bonus bets: 'offer' when the domain's rule holds on the bets and no bonus bet is
 * in yet; 'invalid' when a bonus bet is in but the bets it rides on (the others) no longer qualify, which
 * the server would refuse; else 'none'. The rule is judged without the bonus leg, whose odds are below 1.1.
 */
export function bonusBetState(snapshot: CouponStoreSnapshot): 'offer' | 'invalid' | 'none' {
  const { coupon, config } = snapshot;
  const bonusTypes = new Set(config.bonusMarketTypeIds);
  const regular = coupon.bets.filter((bet) => !isBonusBet(bet, bonusTypes));
  const available = isAutoBonusBetAvailable(config.autoBonusBet, coupon.typeId, regular);
  if (regular.length === coupon.bets.length) return available ? 'offer' : 'none';
  return available ? 'none' : 'invalid';
}
