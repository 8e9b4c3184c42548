/** Issue 27: a conversion between accounts is journaled and shown in the history; one below a minor unit is refused. */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountData, PaymentHistoryItem } from '@arena/domain';
import { bearer, buildTestApi, type TestApi } from '../test-support.ts';

let t: TestApi;
let auth: Record<string, string>;
beforeEach(async () => {
  t = await buildTestApi();
  auth = bearer(await t.login('demo', 'Demo1234!'));
});
afterEach(async () => {
  await t.app.close();
});

const accounts = async () => t.json<AccountData>(await t.app.inject({ url: '/web-api/user/account-data', headers: auth })).all_accounts;
const convert = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/office-api/accounts/convert', headers: { ...auth, 'idempotency-key': `k-${Math.random()}`, 'x-language': 'en' }, payload });
const history = async () =>
  t.json<{ items: PaymentHistoryItem[] }>(await t.app.inject({ url: '/payments-api/history?kind=conversion', headers: auth })).items;

describe('conversions are journaled (issue 27: every movement has a journal row and a history entry)', () => {
  it('10 USD → 900 RUB is journaled and shows in the payment history the player sees (read from the journal)', async () => {
    const list = await accounts();
    const usd = list.find((a) => a.iso === 'USD')!;
    const rub = list.find((a) => a.type === 0)!;
    expect((await convert({ from_id: usd.id, to_id: rub.id, amount: 10 })).statusCode).toBe(200);
    expect(await history()).toEqual([expect.objectContaining({ kind: 'conversion', currency: 'RUB', amount: 900, sourceName: '10 USD → RUB', status: 'approved' })]);
  });

  it('a conversion worth less than one minor unit of the target is refused with a clear message and moves nothing', async () => {
    const list = await accounts();
    const rub = list.find((a) => a.type === 0)!;
    const usd = list.find((a) => a.iso === 'USD')!;
    const answer = await convert({ from_id: rub.id, to_id: usd.id, amount: 0.5 });
    expect(answer.statusCode).toBe(400);
    expect(t.json(answer)).toMatchObject({ code: 'convert_too_small', step: '0.01', currency: 'USD', message: expect.stringContaining('0.01 USD') });
    const after = await accounts();
    expect(after.find((a) => a.id === rub.id)!.money).toBe(rub.money);
    expect(after.find((a) => a.id === usd.id)!.money).toBe(usd.money);
  });
});
