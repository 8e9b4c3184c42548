/**
 * Under the promo field: the "apply" button and what the backend says about the code for this coupon,
 * before placement (issue 17 item 2): checking, the bonus it adds, or the reason it will be refused.
 */
import { useSyncExternalStore } from 'react';
import { acceptsPromoCode, type CouponStoreSnapshot } from '@arena/domain';
import type { PromoChecker, PromoCheckStatus } from './coupon-promo-check.ts';
import type { CouponText } from './coupon-texts.ts';

export function usePromoCheck(checker: PromoChecker): PromoCheckStatus {
  return useSyncExternalStore(checker.subscribe, checker.snapshot, checker.snapshot);
}

/** The extra percent of a code the backend accepted for this coupon (0 otherwise). */
export const promoBonusPercent = (status: PromoCheckStatus): number => (status.kind === 'valid' ? status.winBonusPercent : 0);

interface Props {
  snapshot: CouponStoreSnapshot;
  status: PromoCheckStatus;
  onApply: () => void;
  t: CouponText;
}

export function CouponPromoStatus({ snapshot, status, onApply, t }: Props) {
  const { coupon } = snapshot;
  if (!acceptsPromoCode(coupon.typeId) || !coupon.promoCode) return null;
  const line = (() => {
    switch (status.kind) {
      case 'checking':
        return <span>{t('promo_checking')}</span>;
      case 'valid':
        return <span>{t('promo_valid', { code: status.promoCode, percent: status.winBonusPercent })}</span>;
      case 'refused':
        return <span>{status.message || t('promo_refused')}</span>;
      case 'unknown':
        return <span>{t('promo_unchecked')}</span>;
      default:
        return null;
    }
  })();
  return (
    <div className="arena-coupon__promo-status">
      <button type="button" className="arena-coupon__promo-apply" onClick={onApply} data-testid="coupon-promo-apply">{t('promo_apply')}</button>
      {line ? (
        <small role="status" className={status.kind === 'refused' ? 'arena-coupon__warning' : 'arena-coupon__hint'} data-testid="coupon-promo-status" data-state={status.kind} {...(status.kind === 'refused' ? { 'data-code': status.code } : {})}>
          {line}
        </small>
      ) : null}
    </div>
  );
}
