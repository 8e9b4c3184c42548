/**
 * The slip's page-wide services over the page-wide HTTP client and bus: placement (one instance, so the
 * result survives the panel re-rendering) and the accounts feed (connected while the panel is mounted).
 */
import { siteConfigLoader } from '@arena/config';
import { bus } from '@arena/event-bus';
import { pageLiveOdds } from '@arena/live-odds';
import { http } from '@arena/http';
import { playerAccounts } from '@arena/server-state';
import { logger } from '@arena/utils';
import { playerStore } from '../player/player.ts';
import type { CouponSelectionInput } from '@arena/domain';
import { connectCouponAccounts } from './coupon-accounts.ts';
import { connectCouponLiveOdds } from './coupon-live-odds.ts';
import { loadBonusSelection } from './coupon-bonus.ts';
import { createCouponPlacement, type CouponPlacement } from './coupon-placement.ts';
import { pageCouponStore } from './page-coupon.ts';

export const pagePlacement: CouponPlacement = createCouponPlacement({
  http,
  bus,
  store: pageCouponStore,
  // The stake came off the account: every reader of the page's accounts (slip, header, office) shows the server's balance.
  afterPlaced: () => playerAccounts.changed(),
});

/** Connects the accounts feed; the returned function disconnects it (panel unmount). */
export function connectPageCouponAccounts(): () => void {
  const connection = connectCouponAccounts({
    bus,
    http,
    accounts: playerAccounts,
    store: pageCouponStore,
    config: siteConfigLoader,
    // Spec §4: the slip's account choice is the player's active account (header and server too).
    activateAccount: (accountId) => playerStore.selectAccount(accountId),
    onError: (error) => logger.child('shell').warn('slip account switch failed', error),
  });
  return () => connection.dispose();
}

/** Connects the slip to the live prices (its games on the page's one live stream); returns the disconnect. */
export function connectPageCouponLiveOdds(): () => void {
  return connectCouponLiveOdds({ store: pageCouponStore, odds: pageLiveOdds });
}

/** The catalogue's bonus selection, for the slip's auto-bonus offer. */
export function loadPageBonusSelection(): Promise<CouponSelectionInput> {
  return loadBonusSelection(http);
}
