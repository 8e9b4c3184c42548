/**
 * The bet slip in the shell's right column: bets, type tabs, stake, system, bankers, account, promo code,
 * possible win, odds-change policy, one-click, and placement with its result. State lives in the domain's
 * coupon store (page-coupon.ts); this component only renders it and calls its actions.
 */
import { lazy, Suspense, useEffect } from 'react';
import './coupon.css';
import { CouponAccountSelect, CouponOneClick } from './coupon-options.tsx';
import { connectPageCouponAccounts, connectPageCouponLiveOdds, pagePlacement } from './coupon-services.ts';
import { useCouponText } from './coupon-texts.ts';
import { pageCouponStore } from './page-coupon.ts';
import { useCoupon, usePlacement } from './use-coupon.ts';

/**
 * The slip's details (types, bets, stake, bonus, promo, acceptance, placement result) load on demand: a
 * page where no bet is picked never downloads them (esbuild puts them in a chunk of the shell's folder).
 */
const CouponDetails = lazy(() => import('./coupon-details.tsx').then((m) => ({ default: m.CouponDetails })));
const CouponResult = lazy(() => import('./coupon-details.tsx').then((m) => ({ default: m.CouponResult })));

export function CouponPanel() {
  const t = useCouponText();
  const store = pageCouponStore;
  const snapshot = useCoupon(store);
  const status = usePlacement(pagePlacement);
  useEffect(() => connectPageCouponAccounts(), []);
  useEffect(() => connectPageCouponLiveOdds(), []);
  const count = snapshot.coupon.bets.length;
  const spinner = <div className="arena-spinner" role="progressbar" aria-label={t('title')} />;

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
        <Suspense fallback={spinner}>
          <CouponDetails snapshot={snapshot} store={store} t={t} status={status} />
        </Suspense>
      )}
      {status.kind === 'idle' ? null : (
        <Suspense fallback={null}>
          <CouponResult status={status} placement={pagePlacement} t={t} />
        </Suspense>
      )}
    </section>
  );
}
