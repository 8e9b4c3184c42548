/** Stake with − / + steps from the currency step table, the min/max hint, system size and possible win. */
import { COUPON_TYPE, getCouponChecks, stepAmount, type CouponStore, type CouponStoreSnapshot } from '@arena/domain';
import { useFormatters } from '@arena/ui-kit';
import { promoPossibleWin } from './coupon-promo-check.ts';
import type { CouponText } from './coupon-texts.ts';

interface Props {
  snapshot: CouponStoreSnapshot;
  store: CouponStore;
  t: CouponText;
  /** Extra percent on the win of a promo code the backend accepted for this coupon (issue 17 item 2). */
  winBonusPercent?: number;
}

export function CouponStake({ snapshot, store, t, winBonusPercent = 0 }: Props) {
  const { coupon } = snapshot;
  const format = useFormatters();
  // Sums in the selected account's currency (a guest has none: the number alone); no limit is ∞.
  const iso = snapshot.accounts.find((a) => a.isActive)?.iso;
  const money = (n: number) => (!Number.isFinite(n) ? '∞' : iso ? format.money(n, iso, { dropZeroCents: true }) : format.number(n));
  const checks = getCouponChecks(snapshot);
  const problem = checks.amountProblem;
  return (
    <div className="arena-coupon__stake">
      {coupon.typeId === COUPON_TYPE.system && coupon.systemValues.length > 0 ? (
        <label className="arena-coupon__field">
          <span>{t('system')}</span>
          <select value={coupon.systemValue} onChange={(e) => store.setSystemValue(Number(e.target.value))} data-testid="coupon-system">
            {coupon.systemValues.map((o) => (
              <option key={o.value} value={o.value}>
                {o.value}/{coupon.bets.length} ({o.combo} {t('combos')})
              </option>
            ))}
          </select>
        </label>
      ) : null}
      <div className="arena-coupon__field">
        <span>{coupon.typeId === COUPON_TYPE.singles ? t('stake_each') : t('stake')}</span>
        <div className="arena-coupon__stepper">
          <button type="button" aria-label={t('less')} onClick={() => store.setAmount(stepAmount(coupon.amount, coupon.amountStep, -1))}>−</button>
          <input type="number" min={0} step={coupon.amountStep} value={coupon.amount} aria-label={t('stake')} data-testid="coupon-amount" onChange={(e) => store.setAmount(Number(e.target.value))} />
          <button type="button" aria-label={t('more')} onClick={() => store.setAmount(stepAmount(coupon.amount, coupon.amountStep, 1))}>+</button>
        </div>
        <small className="arena-coupon__limits" data-testid="coupon-limits">
          {t('min')} {checks.minAmount === null ? '—' : money(checks.minAmount)} · {t('max')} {money(checks.maxAmount)}
        </small>
      </div>
      {problem ? (
        <p className="arena-coupon__warning" role="status" data-testid="coupon-amount-problem">
          {problem.code === 'amount_above_max' ? t('amount_above_max', { max: money(problem.max) }) : problem.code === 'amount_below_min' ? t('amount_below_min', { min: money(problem.min) }) : t('amount_missing')}
        </p>
      ) : null}
      <dl className="arena-coupon__totals">
        <div>
          <dt>{t('odds')}</dt>
          <dd data-testid="coupon-total-coef">{coupon.coefByView || '—'}</dd>
        </div>
        <div>
          <dt>{t('possible_win')}</dt>
          <dd data-testid="coupon-possible-win">
            {money(promoPossibleWin(coupon.possibleWin, winBonusPercent, coupon.maxPayout, iso ?? 'RUB'))}
            {winBonusPercent > 0 ? <small data-testid="coupon-possible-win-promo"> ({t('with_promo', { percent: winBonusPercent })})</small> : null}
            {coupon.isPossibleWinCapped ? <small> ({t('capped')})</small> : null}
          </dd>
        </div>
      </dl>
    </div>
  );
}
