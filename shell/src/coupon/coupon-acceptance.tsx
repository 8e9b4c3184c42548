/**
 * Acceptance settings of the slip (spec §3 isVipBet, exactCoef, isDropOnScoreChange). VIP is offered only
 * when the domain's isVipBetAvailable says so (spec §5). The store applies the §4
 * rules (a falsy exact coefficient resets it and turns off drop-on-score-change; enabling drop-on-score-
 * change turns off one-click); this only offers them. The exact coefficient is a single's own price.
 */
import { COUPON_TYPE, getCouponChecks, type CouponStore, type CouponStoreSnapshot } from '@arena/domain';
import type { CouponText } from './coupon-texts.ts';

interface Props {
  snapshot: CouponStoreSnapshot;
  store: CouponStore;
  t: CouponText;
}

export function CouponAcceptance({ snapshot, store, t }: Props) {
  const { coupon, settings } = snapshot;
  const single = coupon.typeId === COUPON_TYPE.single ? coupon.bets[0] : undefined;
  const exactOn = settings.exactCoef !== null;
  const checks = getCouponChecks(snapshot);
  return (
    <fieldset className="arena-coupon__acceptance" data-testid="coupon-acceptance">
      {checks.isVipBetAvailable ? (
        <label className="arena-coupon__check">
          <span>
            <input type="checkbox" checked={settings.isVipBet} data-testid="coupon-vip" onChange={(e) => store.updateSettings({ isVipBet: e.target.checked })} /> {t('vip_bet')}
          </span>
          {settings.isVipBet && checks.amountProblem?.code === 'amount_above_max' ? <small data-testid="coupon-vip-note">{t('vip_above_max')}</small> : null}
        </label>
      ) : null}
      {single ? (
        <div className="arena-coupon__check">
          <label>
            <input
              type="checkbox"
              checked={exactOn}
              data-testid="coupon-exact-toggle"
              // Turning it on pins the price shown now; off is the falsy value that resets it.
              onChange={(e) => store.setExactCoef(e.target.checked ? single.market.coef : null)}
            />{' '}
            {t('exact_coef')}
          </label>
          {exactOn ? (
            <input
              type="number"
              min={1}
              step={0.01}
              aria-label={t('exact_coef')}
              data-testid="coupon-exact-coef"
              value={settings.exactCoef ?? ''}
              onChange={(e) => store.setExactCoef(Number(e.target.value) || null)}
            />
          ) : null}
        </div>
      ) : null}
      <label className="arena-coupon__check">
        <span>
          <input type="checkbox" checked={settings.isDropOnScoreChange} data-testid="coupon-drop-on-score" onChange={(e) => store.setDropOnScoreChange(e.target.checked)} />{' '}
          {t('drop_on_score')}
        </span>
      </label>
    </fieldset>
  );
}
