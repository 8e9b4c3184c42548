/**
 * Bet history filters and paging (pure): period (today, 7 days, 30 days, all — counted back from now),
 * status (spec coupon statuses), type (single, express, system) and pages of PAGE_SIZE coupons.
 */
import type { CouponStatus, CouponView } from '@arena/domain';

export const PERIODS = ['all', 'day', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];
const PERIOD_SECONDS: Record<Period, number | null> = { all: null, day: 86_400, week: 7 * 86_400, month: 30 * 86_400 };

export const STATUSES: ReadonlyArray<CouponStatus | 'all'> = ['all', 'open', 'pending', 'won', 'lost', 'void', 'declined'];
export const TYPES = ['all', '0', '1', '2'] as const;
export const PAGE_SIZE = 10;

export interface HistoryFilters {
  period: Period;
  status: CouponStatus | 'all';
  type: (typeof TYPES)[number];
}

export const NO_FILTERS: HistoryFilters = { period: 'all', status: 'all', type: 'all' };

export function filterCoupons(coupons: readonly CouponView[], filters: HistoryFilters, nowSeconds: number): CouponView[] {
  const span = PERIOD_SECONDS[filters.period];
  return coupons.filter(
    (c) =>
      (span === null || c.createdAt >= nowSeconds - span) &&
      (filters.status === 'all' || c.status === filters.status) &&
      (filters.type === 'all' || c.typeId === Number(filters.type)),
  );
}

export interface Paged<T> {
  items: T[];
  page: number;
  pages: number;
}

/** One page (1-based; a page past the end shows the last one). */
export function pageOf<T>(list: readonly T[], page: number, size = PAGE_SIZE): Paged<T> {
  const pages = Math.max(1, Math.ceil(list.length / size));
  const current = Math.min(Math.max(1, page), pages);
  return { items: list.slice((current - 1) * size, current * size), page: current, pages };
}
