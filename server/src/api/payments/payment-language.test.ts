/**
 * A payment keeps the player's interface language (any of the six; another code reads English): the hosted
 * payment page is written in it, with its amounts as that language writes money, and every return link goes
 * to /{lng}/onpay/… of that language.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildDemoSession, idempotencyKey, type TestApi } from '../test-support.ts';
import { formatPaymentMoney, paymentLanguage } from './payment-language.ts';

let t: TestApi;
let token: string;
let accountId: number;

beforeEach(async () => {
  ({ t, token, accountId } = await buildDemoSession());
});
afterEach(async () => t.app.close());

/** A 1 000 RUB deposit through Arena Wallet (1.5 % fee: 15 RUB, 985 RUB credited) asked in `lang`. */
async function depositIn(lang: string) {
  const response = await t.app.inject({
    method: 'POST', url: '/payments-api/deposits', headers: { ...bearer(token), ...idempotencyKey(), 'x-language': lang },
    payload: { accountId, systemId: 'ewallet-pay', amount: 1000 },
  });
  expect(response.statusCode).toBe(200);
  const answer = t.json<{ redirectUrl: string; payment: { id: number } }>(response);
  return { url: answer.redirectUrl, id: answer.payment.id };
}

const approve = (url: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'action=approve' });

const amountOf = (html: string) => /data-testid="hosted-amount">([^<]*)</.exec(html)?.[1];

describe('the hosted payment page in the player language', () => {
  it('a Kazakh deposit: the page is in Kazakh with Kazakh money, and it returns to /kz/onpay/…', async () => {
    const { url, id } = await depositIn('kz');
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="kk" dir="ltr">');
    expect(page.body).toContain('<title>Төлем — сынақ төлем беті</title>');
    expect(page.body).toContain('Төлеу</button>');
    expect(page.body).toContain('төлем күтілуде');
    expect(amountOf(page.body)).toMatch(/^1\s000,00\s₽$/);
    expect(page.body).toMatch(/>985,00\s₽</);
    const done = await approve(url);
    expect(done.statusCode).toBe(303);
    expect(done.headers.location).toBe(`/kz/onpay/success?payment=${id}`);
    // The finished page's link back to the site goes to the same language.
    const finished = await t.app.inject({ url });
    expect(finished.body).toContain(`href="/kz/onpay/success?payment=${id}"`);
    expect(finished.body).toContain('Сайтқа оралу');
  });

  it('an Arabic deposit: right to left, Latin digits, return to /ar/onpay/…', async () => {
    const { url, id } = await depositIn('ar');
    const page = await t.app.inject({ url });
    expect(page.body).toContain('<html lang="ar" dir="rtl">');
    expect(page.body).toContain('ادفع</button>');
    expect(amountOf(page.body)).toMatch(/1,000\.00\sRUB/);
    expect((await approve(url)).headers.location).toBe(`/ar/onpay/success?payment=${id}`);
  });

  it('Ukrainian and Azerbaijani keep their site codes in the links; the page names the language by its tag', async () => {
    const ua = await depositIn('ua');
    expect((await t.app.inject({ url: ua.url })).body).toContain('<html lang="uk" dir="ltr">');
    expect((await approve(ua.url)).headers.location).toBe(`/ua/onpay/success?payment=${ua.id}`);
    const az = await depositIn('az');
    const page = await t.app.inject({ url: az.url });
    expect(amountOf(page.body)).toMatch(/^1\.000,00\sRUB$/);
    expect((await approve(az.url)).headers.location).toBe(`/az/onpay/success?payment=${az.id}`);
  });

  it('English writes the code first; a language the site does not have reads English', async () => {
    const en = await depositIn('en');
    expect(amountOf((await t.app.inject({ url: en.url })).body)).toMatch(/^RUB\s1,000\.00$/);
    const de = await depositIn('de');
    const page = await t.app.inject({ url: de.url });
    expect(page.body).toContain('<html lang="en" dir="ltr">');
    expect(page.body).toContain('Pay</button>');
    expect((await approve(de.url)).headers.location).toBe(`/en/onpay/success?payment=${de.id}`);
  });

  it('an unknown page address returns to the fail page of the asked language', async () => {
    const unknown = await t.app.inject({ url: `/payments-api/hosted/${'0'.repeat(48)}`, headers: { 'x-language': 'kz' } });
    expect(unknown.headers.location).toBe('/kz/onpay/fail?payment=unknown');
    const other = await t.app.inject({ url: `/payments-api/hosted/${'0'.repeat(48)}`, headers: { 'x-language': 'de' } });
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
