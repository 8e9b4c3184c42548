/**
 * Catalogue reads: sports, champs, games, one game with every market (the live feed is live/live-routes.ts).
 */
import {
  BettingChampsAnswer, BettingChampsQuery, BettingGameAnswer, BettingGameParams, BettingGamesAnswer, BettingGamesQuery, BettingNoQuery, BettingSportsAnswer, BettingSportsQuery,
  BettingTeamAnswer, BettingTeamParams, BonusMarketAnswer,
} from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../../platform/language.ts';
import { notFound } from '../../shared/errors.ts';
import type { BettingContext } from '../betting-context.ts';
import type { ListFilter } from './catalogue-service.ts';
import { bonusMarketView } from './bonus-market.ts';
import { teamName } from './catalogue-names.ts';
import { slugify } from './catalogue-service.ts';
import { SPORTS } from './sports-data.ts';

export const catalogueRoutes: FastifyPluginAsync<{ betting: BettingContext }> = async (app, { betting }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { catalogue } = betting;

  api.get('/betting-api/sports', { schema: { querystring: BettingSportsQuery, response: { 200: BettingSportsAnswer } } }, async (request) => ({
    sports: catalogue.sports(request.query.section, requestLanguage(request)),
  }));

  api.get(
    '/betting-api/champs',
    { schema: { querystring: BettingChampsQuery, response: { 200: BettingChampsAnswer } } },
    async (request) => ({ champs: catalogue.champs(request.query.section, request.query.sportId, requestLanguage(request)) }),
  );

  api.get(
    '/betting-api/games',
    { schema: { querystring: BettingGamesQuery, response: { 200: BettingGamesAnswer } } },
    async (request) => {
      const { section, tz, ...rest } = request.query;
      const filter: ListFilter = { ...rest, ...(tz !== undefined ? { tzHours: tz } : {}) };
      return { games: catalogue.list(section, filter, requestLanguage(request)) };
    },
  );

  // A team page's heading: the team (player) by its slug, named in the page language (issue 31).
  api.get('/betting-api/teams/:team', { schema: { params: BettingTeamParams, response: { 200: BettingTeamAnswer } } }, async (request) => {
    const team = SPORTS.flatMap((s) => s.champs.flatMap((c) => c.teams)).find((t) => slugify(t) === request.params.team);
    if (!team) throw notFound();
    return { team: { slug: request.params.team, name: teamName(team, requestLanguage(request)) } };
  });

  // The bonus selection lives outside the schedule: one fixed market the home page and the slip offer.
  api.get('/betting-api/bonus', { schema: { querystring: BettingNoQuery, response: { 200: BonusMarketAnswer } } }, async (request) => ({ bonus: bonusMarketView(requestLanguage(request)) }));

  api.get('/betting-api/games/:gameId', { schema: { params: BettingGameParams, response: { 200: BettingGameAnswer } } }, async (request) => {
    const game = catalogue.scheduled(Number(request.params.gameId));
    if (!game) throw notFound();
    return { game: catalogue.view(game, requestLanguage(request), true) };
  });
};
