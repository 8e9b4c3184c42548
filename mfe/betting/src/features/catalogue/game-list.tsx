/** Games grouped by sport and championship, overlaid with the live feed. */
import { memo } from 'react';
import { HydrationChunk, Link, useBusState } from '@arena/ui-kit';
import type { Game } from '../../shared/api.ts';
import { useLiveGames } from '../live-feed/use-live.ts';
import { GameRow } from './game-row.tsx';
import { FavouriteStar } from '../favourites/favourite-star.tsx';
import { useBettingT } from '../../shared/text.ts';

export function GameList({ games, empty }: { games: readonly Game[]; empty?: string }) {
  const t = useBettingT();
  const live = useLiveGames(games);
  if (live.length === 0) return <p className="bt-empty">{empty ?? t('no_events')}</p>;
  const groups = new Map<string, Game[]>();
  for (const game of live) {
    const key = `${game.sportId}|${game.champId}`;
    groups.set(key, [...(groups.get(key) ?? []), game]);
  }
  return (
    <div className="bt-list">
      {[...groups.values()].map((list) => (
        <Championship key={`${list[0]!.sportId}-${list[0]!.champId}`} games={list} />
      ))}
    </div>
  );
}

/**
 * One championship, one hydration chunk (HydrationChunk): a long line hydrates in short tasks, and a
 * championship below the fold when it nears the viewport. Redrawn only when one of its games changed: a
 * re-render of the list (a live update of another game) leaves a chunk still waiting to hydrate alone,
 * instead of making React hydrate it at once, or draw it again from scratch.
 */
const Championship = memo(function Championship({ games }: { games: readonly Game[] }) {
  const lng = useBusState('language');
  const t = useBettingT();
  const first = games[0]!;
  return (
    <HydrationChunk>
      <section className="bt-champ" data-testid={`champ-${first.champId}`}>
        <header className="bt-champ__head">
          <Link href={`/${lng}/${first.isLive ? 'live' : 'line'}/${first.sportSlug}/${first.champId}`}>
            {first.sportName}. {first.champName}
          </Link>
          <FavouriteStar kind="champ" id={first.champId} name={first.champName} />
          <span className="bt-champ__cols">
            <span>{first.markets.find((m) => m.typeId === 1)?.outcomes.length === 3 ? '1 · X · 2' : '1 · 2'}</span>
            <span>{t('handicap')}</span>
          </span>
        </header>
        {games.map((game) => <GameRow key={game.id} game={game} />)}
      </section>
    </HydrationChunk>
  );
}, (before, after) => before.games.length === after.games.length && before.games.every((game, n) => game === after.games[n]));
