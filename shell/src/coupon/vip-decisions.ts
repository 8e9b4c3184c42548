/**
 * The player's side of VIP approval (issue 17 item 5). A VIP coupon waits as 'pending' until the server's
 * trader decides it (at most a few minutes, always before the first leg: server betting/approval/). The
 * shell watches the player's pending coupons — the ones just placed (`coupon:placed`) and, after a sign-in
 * or reload, the pending ones in the first history page — by polling each coupon, and when a decision has
 * been made tells the player through the page's notification service (`notify`) and refreshes the balance
 * (a lowered or declined coupon gives money back). A decision made while the player was away (or while
 * the page loaded) is told at the next sign-in or page load: the ids already told are remembered per
 * player in the settings storage, so each decision is told once. Framework-free; the texts are the slip's (coupon-texts.ts).
 */
import type { CouponView } from '@arena/domain';
import type { ArenaBus } from '@arena/event-bus';
import type { HttpClient } from '@arena/http';
import { createFormatters, type Formatters } from '@arena/i18n';
import type { SettingsStorage } from '@arena/utils';
import { couponText } from './coupon-texts.ts';
import { bettingCouponsAnswer, bettingCouponsOfCouponIdAnswer } from '@arena/contracts/answer-checks';

/** How often a pending coupon is asked about (the decision itself is due within minutes). */
export const VIP_POLL_MS = 5000;
/** Decisions older than this are not told any more (a new device, a cleared storage). */
const TELL_WITHIN_MS = 24 * 3600_000;
/** How many told coupon ids are remembered per player. */
const TOLD_KEPT = 50;

export interface VipDecisionDeps {
  bus: ArenaBus;
  http: Pick<HttpClient, 'get'>;
  /** The balance moved (refund): the header and the slip re-read it. */
  onDecided?: () => void | Promise<void>;
  /** Remembers which decisions were told (per player); without it each page load may tell them again. */
  storage?: Pick<SettingsStorage, 'get' | 'set'>;
  pollMs?: number;
  now?: () => number;
}


/** The notification text of a decided VIP coupon, in the page language, its sums by the player's formatters. */
export function vipDecisionText(coupon: CouponView, language: string, format: Pick<Formatters, 'money'>): string | null {
  const decision = coupon.approval?.decision;
  if (!decision) return null;
  const money = (v: number) => format.money(v, coupon.currency);
  return couponText(language)(`vip_${decision}`, { id: coupon.id, amount: money(coupon.amount), refunded: money(coupon.approval?.refunded ?? 0) });
}

export function connectVipDecisions(deps: VipDecisionDeps): () => void {
  const { bus, http } = deps;
  const pollMs = deps.pollMs ?? VIP_POLL_MS;
  const watched = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const schedule = () => {
    if (timer || stopped || watched.size === 0) return;
    timer = setTimeout(() => {
      timer = null;
      void poll();
    }, pollMs);
  };

  const now = deps.now ?? Date.now;
  const toldKey = () => `vipDecisionsTold:${bus.getState('user')?.userId ?? 0}`;
  const told = (): string[] => deps.storage?.get<string[]>(toldKey(), []) ?? [];
  const announce = (coupon: CouponView) => {
    const language = bus.getState('language');
    const { timeZone, is12h, coefViewId } = bus.getState('settings');
    const text = vipDecisionText(coupon, language, createFormatters({ language, timeZone, is12h, oddsFormat: coefViewId }));
    if (!text || told().includes(coupon.id)) return;
    deps.storage?.set(toldKey(), [...told(), coupon.id].slice(-TOLD_KEPT));
    bus.emit('notify', { id: `vip-${coupon.id}`, kind: coupon.status === 'declined' ? 'warning' : 'success', text });
    void Promise.resolve(deps.onDecided?.()).catch(() => undefined);
  };

  async function poll(): Promise<void> {
    for (const id of [...watched]) {
      try {
        const { coupon } = await http.get<unknown>(`/betting-api/coupons/${id}`, { cache: 'no-store' }).then(bettingCouponsOfCouponIdAnswer);
        if (stopped || !watched.has(id)) continue;
        if (coupon.status !== 'pending') {
          watched.delete(id);
          announce(coupon);
        }
      } catch {
        // Signed out or the network blinked: the next round asks again (a sign-out clears the list).
      }
    }
    schedule();
  }

  const watch = (ids: readonly string[]) => {
    for (const id of ids) watched.add(id);
    schedule();
  };

  const offPlaced = bus.subscribe('coupon:placed', ({ couponIds }) => {
    // Only VIP coupons stay pending; the first answer tells, and decided coupons leave the list at once.
    watch(couponIds);
  });
  const offUser = bus.watchState('user', (user) => {
    watched.clear();
    if (!user) return;
    http.get<unknown>('/betting-api/coupons', { query: { limit: 20 }, cache: 'no-store' }).then(bettingCouponsAnswer).then(
      (page) => {
        if (stopped) return;
        watch(page.coupons.filter((c) => c.status === 'pending').map((c) => c.id));
        // Decided since the player last looked (away, or while this page loaded): told now, once.
        for (const c of page.coupons) {
          const decidedAt = c.approval?.decision ? c.approval.decidedAt : null;
          if (decidedAt !== null && decidedAt * 1000 > now() - TELL_WITHIN_MS) announce(c);
        }
      },
      () => undefined,
    );
  });

  return () => {
    stopped = true;
    offPlaced();
    offUser();
    if (timer) clearTimeout(timer);
    watched.clear();
  };
}
