/** Games grouped by sport and championship, overlaid with the live feed. */
import { HydrationChunk, Link, useBusState } from '@arena/ui-kit';
import type { Game } from '../../shared/api.ts';
import { useLiveGames } from '../live-feed/use-live.ts';
import { GameRow } from './game-row.tsx';
import { FavouriteStar } from '../favourites/favourite-star.tsx';
import { useBettingT } from '../../shared/text.ts';

export function GameList({ games, empty }: { games: readonly Game[]; empty?: string }) {
  const lng = useBusState('language');
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
      {[...groups.values()].map((list) => {
        const first = list[0]!;
        // One hydration chunk per championship: a long line hydrates in short tasks (HydrationChunk).
        return (
          <HydrationChunk key={`${first.sportId}-${first.champId}`}>
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
              {list.map((game) => <GameRow key={game.id} game={game} />)}
            </section>
          </HydrationChunk>
        );
      })}
    </div>
  );
}
