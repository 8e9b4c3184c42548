/**
 * Reads over the generated catalogue: lists with filters, sort and paging, the lobby's sections, the
 * providers and categories with their counts, search and lookup by id or slug. Built once per server.
 */
import { CASINO_CATEGORIES, INTERFACE_LANGUAGES, languageTag, localizedTextIn, type CasinoCategorySummary, type CasinoGame, type CasinoGamePage, type CasinoLobby, type CasinoProvider, type CasinoSort, type CasinoTag } from '@arena/domain';
import { PROVIDERS } from './catalogue-providers.ts';
import { searchGames } from './catalogue-search.ts';
import { generateCatalogue } from './generate-catalogue.ts';

export interface GameFilter {
  /** One category slug, or several separated by commas (othergames lists a few together). */
  category?: string;
  subcategory?: string;
  tag?: CasinoTag;
  provider?: string;
}

export interface PageRequest {
  sort?: CasinoSort;
  /** The answer's language: the name sort follows the names the page shows, in that language's alphabet. */
  language?: string;
  page?: number;
  pageSize?: number;
}

export const DEFAULT_PAGE_SIZE = 24;
/** Games per lobby section. */
export const LOBBY_SECTION_SIZE = 12;

type GameOrder = (a: CasinoGame, b: CasinoGame) => number;

/** By the name in the language (a language the site does not write: English), in its alphabet's order. */
const NAME_ORDERS = new Map<string, GameOrder>(
  INTERFACE_LANGUAGES.map((language) => {
    const collator = new Intl.Collator(languageTag(language));
    const name = (g: CasinoGame) => localizedTextIn(g.name, language);
    return [language, (a, b) => collator.compare(name(a), name(b)) || a.id - b.id];
  }),
);

/** The sort orders; ties fall back to the id so pages never overlap or skip a game. */
const SORTS: Readonly<Record<Exclude<CasinoSort, 'name'>, GameOrder>> = {
  popular: (a, b) => b.popularity - a.popularity || a.id - b.id,
  new: (a, b) => b.releasedAt.localeCompare(a.releasedAt) || a.id - b.id,
  rtp: (a, b) => b.rtp - a.rtp || a.id - b.id,
};

export function gameOrder(sort: CasinoSort, language = 'en'): GameOrder {
  return sort === 'name' ? (NAME_ORDERS.get(language) ?? NAME_ORDERS.get('en')!) : SORTS[sort];
}

/** Lobby sections besides one per category: id, which games, in what order. */
const LOBBY_SECTIONS: ReadonlyArray<{ id: string; tag: CasinoTag; sort: CasinoSort }> = [
  { id: 'popular', tag: 'popular', sort: 'popular' },
  { id: 'new', tag: 'new', sort: 'new' },
  { id: 'jackpots', tag: 'jackpot', sort: 'popular' },
  { id: 'exclusive', tag: 'exclusive', sort: 'popular' },
];

export class CasinoCatalogue {
  readonly games: readonly CasinoGame[] = generateCatalogue();
  private readonly byId = new Map(this.games.map((g) => [g.id, g]));
  private readonly bySlug = new Map(this.games.map((g) => [g.slug, g]));

  /** A game by its numeric id or its slug. */
  find(idOrSlug: string | number): CasinoGame | undefined {
    const text = String(idOrSlug);
    return /^\d+$/.test(text) ? this.byId.get(Number(text)) : this.bySlug.get(text.toLowerCase());
  }

  filter(filter: GameFilter): CasinoGame[] {
    const categories = filter.category ? new Set(filter.category.split(',')) : null;
    return this.games.filter(
      (g) =>
        (!categories || categories.has(g.category)) &&
        (!filter.subcategory || g.subcategory === filter.subcategory) &&
        (!filter.tag || g.tags.includes(filter.tag)) &&
        (!filter.provider || g.provider === filter.provider),
    );
  }

  list(filter: GameFilter, request: PageRequest = {}): CasinoGamePage {
    return pageOf(this.filter(filter).sort(gameOrder(request.sort ?? 'popular', request.language)), request);
  }

  search(query: string, limit: number): { games: CasinoGame[]; total: number } {
    const found = searchGames(this.games, query);
    return { games: found.slice(0, limit), total: found.length };
  }

  providers(): CasinoProvider[] {
    return PROVIDERS.map((p) => {
      const games = this.games.filter((g) => g.provider === p.slug);
      return {
        slug: p.slug,
        name: p.name,
        gameCount: games.length,
        categories: CASINO_CATEGORIES.map((c) => c.slug).filter((slug) => games.some((g) => g.category === slug)),
        artwork: { palette: [p.colours[0], p.colours[1], p.colours[1]], motif: 'star', angle: 135 },
      };
    });
  }

  provider(slug: string): CasinoProvider | undefined {
    return this.providers().find((p) => p.slug === slug);
  }

  categories(): CasinoCategorySummary[] {
    return CASINO_CATEGORIES.map((c) => {
      const games = this.games.filter((g) => g.category === c.slug);
      return {
        slug: c.slug,
        categoryId: c.categoryId,
        gameCount: games.length,
        subcategories: c.subcategories.map((slug) => ({ slug, gameCount: games.filter((g) => g.subcategory === slug).length })),
      };
    });
  }

  lobby(): CasinoLobby {
    const top = (games: CasinoGame[], sort: CasinoSort) => games.sort(gameOrder(sort)).slice(0, LOBBY_SECTION_SIZE);
    return {
      sections: [
        ...LOBBY_SECTIONS.map((s) => ({ id: s.id, games: top(this.filter({ tag: s.tag }), s.sort) })),
        ...CASINO_CATEGORIES.map((c) => ({ id: `category:${c.slug}`, category: c.slug, games: top(this.filter({ category: c.slug }), 'popular') })),
      ],
      categories: this.categories(),
    };
  }
}

export function pageOf(sorted: readonly CasinoGame[], request: PageRequest): CasinoGamePage {
  const page = request.page ?? 1;
  const pageSize = request.pageSize ?? DEFAULT_PAGE_SIZE;
  const start = (page - 1) * pageSize;
  return { games: sorted.slice(start, start + pageSize), total: sorted.length, page, pageSize, hasMore: start + pageSize < sorted.length };
}
