/**
 * landing-page/{id}: a CMS landing from the content store (type "landing"). The content store concept
 * (issue 21) owns the landings' data; this view renders one, or the app's not-found view.
 */
import { useBusState } from '@arena/ui-kit';
import { contentApi } from '../../platform/content-api.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Artwork } from '../artwork/artwork.tsx';
import { LoadError, Loading, PromoNotFound } from '../promotions/not-found.tsx';

export function LandingPage({ id }: { id: string }) {
  const lng = useBusState('language');
  const [state, retry] = useLoad((signal) => contentApi.get('landing', id, lng, signal), [id, lng]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError retry={retry} />;
  const item = state.value;
  if (!item) return <PromoNotFound />;
  return (
    <article className="promo-section" data-testid="landing-page" data-slug={item.slug}>
      <header className="promo-hero">
        <div className="promo-hero__text">
          <h1>{item.title}</h1>
          <p className="promo-lead">{item.summary}</p>
        </div>
        <Artwork className="promo-hero__art" data={item.data} />
      </header>
      <div className="promo-body" dangerouslySetInnerHTML={{ __html: item.html }} />
    </article>
  );
}
