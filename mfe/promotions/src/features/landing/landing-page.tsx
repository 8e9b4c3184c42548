/**
 * landing-page/{id}: a CMS landing from the content store (type "landing", server/src/api/content):
 * hero with artwork drawn from data, highlight figures, the call to action and the sanitised body.
 * Head tags come from the SEO service; an unknown or unpublished landing is the app's not-found view
 * (and a 404 for crawlers from the host).
 */
import { Link, useBusState } from '@arena/ui-kit';
import { contentApi } from '../../platform/content-api.ts';
import { useLoad } from '../../platform/use-load.ts';
import { Artwork } from '../artwork/artwork.tsx';
import { LoadError, Loading, PromoNotFound } from '../promotions/not-found.tsx';
import { landingModel } from './landing-model.ts';
import { LANDING_STYLES } from './landing-styles.ts';

export function LandingPage({ id }: { id: string }) {
  const lng = useBusState('language');
  const [state, retry] = useLoad((signal) => contentApi.get('landing', id, lng, signal), [id, lng]);
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') return <LoadError retry={retry} />;
  const item = state.value;
  if (!item) return <PromoNotFound />;
  const { cta, secondary, highlights } = landingModel(item.data, lng);
  return (
    <article className="promo-section landing" data-testid="landing-page" data-slug={item.slug} lang={item.lang}>
      <style>{LANDING_STYLES}</style>
      <header className="promo-hero">
        <div className="promo-hero__text">
          <h1>{item.title}</h1>
          <p className="promo-lead">{item.summary}</p>
          {cta || secondary ? (
            <div className="promo-links">
              {cta ? <Link className="promo-btn promo-btn--primary" href={cta.href} data-testid="landing-cta">{cta.label}</Link> : null}
              {secondary ? <Link className="promo-btn promo-btn--ghost" href={secondary.href}>{secondary.label}</Link> : null}
            </div>
          ) : null}
        </div>
        <Artwork className="promo-hero__art" data={item.data} />
      </header>
      {highlights.length > 0 ? (
        <ul className="landing-highlights">
          {highlights.map((h) => (
            <li key={`${h.value}-${h.label}`}>
              <strong>{h.value}</strong>
              <span>{h.label}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {/* Sanitised on the server (marked + sanitize-html allow-list). */}
      <div className="promo-body" data-testid="landing-body" dangerouslySetInnerHTML={{ __html: item.html }} />
      {cta ? (
        <p className="landing-bottom-cta">
          <Link className="promo-btn promo-btn--primary" href={cta.href}>{cta.label}</Link>
        </p>
      ) : null}
    </article>
  );
}
