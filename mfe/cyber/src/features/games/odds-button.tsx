/**
 * An odds button of a cyber match: a click adds the outcome to the shell's coupon with the same bus event
 * the betting app uses (`coupon:add`), a second click removes it there; selected outcomes are highlighted
 * from the replayed couponSelections state.
 */
import { useAppScope, useBusState, useFormatters } from '@arena/ui-kit';
import type { BettingMarket, BettingOutcome } from '@arena/domain';
import type { CyberGame } from '../../shared/cyber-api.ts';

export function OddsButton({ game, market, outcome }: { game: CyberGame; market: BettingMarket; outcome: BettingOutcome }) {
  const scope = useAppScope();
  const selected = useBusState('couponSelections').includes(outcome.id);
  const format = useFormatters();
  const disabled = market.isBlocked || game.isFinished;
  return (
    <button
      type="button"
      className={`cy-odds${selected ? ' is-selected' : ''}`}
      data-testid={`cyber-odds-${outcome.id}`}
      aria-pressed={selected}
      disabled={disabled}
      title={`${market.name}: ${outcome.name}`}
      onClick={() =>
        scope.emit('coupon:add', {
          outcomeId: outcome.id,
          gameId: game.id,
          marketId: market.id,
          sportId: game.sportId,
          coef: outcome.coef,
          isLive: game.isLive,
          title: `${game.opponents[0]} – ${game.opponents[1]}`,
          outcomeName: `${market.name}: ${outcome.name}`,
          typeId: market.typeId,
          startTime: game.startTime,
          ...(game.isLive ? { score: game.fullScore } : {}),
        })
      }
    >
      <span>{outcome.name}</span>
      <b>{disabled ? '🔒' : format.odds(outcome.coef)}</b>
    </button>
  );
}
