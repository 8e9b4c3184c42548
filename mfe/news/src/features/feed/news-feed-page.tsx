/** news: the feed, newest first, grouped by day, more on demand. */
import { useEffect, useState } from 'react';
import type { ContentItemList, ContentItemSummary } from '@arena/domain';
import { useBusState, useFormatters } from '@arena/ui-kit';
import { newsApi } from '../../shared/news-api.ts';
import { groupByDay, NEWS_PAGE_SIZE } from '../../shared/news-pages.ts';
import { ErrorView, LoadingView } from '../../shared/states.tsx';
import { useNewsT } from '../../shared/text.ts';
import { useAsync } from '@arena/ui-kit';
import { NewsEntry } from './news-entry.tsx';

export function NewsFeedPage() {
  const t = useNewsT();
  const f = useFormatters();
  const lng = useBusState('language');
  const first = useAsync<ContentItemList>((signal) => newsApi.feed(lng, 1, NEWS_PAGE_SIZE, signal), [lng]);
  const [more, setMore] = useState<ContentItemSummary[]>([]);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => setMore([]), [lng]);

  if (first.status === 'loading') return <LoadingView />;
  if (first.status === 'error') return <ErrorView onRetry={first.retry} />;
  const shown = [...first.data.items, ...more];
  const loadMore = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const next = await newsApi.feed(lng, Math.floor(shown.length / NEWS_PAGE_SIZE) + 1, NEWS_PAGE_SIZE, new AbortController().signal);
      setMore((previous) => [...previous, ...next.items]);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="arena-news-feed" data-testid="news-feed">
      <h1>{t('title')}</h1>
      <p className="nw-lead">{t('lead')}</p>
      {shown.length === 0 ? <p className="nw-lead">{t('empty')}</p> : null}
      {groupByDay(shown, (iso) => f.date(Date.parse(iso))).map((group) => (
        <section className="nw-day" key={group.day}>
          <h2>{group.day}</h2>
          <ul className="nw-list">
            {group.items.map((item) => <NewsEntry key={item.slug} item={item} lng={lng} />)}
          </ul>
        </section>
      ))}
      {failed ? <p role="alert" className="nw-lead">{t('more_failed')}</p> : null}
      {shown.length < first.data.total ? (
        <button type="button" className="nw-more" disabled={busy} onClick={() => void loadMore()} data-testid="news-more">{t('show_more')}</button>
      ) : null}
    </section>
  );
}
