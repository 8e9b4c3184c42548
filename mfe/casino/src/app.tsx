import { AreaPlaceholder } from '@arena/ui-kit';

/** Until this area's pages land: its title, the matched route and its SEO description (see AreaPlaceholder). */
export function CasinoApp() {
  return <AreaPlaceholder area="casino" title="Casino and games" description="Slots, live casino, poker, keno, TV games and other games." />;
}
