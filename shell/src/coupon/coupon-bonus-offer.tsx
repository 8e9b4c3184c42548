/**
 * The auto bonus bet offer (spec §4): shown when the domain's isAutoBonusBetAvailable holds (config,
 * express, ≥3 bets, every coef ≥ 1.1 and not kind 7, total ≥ 1.01), priced with its bonusBetCoef.
 */
import { bonusBetCoef, getCouponChecks, type CouponStoreSnapshot } from '@arena/domain';
import type { CouponText } from './coupon-texts.ts';

export function CouponBonusOffer({ snapshot, t }: { snapshot: CouponStoreSnapshot; t: CouponText }) {
  if (!getCouponChecks(snapshot).isAutoBonusBetAvailable) return null;
  const coef = bonusBetCoef(snapshot.coupon.bets.length);
  return (
    <p className="arena-coupon__hint arena-coupon__bonus" role="note" data-testid="coupon-auto-bonus">
      {t('auto_bonus', { coef: coef.toFixed(2) })}
    </p>
  );
}
