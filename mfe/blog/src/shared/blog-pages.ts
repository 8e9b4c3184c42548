/** Which blog page a route shows (the route table's blog, blog-category, blog-article). Pure. */
import { unhandledRoute, type RouteIdOf } from '@arena/routes';

export type BlogPage =
  | { kind: 'list'; category: null }
  | { kind: 'list'; category: string }
  | { kind: 'article'; slug: string }
  | { kind: 'not-found' };

export const BLOG_PAGE_SIZE = 9;

/** Exhaustive over the blog routes of the table: a new or renamed one is a type error until it has a page. */
export function blogPageOf(route: { id: string; params: Record<string, string> } | null): BlogPage {
  if (!route) return { kind: 'list', category: null };
  const id = route.id as RouteIdOf<'@arena/blog'>;
  switch (id) {
    case 'blog':
      return { kind: 'list', category: null };
    case 'blog-category': {
      const slug = route.params['slug'] ?? '';
      // Categories are one segment; blog/categories/a/b names no category.
      return /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(slug) ? { kind: 'list', category: slug } : { kind: 'not-found' };
    }
    case 'blog-article': {
      const slug = route.params['articleSlug'] ?? '';
      return /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(slug) ? { kind: 'article', slug } : { kind: 'not-found' };
    }
    default:
      return unhandledRoute(id, { kind: 'not-found' });
  }
}

export const blogPath = (lng: string) => `/${lng}/blog`;
export const categoryPath = (lng: string, category: string) => `/${lng}/blog/categories/${category}`;
export const articlePath = (lng: string, slug: string) => `/${lng}/blog/${slug}`;
