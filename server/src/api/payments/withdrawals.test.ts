/**
 * Withdrawals: withdrawable balance (bonus money excluded, held money excluded), the hold at request time,
 * cancel while pending (hold returned), processing on the clock to paid or rejected (hold returned),
 * fees, minor units, idempotency and the ban levels at which deduce stays open.
 */
import { describe, expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { bearer, buildTestApi, idempotencyKey, freshForEachTest, type TestApi } from '../test-support.ts';
import { buildPaymentsSession, settledDeposit } from './payments-test-support.ts';
import { BONUSES_BASE } from '../bonuses/bonuses-routes.ts';

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(() => buildPaymentsSession(), (session) => {
  ({ t, token, accountId } = session);
});

interface Figures { id: number; balance: number; bonusMoney: number; held: number; withdrawable: number }
interface Withdrawal { id: number; status: string; amount: number; fee: number; net: number; reason: string | null; cancellable: boolean }

const options = async () =>
  t.json<{ allowed: boolean; accounts: Figures[]; withdrawals: Withdrawal[] }>(await t.app.inject({ url: '/payments-api/withdrawals', headers: { ...bearer(token), 'x-language': 'en' } }));
const mainFigures = async () => (await options()).accounts.find((a) => a.id === accountId)!;
const request = (body: Record<string, unknown>, key = idempotencyKey()) =>
  t.app.inject({ method: 'POST', url: '/payments-api/withdrawals', headers: { ...bearer(token), ...key, 'x-language': 'en' }, payload: body });
const cancel = (id: number, key = idempotencyKey()) =>
  t.app.inject({ method: 'POST', url: `/payments-api/withdrawals/${id}/cancel`, headers: { ...bearer(token), ...key, 'x-language': 'en' } });
/** Moves the server clock; a user token lives 10 minutes, so the player signs in again after a long move. */
const minutes = async (n: number) => {
  t.clock.advance(n * 60_000);
  token = await t.login('demo', 'Demo1234!');
};

describe('withdrawal: hold, cancel, processing', () => {
  it('the amount is held at request time, the request stays pending, cancel returns the hold', async () => {
    const start = await mainFigures();
    expect(start).toMatchObject({ balance: 10_000, held: 0, withdrawable: 10_000 });
    const response = await request({ accountId, systemId: 'ewallet-pay', amount: 4000 });
    expect(response.statusCode).toBe(200);
    const answer = t.json<{ payment: Withdrawal; balance: number; redirectUrl: string }>(response);
    // Arena Wallet: no percentage, 25 RUB fixed fee on withdrawals.
    expect(answer.payment).toMatchObject({ status: 'pending', amount: 4000, fee: 25, net: 3975, cancellable: true });
    expect(answer.balance).toBe(6000);
    expect(answer.redirectUrl).toBe(`/en/onpay/withdraw/pending?payment=${answer.payment.id}`);
    expect(await mainFigures()).toMatchObject({ balance: 6000, held: 4000, withdrawable: 6000 });
    // The held money cannot be asked for twice.
    expect(t.json(await request({ accountId, systemId: 'ewallet-pay', amount: 6000.01 }))).toMatchObject({ code: 'insufficient_withdrawable', available: 6000 });
    const cancelled = await cancel(answer.payment.id);
    expect(t.json(cancelled)).toMatchObject({ payment: { status: 'cancelled', cancellable: false }, balance: 10_000 });
    expect(await mainFigures()).toMatchObject({ balance: 10_000, held: 0 });
    // Cancelling twice moves nothing (a new key: the first answer is not replayed).
    expect((await cancel(answer.payment.id)).statusCode).toBe(409);
    expect((await mainFigures()).balance).toBe(10_000);
  });

  it('after the processing time on the clock an e-wallet withdrawal is paid: the hold leaves for good', async () => {
    const { payment } = t.json<{ payment: Withdrawal }>(await request({ accountId, systemId: 'quickpay', amount: 1000 }));
    await minutes(4);
    expect((await options()).withdrawals[0]).toMatchObject({ status: 'pending' });
    await minutes(2);
    const after = await options();
    expect(after.withdrawals.find((w) => w.id === payment.id)).toMatchObject({ status: 'paid', fee: 20, net: 980 });
    expect(after.accounts.find((a) => a.id === accountId)).toMatchObject({ balance: 9000, held: 0 });
    expect((await cancel(payment.id)).statusCode).toBe(409);
  });

  it('a card withdrawal without a deposit from that card is rejected with a reason and the hold returned', async () => {
    const { payment } = t.json<{ payment: Withdrawal }>(await request({ accountId, systemId: 'visa', amount: 1000 }));
    expect((await mainFigures()).balance).toBe(9000);
    await minutes(16);
    const after = await options();
    expect(after.withdrawals.find((w) => w.id === payment.id)).toMatchObject({ status: 'rejected', reason: 'card_not_deposited' });
    expect(after.accounts.find((a) => a.id === accountId)).toMatchObject({ balance: 10_000, held: 0 });
  });

  it('a card withdrawal after an approved deposit from the same card is paid', async () => {
    await settledDeposit(t, token, { accountId, systemId: 'visa', amount: 1000 });
    const { payment } = t.json<{ payment: Withdrawal }>(await request({ accountId, systemId: 'visa', amount: 1000 }));
    await minutes(16);
    expect((await options()).withdrawals.find((w) => w.id === payment.id)).toMatchObject({ status: 'paid', fee: 20, net: 980 });
  });
});

describe('withdrawal rules', () => {
  it('bonus money in the account is not withdrawable', async () => {
    const chosen = await t.app.inject({ method: 'POST', url: `${BONUSES_BASE}/my/choose`, headers: bearer(token), payload: { slug: 'reload-bonus' } });
    expect(chosen.statusCode).toBe(200);
    // The reload bonus grants 50 % of a 1 000 RUB deposit (500 RUB), locked in the account until wagered.
    await t.app.inject({ method: 'POST', url: '/payments-api/deposit', headers: { ...bearer(token), ...idempotencyKey() }, payload: { accountId, amount: 1000 } });
    const after = await mainFigures();
    expect(after.bonusMoney).toBe(500);
    expect(after.withdrawable).toBe(after.balance - 500);
    expect(t.json(await request({ accountId, systemId: 'ewallet-pay', amount: after.balance }))).toMatchObject({ code: 'insufficient_withdrawable', available: after.withdrawable });
  });

  it('per-system min and max, currency and the minor unit', async () => {
    expect(t.json(await request({ accountId, systemId: 'visa', amount: 499 }))).toMatchObject({ code: 'amount_below_min', min: 500 });
    expect(t.json(await request({ accountId, systemId: 'quickpay', amount: 60_001 }))).toMatchObject({ code: 'amount_above_max' });
    expect(t.json(await request({ accountId, systemId: 'visa', amount: 600.001 }))).toMatchObject({ code: 'amount_precision' });
    expect((await mainFigures()).balance).toBe(10_000);
  });

  it('Idempotency-Key: the same request twice holds once', async () => {
    const key = idempotencyKey();
    const one = await request({ accountId, systemId: 'ewallet-pay', amount: 1000 }, key);
    const two = await request({ accountId, systemId: 'ewallet-pay', amount: 1000 }, key);
    expect(two.headers['idempotent-replayed']).toBe('true');
    expect(t.json<{ payment: Withdrawal }>(two).payment.id).toBe(t.json<{ payment: Withdrawal }>(one).payment.id);
    expect((await mainFigures()).balance).toBe(9000);
    expect((await request({ accountId, systemId: 'ewallet-pay', amount: 1000 })).statusCode).toBe(200);
    expect(t.json(await t.app.inject({ method: 'POST', url: '/payments-api/withdrawals', headers: bearer(token), payload: { accountId, systemId: 'ewallet-pay', amount: 1000 } }))).toMatchObject({ code: 'idempotency_key_required' });
  });
});

describe('withdrawal and ban levels (spec §4/§6)', () => {
  it('deduce is closed at ban level 45 under version 1 and open at 53', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'arena-payments-')), 'db.sqlite');
    const api = await buildTestApi({ ARENA_DB: file });
    try {
      const banned = await api.login('banned', 'Banned1234!');
      const view = api.json<{ allowed: boolean; accounts: Figures[] }>(await api.app.inject({ url: '/payments-api/withdrawals', headers: bearer(banned) }));
      expect(view.allowed).toBe(false);
      const ask = (amount: number) =>
        api.app.inject({ method: 'POST', url: '/payments-api/withdrawals', headers: { ...bearer(banned), ...idempotencyKey() }, payload: { accountId: view.accounts[0]!.id, systemId: 'ewallet-pay', amount } });
      const closed = await ask(100);
      expect(closed.statusCode).toBe(403);
      expect(api.json(closed)).toMatchObject({ code: 'deduce_banned' });
      // The operator moves the ban to level 53 (version 1): deduce opens, the request reaches the amount rules.
      const db = new Database(file);
      db.prepare("UPDATE users SET ban_level = 53 WHERE login = 'banned'").run();
      db.close();
      expect(api.json(await ask(50))).toMatchObject({ code: 'amount_below_min' });
    } finally {
      await api.app.close();
    }
  });
});
