/**
 * The client's own coupon id (spec §3 base coupon `id`, "a client-chosen id, e.g. for idempotent
 * retries"): a coupon resubmitted under an id the player already used places nothing new. The same
 * coupon (account, type, stake, outcomes) answers the coupon placed first; anything else under that id
 * is refused with `coupon_id_conflict` (409). Each single of a singles coupon (10001) is stored under
 * `<id>-<outcomeId>`, the id the domain's splitSinglesCoupon gives it.
 */
import type { CouponBetRow, CouponRow } from '../../db/repositories/coupons.ts';

export const singleClientId = (clientId: string, outcomeId: string) => `${clientId}-${outcomeId}`;

/** The id the client sent, or null when it left the choice to the server. */
export function clientCouponId(id: string | null | undefined): string | null {
  const trimmed = id?.trim();
  return trimmed ? trimmed : null;
}

export interface PlacementShape {
  accountId: number;
  typeId: number;
  amount: number;
  outcomeIds: readonly string[];
}

/** Whether a stored coupon is the placement asked for again (stakes compared to the minor unit). */
export function isSamePlacement(row: CouponRow, bets: readonly CouponBetRow[], asked: PlacementShape): boolean {
  const stored = bets.map((b) => b.outcome_id).sort();
  const wanted = [...asked.outcomeIds].sort();
  return (
    row.account_id === asked.accountId &&
    row.type_id === asked.typeId &&
    Math.abs(row.amount - asked.amount) < 1e-9 &&
    stored.length === wanted.length &&
    stored.every((id, i) => id === wanted[i])
  );
}
