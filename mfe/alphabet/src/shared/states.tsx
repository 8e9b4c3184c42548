/** Loading, failure (with retry) and not-found views of the betting alphabet. */
import { Link, useBusState } from '@arena/ui-kit';
import { alphabetPath } from './alphabet-model.ts';
import { useAlphabetT } from './text.ts';

export function LoadingView() {
  const t = useAlphabetT();
  return <div className="ab-skeleton" aria-busy="true" aria-label={t('loading')} />;
}

export function ErrorView({ onRetry }: { onRetry: () => void }) {
  const t = useAlphabetT();
  return (
    <div className="ab-state" role="alert" data-testid="alphabet-error">
      <p>{t('load_failed')}</p>
      <button type="button" onClick={onRetry}>{t('retry')}</button>
    </div>
  );
}

export function NotFoundView() {
  const t = useAlphabetT();
  const lng = useBusState('language');
  return (
    <section className="ab-state" data-testid="alphabet-not-found">
      <h1>{t('not_found_title')}</h1>
      <p>{t('not_found_text')}</p>
      <Link href={alphabetPath(lng)}>{t('to_alphabet')}</Link>
    </section>
  );
}
