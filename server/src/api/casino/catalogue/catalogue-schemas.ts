/** TypeBox schemas of the catalogue calls: what they accept and what they answer. */
import { Type } from 'typebox';

const Slug = Type.String({ pattern: '^[a-z0-9-]{1,64}$' });
/** A game by numeric id or slug. */
export const GameParams = Type.Object({ game: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) });
export const ProviderParams = Type.Object({ provider: Slug });

const Sort = Type.Union([Type.Literal('popular'), Type.Literal('new'), Type.Literal('name'), Type.Literal('rtp')]);
const Tag = Type.Union(['new', 'popular', 'jackpot', 'bonus-buy', 'megaways', 'exclusive', 'hot'].map((t) => Type.Literal(t)));

export const ListQuery = Type.Object({
  category: Type.Optional(Type.String({ pattern: '^[a-z-]{1,32}(,[a-z-]{1,32}){0,15}$' })),
  subcategory: Type.Optional(Slug),
  tag: Type.Optional(Tag),
  provider: Type.Optional(Slug),
  sort: Type.Optional(Sort),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

export const SearchQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 64 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});

const Artwork = Type.Object({
  palette: Type.Tuple([Type.String(), Type.String(), Type.String()]),
  motif: Type.String(),
  angle: Type.Integer(),
});

/** A game's name in every interface language (the client shows the page's). */
const GameName = Type.Object({ ru: Type.String(), en: Type.String(), ua: Type.String(), kz: Type.String(), az: Type.String(), ar: Type.String() });

export const GameSchema = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  name: GameName,
  provider: Type.String(),
  providerName: Type.String(),
  category: Type.String(),
  categoryId: Type.Integer(),
  subcategory: Type.String(),
  tags: Type.Array(Type.String()),
  rtp: Type.Number(),
  volatility: Type.String(),
  bets: Type.Record(Type.String(), Type.Object({ min: Type.Integer(), max: Type.Integer() })),
  demoAllowed: Type.Boolean(),
  engine: Type.String(),
  popularity: Type.Integer(),
  releasedAt: Type.String(),
  artwork: Artwork,
});

const Games = Type.Array(GameSchema);

const CategorySummary = Type.Object({
  slug: Type.String(),
  categoryId: Type.Integer(),
  gameCount: Type.Integer(),
  subcategories: Type.Array(Type.Object({ slug: Type.String(), gameCount: Type.Integer() })),
});

const Provider = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  gameCount: Type.Integer(),
  categories: Type.Array(Type.String()),
  artwork: Artwork,
});

export const ErrorAnswer = Type.Object({ code: Type.String(), message: Type.String() }, { additionalProperties: true });

export const PageAnswer = Type.Object({ games: Games, total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer(), hasMore: Type.Boolean() });
export const LobbyAnswer = Type.Object({
  sections: Type.Array(Type.Object({ id: Type.String(), category: Type.Optional(Type.String()), games: Games })),
  categories: Type.Array(CategorySummary),
});
export const CategoriesAnswer = Type.Object({ categories: Type.Array(CategorySummary) });
export const ProvidersAnswer = Type.Object({ providers: Type.Array(Provider) });
export const ProviderAnswer = Type.Object({ provider: Provider });
export const GameAnswer = Type.Object({ game: GameSchema });
export const SearchAnswer = Type.Object({ query: Type.String(), games: Games, total: Type.Integer() });
export const GamesAnswer = Type.Object({ games: Games });
export const FavouriteAnswer = Type.Object({ gameId: Type.Integer(), favourite: Type.Boolean(), games: Games });
