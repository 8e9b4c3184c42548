/** @arena/promotions: dispatches the matched route (the route table's promotions rows) to its page. */
import type { RouteIdOf } from '@arena/routes';
import { useBusState } from '@arena/ui-kit';
import { LandingPage } from './features/landing/landing-page.tsx';
import { OfferPage } from './features/offers/offer-page.tsx';
import { OffersPages } from './features/offers/offers-pages.tsx';
import { parseBonusRoute, type BonusRouteId } from './features/offers/offers-model.ts';
import { PromoPage } from './features/promo/promo-page.tsx';
import { PromoNotFound } from './features/promotions/not-found.tsx';
import { PromotionPage } from './features/promotions/promotion-page.tsx';
import { PromotionsList } from './features/promotions/promotions-list.tsx';
import { PROMOTIONS_STYLES } from './styles.ts';

/** The bonus pages (bonuses, bonus-offer.rules, …): every promotions route the switch below has no case for. */
function BonusPage({ id, params }: { id: BonusRouteId; params: Record<string, string> }) {
  const bonus = parseBonusRoute(id);
  if (bonus) return <OffersPages base={bonus.base} page={bonus.page} {...(params['id'] ? { partnerId: params['id'] } : {})} />;
  return <PromoNotFound />;
}

/**
 * Exhaustive over the promotions routes of the table: a new or renamed one is neither a case here nor a
 * BonusRouteId, which is a type error until it has a page.
 */
function Page({ id: routeId, params }: { id: string; params: Record<string, string> }) {
  const id = routeId as RouteIdOf<'@arena/promotions'>;
  switch (id) {
    case 'promotions':
      return <PromotionsList />;
    case 'promotion':
      return <PromotionPage slug={params['promotionId'] ?? ''} />;
    case 'bonus-item':
      return <OfferPage bonusId={params['bonusId'] ?? ''} />;
    case 'promo':
      return <PromoPage />;
    case 'landing-page':
      return <LandingPage id={params['id'] ?? ''} />;
    default:
      // Run-time ids outside the table reach BonusPage too, whose parse answers not-found for them.
      return <BonusPage id={id} params={params} />;
  }
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
