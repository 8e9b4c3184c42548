/**
 * The promotions and bonus offers the content store seeds (texts) match the mechanics here (money): every
 * deposit bonus has its offer and its promotion, every promotion of the legacy redirect table exists, and
 * the seed covers the spec §3 promo categories with real text in both languages.
 */
import { describe, expect, it } from 'vitest';
import { SEED_REDIRECTS } from '../db/seed-data.ts';
import { readSeedItems } from '../content/content-seed.ts';
import { BONUS_PROMO_CODES, DEPOSIT_BONUSES } from './bonus-catalogue.ts';

const items = readSeedItems();
const promotions = items.filter((i) => i.type === 'promotion');
const offers = items.filter((i) => i.type === 'bonus-offer');
const SPEC_PROMO_CATEGORIES = ['all_bonuses', 'poker', 'casino', 'bukmaker', 'redeposit', 'shares', 'cashback', 'first_deposit', 'bonuses'];

describe('promotion and bonus-offer seeds', () => {
  it('at least 6 promotions and 8 bonus offers, each with ru and en text, SEO fields and artwork', () => {
    expect(promotions.length).toBeGreaterThanOrEqual(6);
    expect(offers.length).toBeGreaterThanOrEqual(8);
    for (const item of [...promotions, ...offers]) {
      for (const text of [item.ru, item.en]) {
        expect(text?.title.length, item.slug).toBeGreaterThan(5);
        expect(text?.seoTitle.length, item.slug).toBeGreaterThan(5);
        expect(text?.seoDescription.length, item.slug).toBeGreaterThan(20);
        expect(text?.body.length, item.slug).toBeGreaterThan(50);
      }
      if (item.type === 'bonus-offer') {
        const rules = item.data?.['rules'] as Record<string, string[]>;
        expect(rules['ru']!.length, item.slug).toBeGreaterThanOrEqual(3);
        // the offer page reads its rules and game names in the page language (issue 31 item 3: az and ar too)
        for (const lang of ['en', 'az', 'ar']) {
          expect(rules[lang]?.length, `${item.slug} ${lang}`).toBe(rules['ru']!.length);
          for (const game of (item.data?.['games'] as Array<Record<string, string>>) ?? []) expect(game[lang], `${item.slug} ${game['id']} ${lang}`).toBeTruthy();
        }
      }
      expect(item.data?.['artwork'], item.slug).toMatchObject({ from: expect.stringMatching(/^#[0-9a-f]{6}$/), to: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    }
  });

  it('promotion categories are spec §3 promo categories (all_bonuses is the list of every one)', () => {
    for (const p of promotions) {
      const categories = (p.data?.['categories'] as string[]) ?? [];
      expect(categories, p.slug).toContain(p.category);
      for (const c of categories) expect(SPEC_PROMO_CATEGORIES, p.slug).toContain(c);
    }
    const used = new Set(promotions.flatMap((p) => p.data?.['categories'] as string[]));
    for (const c of SPEC_PROMO_CATEGORIES.filter((c) => c !== 'all_bonuses')) expect(used, c).toContain(c);
  });

  it('every deposit bonus has its bonus offer, and its promotion calls it to action', () => {
    for (const bonus of DEPOSIT_BONUSES) {
      expect(offers.map((o) => o.slug)).toContain(bonus.slug);
      const promotion = promotions.find((p) => p.slug === bonus.promotion);
      expect(promotion?.data?.['cta'], bonus.slug).toEqual({ kind: 'deposit-bonus', bonus: bonus.slug });
    }
    for (const code of BONUS_PROMO_CODES) expect(offers.map((o) => o.slug)).toContain(code.slug);
  });

  it('every legacy promotion redirect lands on a promotion that exists', () => {
    const targets = SEED_REDIRECTS.filter((r) => r.to_path.startsWith('promotions/')).map((r) => r.to_path.slice('promotions/'.length));
    expect(targets.length).toBeGreaterThan(0);
    for (const slug of targets) expect(promotions.map((p) => p.slug)).toContain(slug);
  });
});
