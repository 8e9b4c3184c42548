import { unhandledRoute, type ErrorRouteId, type RouteIdOf } from '@arena/routes';
import { ErrorBoundary, Link, useArenaTranslation, useBusState } from '@arena/ui-kit';
import { BlockPage } from './block-page.tsx';
import { isBlockPage, type BlockPageId } from './block-pages.ts';

/**
 * Error and block pages. Error page texts come with the route on the bus (params `status`, `message`,
 * `fallback`, `home`): the root config owns them as data (the spec's phrases), and this app shows them in
 * the page language through the main dictionary, where those phrases are keys.
 * Block pages explain themselves from the `blocks` dictionary (block-page.tsx).
 * Only the last-resort fallback is written here, for when even the bus state or the dictionaries are
 * unusable: in the six interface languages, chosen by the document's own language (the host sets
 * `<html lang>` from the page's language segment), so a Russian page does not fall back to English.
 */
const LAST_RESORT: Readonly<Record<string, { text: string; home: string; segment: string }>> = {
  ru: { text: 'Не удалось показать страницу ошибки', home: 'На главную', segment: 'ru' },
  en: { text: 'An error occurred while showing the error page', home: 'Home', segment: 'en' },
  uk: { text: 'Не вдалося показати сторінку помилки', home: 'На головну', segment: 'ua' },
  kk: { text: 'Қате бетін көрсету мүмкін болмады', home: 'Басты бетке', segment: 'kz' },
  az: { text: 'Xəta səhifəsini göstərmək mümkün olmadı', home: 'Ana səhifəyə', segment: 'az' },
  ar: { text: 'تعذّر عرض صفحة الخطأ', home: 'إلى الصفحة الرئيسية', segment: 'ar' },
};

/** The last resort in the document's language (English when it is none of the six). */
export function lastResortText(documentLang: string) {
  return LAST_RESORT[documentLang] ?? LAST_RESORT['en']!;
}

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
      fallback={() => {
        const last = lastResortText(typeof document === 'undefined' ? 'ru' : document.documentElement.lang);
        return (
          <section className="arena-errors" data-testid="error-page-failed">
            <p>{last.text}</p>
            <a href={`/${last.segment}/`}>{last.home}</a>
          </section>
        );
      }}
    >
      <ErrorPage />
    </ErrorBoundary>
  );
}
