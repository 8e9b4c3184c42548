/** promotions: every published promotion, with spec §3 category tabs. */
import { useState } from 'react';
import { Link, useBusState } from '@arena/ui-kit';
import { contentApi, type ContentSummary } from '../../platform/content-api.ts';
import { useT } from '../../platform/text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Artwork } from '../artwork/artwork.tsx';
import { isPromoCategory, promotionsIn, visibleCategories, type PromoCategory } from '../catalogue/promo-categories.ts';
import { LoadError, Loading } from './not-found.tsx';

export function badgeOf(item: ContentSummary, lng: string): string | null {
  const badge = item.data['badge'] as Record<string, unknown> | undefined;
  const text = badge?.[lng] ?? badge?.['en'];
  return typeof text === 'string' ? text : null;
}

export function PromotionCard({ item, lng }: { item: ContentSummary; lng: string }) {
  const badge = badgeOf(item, lng);
  return (
    <li>
      <Link className="promo-card" href={`/${lng}/promotions/${item.slug}`} data-testid={`promotion-card-${item.slug}`}>
        <Artwork className="promo-card__art" data={item.data} />
        <span className="promo-card__body">
          {badge ? <span className="promo-badge">{badge}</span> : null}
          <span className="promo-card__title">{item.title}</span>
          <span className="promo-card__summary">{item.summary}</span>
        </span>
      </Link>
    </li>
  );
}

function initialCategory(): PromoCategory {
  const asked = typeof location === 'undefined' ? null : new URLSearchParams(location.search).get('category');
  return isPromoCategory(asked) ? asked : 'all_bonuses';
}

export function PromotionsList() {
  const t = useT();
  const lng = useBusState('language');
  const [category, setCategory] = useState<PromoCategory>(initialCategory);
  const [items, retry] = useLoad((signal) => contentApi.list('promotion', lng, signal), [lng]);
  return (
    <section className="promo-section" data-testid="promotions-list">
      <h1>{t('promotions_title')}</h1>
      <p className="promo-lead">{t('promotions_lead')}</p>
      {items.status === 'loading' ? <Loading /> : null}
      {items.status === 'error' ? <LoadError retry={retry} /> : null}
      {items.status === 'ready' ? (
        <>
          <ul className="promo-tabs" aria-label={t('categories')}>
            {visibleCategories(items.value).map((c) => (
              <li key={c}>
                <button type="button" className="promo-tab" aria-pressed={c === category} data-testid={`promo-category-${c}`} onClick={() => setCategory(c)}>
                  {t(`category_${c}`)}
                </button>
              </li>
            ))}
          </ul>
          <ul className="promo-grid" data-testid="promotions-grid">
            {promotionsIn(items.value, category).map((item) => <PromotionCard key={item.slug} item={item} lng={lng} />)}
          </ul>
          <p className="promo-links">
            <Link className="promo-btn promo-btn--ghost" href={`/${lng}/bonuses`}>{t('all_offers')}</Link>
            <Link className="promo-btn promo-btn--ghost" href={`/${lng}/promo`}>{t('promo_codes')}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
