/** The news app: root-config's news route (news/{slug?}): the feed, or one item; else the not-found view. */
import { useBusState } from '@arena/ui-kit';
import { NewsFeedPage } from './features/feed/news-feed-page.tsx';
import { NewsItemPage } from './features/item/news-item-page.tsx';
import { newsPageOf } from './shared/news-pages.ts';
import { NotFoundView } from './shared/states.tsx';
import { NEWS_CSS } from './shared/styles.ts';

export function NewsApp() {
  const page = newsPageOf(useBusState('route'));
  return (
    <div className="arena-news">
      <style>{NEWS_CSS}</style>
      {page.kind === 'feed' ? <NewsFeedPage /> : page.kind === 'item' ? <NewsItemPage key={page.slug} slug={page.slug} /> : <NotFoundView />}
    </div>
  );
}
