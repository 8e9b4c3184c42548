/** The bets in the slip: event, live score, outcome, dependency mark, odds (flashing), banker toggle (and its explanation), per-bet stake (singles), remove. */
import { COUPON_TYPE, isGameFinished, type CouponBet, type CouponStore, type CouponStoreSnapshot } from '@arena/domain';
import { bus } from '@arena/event-bus';
import { settingsStorage } from '@arena/utils';
import { explainBanker, explainFirstBanker } from './coupon-banker-help.ts';
import { CouponBetCoef } from './coupon-bet-coef.tsx';
import type { CouponText } from './coupon-texts.ts';

interface Props {
  snapshot: CouponStoreSnapshot;
  store: CouponStore;
  t: CouponText;
  blockedIds: readonly string[];
}

export function CouponBets({ snapshot, store, t, blockedIds }: Props) {
  const { coupon, config } = snapshot;
  const canBank = coupon.typeId === COUPON_TYPE.system && config.hasLobbyBlock;
  return (
    <ul className="arena-coupon__bets">
      {coupon.bets.map((bet: CouponBet) => {
        const blocked = blockedIds.includes(bet.outcomeId);
        return (
          <li key={bet.outcomeId} className={`arena-coupon__bet${blocked ? ' is-blocked' : ''}${bet.isDepend ? ' is-dependent' : ''}`} data-testid={`coupon-bet-${bet.outcomeId}`}>
            <div className="arena-coupon__bet-head">
              <span className="arena-coupon__bet-title">
                {bet.title}
                {bet.game.fullScore && bet.selectedScore !== undefined ? <b className="arena-coupon__score" data-testid={`coupon-score-${bet.outcomeId}`}> {bet.game.fullScore}</b> : null}
              </span>
              <button type="button" className="arena-coupon__remove" aria-label={`${t('remove')}: ${bet.outcomeName}`} data-testid={`coupon-remove-${bet.outcomeId}`} onClick={() => store.removeBet(bet.outcomeId)}>
                ×
              </button>
            </div>
            <div className="arena-coupon__bet-row">
              <span className="arena-coupon__bet-outcome">{bet.outcomeName}</span>
              {bet.isDepend ? (
                <span className="arena-coupon__depend" title={t('dependent_hint')} data-testid={`coupon-depend-${bet.outcomeId}`}>{t('dependent')}</span>
              ) : null}
              {blocked ? (
                <span className="arena-coupon__blocked" data-testid={`coupon-blocked-${bet.outcomeId}`}>{isGameFinished(bet.game) ? t('finished') : t('blocked')}</span>
              ) : null}
              <CouponBetCoef bet={bet} t={t} />
            </div>
            {canBank ? (
              <div className="arena-coupon__banker">
                <label>
                  <input
                    type="checkbox"
                    checked={bet.isBanker}
                    disabled={bet.isDisabledBanker}
                    onChange={() => {
                      // Only a banker newly marked explains itself (the first time); unmarking stays quiet.
                      if (store.toggleBanker(bet.outcomeId) && !bet.isBanker) explainFirstBanker(bus, settingsStorage);
                    }}
                    data-testid={`coupon-banker-${bet.outcomeId}`}
                  />
                  {t('banker')}
                </label>
                <button type="button" className="arena-coupon__banker-info" aria-label={t('banker_info')} title={t('banker_info')} onClick={() => explainBanker(bus)} data-testid={`coupon-banker-info-${bet.outcomeId}`}>
                  ?
                </button>
              </div>
            ) : null}
            {coupon.typeId === COUPON_TYPE.singles ? (
              <input
                className="arena-coupon__bet-amount"
                type="number"
                min={0}
                step={coupon.amountStep}
                aria-label={`${t('stake')}: ${bet.outcomeName}`}
                value={coupon.amountByBetId[bet.outcomeId] ?? coupon.amount}
                onChange={(e) => store.setBetAmount(bet.outcomeId, Number(e.target.value))}
              />
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
