/** One article in a list: artwork, title (the link), summary, date and reading time. */
import type { ContentItemSummary } from '@arena/domain';
import { Link, useFormatters } from '@arena/ui-kit';
import { ArticleArtwork } from '../../shared/artwork.tsx';
import { readingMinutes } from '../../shared/artwork-model.ts';
import { articlePath } from '../../shared/blog-pages.ts';
import { useBlogT } from '../../shared/text.ts';

export function ArticleCard({ item, lng, categoryTitle }: { item: ContentItemSummary; lng: string; categoryTitle?: string }) {
  const t = useBlogT();
  const f = useFormatters();
  return (
    <li className="bl-card" data-testid="blog-card" data-slug={item.slug}>
      <Link href={articlePath(lng, item.slug)} tabIndex={-1} aria-hidden="true">
        <ArticleArtwork className="bl-card__art" slug={item.slug} data={item.data} />
      </Link>
      <div className="bl-card__body">
        <div className="bl-meta">
          {categoryTitle ? <span>{categoryTitle}</span> : null}
          <time dateTime={item.publishedAt}>{f.date(Date.parse(item.publishedAt))}</time>
          <span>{t('reading_minutes', { count: readingMinutes(item.data, item.summary.split(/\s+/).length * 6) })}</span>
        </div>
        <h2 className="bl-card__title">
          <Link href={articlePath(lng, item.slug)} lang={item.lang}>{item.title}</Link>
        </h2>
        <p className="bl-card__summary">{item.summary}</p>
      </div>
    </li>
  );
}
