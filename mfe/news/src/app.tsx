import { AreaPlaceholder } from '@arena/ui-kit';

/** Until this area's pages land: its title, the matched route and its SEO description (see AreaPlaceholder). */
export function NewsApp() {
  return <AreaPlaceholder area="news" title="News" description="Sports and company news." />;
}
