/**
 * Connects the page-wide coupon store (the domain's) to the bus and to storage:
 * - `coupon:add` from any app toggles the outcome (a second click removes it), `coupon:remove` and
 *   `coupon:clear` do what they say; with one-click on, a click places a bet instead (onOneClick);
 * - the replayed `couponSelections` state follows the store, so every app highlights the same outcomes;
 * - the store's snapshot is saved to localStorage on every change and reloaded when another tab saves
 *   it ('storage' events fire only in the other tabs), so the coupon survives reloads and stays in sync.
 */
import type { ArenaBus, CouponSelection } from '@arena/event-bus';
import { getCouponChecks, type CouponStore } from '@arena/domain';
import { COUPON_STORAGE_KEY, pageCouponStore } from './page-coupon.ts';
import { pagePlacement } from './coupon-services.ts';

export interface CouponConnectionOptions {
  store?: CouponStore;
  storage?: Pick<Storage, 'getItem' | 'setItem'> | null;
  /** Where 'storage' events arrive (window in the page). */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
  onOneClick?: (selection: CouponSelection) => void;
}

const browserStorage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode): the coupon still works for this page view
  }
};

export function connectCouponSelections(bus: ArenaBus, options: CouponConnectionOptions = {}): () => void {
  const store = options.store ?? pageCouponStore;
  // The page's own coupon places one-click bets through the page's placement; tests bring their own.
  const onOneClick = options.onOneClick ?? (options.store ? undefined : (s: CouponSelection) => void pagePlacement.placeOneClick(s));
  const storage = options.storage === undefined ? browserStorage() : options.storage;
  const events = options.events === undefined ? (typeof window === 'undefined' ? null : window) : options.events;
  let lastSaved = storage?.getItem(COUPON_STORAGE_KEY) ?? null;
  let applyingRemote = false;

  const publish = () => {
    const ids = store.getSnapshot().coupon.bets.map((bet) => bet.outcomeId);
    const current = bus.getState('couponSelections');
    if (ids.length !== current.length || ids.some((id, i) => id !== current[i])) bus.setState('couponSelections', ids);
    if (!storage || applyingRemote) return;
    const json = store.toJSON();
    if (json === lastSaved) return;
    lastSaved = json;
    try {
      storage.setItem(COUPON_STORAGE_KEY, json);
    } catch {
      // Quota or privacy errors must not break betting; the coupon lives on in memory.
    }
  };

  const onStorage = (event: Event) => {
    const { key, newValue } = event as StorageEvent;
    if (key !== COUPON_STORAGE_KEY || newValue === lastSaved) return;
    lastSaved = newValue;
    applyingRemote = true;
    try {
      store.load(newValue);
    } finally {
      applyingRemote = false;
    }
  };

  const offs = [
    bus.subscribe('coupon:add', (selection) => {
      const snapshot = store.getSnapshot();
      if (getCouponChecks(snapshot).isOneClickOn && onOneClick) onOneClick(selection);
      else store.toggleSelection(selection);
    }),
    bus.subscribe('coupon:remove', ({ outcomeId }) => store.removeBet(outcomeId)),
    bus.subscribe('coupon:clear', () => store.clear()),
    store.subscribe(publish),
  ];
  events?.addEventListener('storage', onStorage);
  publish();
  return () => {
    for (const off of offs) off();
    events?.removeEventListener('storage', onStorage);
  };
}
