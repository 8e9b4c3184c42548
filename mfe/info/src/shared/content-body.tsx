/**
 * A content item's text with its table of contents: headings get ids (toc.ts) and the contents list
 * scrolls to them. The HTML is the store's sanitised rendering (marked + sanitize-html allow-list).
 */
import type { ContentItemView } from '@arena/domain';
import type { MouseEvent } from 'react';
import { withHeadingAnchors } from './toc.ts';
import { useInfoT } from './text.ts';

/** `header: false` when the page shows the title itself (the calculator page puts its tool between). */
export function ContentBody({ item, header = true }: { item: ContentItemView; header?: boolean }) {
  const t = useInfoT();
  const { html, toc } = withHeadingAnchors(item.html);
  // In-page jumps scroll without touching the URL: the router owns the path, and a hash change must not
  // look like a navigation to the other apps.
  const jump = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <article className="in-article" lang={item.lang} data-testid="info-article">
      {header ? <h1 data-testid="info-title">{item.title}</h1> : null}
      {header && item.summary ? <p className="in-lead">{item.summary}</p> : null}
      {toc.length > 1 ? (
        <nav className="in-toc" aria-label={t('toc')} data-testid="info-toc">
          <h2 className="in-toc__title">{t('toc')}</h2>
          <ol>
            {toc.map((entry) => (
              <li key={entry.id} className={entry.level === 3 ? 'in-toc__sub' : undefined}>
                <a href={`#${entry.id}`} onClick={(e) => jump(e, entry.id)}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="in-prose" data-testid="info-body" dangerouslySetInnerHTML={{ __html: html }} />
    </article>
  );
}
