import { AreaPlaceholder } from '@arena/ui-kit';

/** Until this area's pages land: its title, the matched route and its SEO description (see AreaPlaceholder). */
export function BlogApp() {
  return <AreaPlaceholder area="blog" title="Blog" description="Articles about betting and sport." />;
}
