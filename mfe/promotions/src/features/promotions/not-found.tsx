/** The app's own not-found view: an unknown promotion, offer or partner slug. */
import { Link, useBusState } from '@arena/ui-kit';
import { useT } from '../../platform/text.ts';

export function PromoNotFound() {
  const t = useT();
  const lng = useBusState('language');
  return (
    <section className="promo-section" data-testid="promotions-not-found">
      <h1>{t('not_found_title')}</h1>
      <p className="promo-lead">{t('not_found_text')}</p>
      <p className="promo-links">
        <Link className="promo-btn promo-btn--primary" href={`/${lng}/promotions`}>{t('all_promotions')}</Link>
        <Link className="promo-btn promo-btn--ghost" href={`/${lng}/bonuses`}>{t('all_offers')}</Link>
      </p>
    </section>
  );
}

export function LoadError({ retry }: { retry: () => void }) {
  const t = useT();
  return (
    <div role="alert" className="promo-note promo-note--error" data-testid="promotions-load-error">
      <p>{t('load_error')}</p>
      <button type="button" className="promo-btn promo-btn--ghost" onClick={retry}>{t('retry')}</button>
    </div>
  );
}

export function Loading() {
  const t = useT();
  return <p className="promo-muted" aria-busy="true" data-testid="promotions-loading">{t('loading')}</p>;
}
