/** Loading, failure (with retry) and not-found views of the blog. */
import { Link, useBusState } from '@arena/ui-kit';
import { blogPath } from './blog-pages.ts';
import { useContentT } from './text.ts';

export function LoadingView() {
  const t = useContentT();
  return <div className="bl-skeleton" aria-busy="true" aria-label={t('loading')} />;
}

export function ErrorView({ onRetry }: { onRetry: () => void }) {
  const t = useContentT();
  return (
    <div className="bl-state" role="alert" data-testid="blog-error">
      <p>{t('load_failed')}</p>
      <button type="button" onClick={onRetry}>{t('retry')}</button>
    </div>
  );
}

export function NotFoundView() {
  const t = useContentT();
  const lng = useBusState('language');
  return (
    <section className="bl-state" data-testid="blog-not-found">
      <h2>{t('not_found_title')}</h2>
      <p>{t('not_found_blog')}</p>
      <Link href={blogPath(lng)}>{t('to_blog')}</Link>
    </section>
  );
}
