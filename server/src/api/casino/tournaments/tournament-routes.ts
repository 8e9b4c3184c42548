/**
 * Casino tournaments: GET /casino-api/tournaments (the running period of each) and
 * GET /casino-api/tournaments/:id (with the top of the leaderboard and, for a signed-in player, their row).
 */
import { Refusal, TournamentBoardAnswer, TournamentParams as Params, TournamentsAnswer } from '@arena/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { ApiContext, ContextOptions } from '../../shared/context.ts';
import { bearerToken, resolveUser } from '../../shared/auth-guard.ts';
import { requestLanguage } from '../../../platform/language.ts';
import { casinoRefusal } from '../games/round-service.ts';
import { TOURNAMENTS } from './tournament-data.ts';
import { findTournament, LEADERBOARD_SIZE, leaderboard, tournamentView } from './tournament-service.ts';

/** The signed-in player's id, or null (a visitor, or a token that no longer works: the board is public). */
function viewerId(ctx: ApiContext, request: FastifyRequest): number | null {
  try {
    const token = bearerToken(request);
    if (!token) return null;
    return resolveUser(ctx, token).user.id;
  } catch {
    return null;
  }
}

export const tournamentRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/casino-api/tournaments', { schema: { response: { 200: TournamentsAnswer } } }, async (request) => ({
    tournaments: TOURNAMENTS.map((def) => tournamentView(def, ctx.clock.now(), requestLanguage(request))),
  }));

  api.get(
    '/casino-api/tournaments/:id',
    { schema: { params: Params, response: { 200: TournamentBoardAnswer, '4xx': Refusal } } },
    async (request) => {
      const lang = requestLanguage(request);
      const def = findTournament(request.params.id);
      if (!def) throw casinoRefusal(404, 'tournament_not_found', lang);
      const me = viewerId(ctx, request);
      const rows = leaderboard(ctx, def, ctx.clock.now()).map(({ userId, ...row }) => ({ ...row, me: userId === me }));
      return { tournament: tournamentView(def, ctx.clock.now(), lang), leaderboard: rows.slice(0, LEADERBOARD_SIZE), mine: rows.find((r) => r.me) ?? null };
    },
  );
};
