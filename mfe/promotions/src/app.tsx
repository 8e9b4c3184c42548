/** @arena/promotions: dispatches the matched route (root-config content table) to its page. */
import { useBusState } from '@arena/ui-kit';
import { LandingPage } from './features/landing/landing-page.tsx';
import { OfferPage } from './features/offers/offer-page.tsx';
import { OffersPages } from './features/offers/offers-pages.tsx';
import { parseBonusRoute } from './features/offers/offers-model.ts';
import { PromoPage } from './features/promo/promo-page.tsx';
import { PromoNotFound } from './features/promotions/not-found.tsx';
import { PromotionPage } from './features/promotions/promotion-page.tsx';
import { PromotionsList } from './features/promotions/promotions-list.tsx';
import { PROMOTIONS_STYLES } from './styles.ts';

function Page({ id, params }: { id: string; params: Record<string, string> }) {
  if (id === 'promotions') return <PromotionsList />;
  if (id === 'promotion') return <PromotionPage slug={params['promotionId'] ?? ''} />;
  if (id === 'bonus-item') return <OfferPage bonusId={params['bonusId'] ?? ''} />;
  if (id === 'promo') return <PromoPage />;
  if (id === 'landing-page') return <LandingPage id={params['id'] ?? ''} />;
  const bonus = parseBonusRoute(id);
  if (bonus) return <OffersPages base={bonus.base} page={bonus.page} {...(params['id'] ? { partnerId: params['id'] } : {})} />;
  return <PromoNotFound />;
}

export function PromotionsApp() {
  const route = useBusState('route');
  return (
    <section className="promo-app arena-promotions" data-testid="app-promotions" data-route-id={route?.id ?? ''}>
      <style>{PROMOTIONS_STYLES}</style>
      {route ? <Page key={`${route.id}:${JSON.stringify(route.params)}`} id={route.id} params={route.params} /> : null}
    </section>
  );
}
