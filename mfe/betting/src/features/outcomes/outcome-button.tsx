/**
 * One odds button: a click adds the outcome to the shell's coupon over the bus (a second click removes it);
 * outcomes in the coupon are highlighted from the replayed couponSelections state; a live price change
 * flashes up or down; a blocked market shows disabled.
 */
import { useEffect, useRef, useState } from 'react';
import { useAppScope, useBusState, useFormatters } from '@arena/ui-kit';
import type { Game, Market, Outcome } from '../../shared/api.ts';

const FLASH_MS = 1500;

export function OutcomeButton({ game, market, outcome, showName = true }: { game: Game; market: Market; outcome: Outcome; showName?: boolean }) {
  const scope = useAppScope();
  const selected = useBusState('couponSelections').includes(outcome.id);
  const format = useFormatters();
  const previous = useRef(outcome.coef);
  const [flash, setFlash] = useState<'up' | 'down' | null>(null);

  useEffect(() => {
    if (outcome.coef === previous.current) return;
    setFlash(outcome.coef > previous.current ? 'up' : 'down');
    previous.current = outcome.coef;
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [outcome.coef]);

  const disabled = market.isBlocked || game.isFinished;
  const classes = ['bt-odds', selected ? 'is-selected' : '', flash ? `is-${flash}` : '', disabled ? 'is-blocked' : ''].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      data-testid={`odds-${outcome.id}`}
      data-coef={outcome.coef}
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
      {showName ? <span className="bt-odds__name">{outcome.name}</span> : null}
      <b className="bt-odds__coef">{disabled ? '🔒' : format.odds(outcome.coef)}</b>
    </button>
  );
}
