import { describe, expect, it } from 'vitest';
import { categoriesOf, isPromoCategory, promotionAction, promotionsIn, visibleCategories } from './promo-categories.ts';

const item = (slug: string, category: string | null, extra: string[] = []) => ({ slug, category, data: { categories: extra } });
const items = [item('first-deposit', 'first_deposit', ['bukmaker']), item('welcome', 'casino', ['first_deposit']), item('freeroll', 'poker')];

describe('spec §3 promo categories', () => {
  it('a promotion belongs to its category and to the extra ones of its data', () => {
    expect(categoriesOf(items[0]!)).toEqual(['first_deposit', 'bukmaker']);
    expect(promotionsIn(items, 'first_deposit').map((i) => i.slug)).toEqual(['first-deposit', 'welcome']);
    expect(promotionsIn(items, 'poker').map((i) => i.slug)).toEqual(['freeroll']);
  });

  it('all_bonuses lists every promotion; tabs without promotions are hidden', () => {
    expect(promotionsIn(items, 'all_bonuses')).toHaveLength(3);
    expect(visibleCategories(items)).toEqual(['all_bonuses', 'first_deposit', 'bukmaker', 'casino', 'poker']);
    expect(isPromoCategory('cashback')).toBe(true);
    expect(isPromoCategory('lottery')).toBe(false);
  });

  it('the call to action is read from data and checked', () => {
    expect(promotionAction({ cta: { kind: 'deposit-bonus', bonus: 'reload-bonus' } })).toEqual({ kind: 'deposit-bonus', bonus: 'reload-bonus' });
    expect(promotionAction({ cta: { kind: 'link', path: 'office/bringfriend', label: 'bringfriend' } })).toEqual({ kind: 'link', path: 'office/bringfriend', label: 'bringfriend' });
    expect(promotionAction({ cta: { kind: 'link', path: 'https://evil.example' } })).toEqual({ kind: 'none' });
    expect(promotionAction({})).toEqual({ kind: 'none' });
  });
});
