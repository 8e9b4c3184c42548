import type { CouponView } from '@arena/domain';
import { describe, expect, it } from 'vitest';
import { filterCoupons, NO_FILTERS, pageOf } from './history-filters.ts';

const NOW = 1_800_000_000;
const coupon = (id: string, ageDays: number, status: CouponView['status'], typeId: number) => ({ id, createdAt: NOW - ageDays * 86_400, status, typeId }) as CouponView;
const coupons = [coupon('1', 0.5, 'won', 0), coupon('2', 3, 'lost', 1), coupon('3', 20, 'open', 2), coupon('4', 100, 'won', 1)];
const ids = (list: CouponView[]) => list.map((c) => c.id);

describe('bet history filters', () => {
  it('period counts back from now', () => {
    expect(ids(filterCoupons(coupons, { ...NO_FILTERS, period: 'day' }, NOW))).toEqual(['1']);
    expect(ids(filterCoupons(coupons, { ...NO_FILTERS, period: 'week' }, NOW))).toEqual(['1', '2']);
    expect(ids(filterCoupons(coupons, { ...NO_FILTERS, period: 'month' }, NOW))).toEqual(['1', '2', '3']);
    expect(ids(filterCoupons(coupons, NO_FILTERS, NOW))).toHaveLength(4);
  });
  it('status and type combine with the period', () => {
    expect(ids(filterCoupons(coupons, { ...NO_FILTERS, status: 'won' }, NOW))).toEqual(['1', '4']);
    expect(ids(filterCoupons(coupons, { ...NO_FILTERS, type: '1' }, NOW))).toEqual(['2', '4']);
    expect(ids(filterCoupons(coupons, { period: 'month', status: 'won', type: '1' }, NOW))).toEqual([]);
  });
  it('pages hold 10 coupons and a page past the end shows the last one', () => {
    const list = Array.from({ length: 23 }, (_, i) => i);
    expect(pageOf(list, 1)).toMatchObject({ page: 1, pages: 3, items: list.slice(0, 10) });
    expect(pageOf(list, 9)).toMatchObject({ page: 3, items: [20, 21, 22] });
    expect(pageOf([], 1)).toEqual({ items: [], page: 1, pages: 1 });
  });
});
