/**
 * The star beside an event or a league: a signed-in player keeps it in the line menu's Favourites. Shown
 * only once hydrated and signed in: the store's server snapshot, which the server render and the hydrating
 * render both read, has no player (the server renders for nobody in particular), so the first browser
 * render matches the markup. No useHydrated here: its update after hydration re-rendered every star of the
 * line in one task, for visitors too, who never see a star (issue 26, Total Blocking Time).
 */
import { useBettingT } from '../../shared/text.ts';
import type { FavouriteKind } from './favourites-store.ts';
import { useFavourites } from './use-favourites.ts';

export function FavouriteStar({ kind, id, name }: { kind: FavouriteKind; id: string | number; name: string }) {
  const t = useBettingT();
  const favourites = useFavourites();
  if (favourites.userId === null) return null;
  const on = kind === 'game' ? favourites.games.has(String(id)) : favourites.champs.has(Number(id));
  return (
    <button
      type="button"
      className={`bt-star${on ? ' is-on' : ''}`}
      aria-pressed={on}
      aria-label={t(on ? 'fav_remove' : 'fav_add', { name })}
      data-testid={`fav-${kind}-${id}`}
      onClick={() => favourites.toggle(kind, id)}
    >
      {on ? '★' : '☆'}
    </button>
  );
}
