/** One game tile: lazy artwork, name and provider, the favourite star, and a link to the game page. */
import type { CasinoGame } from '@arena/domain';
import { HydrationChunk, Link, useBusState } from '@arena/ui-kit';
import { gameHref } from '../../shared/route-pages.ts';
import { useGameName, useT } from '../../shared/text.tsx';
import { useFavourites } from '../favourites/use-favourites.ts';
import { familyNameKey } from '../../shared/family-name.ts';
import { GameArtwork } from './game-artwork.tsx';
import { useInView } from './use-in-view.ts';

/** Tags worth a badge on the tile, in the order they are shown. */
const BADGES = ['new', 'jackpot', 'exclusive', 'hot'] as const;

export function GameTile({ game }: { game: CasinoGame }) {
  const t = useT();
  const lng = useBusState('language');
  const nameOf = useGameName();
  const favourites = useFavourites();
  const [ref, inView] = useInView<HTMLLIElement>();
  const name = nameOf(game.name);
  const favourite = favourites.ids.has(game.id);
  const badge = BADGES.find((b) => game.tags.includes(b));
  return (
    <li ref={ref} className="cs-tile" data-testid={`game-tile-${game.slug}`} data-game-id={game.id}>
      {/* The link is named by what it shows, the game's name first (the artwork repeats it, so it is hidden). */}
      <Link href={gameHref(lng, game)} className="cs-tile__link">
        <span className="cs-tile__art" aria-hidden="true">{inView ? <GameArtwork artwork={game.artwork} label={name} engine={game.engine} gameId={game.id} slug={game.slug} /> : null}</span>
        <span className="cs-tile__name">{name}</span>
        {badge ? <span className={`cs-badge cs-badge--${badge}`}>{t(`badge_${badge}`)}</span> : null}
        <span className="cs-tile__provider">{game.providerName}</span>
        <span className="cs-tile__family" data-testid="game-tile-family" data-engine={game.engine}>{t(familyNameKey(game.engine, game.slug))}</span>
      </Link>
      <button
        type="button"
        className={`cs-fav${favourite ? ' is-on' : ''}`}
        aria-pressed={favourite}
        aria-label={t(favourite ? 'favourite_remove' : 'favourite_add', { name })}
        title={t(favourite ? 'favourite_remove' : 'favourite_add', { name })}
        data-testid="favourite-toggle"
        onClick={() => favourites.toggle(game.id)}
      >
        {favourite ? '★' : '☆'}
      </button>
    </li>
  );
}

/** Tiles hydrated together: a lobby of hundreds of tiles hydrates in short tasks, a dozen at a time. */
const TILES_PER_CHUNK = 12;

export function GameTiles({ games, testId }: { games: readonly CasinoGame[]; testId?: string }) {
  const chunks: CasinoGame[][] = [];
  for (let i = 0; i < games.length; i += TILES_PER_CHUNK) chunks.push(games.slice(i, i + TILES_PER_CHUNK));
  return (
    <ul className="cs-grid" data-testid={testId}>
      {/* Keyed by place, so a filter that changes the list keeps the chunks and moves only tiles. */}
      {chunks.map((chunk, n) => (
        <HydrationChunk key={n}>
          {chunk.map((game) => (
            <GameTile key={game.id} game={game} />
          ))}
        </HydrationChunk>
      ))}
    </ul>
  );
}
