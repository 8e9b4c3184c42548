/** Which blog page a route shows (root-config routes blog, blog-category, blog-article). Pure. */
export type BlogPage =
  | { kind: 'list'; category: null }
  | { kind: 'list'; category: string }
  | { kind: 'article'; slug: string }
  | { kind: 'not-found' };

export const BLOG_PAGE_SIZE = 9;

export function blogPageOf(route: { id: string; params: Record<string, string> } | null): BlogPage {
  if (!route || route.id === 'blog') return { kind: 'list', category: null };
  if (route.id === 'blog-category') {
    const slug = route.params['slug'] ?? '';
    // Categories are one segment; blog/categories/a/b names no category.
    return /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(slug) ? { kind: 'list', category: slug } : { kind: 'not-found' };
  }
  if (route.id === 'blog-article') {
    const slug = route.params['articleSlug'] ?? '';
    return /^[a-z0-9]+(?:[-_][a-z0-9]+)*$/.test(slug) ? { kind: 'article', slug } : { kind: 'not-found' };
  }
  return { kind: 'not-found' };
}

export const blogPath = (lng: string) => `/${lng}/blog`;
export const categoryPath = (lng: string, category: string) => `/${lng}/blog/categories/${category}`;
export const articlePath = (lng: string, slug: string) => `/${lng}/blog/${slug}`;
