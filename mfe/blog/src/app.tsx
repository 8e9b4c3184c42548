/**
 * The blog app: root-config's blog routes (blog, blog/categories/{slug}, blog/{articleSlug}) dispatched by
 * blog-pages.ts to the list (all or one category) or an article; anything else is the not-found view.
 */
import { useBusState } from '@arena/ui-kit';
import { ArticlePage } from './features/article/article-page.tsx';
import { BlogListPage } from './features/list/blog-list-page.tsx';
import { blogPageOf } from './shared/blog-pages.ts';
import { NotFoundView } from './shared/states.tsx';
import { BLOG_CSS } from './shared/styles.ts';

export function BlogApp() {
  const route = useBusState('route');
  const page = blogPageOf(route);
  return (
    <div className="arena-blog">
      <style>{BLOG_CSS}</style>
      {page.kind === 'list' ? <BlogListPage category={page.category} /> : page.kind === 'article' ? <ArticlePage key={page.slug} slug={page.slug} /> : <NotFoundView />}
    </div>
  );
}
