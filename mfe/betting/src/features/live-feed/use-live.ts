/** React side of the live feed: games overlaid with their latest update, re-rendered on every message. */
import { useSyncExternalStore } from 'react';
import type { Game } from '../../shared/api.ts';
import { BETTING_PATHS } from '../../shared/api.ts';
import { createLiveFeed, mergeLive, type LiveFeed } from './live-feed.ts';

const noFeed: LiveFeed = { subscribe: () => () => undefined, version: () => 0, get: () => undefined, observe: () => () => undefined };

/** The page's feed; without EventSource (tests, old browsers) games simply stay as loaded. */
export const pageLiveFeed: LiveFeed =
  typeof EventSource === 'undefined' ? noFeed : createLiveFeed(BETTING_PATHS.feed, (url) => new EventSource(url) as unknown as ReturnType<Parameters<typeof createLiveFeed>[1]>);

export function useLiveGames(games: readonly Game[], feed: LiveFeed = pageLiveFeed): Game[] {
  useSyncExternalStore(feed.subscribe, feed.version, feed.version);
  return games.map((game) => (game.isLive ? mergeLive(game, feed.get(game.id)) : game));
}
