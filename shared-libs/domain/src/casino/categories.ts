/**
 * The casino categories (spec §9 third-party category ids, and the extra sections of spec §2 numbered from
 * 101) with the subcategories each one is split into. The backend files every game under one of them;
 * the casino app maps each route to one of them. Plain data: add a category here, never in the code.
 */
import type { CasinoCategorySlug } from '../contracts/casino-catalogue.ts';

export interface CasinoCategoryDef {
  slug: CasinoCategorySlug;
  categoryId: number;
  subcategories: readonly string[];
}

export const CASINO_CATEGORIES: readonly CasinoCategoryDef[] = [
  { slug: 'slots', categoryId: 6, subcategories: ['video', 'classic', 'megaways', 'table', 'vulkan'] },
  { slug: 'live-casino', categoryId: 7, subcategories: ['roulette', 'blackjack', 'baccarat', 'game-show'] },
  { slug: 'bingo', categoryId: 8, subcategories: ['bingo-75', 'bingo-90'] },
  { slug: 'poker', categoryId: 14, subcategories: ['video-poker', 'holdem', 'stud'] },
  { slug: 'virtualsports', categoryId: 15, subcategories: ['football', 'racing', 'other-sports'] },
  { slug: 'fishinghunting', categoryId: 16, subcategories: ['fishing', 'hunting'] },
  { slug: 'keno', categoryId: 18, subcategories: ['fast', 'classic', 'draws'] },
  { slug: 'tvgames', categoryId: 19, subcategories: ['lottery', 'wheel', 'dice'] },
  { slug: 'fast-games', categoryId: 20, subcategories: ['instant', 'arcade'] },
  { slug: 'fast-bet', categoryId: 21, subcategories: ['up-down', 'colours'] },
  { slug: 'crash-games', categoryId: 101, subcategories: ['crash'] },
  { slug: 'card-games', categoryId: 102, subcategories: ['card'] },
  { slug: 'skill-games', categoryId: 103, subcategories: ['skill'] },
  { slug: 'asian-games', categoryId: 104, subcategories: ['asian'] },
  { slug: 'scratchcards', categoryId: 105, subcategories: ['scratch'] },
];

export const CASINO_CATEGORY_SLUGS: readonly CasinoCategorySlug[] = CASINO_CATEGORIES.map((c) => c.slug);

export function casinoCategory(slug: string): CasinoCategoryDef | undefined {
  return CASINO_CATEGORIES.find((c) => c.slug === slug);
}
