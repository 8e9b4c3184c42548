import { AreaPlaceholder } from '@arena/ui-kit';

/** Until this area's pages land: its title, the matched route and its SEO description (see AreaPlaceholder). */
export function AlphabetApp() {
  return <AreaPlaceholder area="alphabet" title="Betting alphabet" description="Betting terms explained from A to Z." />;
}
