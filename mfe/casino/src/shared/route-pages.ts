/**
 * Which catalogue page each casino route shows, as data: the route table's ids (@arena/routes,
 * table/casino.ts) map to a page kind and, for list pages, the catalogue filter and title.
 * React-free, so the mapping is unit-tested (route-pages.test.ts).
 */
import type { CasinoCategorySlug, CasinoSort, CasinoTag } from '@arena/domain';
import type { RouteIdOf } from '@arena/routes';

type CasinoRouteId = RouteIdOf<'@arena/casino'>;

export interface ListFilter {
  category?: string;
  subcategory?: string;
  tag?: CasinoTag;
  provider?: string;
}

export type PageSpec =
  | { kind: 'lobby' }
  | { kind: 'list'; titleKey: string; filter: ListFilter; category?: CasinoCategorySlug; sort?: CasinoSort }
  | { kind: 'providers' }
  | { kind: 'provider'; provider: string }
  | { kind: 'search' }
  | { kind: 'my-casino'; favouritesOnly: boolean }
  | { kind: 'thank-you' }
  | { kind: 'game' }
  /** bonus/casino with its promotions and tournaments: the games part's pages (features/tournaments). */
  | { kind: 'bonus' }
  | { kind: 'not-found' };

/** The third-party sections of spec §2: each route path is the catalogue category of the same slug. */
export const SECTION_CATEGORIES: readonly CasinoCategorySlug[] = [
  'slots', 'live-casino', 'bingo', 'poker', 'virtualsports', 'fishinghunting', 'keno', 'tvgames', 'fast-games', 'fast-bet',
  'crash-games', 'card-games', 'skill-games', 'asian-games', 'scratchcards',
];

/** slots/{subcategory}: the route's sections (@arena/routes SLOTS_SECTIONS) as catalogue filters. */
export const SLOTS_SUBPAGES: Readonly<Record<string, ListFilter>> = {
  popular: { tag: 'popular' },
  new: { tag: 'new' },
  jackpots: { tag: 'jackpot' },
  megaways: { subcategory: 'megaways' },
  'bonus-buy': { tag: 'bonus-buy' },
  table: { subcategory: 'table' },
  vulkan: { subcategory: 'vulkan' },
};

/** casino/{casinoSection} (@arena/routes CASINO_SECTIONS). */
const CASINO_SECTIONS: Readonly<Record<string, { titleKey: string; filter: ListFilter }>> = {
  brand: { titleKey: 'title_brand', filter: { provider: 'arena-originals' } },
  'slot-first-deposit': { titleKey: 'title_slot_first_deposit', filter: { category: 'slots', tag: 'popular' } },
  popular: { titleKey: 'section_popular', filter: { tag: 'popular' } },
  new: { titleKey: 'section_new', filter: { tag: 'new' } },
  'table-games': { titleKey: 'title_table_games', filter: { category: 'slots', subcategory: 'table' } },
};

/** Categories gathered on othergames: the smaller sections without a header link of their own. */
export const OTHER_GAMES_CATEGORIES = 'skill-games,scratchcards,card-games,asian-games';

/** The subcategories each section route accepts as its optional parameter (poker/{game?}, keno/{section?}). */
const ROUTE_SUBCATEGORIES: Readonly<Record<string, readonly string[]>> = {
  poker: ['video-poker', 'holdem', 'stud'],
  keno: ['fast', 'classic', 'draws'],
};

type Params = Readonly<Record<string, string | undefined>>;

const categoryList = (category: CasinoCategorySlug, extra: ListFilter = {}, titleKey = `category_${category}`): PageSpec => ({
  kind: 'list',
  titleKey,
  category,
  filter: { category, ...extra },
});

/** A section route whose optional parameter narrows the list: unknown values are a page that does not exist. */
function sectionWithParam(category: CasinoCategorySlug, value: string | undefined): PageSpec {
  if (!value) return categoryList(category);
  if (category === 'slots') {
    const filter = SLOTS_SUBPAGES[value];
    return filter ? categoryList('slots', filter, `slots_${value}`) : { kind: 'not-found' };
  }
  return ROUTE_SUBCATEGORIES[category]?.includes(value) ? categoryList(category, { subcategory: value }, `sub_${value}`) : { kind: 'not-found' };
}

