/** React side of the live feed: games overlaid with their latest update, re-rendered on every message that changes them. */
import { useEffect, useSyncExternalStore } from 'react';
import type { Game } from '../../shared/api.ts';
import { BETTING_PATHS } from '../../shared/api.ts';
import { createLiveFeed, mergeLive, type LiveFeed } from './live-feed.ts';
import { pageOddsOverlay, type OddsOverlay } from './odds-overlay.ts';

const noFeed: LiveFeed = { subscribe: () => () => undefined, version: () => 0, get: () => undefined, observe: () => () => undefined, watch: () => () => undefined };

/** The page's feed; without EventSource (tests, old browsers) games simply stay as loaded. */
export const pageLiveFeed: LiveFeed =
  typeof EventSource === 'undefined' ? noFeed : createLiveFeed(BETTING_PATHS.feed, (url) => new EventSource(url) as unknown as ReturnType<Parameters<typeof createLiveFeed>[1]>);

/**
 * Live games take the feed's latest update; every game (line games too) otherwise takes the latest update
 * the slip published (odds-overlay.ts), so the list never keeps a price the slip already shows as changed.
 */
export function useLiveGames(games: readonly Game[], feed: LiveFeed = pageLiveFeed, overlay: OddsOverlay = pageOddsOverlay): Game[] {
  // The stream carries only the live games shown here (one text key, so a re-render with equal games keeps it).
  const liveIds = games.filter((g) => g.isLive).map((g) => g.id).join(',');
  useEffect(() => (liveIds ? feed.watch(liveIds.split(',')) : undefined), [feed, liveIds]);
  useSyncExternalStore(feed.subscribe, feed.version, feed.version);
  useSyncExternalStore(overlay.subscribe, overlay.version, overlay.version);
  return games.map((game) => mergeLive(game, (game.isLive ? feed.get(game.id) : undefined) ?? overlay.get(game.id)));
}
