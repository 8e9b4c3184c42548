/**
 * The live feed: one EventSource for the page, opened while something listens and closed when the last
 * listener leaves. Each 'games' message is a snapshot of every live game (scores, clock, status, odds,
 * blocked markets); listeners read the latest per game.
 */
import type { LiveGameUpdate } from '@arena/domain';
import type { Game, Market } from '../../shared/api.ts';

export type { LiveGameUpdate };

export interface EventSourceLike {
  addEventListener(type: string, listener: (event: MessageEvent<string>) => void): void;
  close(): void;
}

export interface LiveFeed {
  subscribe(listener: () => void): () => void;
  /** Changes with every message (a useSyncExternalStore snapshot). */
  version(): number;
  get(gameId: string): LiveGameUpdate | undefined;
  /**
   * Hears every message without keeping the stream open: the stream stays tied to the pages that show
   * live games; while none does, the shell polls the slip's games itself.
   */
  observe(listener: (games: readonly LiveGameUpdate[]) => void): () => void;
}

export function createLiveFeed(url: string, open: (url: string) => EventSourceLike): LiveFeed {
  const listeners = new Set<() => void>();
  const observers = new Set<(games: readonly LiveGameUpdate[]) => void>();
  let games = new Map<string, LiveGameUpdate>();
  let version = 0;
  let source: EventSourceLike | null = null;

  const onGames = (event: MessageEvent<string>) => {
    let list: LiveGameUpdate[];
    try {
      list = JSON.parse(event.data) as LiveGameUpdate[];
      games = new Map(list.map((g) => [g.id, g]));
    } catch {
      return; // a torn message: the next tick brings a whole snapshot
    }
    version++;
    for (const l of [...listeners]) l();
    for (const o of [...observers]) o(list);
  };

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!source) {
        source = open(url);
        source.addEventListener('games', onGames);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && source) {
          source.close();
          source = null;
        }
      };
    },
    version: () => version,
    get: (gameId) => games.get(gameId),
    observe(listener) {
      observers.add(listener);
      return () => observers.delete(listener);
    },
  };
}

/** A game as loaded, overlaid with its latest live update (markets keep their names and groups). */
export function mergeLive(game: Game, update: LiveGameUpdate | undefined): Game {
  if (!update) return game;
  const markets: Market[] = game.markets.map((market) => {
    const live = update.markets.find((m) => m.id === market.id);
    if (!live) return market;
    return {
      ...market,
      isBlocked: live.isBlocked,
      outcomes: market.outcomes.map((o) => ({ ...o, coef: live.outcomes.find((l) => l.id === o.id)?.coef ?? o.coef })),
    };
  });
  return { ...game, statusId: update.statusId, isLive: update.isLive, isFinished: update.isFinished, secondsOfPlay: update.secondsOfPlay, period: update.period, score: update.score, fullScore: `${update.score[0]}:${update.score[1]}`, markets };
}
