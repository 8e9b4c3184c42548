/** Loading, failure (with retry) and not-found views shared by every casino page. */
import { Link, useBusState } from '@arena/ui-kit';
import { useT } from './text.tsx';

export function LoadingView() {
  const t = useT();
  return <div className="cs-skeleton" role="status" aria-busy="true" aria-label={t('loading')} />;
}

export function ErrorView({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="cs-error-box" role="alert" data-testid="casino-error">
      <p>{t('load_failed')}</p>
      <button type="button" onClick={onRetry} data-testid="casino-retry">
        {t('retry')}
      </button>
    </div>
  );
}

export function NotFoundView() {
  const t = useT();
  const lng = useBusState('language');
  return (
    <section className="cs-notfound" data-testid="casino-not-found">
      <h2>{t('not_found_title')}</h2>
      <p>{t('not_found_text')}</p>
      <p>
        <Link href={`/${lng}/casino-lobby`}>{t('to_lobby')}</Link> · <Link href={`/${lng}/providers`}>{t('title_providers')}</Link>
      </p>
    </section>
  );
}
