/**
 * The language a payment keeps for its browser pages: the hosted payment page is written in it and its
 * return link goes to /{lng}/onpay/… . Any interface language (issue 20) is kept as it is; any other code
 * reads English, the API's fallback, so a return link never names a language the site does not have.
 */
import { formatMoney, interfaceLanguageOf } from '@arena/domain';
import type { TextLanguage } from '../../platform/messages.ts';

export const paymentLanguage = (lang: string): TextLanguage => interfaceLanguageOf(lang);

/** An amount as the page language writes money ("1 000,00 ₽", "RUB 1,000.00"): the site's one money rule. */
export const formatPaymentMoney = (amount: number, currency: string, lang: string): string => formatMoney(amount, currency, paymentLanguage(lang));
