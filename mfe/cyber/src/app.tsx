import { AreaPlaceholder } from '@arena/ui-kit';

/** Until this area's pages land: its title, the matched route and its SEO description (see AreaPlaceholder). */
export function CyberApp() {
  return <AreaPlaceholder area="cyber" title="Cyber sports" description="Esports and cyber sports: real, virtual and streamed events." />;
}
