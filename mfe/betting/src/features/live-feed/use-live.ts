/**
 * React side of the live feed: games overlaid with their latest update, re-rendered on every message that
 * changes them. The page's one live-odds client (@arena/live-odds) also carries the slip's games (the
 * shell watches them through it), so a line game in the slip shows the slip's price in the list behind it
 * too (issue 17 item 14), with no second stream.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { pageLiveOdds, type LiveOdds } from '@arena/live-odds';
import type { Game } from '../../shared/api.ts';
import { mergeLive, type LiveGameUpdate } from './live-feed.ts';

export function useLiveGames(games: readonly Game[], feed: LiveOdds = pageLiveOdds): Game[] {
  // The stream carries the live games shown here (one text key, so a re-render with equal games keeps it).
  const liveIds = games.filter((g) => g.isLive).map((g) => g.id).join(',');
  useEffect(() => (liveIds ? feed.watch(liveIds.split(',')) : undefined), [feed, liveIds]);
  useSyncExternalStore(feed.subscribe, feed.version, feed.version);
  return games.map((game) => mergedOnce(game, feed.get(game.id)));
}

/**
 * The same game object while what it shows did not change (the same game and update, or an update that
 * repeats it: the stream's first snapshot mostly repeats what the server drew), so a list re-rendered for
 * one game's update leaves the others' memoised championships (and their hydration chunks) alone.
 */
const merged = new WeakMap<Game, { update: LiveGameUpdate | undefined; game: Game }>();
function mergedOnce(game: Game, update: LiveGameUpdate | undefined): Game {
  const known = merged.get(game);
  if (known && known.update === update) return known.game;
  // Without an update the game shows as it is: nothing to remember (the server render's case, for every game
  // it draws: a weak entry per game per render was scavenger work for nothing).
  if (!known && !update) return game;
  const previous = known?.game ?? game;
  const next = mergeLive(game, update);
  const shown = JSON.stringify(next) === JSON.stringify(previous) ? previous : next;
  merged.set(game, { update, game: shown });
  return shown;
}
