/**
 * `{section}/menu/favorites` (issue 31: it once listed the whole line): the player's starred events and
 * the games of their starred leagues in this section, refreshed as stars change. A visitor is told what
 * favourites are and asked to sign in; the server render shows the loading state (it knows no player).
 */
import { bus } from '@arena/event-bus';
import { useAsync, useBusState, useHydrated } from '@arena/ui-kit';
import { bettingApi, type Section } from '../../shared/api.ts';
import { useBettingT } from '../../shared/text.ts';
import { GameList } from '../catalogue/game-list.tsx';
import { useFavourites } from './use-favourites.ts';

export function FavouritesPage({ section }: { section: Section }) {
  const t = useBettingT();
  const lng = useBusState('language');
  const hydrated = useHydrated();
  const favourites = useFavourites();
  const stars = [...favourites.games, ...[...favourites.champs].map((c) => `c${c}`)].sort().join(',');
  const signedIn = hydrated && favourites.userId !== null;
  const games = useAsync((signal) => (signedIn ? bettingApi.favouriteGames(section, signal) : Promise.resolve([])), [section, lng, signedIn ? stars : 'visitor']);
  return (
    <div className="bt-page" data-testid={`betting-${section}`}>
      <section className="bt-block" data-testid="favourite-games">
        <h1 className={`bt-block__title${section === 'live' ? ' is-live' : ''}`}>{`${t(section)} · ${t('menu_favorites')}`}</h1>
        {!hydrated || (signedIn && games.status === 'loading') ? <div className="bt-skeleton" aria-busy="true" /> : null}
        {hydrated && !signedIn ? (
          <div className="bt-empty" data-testid="favourites-sign-in">
            <p>{t('fav_sign_in')}</p>
            <button type="button" className="bt-button" onClick={() => bus.emit('modal:open', { kind: 'login' })}>{t('fav_sign_in_button')}</button>
          </div>
        ) : null}
        {signedIn && games.status === 'error' ? <p className="bt-error">{t('events_load_error')}</p> : null}
        {signedIn && games.status === 'ready' ? <GameList games={games.data} empty={t('fav_empty')} /> : null}
      </section>
    </div>
  );
}
