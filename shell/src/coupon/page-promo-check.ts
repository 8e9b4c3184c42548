/** The page's promo-code checker over the page-wide coupon store, HTTP client and bus (one per page). */
import { bus } from '@arena/event-bus';
import { http } from '@arena/http';
import { createPromoChecker, type PromoChecker } from './coupon-promo-check.ts';
import { pageCouponStore } from './page-coupon.ts';

export const pagePromoChecker: PromoChecker = createPromoChecker({ http, store: pageCouponStore, isSignedIn: () => bus.getState('user') !== null });

// Signing in (or out) decides whether a check can be made at all.
bus.watchState('user', () => pagePromoChecker.refresh());
