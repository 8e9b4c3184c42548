/**
 * The home page's "Bonus" block: the catalogue's bonus selection as an odds button. A click sends it to the
 * shell's coupon over the bus like any outcome; the slip prices it with the domain's bonusBetCoef (1 + n/100
 * for n bets), so the block shows the rule and the catalogue's default price, not a per-coupon price.
 */
import { useAppScope, useBusState, useFormatters } from '@arena/ui-kit';
import { bettingApi, type BonusMarket } from '../../shared/api.ts';
import { useAsync } from '@arena/ui-kit';
import { useBettingT } from '../../shared/text.ts';

export function BonusButton({ bonus }: { bonus: BonusMarket }) {
  const scope = useAppScope();
  const selections = useBusState('couponSelections');
  const format = useFormatters();
  const { market } = bonus;
  return (
    <div className="bt-bonus__outcomes">
      {market.outcomes.map((outcome) => {
        const selected = selections.includes(outcome.id);
        return (
          <button
            key={outcome.id}
            type="button"
            className={['bt-odds', selected ? 'is-selected' : ''].filter(Boolean).join(' ')}
            data-testid={`odds-${outcome.id}`}
            aria-pressed={selected}
            disabled={market.isBlocked}
            title={`${market.name}: ${outcome.name}`}
            onClick={() =>
              scope.emit('coupon:add', {
                outcomeId: outcome.id,
                gameId: bonus.gameId,
                marketId: market.id,
                sportId: bonus.sportId,
                coef: outcome.coef,
                isLive: false,
                title: bonus.sportName,
                outcomeName: `${market.name}: ${outcome.name}`,
                kind: bonus.kind,
                typeId: market.typeId,
              })
            }
          >
            <span className="bt-odds__name">{outcome.name}</span>
            <b className="bt-odds__coef">{format.odds(outcome.coef)}</b>
          </button>
        );
      })}
    </div>
  );
}

export function BonusBlock() {
  const lng = useBusState('language');
  const t = useBettingT();
  const bonus = useAsync((signal) => bettingApi.bonus(signal), [lng]);
  // The block is an extra: while loading or on an error the home page simply goes without it.
  if (bonus.status !== 'ready') return null;
  return (
    <section className="bt-block bt-bonus" data-testid="home-bonus">
      <h2 className="bt-block__title">{t('bonus_title')}</h2>
      <p className="bt-bonus__rule">{t('bonus_rule')}</p>
      <BonusButton bonus={bonus.data} />
    </section>
  );
}
