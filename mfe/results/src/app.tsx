import { useBusState } from '@arena/ui-kit';

/**
 * Placeholder until this area's pages land: the area title, the route the root config matched (read
 * from the bus, never from root-config) and the page's SEO meta, shown in the page: <head> belongs to the shell's SEO service (spec §1), and
 * React-hoisted head tags that the shell replaces would break this app's unmount.
 */
const AREA_TITLE = "Results and statistics";
const DESCRIPTION = "Settled results of past games, team and player statistics.";

export function ResultsApp() {
  const route = useBusState('route');
  const params = Object.entries(route?.params ?? {});
  return (
    <section className="arena-results" data-testid="app-results" data-route-id={route?.id ?? ''}>
      <h1>{AREA_TITLE}</h1>
      <p data-testid="route-id">{route?.id}</p>
      <dl data-testid="route-params">
        {params.map(([key, value]) => (
          <div key={key}>
            <dt>{key}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="arena-seo" data-testid="seo-meta">
        {DESCRIPTION}
      </p>
    </section>
  );
}
