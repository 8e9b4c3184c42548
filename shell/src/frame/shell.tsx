import { useEffect } from 'react';
import { bus } from '@arena/event-bus';
import { ErrorBoundary } from '@arena/ui-kit';
import { Header } from './header.tsx';
import { Footer } from './footer.tsx';
import { CouponBadge } from '../coupon/coupon-badge.tsx';
import { connectCouponSelections } from '../coupon/coupon-selections.ts';

/** The id the root config mounts apps into; React renders it empty and never touches its children. */
const APP_SLOT_ID = 'arena-app-slot';

export function Shell() {
  useEffect(() => connectCouponSelections(bus), []);
  return (
    <div className="arena-frame">
      <ErrorBoundary fallback={() => <header className="arena-header" />}>
        <Header couponBadge={<CouponBadge />} />
      </ErrorBoundary>
      <main className="arena-main">
        <div id={APP_SLOT_ID} />
      </main>
      <Footer />
    </div>
  );
}
