/**
 * The casino catalogue calls under /casino-api/ (contract: ../README.md, catalogue section): lobby,
 * categories, paged lists, providers, search, game detail, and the player's favourites and recently
 * played games (sign-in required).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import {
  CasinoCategoriesAnswer as CategoriesAnswer, CasinoFavouriteAnswer as FavouriteAnswer, CasinoGameAnswer as GameAnswer, CasinoGameParams as GameParams,
  CasinoGamePage as PageAnswer, CasinoGamesAnswer as GamesAnswer, CasinoListQuery as ListQuery, CasinoLobby as LobbyAnswer, CasinoProviderAnswer as ProviderAnswer,
  CasinoProviderParams as ProviderParams, CasinoProvidersAnswer as ProvidersAnswer, CasinoSearchAnswer as SearchAnswer, CasinoSearchQuery as SearchQuery,
  NoBody, Refusal as ErrorAnswer,
} from '@arena/contracts';
import { casinoCategory, type CasinoGame } from '@arena/domain';
import { authedUser, requireUser } from '../../shared/auth-guard.ts';
import type { ContextOptions } from '../../shared/context.ts';
import { createMessages, type Localized } from '../../../platform/messages.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { casinoCatalogue } from './catalogue-instance.ts';
import { addFavourite, favouriteIds, recentIds, removeFavourite } from './player-games-store.ts';

const MESSAGES = {
  game_not_found: {
    ru: 'Такой игры нет в каталоге',
    en: 'There is no such game in the catalogue',
    ua: 'Такої гри немає в каталозі',
    kz: 'Каталогта мұндай ойын жоқ',
    az: 'Kataloqda belə oyun yoxdur',
    ar: 'لا توجد لعبة كهذه في الكتالوج',
  },
  provider_not_found: { ru: 'Такого провайдера нет', en: 'There is no such provider', ua: 'Такого провайдера немає', kz: 'Мұндай провайдер жоқ', az: 'Belə provayder yoxdur', ar: 'لا يوجد مزوّد كهذا' },
  category_not_found: {
    ru: 'Такой категории игр нет',
    en: 'There is no such game category',
    ua: 'Такої категорії ігор немає',
    kz: 'Мұндай ойын санаты жоқ',
    az: 'Belə oyun kateqoriyası yoxdur',
    ar: 'لا توجد فئة ألعاب كهذه',
  },
} satisfies Record<string, Localized>;
type CatalogueError = keyof typeof MESSAGES;
const catalogueMessage = createMessages<CatalogueError>(MESSAGES);

export const CASINO_API = '/casino-api';
const DEFAULT_SEARCH_LIMIT = 20;

export const casinoCatalogueRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const catalogue = casinoCatalogue();
  const guard = requireUser(ctx);
  const missing = (reply: FastifyReply, code: CatalogueError, lang: string) => reply.code(404).send({ code, message: catalogueMessage(code, lang) });
  const gamesOf = (ids: readonly number[]) => ids.map((id) => catalogue.find(id)).filter((g): g is CasinoGame => g !== undefined);
  const notFoundAnswer = { 404: ErrorAnswer };

  api.get(`${CASINO_API}/lobby`, { schema: { response: { 200: LobbyAnswer } } }, async () => catalogue.lobby());

  api.get(`${CASINO_API}/categories`, { schema: { response: { 200: CategoriesAnswer } } }, async () => ({ categories: catalogue.categories() }));

  api.get(`${CASINO_API}/games`, { schema: { querystring: ListQuery, response: { 200: PageAnswer, ...notFoundAnswer } } }, async (request, reply) => {
    const { sort, page, pageSize, ...filter } = request.query;
    const lang = requestLanguage(request);
    // An unknown category or provider is a page that does not exist, not an empty list.
    if (filter.category && filter.category.split(',').some((slug) => !casinoCategory(slug))) return missing(reply, 'category_not_found', lang);
    if (filter.provider && !catalogue.provider(filter.provider)) return missing(reply, 'provider_not_found', lang);
    // The name sort follows the answer's language.
    if (sort === 'name') reply.header('Vary', 'X-Language');
    return catalogue.list(filter, { sort, page, pageSize, language: lang });
  });

  api.get(`${CASINO_API}/games/:game`, { schema: { params: GameParams, response: { 200: GameAnswer, ...notFoundAnswer } } }, async (request, reply) => {
    const game = catalogue.find(request.params.game);
    if (!game) return missing(reply, 'game_not_found', requestLanguage(request));
    return { game };
  });

  api.get(`${CASINO_API}/providers`, { schema: { response: { 200: ProvidersAnswer } } }, async () => ({ providers: catalogue.providers() }));

  api.get(`${CASINO_API}/providers/:provider`, { schema: { params: ProviderParams, response: { 200: ProviderAnswer, ...notFoundAnswer } } }, async (request, reply) => {
    const provider = catalogue.provider(request.params.provider);
    if (!provider) return missing(reply, 'provider_not_found', requestLanguage(request));
    return { provider };
  });

  api.get(`${CASINO_API}/search`, { schema: { querystring: SearchQuery, response: { 200: SearchAnswer } } }, async (request) => {
    const { q, limit = DEFAULT_SEARCH_LIMIT } = request.query;
    return { query: q, ...catalogue.search(q, limit) };
  });

  api.get(`${CASINO_API}/favourites`, { preHandler: guard, schema: { response: { 200: GamesAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { games: gamesOf(favouriteIds(ctx, authedUser(request).user.id)) };
  });

  // PUT adds and DELETE removes: both idempotent by nature (a repeated tap changes nothing), no money moves.
  for (const method of ['PUT', 'DELETE'] as const) {
    api.route({
      method,
      url: `${CASINO_API}/favourites/:game`,
      preHandler: guard,
      schema: { params: GameParams, body: NoBody, response: { 200: FavouriteAnswer, ...notFoundAnswer } },
      handler: async (request, reply) => {
        const game = catalogue.find(request.params.game);
        if (!game) return missing(reply, 'game_not_found', requestLanguage(request));
        const userId = authedUser(request).user.id;
        if (method === 'PUT') addFavourite(ctx, userId, game.id);
        else removeFavourite(ctx, userId, game.id);
        return { gameId: game.id, favourite: method === 'PUT', games: gamesOf(favouriteIds(ctx, userId)) };
      },
    });
  }

  api.get(`${CASINO_API}/recent`, { preHandler: guard, schema: { response: { 200: GamesAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { games: gamesOf(recentIds(ctx, authedUser(request).user.id)) };
  });
};
