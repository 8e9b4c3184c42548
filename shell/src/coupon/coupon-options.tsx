/** Account selector, promo code, odds-change policy and the one-click panel. */
import { useState } from 'react';
import { ACCOUNT_TYPE, acceptsPromoCode, isChangeCoefAction, oneClickAmountFor, type CouponStore, type CouponStoreSnapshot } from '@arena/domain';
import { useFormatters } from '@arena/ui-kit';
import type { CouponText } from './coupon-texts.ts';

interface Props {
  snapshot: CouponStoreSnapshot;
  store: CouponStore;
  t: CouponText;
}

export function CouponAccountSelect({ snapshot, store, t }: Props) {
  const format = useFormatters();
  if (snapshot.accounts.length === 0 || !snapshot.settings.isSelectAccountShown) return null;
  const active = snapshot.accounts.find((a) => a.isActive);
  return (
    <label className="arena-coupon__field">
      <span>{t('account')}</span>
      <select value={active?.id ?? ''} onChange={(e) => store.selectAccount(Number(e.target.value))} data-testid="coupon-account">
        {snapshot.accounts.map((a) => (
          <option key={a.id} value={a.id}>
            {a.type === ACCOUNT_TYPE.bonus ? t('bonus_account') : a.iso} · {format.money(a.money, a.iso, { dropZeroCents: true })}
          </option>
        ))}
      </select>
      {active && snapshot.settings.isBalanceShown ? (
        <small>
          {t('balance')}: <b data-testid="coupon-balance">{format.money(active.money, active.iso)}</b>
        </small>
      ) : null}
    </label>
  );
}

/** Spec §5: singles take no promo code; the field stays visible but disabled, with the reason beside it. */
export function CouponPromo({ snapshot, store, t }: Props) {
  const accepted = acceptsPromoCode(snapshot.coupon.typeId);
  return (
    <label className="arena-coupon__field">
      <span>{t('promo')}</span>
      <input
        type="text"
        maxLength={32}
        value={accepted ? snapshot.coupon.manualPromoCode : ''}
        disabled={!accepted}
        aria-describedby={accepted ? undefined : 'arena-coupon-promo-reason'}
        onChange={(e) => store.setPromoCode(e.target.value)}
        data-testid="coupon-promo"
      />
      {accepted ? null : (
        <small id="arena-coupon-promo-reason" className="arena-coupon__hint" data-testid="coupon-promo-reason">{t('promo_singles')}</small>
      )}
    </label>
  );
}

export function CouponPolicy({ snapshot, store, t }: Props) {
  return (
    <label className="arena-coupon__field">
      <span>{t('policy')}</span>
      <select
        value={snapshot.settings.changeCoefAction}
        data-testid="coupon-policy"
        onChange={(e) => {
          const value = Number(e.target.value);
          if (isChangeCoefAction(value)) store.updateSettings({ changeCoefAction: value });
        }}
      >
        <option value={0}>{t('policy_0')}</option>
        <option value={1}>{t('policy_1')}</option>
        <option value={2}>{t('policy_2')}</option>
      </select>
    </label>
  );
}

/** Spec §4: one-click is offered only when the config shows it; enabling it with bets asks first. */
export function CouponOneClick({ snapshot, store, t }: Props) {
  const [confirming, setConfirming] = useState(false);
  if (!snapshot.config.oneClick) return null;
  const on = snapshot.settings.isActiveOneClick;
  const active = snapshot.accounts.find((a) => a.isActive);
  const toggle = () => {
    if (on) return store.disableOneClick();
    if (store.enableOneClick().kind === 'needs-confirmation') setConfirming(true);
  };
  return (
    <div className="arena-coupon__one-click" data-testid="coupon-one-click">
      <label>
        <input type="checkbox" checked={on} onChange={toggle} /> {t('one_click')}
      </label>
      {on ? (
        // The amount a click will bet: the player's own, else the currency's initial amount (never 0).
        <input
          type="number"
          min={0}
          aria-label={t('one_click_amount')}
          data-testid="coupon-one-click-amount"
          value={oneClickAmountFor(snapshot.settings, active)}
          // A bonus account keeps its own one-click amount (spec §3 bonusAccountOneClickAmount).
          onChange={(e) => store.updateSettings(active?.type === ACCOUNT_TYPE.bonus ? { bonusAccountOneClickAmount: Number(e.target.value) } : { oneClickAmount: Number(e.target.value) })}
        />
      ) : null}
      {confirming ? (
        <div role="alertdialog" className="arena-coupon__confirm">
          <p>{t('one_click_confirm')}</p>
          <button type="button" onClick={() => { store.enableOneClick(true); setConfirming(false); }}>{t('yes')}</button>
          <button type="button" onClick={() => setConfirming(false)}>{t('no')}</button>
        </div>
      ) : null}
    </div>
  );
}
