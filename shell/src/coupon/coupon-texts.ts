/**
 * The slip's own texts: ru and en built in (shown before any dictionary arrives); ua, kz, az and ar from
 * their `common` dictionary (`slip_<key>`), falling back to en.
 */
import { arenaI18n } from '@arena/i18n';
import { useBusState, useDictionaryState } from '@arena/ui-kit';
import { COUPON_TEXTS } from './coupon-text-table.ts';

export { COUPON_TEXTS };

export type CouponTextKey = keyof (typeof COUPON_TEXTS)['en'];
export type CouponText = (key: CouponTextKey, vars?: Record<string, string | number>) => string;

export function couponText(language: string): CouponText {
  const table = language === 'ru' ? COUPON_TEXTS.ru : COUPON_TEXTS.en;
  return (key, vars = {}) => {
    const raw = arenaI18n.ownText(language, 'common', `slip_${key}`) ?? table[key];
    return raw.replace(/\{(\w+)\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}

export function useCouponText(): CouponText {
  const language = useBusState('language');
  // Re-rendered when the dictionary lands (from the built-in texts into the page language's).
  useDictionaryState();
  return couponText(language);
}
