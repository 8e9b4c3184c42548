import { AreaPlaceholder } from '@arena/ui-kit';

/** Until this area's pages land: its title, the matched route and its SEO description (see AreaPlaceholder). */
export function ResultsApp() {
  return <AreaPlaceholder area="results" title="Results and statistics" description="Settled results of past games, team and player statistics." />;
}
