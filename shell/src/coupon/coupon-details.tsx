/**
 * The slip's details, loaded on demand by coupon-panel.tsx once the first bet is picked (or a one-click
 * bet is placed): type tabs, bets, stake, bonus offer, promo code, odds policy, acceptance, placement.
 */
import { COUPON_TYPE, getCouponChecks, isCouponTypePossible, type CouponTypeId } from '@arena/domain';
import { useBusState } from '@arena/ui-kit';
import { CouponAcceptance } from './coupon-acceptance.tsx';
import { CouponBets } from './coupon-bets.tsx';
import { CouponBonusOffer } from './coupon-bonus-offer.tsx';
import { CouponPolicy, CouponPromo } from './coupon-options.tsx';
import type { PlacementStatus } from './coupon-placement.ts';
import { CouponPromoStatus, promoBonusPercent, usePromoCheck } from './coupon-promo-status.tsx';
import { loadPageBonusSelection, pagePlacement } from './coupon-services.ts';
import { CouponStake } from './coupon-stake.tsx';
import type { CouponText } from './coupon-texts.ts';
import type { pageCouponStore } from './page-coupon.ts';
import { pagePromoChecker } from './page-promo-check.ts';
import type { useCoupon } from './use-coupon.ts';

export { CouponResult } from './coupon-result.tsx';

const TYPES: readonly CouponTypeId[] = [COUPON_TYPE.single, COUPON_TYPE.express, COUPON_TYPE.system, COUPON_TYPE.singles];

interface Props {
  snapshot: ReturnType<typeof useCoupon>;
  store: typeof pageCouponStore;
  t: CouponText;
  status: PlacementStatus;
}

export function CouponDetails({ snapshot, store, t, status }: Props) {
  const promo = usePromoCheck(pagePromoChecker);
  const user = useBusState('user');
  const lng = useBusState('language');
  const { coupon } = snapshot;
  const checks = getCouponChecks(snapshot);
  return (
    <>
          <div className="arena-coupon__types" role="tablist">
            {TYPES.map((typeId) => {
              // A type the bets cannot make (a system of two, an express over dependent bets) is shown but not offered.
              const possible = isCouponTypePossible(typeId, coupon.bets);
              return (
                <button key={typeId} type="button" role="tab" aria-selected={coupon.typeId === typeId} disabled={!possible} data-testid={`coupon-type-${typeId}`} onClick={() => store.setType(typeId)}>
                  {t(`type_${typeId}`)}
                </button>
              );
            })}
          </div>
          <CouponBets snapshot={snapshot} store={store} t={t} blockedIds={checks.blockedOutcomeIds} />
          {checks.dependentOutcomeIds.length > 0 ? (
            <p className="arena-coupon__warning" role="status" data-testid="coupon-dependent-hint">{t('dependent_hint')}</p>
          ) : null}
          <CouponStake snapshot={snapshot} store={store} t={t} winBonusPercent={promoBonusPercent(promo)} />
          <CouponBonusOffer snapshot={snapshot} store={store} t={t} loadBonus={loadPageBonusSelection} />
          <CouponPromo snapshot={snapshot} store={store} t={t} />
          <CouponPromoStatus snapshot={snapshot} status={promo} onApply={() => pagePromoChecker.checkNow()} t={t} />
          <CouponPolicy snapshot={snapshot} store={store} t={t} />
          <CouponAcceptance snapshot={snapshot} store={store} t={t} />
          {user ? (
            <button type="button" className="arena-coupon__place" data-testid="coupon-place" disabled={status.kind === 'sending' || checks.blockedOutcomeIds.length > 0} onClick={() => void pagePlacement.place()}>
              {status.kind === 'sending' ? t('sending') : t('place')}
            </button>
          ) : (
            <a className="arena-coupon__place" href={`/${lng}/user/login`} data-testid="coupon-login">{t('login_to_bet')}</a>
          )}
    </>
  );
}
