/**
 * GET /betting-api/pages/:pageType?section&sport?&champId? — the games of a betting page type (page-selection.ts). Public:
 * a signed-in player's bearer token personalises bets-on-your; a missing or stale token reads as a guest.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { bearerToken, resolveUser } from '../../shared/auth-guard.ts';
import { requestLanguage } from '../../../platform/language.ts';
import type { BettingContext } from '../betting-context.ts';
import { PAGE_TYPES, selectPage } from './page-selection.ts';
import { RowIdQuery } from '../../shared/query-schemas.ts';

/** The answer; games are the catalogue's GameView (the same shape as GET /betting-api/games). */
const PageSelectionSchema = Type.Object({
  pageType: Type.String(),
  games: Type.Array(Type.Unknown()),
  stakes: Type.Optional(Type.Record(Type.String(), Type.Number())),
  fallback: Type.Optional(Type.Union([Type.Literal('no_stakes'), Type.Literal('sign_in'), Type.Literal('no_history')])),
});

export const pageRoutes: FastifyPluginAsync<{ betting: BettingContext }> = async (app, { betting }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/betting-api/pages/:pageType',
    {
      schema: {
        params: Type.Object({ pageType: Type.Union(PAGE_TYPES.map((p) => Type.Literal(p))) }),
        querystring: Type.Object({
          section: Type.Union([Type.Literal('line'), Type.Literal('live')]),
          // The URL's sport and championship: the selection is made within them.
          sport: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,64}$' })),
          champId: Type.Optional(RowIdQuery),
        }),
        response: { 200: PageSelectionSchema },
      },
    },
    async (request) => {
      let userId: number | null = null;
      const token = bearerToken(request);
      if (token) {
        try {
          userId = resolveUser(betting.ctx, token).user.id;
        } catch {
          userId = null;
        }
      }
      const { section, sport, champId } = request.query;
      const scope = { ...(sport ? { sport } : {}), ...(champId ? { champId } : {}) };
      return selectPage(request.params.pageType, section, betting.catalogue, betting.ctx.database.db, userId, requestLanguage(request), scope);
    },
  );
};
