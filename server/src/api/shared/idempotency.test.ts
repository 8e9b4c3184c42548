/**
 * Issue 16, finding 4 (money): Idempotency-Key on deposits and wallet calls, and amounts finer than the
 * currency's minor unit refused on deposits. Placement has its own test (betting/placement).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApi, accountIdOf, idempotencyKey, type TestApi } from '../test-support.ts';
import { fitsPrecision, precisionStep, toMinor } from './money.ts';

let t: TestApi;
let token: string;
let mainId: number;

beforeEach(async () => {
  t = await buildTestApi();
  token = await t.login('demo', 'Demo1234!');
  mainId = await accountIdOf(t, token);
});
afterEach(async () => {
  await t.app.close();
});

const deposit = (amount: number, key: string | null = crypto.randomUUID(), accountId = mainId, language = 'en') =>
  t.app.inject({
    method: 'POST', url: '/payments-api/deposit',
    headers: { ...bearer(token), 'x-language': language, ...(key ? idempotencyKey(key) : {}) },
    payload: { accountId, amount },
  });
const accounts = async () =>
  t.json<{ all_accounts: Array<{ id: number; iso: string; money: number }> }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) })).all_accounts;
const money = async (accountId = mainId) => (await accounts()).find((a) => a.id === accountId)!.money;

describe('deposits', () => {
  it('a deposit retried with the same key credits once and answers the first answer again', async () => {
    const key = crypto.randomUUID();
    const first = await deposit(250.25, key);
    const retry = await deposit(250.25, key);
    expect(first.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await money()).toBe(10250.25);
  });

  it('without a key: 400 idempotency_key_required; the same key for another amount: 422', async () => {
    expect(t.json(await deposit(10, null))).toMatchObject({ code: 'idempotency_key_required', message: expect.any(String) });
    const key = crypto.randomUUID();
    await deposit(10, key);
    const reused = await deposit(20, key);
    expect(reused.statusCode).toBe(422);
    expect(t.json(reused)).toMatchObject({ code: 'idempotency_key_reused' });
    expect((await deposit(10, 'has space')).statusCode).toBe(400);
    expect(await money()).toBe(10010);
  });

  it('keys expire after 24 h: the same key is then a new deposit', async () => {
    const key = crypto.randomUUID();
    await deposit(5, key);
    t.clock.advance(24 * 3600_000 + 1000);
    token = await t.login('demo', 'Demo1234!'); // the old access token expired long ago
    const later = await deposit(5, key);
    expect(later.statusCode).toBe(200);
    expect(later.headers['idempotent-replayed']).toBeUndefined();
    expect(await money()).toBe(10010);
  });

  it('10.005 RUB is refused with amount_precision (step 0.01), ru and en; 0.001 KWD is accepted (3 decimals)', async () => {
    const refused = await deposit(10.005);
    expect(refused.statusCode).toBe(400);
    expect(t.json(refused)).toMatchObject({ code: 'amount_precision', step: '0.01', currency: 'RUB', success: false, message: expect.stringContaining('multiple of 0.01 RUB') });
    expect(t.json(await deposit(0.001, crypto.randomUUID(), mainId, 'ru'))).toMatchObject({ message: expect.stringContaining('кратна 0.01 RUB') });
    expect(await money()).toBe(10000);

    await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers: { ...bearer(token), ...idempotencyKey() }, payload: { currency_id: 7 } });
    t.clock.advance(3000);
    const kwd = (await accounts()).find((a) => a.iso === 'KWD')!;
    expect((await deposit(0.001, crypto.randomUUID(), kwd.id)).statusCode).toBe(200);
    expect(t.json(await deposit(0.0005, crypto.randomUUID(), kwd.id))).toMatchObject({ code: 'amount_precision', step: '0.001', currency: 'KWD' });
    expect(await money(kwd.id)).toBe(0.001);
  });
});

describe('wallet calls', () => {
  it('add currency retried with its key answers the first success instead of currency_exists', async () => {
    const headers = { ...bearer(token), ...idempotencyKey() };
    const first = await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers, payload: { currency_id: 3 } });
    const retry = await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers, payload: { currency_id: 3 } });
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    // Without a key the call still works (wallet calls move no money); a new attempt is a new request.
    expect((await t.app.inject({ method: 'POST', url: '/office-api/accounts/add', headers: bearer(token), payload: { currency_id: 3 } })).statusCode).toBe(409);
  });
});

describe('money helpers', () => {
  it('precision: whole minor units pass whatever their float form; finer amounts fail', () => {
    expect([0.1, 0.3, 10.1, 1e9, 19.99, 0.07].every((a) => fitsPrecision(a, 2))).toBe(true);
    expect([0.001, 10.005, 0.015, Number.NaN].some((a) => fitsPrecision(a, 2))).toBe(false);
    expect(fitsPrecision(1.234, 3)).toBe(true);
    expect(precisionStep(2)).toBe('0.01');
    expect(precisionStep(3)).toBe('0.001');
    expect(toMinor(10.1, 2)).toBe(1010);
  });
});
