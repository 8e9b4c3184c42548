/** The page-wide coupon store the shell owns (one per page; apps reach it only through bus events). */
import { createCouponStore, type CouponStore } from '@arena/domain';

export const COUPON_STORAGE_KEY = 'arena:coupon';

function readPersisted(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(COUPON_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Bankers need the coupon's lobby block (spec §4); the shell's coupon always has it. */
export const pageCouponStore: CouponStore = createCouponStore({ persisted: readPersisted(), config: { hasLobbyBlock: true } });
