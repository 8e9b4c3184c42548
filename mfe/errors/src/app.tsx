import { ErrorBoundary, Link, useBusState } from '@arena/ui-kit';
import { BlockPage } from './block-page.tsx';
import { isBlockPage } from './block-pages.ts';

/**
 * Error and block pages. Error page texts come with the route on the bus (params `status`, `message`,
 * `fallback`, `home`): the root config owns them as data, so this app holds no copy that could drift.
 * Block pages explain themselves from the `blocks` dictionary (block-page.tsx).
 * Only the last-resort fallback text is repeated here, for when even the bus state is unusable.
 */
const LAST_RESORT = 'An error occurred while showing the error page';

function ErrorPage() {
  const route = useBusState('route');
  if (isBlockPage(route?.id)) return <BlockPage page={route.id} />;
  const lng = route?.params.lng ?? 'ru';
  const status = route?.params.status;
  const message = route?.params.message ?? route?.id ?? '';
  return (
    <section className="arena-errors" data-testid="app-errors" data-route-id={route?.id ?? ''}>
      {status && <h1 data-testid="error-status">{status}</h1>}
      <p data-testid="error-message">{message}</p>
      <p>
        <Link href={`/${lng}/`}>{route?.params.home ?? 'Home'}</Link>
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
