import { useBusState } from '../hooks/bus-hooks.ts';

/**
 * What an area app shows until its own pages land: the area title, the route the root config matched
 * (read from the bus, never from root-config) and the page's SEO description — in the page, because
 * <head> belongs to the shell's SEO service (spec §1) and head tags an app hoists there would be
 * replaced by the shell and break the app's unmount.
 */
export function AreaPlaceholder({ area, title, description }: { area: string; title: string; description: string }) {
  const route = useBusState('route');
  const params = Object.entries(route?.params ?? {});
  return (
    <section className={`arena-${area}`} data-testid={`app-${area}`} data-route-id={route?.id ?? ''}>
      <h1>{title}</h1>
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
        {description}
      </p>
    </section>
  );
}
