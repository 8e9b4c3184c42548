/**
 * Catalogue reads: sports, champs, games, one game with every market (the live feed is live/live-routes.ts).
 */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { requestLanguage } from '../../../platform/language.ts';
import { notFound } from '../../shared/errors.ts';
import type { BettingContext } from '../betting-context.ts';
import type { ListFilter } from './catalogue-service.ts';
import { START_WINDOWS } from './start-windows.ts';
import { bonusMarketView } from './bonus-market.ts';
import { RowIdQuery } from '../../shared/query-schemas.ts';
import { teamName } from './catalogue-names.ts';
import { slugify } from './catalogue-service.ts';
import { SPORTS } from './sports-data.ts';

const SectionSchema = Type.Union([Type.Literal('line'), Type.Literal('live')]);

export const catalogueRoutes: FastifyPluginAsync<{ betting: BettingContext }> = async (app, { betting }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  const { catalogue } = betting;

  api.get('/betting-api/sports', { schema: { querystring: Type.Object({ section: SectionSchema }) } }, async (request) => ({
    sports: catalogue.sports(request.query.section, requestLanguage(request)),
  }));

  api.get(
    '/betting-api/champs',
    { schema: { querystring: Type.Object({ section: SectionSchema, sportId: Type.Optional(RowIdQuery) }) } },
    async (request) => ({ champs: catalogue.champs(request.query.section, request.query.sportId, requestLanguage(request)) }),
  );

  api.get(
    '/betting-api/games',
    {
      schema: {
        querystring: Type.Object({
          section: SectionSchema,
          sportId: Type.Optional(RowIdQuery),
          champId: Type.Optional(RowIdQuery),
          top: Type.Optional(Type.Boolean()),
          team: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,64}$' })),
          limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
          // The line menu's start-time sections, days in the player's time zone (hours from UTC).
          window: Type.Optional(Type.Union(START_WINDOWS.map((w) => Type.Literal(w)))),
          tz: Type.Optional(Type.Integer({ minimum: -12, maximum: 14 })),
        }),
      },
    },
    async (request) => {
      const { section, tz, ...rest } = request.query;
      const filter: ListFilter = { ...rest, ...(tz !== undefined ? { tzHours: tz } : {}) };
      return { games: catalogue.list(section, filter, requestLanguage(request)) };
    },
  );

  // A team page's heading: the team (player) by its slug, named in the page language (issue 31).
  api.get('/betting-api/teams/:team', { schema: { params: Type.Object({ team: Type.String({ pattern: '^[a-z0-9-]{1,64}$' }) }) } }, async (request) => {
    const team = SPORTS.flatMap((s) => s.champs.flatMap((c) => c.teams)).find((t) => slugify(t) === request.params.team);
    if (!team) throw notFound();
    return { team: { slug: request.params.team, name: teamName(team, requestLanguage(request)) } };
  });

  // The bonus selection lives outside the schedule: one fixed market the home page and the slip offer.
  api.get('/betting-api/bonus', { schema: { querystring: Type.Object({}) } }, async (request) => ({ bonus: bonusMarketView(requestLanguage(request)) }));

  api.get('/betting-api/games/:gameId', { schema: { params: Type.Object({ gameId: Type.String({ pattern: '^\\d{1,12}$' }) }) } }, async (request) => {
    const game = catalogue.scheduled(Number(request.params.gameId));
    if (!game) throw notFound();
    return { game: catalogue.view(game, requestLanguage(request), true) };
  });
};
