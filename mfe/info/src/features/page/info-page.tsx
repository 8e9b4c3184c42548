/** An information page (about, contacts, cookies, licences…): the content item named like the route. */
import { isNotFound, useAsync, useBusState } from '@arena/ui-kit';
import { ContentBody } from '../../shared/content-body.tsx';
import { infoApi } from '../../shared/content-api.ts';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';

export function InfoPage({ slug }: { slug: string }) {
  const lng = useBusState('language');
  const state = useAsync((signal) => infoApi.item('info', slug, lng, signal), [lng, slug]);
  if (state.status === 'loading') return <LoadingView />;
  if (state.status === 'error') return isNotFound(state.error) ? <NotFoundView /> : <ErrorView onRetry={state.retry} />;
  return <ContentBody item={state.data} />;
}
