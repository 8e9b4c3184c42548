import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AccountData } from '@arena/domain';
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
const convert = (payload: object, key = `k-${Math.random()}`) =>
  t.app.inject({ method: 'POST', url: '/office-api/accounts/convert', headers: { ...auth, 'idempotency-key': key }, payload });

describe('convert-account status (spec §4: 0 not allowed, 1 main, 2 additional)', () => {
  it('the demo player holds 150 USD on an additional account: status 2, USD → main RUB at the rate table', async () => {
    const answer = t.json<{ status: number; from: { iso: string; money: number }; to: { iso: string; type: number }; rate: number }>(
      await t.app.inject({ url: '/office-api/accounts/convert-status', headers: auth }),
    );
    expect(answer).toMatchObject({ status: 2, from: { iso: 'USD', money: 150 }, to: { iso: 'RUB', type: 0 }, rate: 90 });
  });

  it('answers 401 without a session', async () => {
    expect((await t.app.inject('/office-api/accounts/convert-status')).statusCode).toBe(401);
  });
});

describe('convert', () => {
  it('moves 10 USD into the main account as 900 RUB, and a retry with the same key does not move it twice', async () => {
    const before = await accounts();
    const usd = before.find((a) => a.iso === 'USD')!;
    const rub = before.find((a) => a.type === 0)!;
    const first = await convert({ from_id: usd.id, to_id: rub.id, amount: 10 }, 'same-key');
    expect(first.statusCode).toBe(200);
    expect(t.json<{ data: { credited: number } }>(first).data.credited).toBe(900);
    expect((await convert({ from_id: usd.id, to_id: rub.id, amount: 10 }, 'same-key')).statusCode).toBe(200);
    const after = await accounts();
    expect(after.find((a) => a.id === usd.id)!.money).toBe(140);
    expect(after.find((a) => a.id === rub.id)!.money).toBe(rub.money + 900);
  });

  it('rounds the credited amount down to the target minor unit (1 RUB → 0.01 USD, not 0.0111…)', async () => {
    const list = await accounts();
    const answer = await convert({ from_id: list.find((a) => a.type === 0)!.id, to_id: list.find((a) => a.iso === 'USD')!.id, amount: 1 });
    expect(t.json<{ data: { credited: number } }>(answer).data.credited).toBe(0.01);
  });

  it('refuses more than the account holds (409), the bonus account (400) and a missing Idempotency-Key (400)', async () => {
    const list = await accounts();
    const usd = list.find((a) => a.iso === 'USD')!;
    const main = list.find((a) => a.type === 0)!;
    const bonus = list.find((a) => a.type === 4)!;
    const tooMuch = await convert({ from_id: usd.id, to_id: main.id, amount: 151 });
    expect(tooMuch.statusCode).toBe(409);
    expect(t.json<{ code: string; message: string }>(tooMuch)).toMatchObject({ code: 'convert_insufficient' });
    expect((await convert({ from_id: bonus.id, to_id: main.id, amount: 1 })).statusCode).toBe(400);
    const noKey = await t.app.inject({ method: 'POST', url: '/office-api/accounts/convert', headers: auth, payload: { from_id: usd.id, to_id: main.id, amount: 1 } });
    expect(noKey.statusCode).toBe(400);
    expect((await accounts()).find((a) => a.id === usd.id)!.money).toBe(150);
  });

  it('validates the body with the schema (negative amount → 400)', async () => {
    const list = await accounts();
    expect((await convert({ from_id: list[0]!.id, to_id: list[2]!.id, amount: -5 })).statusCode).toBe(400);
  });
});
