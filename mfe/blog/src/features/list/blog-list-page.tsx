/**
 * blog and blog/categories/{slug}: the category chips and the newest articles, more on demand. An unknown
 * category is the not-found view.
 */
import { useEffect, useState } from 'react';
import type { ContentCategoryView, ContentItemSummary } from '@arena/domain';
import { Link, useBusState } from '@arena/ui-kit';
import { blogApi } from '../../shared/content-api.ts';
import { BLOG_PAGE_SIZE, blogPath, categoryPath } from '../../shared/blog-pages.ts';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';
import { useBlogT } from '../../shared/text.ts';
import { useAsync } from '@arena/ui-kit';
import { ArticleCard } from './article-card.tsx';

interface FirstPage {
  categories: ContentCategoryView[];
  items: ContentItemSummary[];
  total: number;
}

export function BlogListPage({ category }: { category: string | null }) {
  const t = useBlogT();
  const lng = useBusState('language');
  const first = useAsync<FirstPage>(
    async (signal) => {
      const [categories, list] = await Promise.all([blogApi.categories(lng, signal), blogApi.articles(lng, 1, BLOG_PAGE_SIZE, category, signal)]);
      return { categories, items: list.items, total: list.total };
    },
    [lng, category],
  );
  const [more, setMore] = useState<ContentItemSummary[]>([]);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreFailed, setMoreFailed] = useState(false);
  useEffect(() => setMore([]), [lng, category]);

  if (first.status === 'loading') return <LoadingView />;
  if (first.status === 'error') return <ErrorView onRetry={first.retry} />;
  const { categories, items, total } = first.data;
  const current = category ? categories.find((c) => c.slug === category) : undefined;
  if (category && !current) return <NotFoundView />;
  const shown = [...items, ...more];
  const titleOf = (slug: string | null) => categories.find((c) => c.slug === slug)?.title;

  const loadMore = async () => {
    setLoadingMore(true);
    setMoreFailed(false);
    try {
      const page = Math.floor(shown.length / BLOG_PAGE_SIZE) + 1;
      const next = await blogApi.articles(lng, page, BLOG_PAGE_SIZE, category, new AbortController().signal);
      setMore((previous) => [...previous, ...next.items]);
    } catch {
      setMoreFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <section className="arena-blog-list" data-testid="blog-list">
      <h1>{current ? current.title : t('title')}</h1>
      <p className="bl-lead">{current ? current.description : t('lead')}</p>
      <nav aria-label={t('categories')}>
        <ul className="bl-chips">
          <li><Link href={blogPath(lng)} aria-current={category ? undefined : 'page'}>{t('all_articles')}</Link></li>
          {categories.filter((c) => c.count > 0).map((c) => (
            <li key={c.slug}>
              <Link href={categoryPath(lng, c.slug)} aria-current={c.slug === category ? 'page' : undefined} data-testid="blog-category-link">
                {c.title} <span aria-hidden="true">· {c.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {shown.length === 0 ? <p className="bl-lead">{t('empty')}</p> : null}
      <ul className="bl-grid">
        {shown.map((item) => <ArticleCard key={item.slug} item={item} lng={lng} {...(category ? {} : { categoryTitle: titleOf(item.category) ?? '' })} />)}
      </ul>
      {moreFailed ? <p role="alert" className="bl-lead">{t('more_failed')}</p> : null}
      {shown.length < total ? (
        <button type="button" className="bl-more" disabled={loadingMore} onClick={() => void loadMore()} data-testid="blog-more">
          {t('show_more')}
        </button>
      ) : null}
    </section>
  );
}
