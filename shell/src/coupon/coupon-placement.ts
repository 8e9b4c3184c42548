/**
 * Placing the coupon: builds the spec §3 base coupon from the store (domain buildBaseCoupon), sends it,
 * and turns the answer into a result the slip shows: the coupon id, one line per single, or the reason
 * of a refusal (with the changed odds, so the player can accept them and try again).
 * Each placement carries an Idempotency-Key (and the same value as the coupon's client `id`): a new one per
 * player action, the same one when the very same coupon is sent again after its answer never arrived, so
 * a retry after a dropped connection cannot place the coupon twice.
 */
import { isAnswerShapeError, placeCouponAnswer } from '@arena/contracts/answer-checks';
import type { ArenaBus, CouponSelection } from '@arena/event-bus';
import { IDEMPOTENCY_HEADER, createIdempotencyKeys, isHttpError, type HttpClient } from '@arena/http';
import { COUPON_TYPE, acceptCurrentOdds, buildBaseCoupon, getCouponChecks, oneClickAmountFor, refusedOddsChanges, type BetRefusalBody, type CouponStore, type OddsChangeLine, type PlaceSingleLine } from '@arena/domain';
import { COUPON_PATHS } from './coupon-accounts.ts';
import { textFor } from '../platform/use-text.ts';
import { ANSWER_SHAPE_CODE } from '../player/refused-answer.ts';

export type OddsChange = OddsChangeLine;
export type PlacementError = BetRefusalBody;
/** A single's result with the event and outcome names the player picked (the answer names only ids). */
export type SingleLine = PlaceSingleLine & { title?: string; outcomeName?: string };

export type PlacementStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'placed'; couponId: string; singles: SingleLine[]; oneClick: boolean; pendingApproval?: boolean }
  | { kind: 'refused'; error: PlacementError; singles: SingleLine[] };

export interface CouponPlacement {
  subscribe(listener: () => void): () => void;
  snapshot(): PlacementStatus;
  place(): Promise<void>;
  /** One-click: a type-0 bet at the one-click amount, the slip untouched. */
  placeOneClick(selection: CouponSelection): Promise<void>;
  /** Takes the odds from a refusal into the coupon, so the next try is at the current prices. */
  acceptChanges(changes: readonly OddsChange[]): void;
  reset(): void;
}

export interface PlacementOptions {
  http: HttpClient;
  store: CouponStore;
  bus: ArenaBus;
  afterPlaced?: () => Promise<void> | void;
}

/** Names each result line after the slip's bet of the same outcome, as the slip showed it. */
function withNames(lines: readonly PlaceSingleLine[], bets: readonly { outcomeId: string; title: string; outcomeName: string }[]): SingleLine[] {
  return lines.map((line) => {
    const bet = bets.find((b) => b.outcomeId === line.outcomeId);
    return bet ? { ...line, title: bet.title, outcomeName: bet.outcomeName } : line;
  });
}

function toError(error: unknown): { error: PlacementError; singles: SingleLine[] } {
  if (isHttpError(error) && error.body) {
    const body = error.body as unknown as PlacementError & { singles?: SingleLine[] };
    return { error: { ...body, code: String(body.code ?? 'error'), message: String(body.message ?? '') }, singles: body.singles ?? [] };
  }
  return { error: { code: 'network_error', message: error instanceof Error ? error.message : 'Network error' }, singles: [] };
}

export function createCouponPlacement({ http, store, bus, afterPlaced }: PlacementOptions): CouponPlacement {
  let status: PlacementStatus = { kind: 'idle' };
  const listeners = new Set<() => void>();
  const set = (next: PlacementStatus) => {
    status = next;
    for (const l of [...listeners]) l();
  };

  const keys = createIdempotencyKeys();

  async function send(request: object, typeId: number, amount: number, oneClick: boolean): Promise<void> {
    set({ kind: 'sending' });
    // The bets as sent: they leave the slip once placed, but their names label the singles' results.
    const sentBets = store.getSnapshot().coupon.bets;
    const key = keys.keyFor(request);
    try {
      // Checked before the key is settled (issue 27): a refused answer keeps the key, so placing again replays
      // the server's first answer instead of placing the coupon twice.
      const answer = await http.post<unknown>(COUPON_PATHS.place, { ...request, id: key }, { headers: { [IDEMPOTENCY_HEADER]: key } }).then(placeCouponAnswer);
      keys.settle();
      const singles = withNames(answer.singles ?? [], sentBets);
      set({ kind: 'placed', couponId: answer.couponId, singles, oneClick, ...(answer.pendingApproval ? { pendingApproval: true } : {}) });
      if (!oneClick) {
        store.setPlaceResult({
          successCoupon: { id: answer.couponId },
          singlesResultCoupons: singles.map((s) => ({ outcomeId: s.outcomeId, ...(s.couponId ? { couponId: s.couponId } : { error: s.message ?? s.code ?? '' }) })),
        });
        // Placed bets leave the slip; refused singles stay so the player can fix and resend them.
        for (const bet of store.getSnapshot().coupon.bets) {
          if (singles.length === 0 || singles.some((s) => s.ok && s.outcomeId === bet.outcomeId)) store.removeBet(bet.outcomeId);
        }
      }
      const placedIds = singles.length ? singles.filter((s) => s.ok && s.couponId).map((s) => s.couponId!) : [answer.couponId];
      bus.emit('coupon:placed', { couponIds: placedIds, typeId, amount });
      await afterPlaced?.();
    } catch (error) {
      keys.settle(error);
      const refused = isAnswerShapeError(error) ? { error: { code: ANSWER_SHAPE_CODE, message: textFor(bus.getState('language'))('answer_shape_error') }, singles: [] } : toError(error);
      set({ kind: 'refused', error: refused.error, singles: withNames(refused.singles, sentBets) });
    }
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    snapshot: () => status,
    async place() {
      const { coupon, settings } = store.getSnapshot();
      // The policy applies first here, on the prices the slip followed: a refused move needs the
      // player's "accept new odds", no round trip. The server applies it again on its own prices.
      const exact = coupon.typeId === COUPON_TYPE.single ? settings.exactCoef : null;
      const refused = refusedOddsChanges(coupon.bets, settings.changeCoefAction, exact);
      if (refused.length > 0) {
        set({ kind: 'refused', error: { code: 'odds_changed', message: '', changes: refused }, singles: [] });
        return;
      }
      const user = bus.getState('user');
      const built = buildBaseCoupon(coupon, settings, { userId: user?.userId ?? null, refId: null, coefViewId: 0 });
      // VIP goes out only where the domain offers it (spec §5); the server checks it again.
      const base = { ...built, isVipBet: built.isVipBet && getCouponChecks(store.getSnapshot()).isVipBetAvailable };
      await send(base, coupon.typeId, coupon.amount, false);
    },
    async placeOneClick(selection) {
      const { coupon, settings, accounts } = store.getSnapshot();
      // Never chosen (0) means the currency's initial amount, so the very first click is a valid bet.
      const amount = oneClickAmountFor(settings, accounts.find((a) => a.isActive));
      const body = {
        typeId: 0,
        accountId: coupon.accountId,
        amount,
        changeCoefAction: settings.changeCoefAction,
        bets: [{ outcomeId: selection.outcomeId, coef: selection.coef }],
      };
      await send(body, 0, amount, true);
    },
    acceptChanges(changes) {
      for (const change of changes) {
        store.updateBet(change.outcomeId, (bet) => acceptCurrentOdds(bet, change.currentCoef));
      }
      set({ kind: 'idle' });
    },
    reset: () => set({ kind: 'idle' }),
  };
}
