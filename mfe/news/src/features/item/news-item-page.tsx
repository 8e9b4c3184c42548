/**
 * news/{slug}: one news item (date, title, lead, sanitised body) and the latest others. Head tags (title,
 * canonical, NewsArticle JSON-LD) come from the SEO service; an unknown slug is the not-found view.
 */
import type { ContentItemSummary, ContentItemView } from '@arena/domain';
import { Link, useBusState, useFormatters } from '@arena/ui-kit';
import { newsApi } from '../../shared/news-api.ts';
import { feedPath } from '../../shared/news-pages.ts';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';
import { useNewsT } from '../../shared/text.ts';
import { isNotFound, useAsync } from '@arena/ui-kit';
import { NewsEntry } from '../feed/news-entry.tsx';

export function NewsItemPage({ slug }: { slug: string }) {
  const t = useNewsT();
  const f = useFormatters();
  const lng = useBusState('language');
  const state = useAsync<{ item: ContentItemView; latest: ContentItemSummary[] }>(
    async (signal) => {
      const [item, feed] = await Promise.all([newsApi.item(lng, slug, signal), newsApi.feed(lng, 1, 4, signal)]);
      return { item, latest: feed.items.filter((i) => i.slug !== slug).slice(0, 3) };
    },
    [lng, slug],
  );
  if (state.status === 'loading') return <LoadingView />;
  if (state.status === 'error') return isNotFound(state.error) ? <NotFoundView /> : <ErrorView onRetry={state.retry} />;
  const { item, latest } = state.data;
  return (
    <article className="nw-item" data-testid="news-item" lang={item.lang}>
      <Link className="nw-back" href={feedPath(lng)}>← {t('all_news')}</Link>
      <h1 data-testid="news-item-title">{item.title}</h1>
      <time className="nw-meta" dateTime={item.publishedAt}>{f.dateTime(Date.parse(item.publishedAt))}</time>
      {item.summary ? <p className="nw-summary">{item.summary}</p> : null}
      {/* Sanitised on the server (marked + sanitize-html allow-list). */}
      <div className="nw-prose" data-testid="news-item-body" dangerouslySetInnerHTML={{ __html: item.html }} />
      {latest.length > 0 ? (
        <section className="nw-latest">
          <h2>{t('latest')}</h2>
          <ul className="nw-list">{latest.map((other) => <NewsEntry key={other.slug} item={other} lng={lng} withDate />)}</ul>
        </section>
      ) : null}
    </article>
  );
}
