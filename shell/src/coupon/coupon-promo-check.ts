/**
 * Promo-code feedback before placement (issue 17 item 2): while the player types (after a short pause) or
 * applies a code, the slip asks the backend (POST /betting-api/coupon/promo-check) whether the code fits
 * the coupon as it is now, and shows the bonus (the possible win with it) or the reason it will be
 * refused. The check runs again when the code, the coupon type or the bets change; a price move does not
 * need a round trip: the bonus percent is applied to the slip's own possible win (promoPossibleWin).
 * An answer for a coupon that changed meanwhile is dropped. Guests get no check (they cannot place).
 */
import { COUPON_TYPE, withWinBonus, type CouponStore, type CouponStoreSnapshot } from '@arena/domain';
import type { HttpClient } from '@arena/http';
import { bettingCouponPromoCheckPostAnswer } from '@arena/contracts/answer-checks';

export const PROMO_CHECK_PATH = '/betting-api/coupon/promo-check';
/** Typing pause before a check: one request per word, not per key. */
export const PROMO_CHECK_DELAY_MS = 400;

export type PromoCheckStatus =
  | { kind: 'none' }
  | { kind: 'checking'; promoCode: string }
  | { kind: 'valid'; promoCode: string; winBonusPercent: number }
  | { kind: 'refused'; promoCode: string; code: string; message: string }
  /** The check could not be made (network): placement will still decide. */
  | { kind: 'unknown'; promoCode: string };

export interface PromoChecker {
  subscribe(listener: () => void): () => void;
  snapshot(): PromoCheckStatus;
  /** "Apply": checks at once instead of after the typing pause. */
  checkNow(): void;
  /** Re-reads the coupon and the player (e.g. after login) and checks again if anything relevant changed. */
  refresh(): void;
  dispose(): void;
}

export interface PromoCheckOptions {
  http: Pick<HttpClient, 'post'>;
  store: Pick<CouponStore, 'subscribe' | 'getSnapshot'>;
  isSignedIn(): boolean;
  delayMs?: number;
  timers?: { setTimeout(fn: () => void, ms: number): unknown; clearTimeout(id: unknown): void };
}

/** What a check depends on: the code, the coupon type and which bets (prices are applied locally). */
function checkKey(snapshot: CouponStoreSnapshot, signedIn: boolean): string {
  const { coupon } = snapshot;
  if (!coupon.promoCode || coupon.bets.length === 0 || !signedIn) return '';
  return JSON.stringify([coupon.promoCode.toUpperCase(), coupon.typeId, coupon.bets.map((b) => b.outcomeId), coupon.accountId]);
}

/**
 * The possible win with the code's extra percent, under the same max payout as the stored coupon: the
 * domain's rule the server prices the coupon with, rounded to the account currency's minor unit.
 */
export function promoPossibleWin(possibleWin: number, winBonusPercent: number, maxPayout: number | null, currencyIso: string): number {
  return withWinBonus(possibleWin, winBonusPercent, maxPayout ?? undefined, currencyIso);
}

export function createPromoChecker({ http, store, isSignedIn, delayMs = PROMO_CHECK_DELAY_MS, timers = globalThis as unknown as NonNullable<PromoCheckOptions['timers']> }: PromoCheckOptions): PromoChecker {
  let status: PromoCheckStatus = { kind: 'none' };
  let key = '';
  let timer: unknown = null;
  const listeners = new Set<() => void>();
  const set = (next: PromoCheckStatus) => {
    status = next;
    for (const l of [...listeners]) l();
  };
  const cancelTimer = () => {
    if (timer !== null) timers.clearTimeout(timer);
    timer = null;
  };

  function send(sentKey: string): void {
    timer = null;
    const { coupon, accounts } = store.getSnapshot();
    const promoCode = coupon.promoCode;
    const active = accounts.find((a) => a.isActive);
    const body = {
      promoCode,
      typeId: coupon.typeId,
      bets: coupon.bets.map((b) => ({ outcomeId: b.outcomeId, coef: b.market.coef, ...(b.isBanker ? { isBanker: true } : {}) })),
      ...(coupon.amount > 0 ? { amount: coupon.amount } : {}),
      ...(active ? { accountId: active.id } : {}),
      ...(coupon.typeId === COUPON_TYPE.system ? { systemValue: coupon.systemValue } : {}),
    };
    http.post<unknown>(PROMO_CHECK_PATH, body).then(bettingCouponPromoCheckPostAnswer).then(
      (answer) => {
        if (sentKey !== key) return; // the coupon moved on: a newer check is coming
        set(answer.valid ? { kind: 'valid', promoCode: answer.promoCode, winBonusPercent: answer.winBonusPercent } : { kind: 'refused', promoCode, code: answer.code, message: answer.message });
      },
      () => {
        if (sentKey === key) set({ kind: 'unknown', promoCode });
      },
    );
  }

  function update(immediately: boolean): void {
    const next = checkKey(store.getSnapshot(), isSignedIn());
    if (next === key && !immediately) return;
    key = next;
    cancelTimer();
    if (!next) {
      if (status.kind !== 'none') set({ kind: 'none' });
      return;
    }
    set({ kind: 'checking', promoCode: store.getSnapshot().coupon.promoCode });
    if (immediately) send(next);
    else timer = timers.setTimeout(() => send(next), delayMs);
  }

  const off = store.subscribe(() => update(false));
  update(false);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => status,
    checkNow: () => update(true),
    refresh: () => update(false),
    dispose() {
      off();
      cancelTimer();
      key = '';
    },
  };
}
