/**
 * The bet slip in the shell's right column: bets, type tabs, stake, system, bankers, account, promo code,
 * possible win, odds-change policy, one-click, and placement with its result. State lives in the domain's
 * coupon store (page-coupon.ts); this component only renders it and calls its actions.
 */
import { useEffect } from 'react';
import './coupon.css';
import { COUPON_TYPE, getCouponChecks, isCouponTypePossible, type CouponTypeId } from '@arena/domain';
import { useBusState } from '@arena/ui-kit';
import { CouponAcceptance } from './coupon-acceptance.tsx';
import { CouponBets } from './coupon-bets.tsx';
import { CouponBonusOffer } from './coupon-bonus-offer.tsx';
import { CouponAccountSelect, CouponOneClick, CouponPolicy, CouponPromo } from './coupon-options.tsx';
import { CouponPromoStatus, promoBonusPercent, usePromoCheck } from './coupon-promo-status.tsx';
import { CouponResult } from './coupon-result.tsx';
import { connectPageCouponAccounts, connectPageCouponLiveOdds, loadPageBonusSelection, pagePlacement } from './coupon-services.ts';
import { CouponStake } from './coupon-stake.tsx';
import { useCouponText } from './coupon-texts.ts';
import { pageCouponStore } from './page-coupon.ts';
import { pagePromoChecker } from './page-promo-check.ts';
import { useCoupon, usePlacement } from './use-coupon.ts';

const TYPES: readonly CouponTypeId[] = [COUPON_TYPE.single, COUPON_TYPE.express, COUPON_TYPE.system, COUPON_TYPE.singles];

export function CouponPanel() {
  const t = useCouponText();
  const store = pageCouponStore;
  const snapshot = useCoupon(store);
  const status = usePlacement(pagePlacement);
  const promo = usePromoCheck(pagePromoChecker);
  const user = useBusState('user');
  const lng = useBusState('language');
  useEffect(() => connectPageCouponAccounts(), []);
  useEffect(() => connectPageCouponLiveOdds(), []);
  const { coupon } = snapshot;
  const checks = getCouponChecks(snapshot);
  const count = coupon.bets.length;

  return (
    <section className="arena-coupon" aria-labelledby="arena-coupon-title" data-testid="coupon-panel">
      <header className="arena-coupon__head">
        <h2 id="arena-coupon-title">{t('title')}</h2>
        <span className="arena-coupon__count" data-testid="coupon-panel-count">{count}</span>
        {count > 0 ? (
          <button type="button" className="arena-coupon__clear" onClick={() => store.clear()}>{t('clear')}</button>
        ) : null}
      </header>
      <CouponOneClick snapshot={snapshot} store={store} t={t} />
      {/* The account and its balance stay visible with an empty slip: the player sees the stake come off. */}
      <CouponAccountSelect snapshot={snapshot} store={store} t={t} />
      {count === 0 ? (
        <div className="arena-coupon__empty">
          <div className="arena-coupon__ticket" aria-hidden="true" />
          <p>{t('empty')}</p>
        </div>
      ) : (
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
      )}
      <CouponResult status={status} placement={pagePlacement} t={t} />
    </section>
  );
}
