/** React binding of the favourites store: the page's one store follows the bus user. */
import { useEffect, useSyncExternalStore } from 'react';
import { bus } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import { casinoApi } from '../../shared/casino-api.ts';
import { useT } from '../../shared/text.tsx';
import { FavouritesStore, type FavouritesSnapshot } from './favourites-store.ts';

export const favouritesStore = new FavouritesStore(casinoApi);

export function useFavourites(): FavouritesSnapshot & { toggle: (gameId: number) => void } {
  const t = useT();
  const user = useBusState('user');
  const userId = user ? user.userId : null;
  useEffect(() => {
    void favouritesStore.setUser(userId);
  }, [userId]);
  const snapshot = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, favouritesStore.get);
  const toggle = (gameId: number) => {
    // Favourites belong to a player: a visitor is asked to sign in first.
    if (userId === null) {
      bus.emit('modal:open', { kind: 'login' });
      return;
    }
    favouritesStore.toggle(gameId).catch(() => bus.emit('notify', { kind: 'error', text: t('favourite_failed') }));
  };
  return { ...snapshot, toggle };
}
