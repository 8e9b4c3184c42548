import { useBusState } from '@arena/ui-kit';

/** The number of selections in the coupon, fed by `coupon:*` events from any app over the shared bus. */
export function CouponBadge() {
  const selections = useBusState('couponSelections');
  return (
    <span className="arena-coupon-badge" data-testid="coupon-count" aria-label={`Coupon: ${selections.length} selections`}>
      {selections.length}
    </span>
  );
}
