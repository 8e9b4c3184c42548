/**
 * The public read calls of the content store (published items only):
 *   GET /content-api/items?type=&category=&lng=&page=&pageSize=   list without bodies
 *   GET /content-api/items/:type/:slug?lng=                       one item, body as sanitised HTML
 *   GET /content-api/categories?type=&lng=                        a type's categories with names and counts
 * Answers are `no-cache` (revalidated on every load), so a published change shows on the next page load.
 */
import {
  ContentCategoriesAnswer, ContentCategoriesQuery, ContentItemList, ContentItemParams, ContentItemView, ContentLanguageQuery, ContentListQuery,
} from '@arena/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { categoriesOf, categoryText } from './content-categories.ts';
import { sendContentError } from './content-messages.ts';
import type { ContentStore } from './content-store.ts';
import { itemView, summaryView } from './content-views.ts';

export const contentPublicRoutes: FastifyPluginAsync<{ store: ContentStore }> = async (app, { store }) => {
  const api = app.withTypeProvider<TypeBoxTypeProvider>();

  api.get('/content-api/items', { schema: { querystring: ContentListQuery, response: { 200: ContentItemList } } }, async (request, reply) => {
    const { type, category, lng = 'ru', page = 1, pageSize = 20 } = request.query;
    const { items, total } = store.repo.list({ type, category, status: 'published', limit: pageSize, offset: (page - 1) * pageSize });
    reply.header('Cache-Control', 'no-cache');
    return { items: items.map((item) => summaryView(item, lng)), total, page, pageSize };
  });

  // The categories of a type with their names and how many published items each holds.
  api.get('/content-api/categories', { schema: { querystring: ContentCategoriesQuery, response: { 200: ContentCategoriesAnswer } } }, async (request, reply) => {
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
    { schema: { params: ContentItemParams, querystring: ContentLanguageQuery, response: { 200: ContentItemView } } },
    async (request, reply) => {
      const item = store.published(request.params.type, request.params.slug);
      if (!item) return sendContentError(request, reply, 404, 'content_not_found');
      reply.header('Cache-Control', 'no-cache');
      return itemView(item, request.query.lng ?? 'ru');
    },
  );
};
