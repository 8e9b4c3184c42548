import { AreaPlaceholder } from '@arena/ui-kit';

/** Until this area's pages land: its title, the matched route and its SEO description (see AreaPlaceholder). */
export function PromotionsApp() {
  return <AreaPlaceholder area="promotions" title="Promotions and bonuses" description="Current promotions, bonuses, offers and landing pages." />;
}
