/** Loading, failure (with retry) and not-found views of the information pages. */
import { Link, useBusState } from '@arena/ui-kit';
import { infoPath } from './info-pages.ts';
import { useInfoT } from './text.ts';

export function LoadingView() {
  const t = useInfoT();
  return <div className="in-skeleton" aria-busy="true" aria-label={t('loading')} />;
}

export function ErrorView({ onRetry }: { onRetry: () => void }) {
  const t = useInfoT();
  return (
    <div className="in-state" role="alert" data-testid="info-error">
      <p>{t('load_failed')}</p>
      <button type="button" onClick={onRetry}>{t('retry')}</button>
    </div>
  );
}

export function NotFoundView() {
  const t = useInfoT();
  const lng = useBusState('language');
  return (
    <section className="in-state" data-testid="info-not-found">
      <h1>{t('not_found_title')}</h1>
      <p>{t('not_found_text')}</p>
      <Link href={infoPath(lng, 'about')}>{t('to_about')}</Link>
    </section>
  );
}
