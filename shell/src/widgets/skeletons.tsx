import { SKELETON_TILES } from '../layout/layout-constants.ts';

/** Skeleton loaders for game grids (spec §9: 16 game tiles, 2 other-games tiles); apps may render them too. */
export function GameTilesSkeleton({ variant = 'games' }: { variant?: 'games' | 'otherGames' }) {
  const count = SKELETON_TILES[variant];
  return (
    <div className={`arena-skeleton-grid arena-skeleton-grid--${variant}`} aria-busy="true" aria-label="Loading" data-testid={`skeleton-${variant}`}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="arena-skeleton arena-skeleton--tile" />
      ))}
    </div>
  );
}
