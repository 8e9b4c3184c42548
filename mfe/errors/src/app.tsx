import { unhandledRoute, type ErrorRouteId, type RouteIdOf } from '@arena/routes';
import { ErrorBoundary, Link, useArenaTranslation, useBusState } from '@arena/ui-kit';
import { BlockPage } from './block-page.tsx';
import { isBlockPage, type BlockPageId } from './block-pages.ts';

/**
 * Error and block pages. Error page texts come with the route on the bus (params `status`, `message`,
 * `fallback`, `home`): the root config owns them as data (the spec's phrases), and this app shows them in
 * the page language through the main dictionary, where those phrases are keys.
 * Block pages explain themselves from the `blocks` dictionary (block-page.tsx).
 * Only the last-resort fallback text is repeated here, for when even the bus state is unusable.
 */
const LAST_RESORT = 'An error occurred while showing the error page';

/** The errors app's route ids: its rows of the table (block pages, 500) and the 404, which has no row. */
type ErrorsRouteId = RouteIdOf<'@arena/errors'> | ErrorRouteId;

/** Which view a route id shows; exhaustive over ErrorsRouteId, so a new row of this app needs a case. */
function viewOf(id: string | undefined): { kind: 'block'; page: BlockPageId } | { kind: 'error' } {
  const routeId = id as ErrorsRouteId;
  switch (routeId) {
    case 'error-404':
    case 'error-500':
      return { kind: 'error' };
    default:
      return isBlockPage(routeId) ? { kind: 'block', page: routeId } : unhandledRoute(routeId, { kind: 'error' });
  }
}

function ErrorPage() {
  const route = useBusState('route');
  // Hooks before the early return: the same component switches between a block page and an error page.
  const { t } = useArenaTranslation('common');
  const view = viewOf(route?.id);
  if (view.kind === 'block') return <BlockPage page={view.page} />;
  const lng = route?.params.lng ?? 'ru';
  const status = route?.params.status;
  const message = route?.params.message;
  // The root config's texts are the spec's English phrases, which are the keys of the main dictionary.
  // (While the page is leaving, the route is already the next one's, which carries no message.)
  return (
    <section className="arena-errors" data-testid="app-errors" data-route-id={route?.id ?? ''}>
      {status && <h1 data-testid="error-status">{status}</h1>}
      <p data-testid="error-message" data-message={message}>{message ? t(message) : (route?.id ?? '')}</p>
      <p>
        <Link href={`/${lng}/`}>{t(route?.params.home ?? 'Go to the home page')}</Link>
      </p>
    </section>
  );
}

export function ErrorsApp() {
  return (
    <ErrorBoundary
      fallback={() => (
        <section className="arena-errors" data-testid="error-page-failed">
          <p>{LAST_RESORT}</p>
          <a href="/">Home</a>
        </section>
      )}
    >
      <ErrorPage />
    </ErrorBoundary>
  );
}
