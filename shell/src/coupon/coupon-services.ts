/**
 * The slip's page-wide services over the page-wide HTTP client and bus: placement (one instance, so the
 * result survives the panel re-rendering) and the accounts feed (connected while the panel is mounted).
 */
import { siteConfigLoader } from '@arena/config';
import { bus } from '@arena/event-bus';
import { pageLiveOdds } from '@arena/live-odds';
import { http } from '@arena/http';
import { logger } from '@arena/utils';
import { playerStore } from '../player/player.ts';
import type { CouponSelectionInput } from '@arena/domain';
import { connectCouponAccounts, type CouponAccounts } from './coupon-accounts.ts';
import { connectCouponLiveOdds } from './coupon-live-odds.ts';
import { loadBonusSelection } from './coupon-bonus.ts';
import { createCouponPlacement, type CouponPlacement } from './coupon-placement.ts';
import { pageCouponStore } from './page-coupon.ts';

let accounts: CouponAccounts | null = null;

export const pagePlacement: CouponPlacement = createCouponPlacement({
  http,
  bus,
  store: pageCouponStore,
  // The slip and the header both show the balance the stake just came off.
  afterPlaced: async () => {
    await Promise.all([accounts?.refresh(), playerStore.refreshAccounts()].map((p) => Promise.resolve(p).catch(() => undefined)));
  },
});

/** Connects the accounts feed; the returned function disconnects it (panel unmount). */
export function connectPageCouponAccounts(): () => void {
  const connection = connectCouponAccounts({
    bus,
    http,
    store: pageCouponStore,
    config: siteConfigLoader,
    // Spec §4: the slip's account choice is the player's active account (header and server too).
    activateAccount: (accountId) => playerStore.selectAccount(accountId),
    onError: (error) => logger.child('shell').warn('slip account switch failed', error),
  });
  accounts = connection;
  return () => {
    connection.dispose();
    if (accounts === connection) accounts = null;
  };
}

/** Connects the slip to the live prices (its games on the page's one live stream); returns the disconnect. */
export function connectPageCouponLiveOdds(): () => void {
  return connectCouponLiveOdds({ store: pageCouponStore, odds: pageLiveOdds });
}

/** The catalogue's bonus selection, for the slip's auto-bonus offer. */
export function loadPageBonusSelection(): Promise<CouponSelectionInput> {
  return loadBonusSelection(http);
}
