/** The seeded catalogue's rules (issue 13): size, providers, categories, fields and the reserved real games. */
import { describe, expect, it } from 'vitest';
import { CASINO_CATEGORIES, CASINO_ENGINES } from '@arena/domain';
import { TEXT_LANGUAGES, textIn, type Localized } from '../../../platform/messages.ts';
import { CURRENCIES } from '../../shared/reference-data.ts';
import { generateCatalogue, RESERVED_GAMES } from './generate-catalogue.ts';

const games = generateCatalogue();

describe('generated catalogue', () => {
  it('is the same on every run (deterministic)', () => {
    expect(generateCatalogue()).toEqual(games);
  });

  it('has at least 300 games from at least 12 providers', () => {
    expect(games.length).toBeGreaterThanOrEqual(300);
    expect(new Set(games.map((g) => g.provider)).size).toBeGreaterThanOrEqual(12);
  });

  it('has unique ids and unique URL-safe slugs', () => {
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
    expect(new Set(games.map((g) => g.slug)).size).toBe(games.length);
    for (const g of games) expect(g.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('fills every category of spec §9 and the extra sections, each game in a known subcategory', () => {
    for (const category of CASINO_CATEGORIES) {
      const inCategory = games.filter((g) => g.category === category.slug);
      expect(inCategory.length, category.slug).toBeGreaterThanOrEqual(10);
      for (const g of inCategory) {
        expect(category.subcategories).toContain(g.subcategory);
        expect(g.categoryId).toBe(category.categoryId);
      }
    }
    expect(CASINO_CATEGORIES.filter((c) => c.categoryId < 100).map((c) => c.categoryId).sort((a, b) => a - b)).toEqual([6, 7, 8, 14, 15, 16, 18, 19, 20, 21]);
  });

  it('gives every game names in both languages, Cyrillic in Russian', () => {
    for (const g of games) {
      expect(g.name.en).toMatch(/^[A-Z0-9]/);
      expect(g.name.ru).toMatch(/[а-яё]/i);
    }
  });

  it('names every game in the six interface languages, each in its own script, agreeing in gender where the language wants it', () => {
    for (const g of games) {
      for (const language of TEXT_LANGUAGES) expect(textIn(g.name, language), `${g.slug} ${language}`).toBe((g.name as Localized)[language]);
      expect(textIn(g.name, 'ua')).toMatch(/[а-яєіїґ]/i);
      expect(textIn(g.name, 'kz')).toMatch(/[а-яәіңғүұқөһ]|^\d/i);
      expect(textIn(g.name, 'ar')).toMatch(/[\u0600-\u06ff]|^\d/);
    }
    const named = (slug: string) => games.find((g) => g.slug === slug)!.name as Localized;
    expect(named('golden-crown')).toEqual({ ru: 'Золотая корона', en: 'Golden Crown', ua: 'Золота корона', kz: 'Алтын тәж', az: 'Qızıl tac', ar: 'التاج الذهبي' });
    expect(named('golden-treasures')).toMatchObject({ ua: 'Золоті скарби', ar: 'الكنوز الذهبية' });
  });

  it('gives every game an RTP, a volatility, a min ≤ max stake in integer minor units of every currency, and artwork', () => {
    for (const g of games) {
      expect(g.rtp).toBeGreaterThan(85);
      expect(g.rtp).toBeLessThan(100);
      expect(['low', 'medium', 'high']).toContain(g.volatility);
      for (const { iso } of CURRENCIES) {
        const range = g.bets[iso]!;
        expect(Number.isInteger(range.min) && Number.isInteger(range.max)).toBe(true);
        expect(range.min).toBeGreaterThan(0);
        expect(range.max).toBeGreaterThan(range.min);
      }
      expect(g.artwork.palette.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    }
  });

  it('lists the three first games with their engines, and every game with a real engine family (issue 30: no generic demo)', () => {
    for (const r of RESERVED_GAMES) expect(games.find((g) => g.slug === r.slug)).toMatchObject({ id: r.id, engine: r.engine, category: r.category });
    const engines = [...CASINO_ENGINES];
    for (const g of games) expect(engines, g.slug).toContain(g.engine);
    expect(new Set(games.map((g) => g.engine)).size).toBe(engines.length);
  });

  it('allows demo play everywhere, the live tables included (issue 30: fun money at the shared table)', () => {
    for (const g of games) expect(g.demoAllowed, g.slug).toBe(true);
  });
});
