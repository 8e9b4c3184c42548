/**
 * blog/{articleSlug}: the article (title, date, reading time, artwork, sanitised body), breadcrumbs and
 * more articles of its category. The title, canonical URL and JSON-LD come from the SEO service (the shell
 * writes the head); an unknown slug is the not-found view (and a 404 from the host).
 */
import type { ContentCategoryView, ContentItemSummary, ContentItemView } from '@arena/domain';
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import { ArticleArtwork } from '../../shared/artwork.tsx';
import { readingMinutes } from '../../shared/artwork-model.ts';
import { blogPath, categoryPath } from '../../shared/blog-pages.ts';
import { blogApi } from '../../shared/content-api.ts';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';
import { useBlogT } from '../../shared/text.ts';
import { isNotFound, useAsync } from '@arena/ui-kit';
import { ArticleCard } from '../list/article-card.tsx';

interface Loaded {
  article: ContentItemView;
  categories: ContentCategoryView[];
  related: ContentItemSummary[];
}

export function ArticlePage({ slug }: { slug: string }) {
  const t = useBlogT();
  const f = useFormatters();
  const lng = useBusState('language');
  const state = useAsync<Loaded>(
    async (signal) => {
      const [article, categories] = await Promise.all([blogApi.article(lng, slug, signal), blogApi.categories(lng, signal)]);
      const related = article.category ? (await blogApi.articles(lng, 1, 4, article.category, signal)).items.filter((i) => i.slug !== slug).slice(0, 3) : [];
      return { article, categories, related };
    },
    [lng, slug],
  );
  if (state.status === 'loading') return <LoadingView />;
  if (state.status === 'error') return isNotFound(state.error) ? <NotFoundView /> : <ErrorView onRetry={state.retry} />;
  const { article, categories, related } = state.data;
  const category = categories.find((c) => c.slug === article.category);
  const words = article.html.replace(/<[^>]+>/g, ' ').split(/\s+/).filter(Boolean).length;
  return (
    <article className="bl-article" data-testid="blog-article" lang={article.lang}>
      <nav aria-label={t('breadcrumbs')}>
        <ol className="bl-crumbs">
          <li><Link href={blogPath(lng)}>{t('title')}</Link></li>
          {category ? <li><Link href={categoryPath(lng, category.slug)}>{category.title}</Link></li> : null}
        </ol>
      </nav>
      <h1 data-testid="blog-article-title">{article.title}</h1>
      <div className="bl-meta">
        <time dateTime={article.publishedAt}>{t('published_on', { date: f.date(Date.parse(article.publishedAt)) })}</time>
        <span>{t('reading_minutes', { count: readingMinutes(article.data, words) })}</span>
      </div>
      <ArticleArtwork className="bl-article__art" slug={article.slug} data={article.data} />
      {/* Sanitised on the server (marked + sanitize-html allow-list): no scripts, handlers or javascript: links. */}
      <div className="bl-prose" data-testid="blog-article-body" dangerouslySetInnerHTML={{ __html: article.html }} />
      {related.length > 0 ? (
        <section className="bl-related" aria-labelledby="bl-related-title">
          <h2 id="bl-related-title">{t('related')}</h2>
          <ul className="bl-grid">
            {related.map((item) => <ArticleCard key={item.slug} item={item} lng={lng} />)}
          </ul>
        </section>
      ) : null}
    </article>
  );
}
