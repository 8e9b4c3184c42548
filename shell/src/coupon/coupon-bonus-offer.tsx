/**
 * The auto bonus bet offer (spec §4): shown when the domain's isAutoBonusBetAvailable holds (config,
 * express, ≥3 bets, every coef ≥ 1.1 and not kind 7, total ≥ 1.01), priced with its bonusBetCoef.
 * Accepting adds the catalogue's bonus selection through the coupon store, which keeps its coefficient at
 * bonusBetCoef(n) as bets come and go.
 */
import { useState } from 'react';
import { bonusBetCoef, ODDS_FORMAT, type CouponSelectionInput, type CouponStore, type CouponStoreSnapshot } from '@arena/domain';
import { useFormatters } from '@arena/ui-kit';
import { bonusBetState } from './coupon-bonus.ts';
import type { CouponText } from './coupon-texts.ts';

interface Props {
  snapshot: CouponStoreSnapshot;
  store: CouponStore;
  t: CouponText;
  /** The catalogue's bonus selection (coupon-services: GET /betting-api/bonus). */
  loadBonus: () => Promise<CouponSelectionInput>;
}

export function CouponBonusOffer({ snapshot, store, t, loadBonus }: Props) {
  const [status, setStatus] = useState<'idle' | 'adding' | 'failed'>('idle');
  const format = useFormatters();
  const state = bonusBetState(snapshot);
  if (state === 'invalid') {
    return <p className="arena-coupon__hint" role="alert" data-testid="coupon-auto-bonus-invalid">{t('auto_bonus_invalid')}</p>;
  }
  if (state !== 'offer') return null;
  // A multiplier of the express's odds ("×1.03"), so in decimal whatever odds format the player reads.
  const coef = bonusBetCoef(snapshot.coupon.bets.length);

  const accept = () => {
    setStatus('adding');
    loadBonus()
      .then((selection) => {
        // The slip may have changed while the catalogue answered: add only if it still qualifies.
        if (bonusBetState(store.getSnapshot()) === 'offer') store.toggleSelection(selection);
        setStatus('idle');
      })
      .catch(() => setStatus('failed'));
  };

  return (
    <div className="arena-coupon__hint arena-coupon__bonus" role="note" data-testid="coupon-auto-bonus">
      <span>{t('auto_bonus', { coef: format.odds(coef, ODDS_FORMAT.decimal) })}</span>{' '}
      <button type="button" data-testid="coupon-auto-bonus-accept" disabled={status === 'adding'} onClick={accept}>
        {t('auto_bonus_accept')}
      </button>
      {status === 'failed' ? <span role="alert" data-testid="coupon-auto-bonus-failed"> {t('auto_bonus_failed')}</span> : null}
    </div>
  );
}
