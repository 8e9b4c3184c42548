/**
 * Spec §3 promo bonus categories, in tab order. `all_bonuses` is the list of every promotion; a promotion
 * belongs to its `category` and to the extra ones listed in its data (`data.categories`).
 */
import type { ContentSummary } from '../../platform/content-api.ts';

export const PROMO_CATEGORIES = ['all_bonuses', 'first_deposit', 'bukmaker', 'casino', 'redeposit', 'cashback', 'poker', 'shares', 'bonuses'] as const;
export type PromoCategory = (typeof PROMO_CATEGORIES)[number];

export function isPromoCategory(value: string | null | undefined): value is PromoCategory {
  return (PROMO_CATEGORIES as readonly string[]).includes(value ?? '');
}

export function categoriesOf(item: Pick<ContentSummary, 'category' | 'data'>): string[] {
  const extra = Array.isArray(item.data['categories']) ? (item.data['categories'] as unknown[]).filter((c): c is string => typeof c === 'string') : [];
  return [...new Set([...(item.category ? [item.category] : []), ...extra])];
}

/** The promotions of a category, in the store's order (operators set `order`). */
export function promotionsIn<T extends Pick<ContentSummary, 'category' | 'data'>>(items: readonly T[], category: PromoCategory): T[] {
  return category === 'all_bonuses' ? [...items] : items.filter((item) => categoriesOf(item).includes(category));
}

/** Only the tabs that hold something (and "all"), so a visitor never opens an empty tab. */
export function visibleCategories(items: readonly Pick<ContentSummary, 'category' | 'data'>[]): PromoCategory[] {
  return PROMO_CATEGORIES.filter((c) => c === 'all_bonuses' || items.some((item) => categoriesOf(item).includes(c)));
}

export type PromotionAction =
  | { kind: 'deposit-bonus'; bonus: string }
  | { kind: 'link'; path: string; label: string }
  | { kind: 'none' };

/** The call to action a promotion's data names (data.cta), checked: anything malformed is no action. */
export function promotionAction(data: Record<string, unknown>): PromotionAction {
  const cta = data['cta'] as Record<string, unknown> | undefined;
  if (cta?.['kind'] === 'deposit-bonus' && typeof cta['bonus'] === 'string') return { kind: 'deposit-bonus', bonus: cta['bonus'] };
  if (cta?.['kind'] === 'link' && typeof cta['path'] === 'string' && /^[a-z0-9/_-]*$/.test(cta['path'])) {
    return { kind: 'link', path: cta['path'], label: typeof cta['label'] === 'string' ? cta['label'] : 'more' };
  }
  return { kind: 'none' };
}
