import { AreaPlaceholder } from '@arena/ui-kit';

/** Until this area's pages land: its title, the matched route and its SEO description (see AreaPlaceholder). */
export function InfoApp() {
  return <AreaPlaceholder area="info" title="Information" description="Rules, contacts, licences and other information pages." />;
}
