/**
 * The live feed as the betting app's lists show it: the page's one live-odds client (@arena/live-odds)
 * carries the games the page shows and the slip's, and each game is overlaid with its latest update.
 */
import type { LiveGameUpdate } from '@arena/domain';
import type { Game, Market } from '../../shared/api.ts';

export type { LiveGameUpdate };

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
  const sets = update.periods ? { periods: update.periods, tieBreaks: update.tieBreaks ?? [] } : {};
  return { ...game, statusId: update.statusId, isLive: update.isLive, isFinished: update.isFinished, secondsOfPlay: update.secondsOfPlay, period: update.period, score: update.score, fullScore: `${update.score[0]}:${update.score[1]}`, ...sets, markets };
}