const FIXED_PAGES = {
  'casino-lobby': { kind: 'lobby' },
  games: { kind: 'lobby' },
  allgamesentrance: { kind: 'lobby' },
  'games-landing': { kind: 'lobby' },
  'bonus-games': { kind: 'list', titleKey: 'title_bonus_games', filter: { tag: 'bonus-buy' } },
  othergames: { kind: 'list', titleKey: 'title_othergames', filter: { category: OTHER_GAMES_CATEGORIES } },
  providers: { kind: 'providers' },
  'casino-search': { kind: 'search' },
  'my-casino': { kind: 'my-casino', favouritesOnly: false },
  'my-casino-favorites': { kind: 'my-casino', favouritesOnly: true },
  'thank-you': { kind: 'thank-you' },
  'games-game': { kind: 'game' },
  'bonus-games-game': { kind: 'game' },
  'bonus-casino': { kind: 'bonus' },
  'bonus-casino-promotion': { kind: 'bonus' },
  'bonus-casino-item': { kind: 'bonus' },
  'bonus-casino-tournaments': { kind: 'bonus' },
  'bonus-casino-tournament': { kind: 'bonus' },
} satisfies Partial<Record<CasinoRouteId, PageSpec>>;
type FixedPageId = keyof typeof FIXED_PAGES;

/** A third-party section's page and its game pages (`${section}-game`). */
type SectionRouteId = CasinoCategorySlug | `${CasinoCategorySlug}-game`;

/** The fixed pages and the section pages: every casino route pageOf's switch has no case for. */
function fixedOrSectionPage(routeId: FixedPageId | SectionRouteId): PageSpec {
  if (Object.hasOwn(FIXED_PAGES, routeId)) return FIXED_PAGES[routeId as FixedPageId];
  if (routeId.endsWith('-game') && SECTION_CATEGORIES.includes(routeId.slice(0, -'-game'.length) as CasinoCategorySlug)) return { kind: 'game' };
  if (SECTION_CATEGORIES.includes(routeId as CasinoCategorySlug)) return categoryList(routeId as CasinoCategorySlug);
  return { kind: 'not-found' };
}

/**
 * The page of a casino route id with its parameters. Exhaustive over the casino routes of the table: a
 * new or renamed one is neither a case here, a fixed page nor a section route, which is a type error.
 */
export function pageOf(routeId: string, params: Params): PageSpec {
  const id = routeId as CasinoRouteId;
  switch (id) {
    case 'provider':
      return params['provider'] ? { kind: 'provider', provider: params['provider'] } : { kind: 'not-found' };
    case 'casino-section': {
      const section = CASINO_SECTIONS[params['casinoSection'] ?? ''];
      return section ? { kind: 'list', ...section } : { kind: 'not-found' };
    }
    case 'slots':
      return sectionWithParam('slots', params['subcategory']);
    case 'keno':
      return sectionWithParam('keno', params['section']);
    case 'poker':
      return sectionWithParam('poker', params['game']);
    default:
      // Run-time ids outside the table land here too; fixedOrSectionPage answers not-found for them.
      return fixedOrSectionPage(id);
  }
}

/**
 * Sections with game/{gameId}/{gameName} children (@arena/routes THIRD_PARTY_SECTIONS): every category but
 * poker, whose games open under games/{gameRoute} with the slug.
 */
const SECTIONS_WITH_GAME_ROUTES = new Set<string>(SECTION_CATEGORIES.filter((c) => c !== 'poker'));

/** The URL of a game's page. */
export function gameHref(language: string, game: { id: number; slug: string; category: string }): string {
  if (SECTIONS_WITH_GAME_ROUTES.has(game.category)) return `/${language}/${game.category}/game/${game.id}/${game.slug}`;
  return `/${language}/games/${game.slug}`;
}

/** The URL of a category's page (its route path is its slug). */
export const categoryHref = (language: string, category: string) => `/${language}/${category}`;
