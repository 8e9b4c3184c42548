/**
 * A payment keeps the player's interface language (any of the six; another code reads English): the
 * provider's checkout (the sandbox's page) is written in it, with its amount as that language writes money,
 * and the return address goes to /{lng}/onpay/… of that language.
 */
import { describe, expect, it } from 'vitest';
import { bearer, idempotencyKey, freshForEachTest, type TestApi } from '../test-support.ts';
import { formatPaymentMoney, paymentLanguage } from './payment-language.ts';
import { buildPaymentsSession, createDeposit, openCheckout } from './payments-test-support.ts';

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(() => buildPaymentsSession(), (session) => {
  ({ t, token, accountId } = session);
});

/** A 1 000 RUB deposit through Arena Wallet asked in `lang`, and its checkout in the sandbox. */
async function checkoutIn(lang: string) {
  const deposit = await createDeposit(t, token, { accountId, systemId: 'ewallet-pay', amount: 1000 }, lang);
  return { id: deposit.id, ...(await openCheckout(t, deposit.url)) };
}

const amountOf = (html: string) => /data-testid="sandbox-amount">([^<]*)</.exec(html)?.[1];

describe('the checkout in the player language', () => {
  it('a Kazakh deposit: the page is in Kazakh with Kazakh money, and it returns to /kz/onpay/…', async () => {
    const { id, page, fields } = await checkoutIn('kz');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="kk" dir="ltr">');
    expect(page.body).toContain('<title>Сынақ төлемдері — Картамен төлеу</title>');
    expect(page.body).toContain('Төлеу</button>');
    expect(amountOf(page.body)).toMatch(/^1\s000,00\s₽$/);
    expect(fields.return).toBe(`/kz/onpay/pending?payment=${id}`);
  });

  it('an Arabic deposit: right to left, Latin digits, return to /ar/onpay/…', async () => {
    const { id, page, fields } = await checkoutIn('ar');
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('ادفع</button>');
    expect(amountOf(page.body)).toMatch(/1,000\.00\sRUB/);
    expect(fields.return).toBe(`/ar/onpay/pending?payment=${id}`);
  });

  it('Ukrainian and Azerbaijani keep their site codes in the links; the page names the language by its tag', async () => {
    const ua = await checkoutIn('ua');
    expect(ua.page.body).toContain('<html lang="uk" dir="ltr">');
    expect(ua.fields.return).toBe(`/ua/onpay/pending?payment=${ua.id}`);
    const az = await checkoutIn('az');
    expect(amountOf(az.page.body)).toMatch(/^1\.000,00\sRUB$/);
    expect(az.fields.return).toBe(`/az/onpay/pending?payment=${az.id}`);
  });

  it('English writes the code first; a language the site does not have reads English', async () => {
    expect(amountOf((await checkoutIn('en')).page.body)).toMatch(/^RUB\s1,000\.00$/);
    const de = await checkoutIn('de');
    expect(de.page.body).toContain('<html lang="en" dir="ltr">');
    expect(de.page.body).toContain('Pay</button>');
    expect(de.fields.return).toBe(`/en/onpay/pending?payment=${de.id}`);
  });

  it('an unknown payment address returns to the fail page of the asked language', async () => {
    const unknown = await t.app.inject({ url: `/payments-api/checkout/${'0'.repeat(48)}`, headers: { 'x-language': 'kz' } });
    expect(unknown.headers.location).toBe('/kz/onpay/fail?payment=unknown');
    const other = await t.app.inject({ url: `/payments-api/checkout/${'0'.repeat(48)}`, headers: { 'x-language': 'de' } });
    expect(other.headers.location).toBe('/en/onpay/fail?payment=unknown');
  });
});

describe('withdrawal return link', () => {
  it('goes to /{lng}/onpay/withdraw/… of the player language (another code reads English)', async () => {
    for (const [lang, segment] of [['kz', 'kz'], ['ar', 'ar'], ['de', 'en']] as const) {
      const response = await t.app.inject({
        method: 'POST', url: '/payments-api/withdrawals', headers: { ...bearer(token), ...idempotencyKey(), 'x-language': lang },
        payload: { accountId, systemId: 'ewallet-pay', amount: 500 },
      });
      expect(response.statusCode).toBe(200);
      const answer = t.json<{ payment: { id: number }; redirectUrl: string }>(response);
      expect(answer.redirectUrl).toBe(`/${segment}/onpay/withdraw/pending?payment=${answer.payment.id}`);
    }
  });
});

describe('payment language helpers', () => {
  it('keeps the six interface languages and reads English for any other', () => {
    expect(['ru', 'en', 'ua', 'kz', 'az', 'ar', 'de', ''].map(paymentLanguage)).toEqual(['ru', 'en', 'ua', 'kz', 'az', 'ar', 'en', 'en']);
  });

  it('writes money in the language, and a code Intl does not know as a number plus the code', () => {
    expect(formatPaymentMoney(1234.5, 'RUB', 'ru')).toMatch(/^1\s234,50\s₽$/);
    expect(formatPaymentMoney(1.5, 'KWD', 'en')).toMatch(/^KWD\s1\.500$/);
    expect(formatPaymentMoney(12.5, 'POINTS', 'ru')).toBe('12,5 POINTS');
  });
});
