/** POST /redirects-api/api/v1/redirect-light {url} → {code, url, reasons, breadcrumbs} from the redirect table. */
import { RedirectLightAnswer as RedirectLightSchema, RedirectLightRequest } from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { RedirectLightAnswer } from '@arena/domain';
import type { ContextOptions } from '../shared/context.ts';

const LANGUAGE = /^\/([a-z]{2})(?=\/|$)/;

export const redirectsRoutes: FastifyPluginAsync<ContextOptions> = async (app, { ctx }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.post(
    '/redirects-api/api/v1/redirect-light',
    { schema: { body: RedirectLightRequest, response: { 200: RedirectLightSchema } } },
    async (request): Promise<RedirectLightAnswer> => {
      let parsed: URL;
      try {
        parsed = new URL(request.body.url, 'http://arena.local');
      } catch {
        return { code: 0, url: '', reasons: ['invalid_url'], breadcrumbs: [] };
      }
      const language = LANGUAGE.exec(parsed.pathname)?.[1] ?? 'ru';
      const path = parsed.pathname.replace(LANGUAGE, '').replace(/^\/+|\/+$/g, '');
      const row = ctx.repos.content.redirect(path);
      if (row) {
        return {
          code: row.code,
          url: `/${language}/${row.to_path}${parsed.search}`,
          reasons: [row.reason],
          breadcrumbs: [{ title: row.to_path, url: `/${language}/${row.to_path}` }],
        };
      }
      // lpage/{id} → landing-page/{id} (spec §2), a rule rather than table rows.
      const landing = /^lpage\/([\w-]+)$/.exec(path);
      if (landing) return { code: 301, url: `/${language}/landing-page/${landing[1]}`, reasons: ['landing_page'], breadcrumbs: [] };
      return { code: 0, url: '', reasons: [], breadcrumbs: [] };
    },
  );
};
