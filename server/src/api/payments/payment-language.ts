/**
 * The language a payment keeps for its browser pages: the hosted payment page is written in it and its
 * return link goes to /{lng}/onpay/… . Any interface language (issue 20) is kept as it is; any other code
 * reads English, the API's fallback, so a return link never names a language the site does not have.
 */
import { interfaceLanguageOf, intlLocale } from '@arena/domain';
import type { TextLanguage } from '../shared/messages.ts';

export const paymentLanguage = (lang: string): TextLanguage => interfaceLanguageOf(lang);

/** The Intl locale of a payment language (ua → uk, kz → kk; Arabic keeps Latin digits, as the site does). */
export const paymentLocale = (lang: string): string => intlLocale(paymentLanguage(lang));

/**
 * An amount as the page language writes money ("1 000,00 ₽", "RUB 1,000.00"); a code that is not an ISO
 * 4217 currency (Intl refuses it) is written as the language's number plus the code.
 */
export function formatPaymentMoney(amount: number, currency: string, lang: string): string {
  const locale = paymentLocale(lang);
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch {
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(amount)} ${currency}`.trim();
  }
}
