/**
 * Where content lives on the site, as data: which route of the route table (@arena/routes) shows which
 * content type, and which parameter carries the slug. Used both ways: item → page path (sitemap, hreflang)
 * and page path → item (SEO data, the host's 404 for unknown slugs). The apps owning the other types
 * adjust their row here; a type without a row has no page of its own (its items appear inside others).
 */
import type { RouteId } from '@arena/routes';
import type { ContentType } from './content-schema.ts';
import type { StoredItem } from './content-repository.ts';

export interface ContentPage {
  type: ContentType;
  /** The route of the table that shows one item of the type. */
  routeId: RouteId;
  /** The route parameter holding the slug. */
  slugParam: string;
  /** The path after `/{lng}/` of an item's page. */
  path: (item: Pick<StoredItem, 'slug' | 'category' | 'data'>) => string;
  /** Articles get Article/NewsArticle JSON-LD and og:type article. */
  article?: 'Article' | 'NewsArticle' | 'BlogPosting';
}

export const CONTENT_PAGES: readonly ContentPage[] = [
  { type: 'blog', routeId: 'blog-article', slugParam: 'articleSlug', path: (i) => `blog/${i.slug}`, article: 'BlogPosting' },
  { type: 'news', routeId: 'news', slugParam: 'slug', path: (i) => `news/${i.slug}`, article: 'NewsArticle' },
  { type: 'promotion', routeId: 'promotion', slugParam: 'promotionId', path: (i) => `promotions/${i.slug}` },
  { type: 'landing', routeId: 'landing-page', slugParam: 'id', path: (i) => `landing-page/${i.slug}` },
  // Rules chapters: the item's category is its rule group (mfe/info rules-page.tsx).
  { type: 'rules', routeId: 'rules', slugParam: 'chapter', path: (i) => `rules/${i.category ?? '1'}/${i.slug}` },
  // Alphabet terms sit under the first letter of their slug: one path for every language (mfe/alphabet entryPath).
  { type: 'alphabet', routeId: 'betting-alphabet', slugParam: 'slug', path: (i) => `betting-alphabet/${i.slug.charAt(0)}/${i.category ?? 'general'}/${i.slug}` },
];

/** Information pages are literal routes named like their slug (about, contacts, cookies...). */
export const INFO_PAGE_TYPE: ContentType = 'info';

export const pageOfType = (type: ContentType): ContentPage | undefined => CONTENT_PAGES.find((p) => p.type === type);

/** The content a matched route shows: the page row and the slug, or null when the route is not one item's page. */
export function contentForRoute(routeId: string, params: Readonly<Record<string, string>>): { page: ContentPage; slug: string } | null {
  const page = CONTENT_PAGES.find((p) => p.routeId === routeId);
  const slug = page ? params[page.slugParam] : undefined;
  return page && slug ? { page, slug } : null;
}

/** Blog category pages: blog/categories/{category}. */
export const blogCategoryPath = (category: string) => `blog/categories/${category}`;
