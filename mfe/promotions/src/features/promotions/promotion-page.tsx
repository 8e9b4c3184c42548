/** promotions/{promotionId}: the promotion's text and terms from the content store, and its call to action. */
import { Link, useBusState } from '@arena/ui-kit';
import { bonusesApi } from '../../platform/bonuses-api.ts';
import { contentApi } from '../../platform/content-api.ts';
import { useT } from '../../platform/text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Artwork } from '../artwork/artwork.tsx';
import { promotionAction } from '../catalogue/promo-categories.ts';
import { DepositBonusCta, DepositTerms } from './deposit-bonus-cta.tsx';
import { LoadError, Loading, PromoNotFound } from './not-found.tsx';
import { badgeOf } from './promotions-list.tsx';

async function loadPromotion(slug: string, lng: string, signal: AbortSignal) {
  const [item, offers] = await Promise.all([contentApi.get('promotion', slug, lng, signal), bonusesApi.offers(signal)]);
  return { item, offers };
}

export function PromotionPage({ slug }: { slug: string }) {
  const t = useT();
  const lng = useBusState('language');
  const [state, retry] = useLoad((signal) => loadPromotion(slug, lng, signal), [slug, lng]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError retry={retry} />;
  const { item, offers } = state.value;
  if (!item) return <PromoNotFound />;
  const action = promotionAction(item.data);
  const offer = action.kind === 'deposit-bonus' ? offers.find((o) => o.slug === action.bonus) : undefined;
  const badge = badgeOf(item, lng);
  return (
    <article className="promo-section" data-testid="promotion-page" data-slug={item.slug}>
      <p className="promo-links">
        <Link href={`/${lng}/promotions`}>{t('back_to_promotions')}</Link>
      </p>
      <header className="promo-hero">
        <div className="promo-hero__text">
          {badge ? <span className="promo-badge">{badge}</span> : null}
          <h1>{item.title}</h1>
          <p className="promo-lead">{item.summary}</p>
          {offer ? <DepositBonusCta offer={offer} /> : null}
          {action.kind === 'link' ? (
            <p className="promo-cta" data-testid="promotion-cta">
              <Link className="promo-btn promo-btn--primary" href={`/${lng}/${action.path}`} data-testid="promotion-cta-link">{t(`cta_link_${action.label}`)}</Link>
            </p>
          ) : null}
        </div>
        <Artwork className="promo-hero__art" data={item.data} />
      </header>
      {offer ? (
        <section className="promo-section">
          <h2>{t('terms_title')}</h2>
          <DepositTerms offer={offer} />
          <p className="promo-links">
            <Link href={`/${lng}/bonus/${offer.slug}`}>{t('offer_details')}</Link>
          </p>
        </section>
      ) : null}
      {/* The body is Markdown the content store rendered to allow-listed HTML (server-side sanitising). */}
      <div className="promo-body" data-testid="promotion-body" dangerouslySetInnerHTML={{ __html: item.html }} />
    </article>
  );
}
