/**
 * The public read calls of the content store (published items only):
 *   GET /content-api/items?type=&category=&lng=&page=&pageSize=   list without bodies
 *   GET /content-api/items/:type/:slug?lng=                       one item, body as sanitised HTML
 *   GET /content-api/categories?type=&lng=                        a type's categories with names and counts
 * Answers are `no-cache` (revalidated on every load), so a published change shows on the next page load.
 */
import { Type } from 'typebox';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { categoriesOf, categoryText } from './content-categories.ts';
import { sendContentError } from './content-messages.ts';
import { ContentTypeSchema, SlugSchema } from './content-schema.ts';
import type { ContentStore } from './content-store.ts';
import { itemView, summaryView } from './content-views.ts';

const LangSchema = Type.Optional(Type.String({ pattern: '^[a-z]{2}$' }));

const ListQuery = Type.Object({
  type: Type.Optional(ContentTypeSchema),
  category: Type.Optional(SlugSchema),
  lng: LangSchema,
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});

export const contentPublicRoutes: FastifyPluginAsync<{ store: ContentStore }> = async (app, { store }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/content-api/items', { schema: { querystring: ListQuery } }, async (request, reply) => {
    const { type, category, lng = 'ru', page = 1, pageSize = 20 } = request.query;
    const { items, total } = store.repo.list({ type, category, status: 'published', limit: pageSize, offset: (page - 1) * pageSize });
    reply.header('Cache-Control', 'no-cache');
    return { items: items.map((item) => summaryView(item, lng)), total, page, pageSize };
  });

  // The categories of a type with their names and how many published items each holds.
  api.get('/content-api/categories', { schema: { querystring: Type.Object({ type: ContentTypeSchema, lng: LangSchema }) } }, async (request, reply) => {
    const { type, lng = 'ru' } = request.query;
    // Counted in SQL: the blog asks on every list and article load, and needs no item for it.
    const counts = store.repo.countByCategory(type, 'published');
    reply.header('Cache-Control', 'no-cache');
    return {
      categories: categoriesOf(type).map((c) => ({ slug: c.slug, ...categoryText(c, lng), count: counts.get(c.slug) ?? 0 })),
    };
  });

  api.get(
    '/content-api/items/:type/:slug',
    { schema: { params: Type.Object({ type: ContentTypeSchema, slug: SlugSchema }), querystring: Type.Object({ lng: LangSchema }) } },
    async (request, reply) => {
      const item = store.published(request.params.type, request.params.slug);
      if (!item) return sendContentError(request, reply, 404, 'content_not_found');
      reply.header('Cache-Control', 'no-cache');
      return itemView(item, request.query.lng ?? 'ru');
    },
  );
};
