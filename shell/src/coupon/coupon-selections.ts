/**
 * Keeps the replayed `couponSelections` state in step with coupon events from any app.
 * Adding an outcome already in the coupon removes it (a second click on odds deselects).
 */
import type { ArenaBus } from '@arena/event-bus';

export function connectCouponSelections(bus: ArenaBus): () => void {
  const offAdd = bus.subscribe('coupon:add', (selection) => {
    const current = bus.getState('couponSelections');
    bus.setState(
      'couponSelections',
      current.includes(selection.outcomeId) ? current.filter((id) => id !== selection.outcomeId) : [...current, selection.outcomeId],
    );
  });
  const offRemove = bus.subscribe('coupon:remove', ({ outcomeId }) => {
    bus.setState('couponSelections', bus.getState('couponSelections').filter((id) => id !== outcomeId));
  });
  const offClear = bus.subscribe('coupon:clear', () => bus.setState('couponSelections', []));
  return () => {
    offAdd();
    offRemove();
    offClear();
  };
}
