/**
 * The casino catalogue and tournaments under /casino-api/ (server/src/api/casino/README.md, catalogue section):
 * lobby, categories, paged lists, providers, search, game detail, favourites, recently played, tournaments.
 * Games are data: the engine a game names is the family that runs it (casino-games.ts).
 */
import { Type } from 'typebox';
import { CASINO_ENGINES } from '@arena/domain';

const Slug = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });

/** Category slugs: the spec §9 third-party categories plus the extra sections of spec §2. */
export const CasinoCategorySlug = Type.Enum([
  'slots', 'live-casino', 'bingo', 'poker', 'virtualsports', 'fishinghunting', 'keno', 'tvgames', 'fast-games', 'fast-bet',
  'crash-games', 'card-games', 'skill-games', 'asian-games', 'scratchcards',
]);
export const CasinoVolatility = Type.Enum(['low', 'medium', 'high']);
/**
 * How a game is played: the engine family that runs it (server/src/api/casino/games). The names are
 * @arena/domain's CASINO_ENGINES (one list for every side); a new family is one more name there, and one
 * entry in each family map of casino-games.ts and casino-rounds.ts.
 */
export const CasinoEngine = Type.Enum([...CASINO_ENGINES]);
export const CasinoTag = Type.Enum(['new', 'popular', 'jackpot', 'bonus-buy', 'megaways', 'exclusive', 'hot']);
export const CasinoSort = Type.Enum(['popular', 'new', 'name', 'rtp']);
/** The drawing the browser makes of a game's artwork (no image files: CSP and data-only artwork). */
export const CasinoMotif = Type.Enum(['fruit', 'gem', 'star', 'crown', 'dragon', 'card', 'ball', 'rocket', 'fish', 'dice', 'wheel', 'coin']);

/** palette: background from, background to, accent (hex); angle 0..359 rotates the pattern, so two games with one motif differ. */
export const CasinoArtwork = Type.Object({
  palette: Type.Tuple([Type.String(), Type.String(), Type.String()]),
  motif: CasinoMotif,
  angle: Type.Integer(),
});

/** Smallest and largest stake in minor units of the currency (KWD 3 decimals, the others 2). */
export const CasinoBetRange = Type.Object({ min: Type.Integer(), max: Type.Integer() });

/** A game's name in every interface language (the client shows the page's). */
export const CasinoGameName = Type.Object({ ru: Type.String(), en: Type.String(), ua: Type.String(), kz: Type.String(), az: Type.String(), ar: Type.String() });

/**
 * A catalogue game. categoryId: spec §9 id (slots 6, live casino 7, …; the extra sections from 101); rtp in
 * percent (96.5); bets per currency ISO; popularity: higher first in the popular sort; releasedAt yyyy-mm-dd.
 */
export const CasinoGame = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: CasinoGameName,
  provider: Type.String(),
  providerName: Type.String(),
  category: CasinoCategorySlug,
  categoryId: Type.Integer(),
  subcategory: Type.String(),
  tags: Type.Array(CasinoTag),
  rtp: Type.Number(),
  volatility: CasinoVolatility,
  bets: Type.Record(Type.String(), CasinoBetRange),
  demoAllowed: Type.Boolean(),
  engine: CasinoEngine,
  popularity: Type.Integer(),
  releasedAt: Type.String(),
  artwork: CasinoArtwork,
});
const Games = Type.Array(CasinoGame);

export const CasinoProvider = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  gameCount: Type.Integer(),
  categories: Type.Array(CasinoCategorySlug),
  artwork: CasinoArtwork,
});

export const CasinoCategorySummary = Type.Object({
  slug: CasinoCategorySlug,
  categoryId: Type.Integer(),
  gameCount: Type.Integer(),
  subcategories: Type.Array(Type.Object({ slug: Type.String(), gameCount: Type.Integer() })),
});

/** A game by numeric id or slug. */
export const CasinoGameParams = Type.Object({ game: Slug });
export const CasinoProviderParams = Type.Object({ provider: Slug });

export const CasinoListQuery = Type.Object({
  category: Type.Optional(Type.String({ pattern: '^[a-z-]{1,32}(,[a-z-]{1,32}){0,15}$' })),
  subcategory: Type.Optional(Slug),
  tag: Type.Optional(CasinoTag),
  provider: Type.Optional(Slug),
  sort: Type.Optional(CasinoSort),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const CasinoSearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 64 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const CasinoGamePage = Type.Object({ games: Games, total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer(), hasMore: Type.Boolean() });
/** id: popular | new | jackpots | exclusive, or `category:<slug>`. */
export const CasinoLobbySection = Type.Object({ id: Type.String(), category: Type.Optional(CasinoCategorySlug), games: Games });
export const CasinoLobby = Type.Object({ sections: Type.Array(CasinoLobbySection), categories: Type.Array(CasinoCategorySummary) });
export const CasinoCategoriesAnswer = Type.Object({ categories: Type.Array(CasinoCategorySummary) });
export const CasinoProvidersAnswer = Type.Object({ providers: Type.Array(CasinoProvider) });
export const CasinoProviderAnswer = Type.Object({ provider: CasinoProvider });
export const CasinoGameAnswer = Type.Object({ game: CasinoGame });
export const CasinoSearchAnswer = Type.Object({ query: Type.String(), games: Games, total: Type.Integer() });
/** The player's favourites or recently played games. */
export const CasinoGamesAnswer = Type.Object({ games: Games });
export const CasinoFavouriteAnswer = Type.Object({ gameId: Type.Integer(), favourite: Type.Boolean(), games: Games });

export const TournamentParams = Type.Object({ id: Slug });
export const TournamentPeriod = Type.Enum(['day', 'week', 'month']);
/** A tournament's running period (unix seconds); prizePool and prizes (best place first) in `currency`. */
export const Tournament = Type.Object({
  id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  period: TournamentPeriod,
  games: Type.Array(Type.Object({ slug: Type.String(), id: Type.Integer(), name: Type.String() })),
  startsAt: Type.Integer(),
  endsAt: Type.Integer(),
  prizePool: Type.Number(),
  currency: Type.String(),
  prizes: Type.Array(Type.Number()),
});
/** player: a masked login ("d***7"); me: the signed-in viewer's own row. */
export const TournamentLeaderboardRow = Type.Object({ place: Type.Integer(), player: Type.String(), score: Type.Number(), prize: Type.Number(), me: Type.Boolean() });
export const TournamentsAnswer = Type.Object({ tournaments: Type.Array(Tournament) });
export const TournamentBoardAnswer = Type.Object({
  tournament: Tournament,
  leaderboard: Type.Array(TournamentLeaderboardRow),
  mine: Type.Union([TournamentLeaderboardRow, Type.Null()]),
});
