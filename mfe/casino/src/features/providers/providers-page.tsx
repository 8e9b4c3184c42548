/** providers: every studio with its game count; providers/{provider}: one studio's games. */
import type { CasinoProvider } from '@arena/domain';
import { Link, useBusState } from '@arena/ui-kit';
import { casinoApi } from '../../shared/casino-api.ts';
import { ErrorView, LoadingView, NotFoundView } from '../../shared/states.tsx';
import { useT } from '../../shared/text.tsx';
import { isNotFound, useAsync } from '@arena/ui-kit';
import { PagedGames } from '../tiles/paged-games.tsx';

function ProviderBadge({ provider }: { provider: CasinoProvider }) {
  const [from, to] = provider.artwork.palette;
  return (
    <span className="cs-provider__badge" aria-hidden="true">
      <svg viewBox="0 0 40 40">
        <rect width="40" height="40" rx="8" fill={from} />
        <text x="20" y="26" textAnchor="middle" fontSize="16" fontWeight="700" fill={to}>
          {provider.name.slice(0, 1)}
        </text>
      </svg>
    </span>
  );
}

export function ProvidersPage() {
  const t = useT();
  const lng = useBusState('language');
  const providers = useAsync((signal) => casinoApi.providers(signal), []);
  return (
    <section className="cs-page" data-testid="providers-page">
      <h2>{t('title_providers')}</h2>
      {providers.status === 'loading' ? <LoadingView /> : null}
      {providers.status === 'error' ? <ErrorView onRetry={providers.retry} /> : null}
      {providers.status === 'ready' ? (
        <ul className="cs-providers">
          {providers.data.map((p) => (
            <li key={p.slug}>
              <Link href={`/${lng}/providers/${p.slug}`} className="cs-provider" data-testid={`provider-${p.slug}`}>
                <ProviderBadge provider={p} />
                <span className="cs-provider__name">{p.name}</span>
                <span className="cs-provider__count">{t('games_count', { count: p.gameCount })}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function ProviderPage({ provider }: { provider: string }) {
  const t = useT();
  const info = useAsync((signal) => casinoApi.provider(provider, signal), [provider]);
  if (info.status === 'error' && isNotFound(info.error)) return <NotFoundView />;
  return (
    <section className="cs-page" data-testid="provider-page" data-provider={provider}>
      {info.status === 'loading' ? <LoadingView /> : null}
      {info.status === 'error' ? <ErrorView onRetry={info.retry} /> : null}
      {info.status === 'ready' ? (
        <>
          <h2 className="cs-provider-title">
            <ProviderBadge provider={info.data} /> {info.data.name}
          </h2>
          <p className="cs-lead">{info.data.categories.map((c) => t(`category_${c}`)).join(' · ')}</p>
          <PagedGames filter={{ provider }} />
        </>
      ) : null}
    </section>
  );
}
