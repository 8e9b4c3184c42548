/** One news item in a list: its time, title (the link) and summary. */
import type { ContentItemSummary } from '@arena/domain';
import { Link, useFormatters } from '@arena/ui-kit';
import { itemPath } from '../../shared/news-pages.ts';

export function NewsEntry({ item, lng, withDate = false }: { item: ContentItemSummary; lng: string; withDate?: boolean }) {
  const f = useFormatters();
  const at = Date.parse(item.publishedAt);
  return (
    <li className="nw-entry" data-testid="news-entry" data-slug={item.slug}>
      <time dateTime={item.publishedAt}>{withDate ? f.date(at) : f.time(at)}</time>
      <div>
        <h3><Link href={itemPath(lng, item.slug)} lang={item.lang}>{item.title}</Link></h3>
        <p>{item.summary}</p>
      </div>
    </li>
  );
}
