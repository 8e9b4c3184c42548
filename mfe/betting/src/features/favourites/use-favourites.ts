/** React binding of the favourites store: the page's one store follows the bus user. */
import { useEffect, useSyncExternalStore } from 'react';
import { bus } from '@arena/event-bus';
import { useBusState } from '@arena/ui-kit';
import { bettingApi } from '../../shared/api.ts';
import { useBettingT } from '../../shared/text.ts';
import { FavouritesStore, type FavouriteKind, type FavouritesSnapshot } from './favourites-store.ts';

export const favouritesStore = new FavouritesStore(bettingApi);

export function useFavourites(): FavouritesSnapshot & { toggle: (kind: FavouriteKind, id: string | number) => void } {
  const t = useBettingT();
  const user = useBusState('user');
  const userId = user ? user.userId : null;
  useEffect(() => {
    void favouritesStore.setUser(userId);
  }, [userId]);
  const snapshot = useSyncExternalStore(favouritesStore.subscribe, favouritesStore.get, favouritesStore.getServer);
  const toggle = (kind: FavouriteKind, id: string | number) => {
    favouritesStore.toggle(kind, id).catch(() => bus.emit('notify', { kind: 'error', text: t('fav_failed') }));
  };
  return { ...snapshot, toggle };
}
