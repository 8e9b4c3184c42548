/** React bindings of the slip's stores (useSyncExternalStore; subscriptions end with the component). */
import { useSyncExternalStore } from 'react';
import type { CouponStoreSnapshot } from '@arena/domain';
import type { CouponPlacement, PlacementStatus } from './coupon-placement.ts';
import { pageCouponStore } from './page-coupon.ts';

export function useCoupon(store = pageCouponStore): CouponStoreSnapshot {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

export function usePlacement(placement: CouponPlacement): PlacementStatus {
  return useSyncExternalStore(placement.subscribe, placement.snapshot, placement.snapshot);
}
