/** bonus/{bonusId}: one bonus offer with its rules, games, partner and (for deposit bonuses) the call to action. */
import { Link, useBusState } from '@arena/ui-kit';
import { bonusesApi } from '../../platform/bonuses-api.ts';
import { contentApi } from '../../platform/content-api.ts';
import { useT } from '../../platform/text.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Artwork } from '../artwork/artwork.tsx';
import { DepositBonusCta, DepositTerms } from '../promotions/deposit-bonus-cta.tsx';
import { LoadError, Loading, PromoNotFound } from '../promotions/not-found.tsx';
import { gamesOf, offerGameName, offerSlugFor, partnerOf, rulesOf } from './offers-model.ts';

export function OfferPage({ bonusId }: { bonusId: string }) {
  const t = useT();
  const lng = useBusState('language');
  const slug = offerSlugFor(bonusId);
  const [state, retry] = useLoad(
    async (signal) => {
      const [item, offers] = await Promise.all([contentApi.get('bonus-offer', slug, lng, signal), bonusesApi.offers(signal)]);
      return { item, deposit: offers.find((o) => o.slug === slug) };
    },
    [slug, lng],
  );
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError retry={retry} />;
  const { item, deposit } = state.value;
  if (!item) return <PromoNotFound />;
  const partner = partnerOf(item);
  const promotion = typeof item.data['promotion'] === 'string' ? item.data['promotion'] : null;
  const promoCode = typeof item.data['promoCode'] === 'string' ? item.data['promoCode'] : null;
  return (
    <article className="promo-section" data-testid="offer-page" data-slug={item.slug}>
      <p className="promo-links"><Link href={`/${lng}/bonuses`}>{t('back_to_offers')}</Link></p>
      <header className="promo-hero">
        <div className="promo-hero__text">
          <h1>{item.title}</h1>
          <p className="promo-lead">{item.summary}</p>
          {deposit ? <DepositBonusCta offer={deposit} /> : null}
          {promoCode ? (
            <p className="promo-note" data-testid="offer-promo-code">
              {t('offer_promo_code', { code: promoCode })} <Link href={`/${lng}/office/promotion`}>{t('offer_promo_code_link')}</Link>
            </p>
          ) : null}
        </div>
        <Artwork className="promo-hero__art" data={item.data} />
      </header>
      {deposit ? <DepositTerms offer={deposit} /> : null}
      <section className="promo-body">
        <h2>{t('offer_rules')}</h2>
        <ul className="promo-list" data-testid="offer-rules">{rulesOf(item, lng).map((rule) => <li key={rule}>{rule}</li>)}</ul>
        {gamesOf(item).length > 0 ? (
          <>
            <h2>{t('offer_games')}</h2>
            <p>{gamesOf(item).map((g) => offerGameName(g, lng)).join(', ')}</p>
          </>
        ) : null}
        <p>
          {t('offer_partner')}: <Link href={`/${lng}/bonuses/partners/${partner}`}>{t(`partner_${partner}`)}</Link>
          {promotion ? <> · <Link href={`/${lng}/promotions/${promotion}`}>{t('offer_promotion')}</Link></> : null}
        </p>
      </section>
      <div className="promo-body" dangerouslySetInnerHTML={{ __html: item.html }} />
    </article>
  );
}
