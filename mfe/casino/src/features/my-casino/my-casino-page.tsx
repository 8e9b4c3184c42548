/** my-casino (recently played and favourites) and my-casino/favorites (favourites only); login required. */
import { Link, useBusState } from '@arena/ui-kit';
import { casinoApi } from '../../shared/casino-api.ts';
import { ErrorView, LoadingView } from '../../shared/states.tsx';
import { useT } from '../../shared/text.tsx';
import { useAsync } from '@arena/ui-kit';
import { useFavourites } from '../favourites/use-favourites.ts';
import { GameTiles } from '../tiles/game-tile.tsx';

function Favourites() {
  const t = useT();
  const favourites = useFavourites();
  if (!favourites.loaded) return <LoadingView />;
  return (
    <section className="cs-section" data-testid="my-favourites">
      <h2>{t('section_favourites')}</h2>
      {favourites.games.length === 0 ? <p className="cs-empty">{t('favourites_empty')}</p> : <GameTiles games={favourites.games} testId="favourites-list" />}
    </section>
  );
}

function Recent() {
  const t = useT();
  const user = useBusState('user');
  const recent = useAsync((signal) => casinoApi.recent(signal), [user?.userId]);
  return (
    <section className="cs-section" data-testid="my-recent">
      <h2>{t('section_recent')}</h2>
      {recent.status === 'loading' ? <LoadingView /> : null}
      {recent.status === 'error' ? <ErrorView onRetry={recent.retry} /> : null}
      {recent.status === 'ready' && recent.data.length === 0 ? <p className="cs-empty">{t('recent_empty')}</p> : null}
      {recent.status === 'ready' && recent.data.length > 0 ? <GameTiles games={recent.data} testId="recent-list" /> : null}
    </section>
  );
}

export function MyCasinoPage({ favouritesOnly }: { favouritesOnly: boolean }) {
  const t = useT();
  const lng = useBusState('language');
  const user = useBusState('user');
  // The route is login-required (the root config redirects visitors); this covers a logout on the page.
  if (!user) return <p className="cs-empty">{t('login_needed')}</p>;
  return (
    <div className="cs-page" data-testid="my-casino">
      <nav className="cs-chips" aria-label={t('title_my_casino')}>
        <Link href={`/${lng}/my-casino`} className={favouritesOnly ? '' : 'is-active'} data-testid="my-casino-all">
          {t('title_my_casino')}
        </Link>
        <Link href={`/${lng}/my-casino/favorites`} className={favouritesOnly ? 'is-active' : ''} data-testid="my-casino-favourites">
          {t('section_favourites')}
        </Link>
      </nav>
      {favouritesOnly ? null : <Recent />}
      <Favourites />
    </div>
  );
}
