/** Loading, failure (with retry) and not-found views of the news app. */
import { Link, useBusState } from '@arena/ui-kit';
import { feedPath } from './news-pages.ts';
import { useContentT } from './text.ts';

export function LoadingView() {
  const t = useContentT();
  return <div className="nw-skeleton" aria-busy="true" aria-label={t('loading')} />;
}

export function ErrorView({ onRetry }: { onRetry: () => void }) {
  const t = useContentT();
  return (
    <div className="nw-state" role="alert" data-testid="news-error">
      <p>{t('load_failed')}</p>
      <button type="button" onClick={onRetry}>{t('retry')}</button>
    </div>
  );
}

export function NotFoundView() {
  const t = useContentT();
  const lng = useBusState('language');
  return (
    <section className="nw-state" data-testid="news-not-found">
      <h2>{t('not_found_title')}</h2>
      <p>{t('not_found_news')}</p>
      <Link href={feedPath(lng)}>{t('to_news')}</Link>
    </section>
  );
}
