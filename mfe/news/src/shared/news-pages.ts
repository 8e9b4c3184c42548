/** Which news page a route shows (the route table's news: news/{slug?}), and the feed's day grouping. Pure. */
import type { ContentItemSummary } from '@arena/domain';
import { unhandledRoute, type RouteIdOf } from '@arena/routes';

export type NewsPage = { kind: 'feed' } | { kind: 'item'; slug: string } | { kind: 'not-found' };

export const NEWS_PAGE_SIZE = 10;
const SLUG = /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/;

/** Exhaustive over the news routes of the table: a new or renamed one is a type error until it has a page. */
export function newsPageOf(route: { id: string; params: Record<string, string> } | null): NewsPage {
  if (!route) return { kind: 'not-found' };
  const id = route.id as RouteIdOf<'@arena/news'>;
  switch (id) {
    case 'news': {
      const slug = route.params['slug'];
      if (slug === undefined || slug === '') return { kind: 'feed' };
      return SLUG.test(slug) ? { kind: 'item', slug } : { kind: 'not-found' };
    }
    default:
      return unhandledRoute(id, { kind: 'not-found' });
  }
}

export const feedPath = (lng: string) => `/${lng}/news`;
export const itemPath = (lng: string, slug: string) => `/${lng}/news/${slug}`;

/** The feed grouped by publication day (in the given day-of function's calendar), newest first, order kept. */
export function groupByDay(items: readonly ContentItemSummary[], dayOf: (iso: string) => string): Array<{ day: string; items: ContentItemSummary[] }> {
  const groups: Array<{ day: string; items: ContentItemSummary[] }> = [];
  for (const item of items) {
    const day = dayOf(item.publishedAt);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.items.push(item);
    else groups.push({ day, items: [item] });
  }
  return groups;
}
