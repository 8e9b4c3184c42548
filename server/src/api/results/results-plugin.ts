/**
 * Results and statistics calls (issue 15), read-only and public: results of a calendar day, live
 * results, standings, team pages, head-to-head and one game's statistics. Everything is recomputed from
 * the betting catalogue's deterministic schedule at the server clock (see README.md).
 */
import fp from 'fastify-plugin';
import {
  DayResults, DayResultsQuery, GameStatistics, GameStatisticsParams, HeadToHead, HeadToHeadParams, LiveResultsAnswer, LiveResultsQuery, Refusal,
  ResultsChampsAnswer, ResultsChampsQuery, Standings, StandingsParams, TeamPage, TeamPageParams,
} from '@arena/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ContextOptions } from '../shared/context.ts';
import { requestLanguage } from '../../platform/language.ts';
import { BETTING_PLUGIN } from '../betting/betting-plugin.ts';
import { slugify } from '../betting/catalogue/catalogue-service.ts';
import { LINE_HORIZON_MS, scheduledGame, SLOT_MS } from '../betting/catalogue/schedule.ts';
import { SPORTS } from '../betting/catalogue/sports-data.ts';
import { RESULTS_HISTORY_DAYS, DAY_MS } from './game-results.ts';
import { resultsMessage, type ResultsMessageKey } from './results-messages.ts';
import { findChamp, ResultsService, SEASON_DAYS } from './results-service.ts';
import { champName, sportName, teamName } from '../betting/catalogue/catalogue-names.ts';

/** Refusals: `{ code, message }` plus the refusal's own fields (date bounds, validation details). */
const ERRORS = { 400: Refusal, 404: Refusal };

const resultsRoutesPlugin: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const betting = app.betting;
  const service = new ResultsService(betting.catalogue, () => ctx.clock.now(), () => ctx.siteConfig.get().core.timeZone);
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  const refuse = (reply: FastifyReply, status: number, code: ResultsMessageKey, lang: string, vars: Record<string, string> = {}) =>
    reply.code(status).send({ code, message: resultsMessage(code, lang, vars), ...vars });

  api.get(
    '/results-api/results',
    {
      schema: {
        querystring: DayResultsQuery,
        response: { 200: DayResults, ...ERRORS },
      },
    },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const { today, first } = service.calendar();
      const date = request.query.date ?? today;
      const start = service.startOfDate(date);
      if (!Number.isFinite(start) || service.dateOf(start) !== date) return refuse(reply, 400, 'date_invalid', lang);
      if (date > today || date < first) return refuse(reply, 400, 'date_out_of_range', lang, { first, today });
      return { today, first, ...service.dayResults(date, request.query, lang) };
    },
  );

  api.get('/results-api/live', { schema: { querystring: LiveResultsQuery, response: { 200: LiveResultsAnswer, ...ERRORS } } }, async (request) => ({
    games: service.liveResults(request.query.sportId, requestLanguage(request)),
  }));

  api.get('/results-api/champs', { schema: { querystring: ResultsChampsQuery, response: { 200: ResultsChampsAnswer } } }, async (request) => {
    const lang = requestLanguage(request);
    return {
      sports: SPORTS.map((s) => ({
        id: s.id,
        slug: s.slug,
        name: sportName(s, lang),
        champs: s.champs.map((c) => ({ id: c.id, name: champName(c, lang), isTop: c.isTop })),
      })),
    };
  });

  api.get('/results-api/standings/:champId', { schema: { params: StandingsParams, response: { 200: Standings, ...ERRORS } } }, async (request, reply) => {
    const lang = requestLanguage(request);
    const ref = findChamp(request.params.champId);
    if (!ref) return refuse(reply, 404, 'champ_not_found', lang);
    const { from, rows } = service.standings(ref, lang);
    return { champ: champView(ref, lang), from, seasonDays: SEASON_DAYS, rows };
  });

  api.get('/results-api/teams/:champId/:team', { schema: { params: TeamPageParams, response: { 200: TeamPage, ...ERRORS } } }, async (request, reply) => {
    const lang = requestLanguage(request);
    const ref = findChamp(request.params.champId);
    if (!ref) return refuse(reply, 404, 'champ_not_found', lang);
    const team = ref.champ.teams.find((t) => slugify(t) === request.params.team);
    if (!team) return refuse(reply, 404, 'team_not_found', lang);
    return { champ: champView(ref, lang), team: teamName(team, lang), teamSlug: request.params.team, ...service.team(ref, team, lang) };
  });

  api.get(
    '/results-api/h2h/:champId/:teamA/:teamB',
    { schema: { params: HeadToHeadParams, response: { 200: HeadToHead, ...ERRORS } } },
    async (request, reply) => {
      const lang = requestLanguage(request);
      const ref = findChamp(request.params.champId);
      if (!ref) return refuse(reply, 404, 'champ_not_found', lang);
      const a = ref.champ.teams.find((t) => slugify(t) === request.params.teamA);
      const b = ref.champ.teams.find((t) => slugify(t) === request.params.teamB);
      if (!a || !b) return refuse(reply, 404, 'team_not_found', lang);
      return { champ: champView(ref, lang), teams: [teamName(a, lang), teamName(b, lang)] as [string, string], games: service.headToHead(ref, a, b, lang) };
    },
  );

  api.get('/results-api/games/:gameId', { schema: { params: GameStatisticsParams, response: { 200: GameStatistics, ...ERRORS } } }, async (request, reply) => {
    const lang = requestLanguage(request);
    const id = Number(request.params.gameId);
    const now = ctx.clock.now();
    // Statistics cover the results history and the line: older or further games are unknown ids.
    if (id * SLOT_MS < service.dayStart(now) - (RESULTS_HISTORY_DAYS - 1) * DAY_MS || id * SLOT_MS > now + LINE_HORIZON_MS) {
      return refuse(reply, 404, 'game_not_found', lang);
    }
    const game = scheduledGame(id);
    return { champ: champView({ champ: game.champ, sport: game.sport }, lang), ...service.gameStatistics(game, lang) };
  });
};

function champView(ref: NonNullable<ReturnType<typeof findChamp>>, lang: string) {
  return { id: ref.champ.id, name: champName(ref.champ, lang), sportId: ref.sport.id, sportSlug: ref.sport.slug, sportName: sportName(ref.sport, lang), hasDraw: ref.sport.hasDraw, teams: ref.champ.teams };
}

/** Reads the betting catalogue: needs the betting plugin's decorator; its own routes and hooks stay encapsulated. */
export const resultsRoutes = fp(resultsRoutesPlugin, { name: 'arena-results', dependencies: [BETTING_PLUGIN], decorators: { fastify: ['betting'] }, encapsulate: true });
