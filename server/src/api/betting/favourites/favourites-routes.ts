/**
 * The player's favourite events and leagues (issue 31: the line menu's "Favourites" once showed the whole
 * line): read, star and unstar them, and the games of a section they select. Signed-in players only; no
 * money moves, so PUT and DELETE are idempotent by nature and take no Idempotency-Key.
 */
import { BettingGamesAnswer, FavouriteGamesQuery, FavouriteParams, FavouritesAnswer, NoBody, Refusal } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { authedUser, requireUser } from '../../shared/auth-guard.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { bettingMessage } from '../betting-messages.ts';
import type { BettingContext } from '../betting-context.ts';
import { SPORTS } from '../catalogue/sports-data.ts';
import { addFavourite, favouritesOf, removeFavourite, type Favourites } from './favourites-store.ts';


const CHAMP_IDS = new Set(SPORTS.flatMap((s) => s.champs.map((c) => c.id)));

const answerOf = (favourites: Favourites) => ({ gameIds: favourites.gameIds.map(String), champIds: favourites.champIds });

export const favouritesRoutes: FastifyPluginAsync<{ betting: BettingContext }> = async (app, { betting }) => {
  const { ctx, catalogue } = betting;
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const guard = requireUser(ctx);

  api.get('/betting-api/favourites', { preHandler: guard, schema: { response: { 200: FavouritesAnswer } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return answerOf(favouritesOf(ctx, authedUser(request).user.id));
  });

  for (const method of ['PUT', 'DELETE'] as const) {
    api.route({
      method,
      url: '/betting-api/favourites/:kind/:id',
      preHandler: guard,
      schema: { params: FavouriteParams, body: NoBody, response: { 200: FavouritesAnswer, 404: Refusal } },
      handler: async (request, reply) => {
        const { kind, id } = request.params;
        // Only what exists may be starred (unstarring anything is harmless: a finished game's star goes).
        const known = kind === 'champ' ? CHAMP_IDS.has(id) : catalogue.ids('line').includes(id) || catalogue.ids('live').includes(id);
        if (method === 'PUT' && !known) {
          const code = kind === 'champ' ? 'champ_not_found' : 'game_not_found';
          return reply.code(404).send({ code, message: bettingMessage(code, requestLanguage(request)) });
        }
        const userId = authedUser(request).user.id;
        if (method === 'PUT') addFavourite(ctx, userId, kind, id);
        else removeFavourite(ctx, userId, kind, id);
        reply.header('Cache-Control', 'no-store');
        return answerOf(favouritesOf(ctx, userId));
      },
    });
  }

  // The menu's Favourites section: the starred games still in the section and every game of a starred league.
  api.get('/betting-api/favourites/games', { preHandler: guard, schema: { querystring: FavouriteGamesQuery, response: { 200: BettingGamesAnswer } } }, async (request, reply) => {
    const { gameIds, champIds } = favouritesOf(ctx, authedUser(request).user.id);
    const games = new Set(gameIds.map(String));
    const champs = new Set(champIds);
    reply.header('Cache-Control', 'no-store');
    return { games: catalogue.list(request.query.section, {}, requestLanguage(request)).filter((g) => games.has(g.id) || champs.has(g.champId)) };
  });
};
