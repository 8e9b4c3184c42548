/**
 * GET /betting-api/pages/:pageType?section&sport?&champId? — the games of a betting page type (page-selection.ts). Public:
 * a signed-in player's bearer token personalises bets-on-your; a missing or stale token reads as a guest.
 */
import { BettingPageParams, PageSelection, PageSelectionQuery } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { bearerToken, resolveUser } from '../../shared/auth-guard.ts';
import { requestLanguage } from '../../../platform/language.ts';
import type { BettingContext } from '../betting-context.ts';
import { selectPage } from './page-selection.ts';

export const pageRoutes: FastifyPluginAsync<{ betting: BettingContext }> = async (app, { betting }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();
  api.get(
    '/betting-api/pages/:pageType',
    {
      schema: {
        params: BettingPageParams,
        querystring: PageSelectionQuery,
        response: { 200: PageSelection },
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
