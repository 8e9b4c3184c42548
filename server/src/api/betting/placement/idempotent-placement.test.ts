/**
 * Issue 16, finding 4 (money): a coupon placed again (a retry after a dropped connection, the same
 * Idempotency-Key, or the same client coupon id) places nothing new; stakes finer than the currency's
 * minor unit are refused.
 */
import { describe, expect, it } from 'vitest';
import { bearer, idempotencyKey, type TestApi, buildDemoSession, freshForEachTest } from '../../test-support.ts';

interface Game { id: string; startTime: number; markets: Array<{ typeId: number; outcomes: Array<{ id: string; coef: number }> }> }

let t: TestApi;
let token: string;
let accountId: number;

freshForEachTest(buildDemoSession, (session) => {
  ({ t, token, accountId } = session);
});

/** Winner outcomes of line games starting in more than an hour (open for the whole test). */
async function outcomes(n: number): Promise<Array<{ id: string; coef: number }>> {
  const { games } = t.json<{ games: Game[] }>(await t.app.inject('/betting-api/games?section=line&limit=50'));
  return games
    .filter((g) => g.startTime * 1000 > t.clock.now() + 3600_000)
    .slice(0, n)
    .map((g) => g.markets.find((m) => m.typeId === 1)!.outcomes[0]!);
}
const place = (payload: object, key: string | null = crypto.randomUUID()) =>
  t.app.inject({ method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), 'x-language': 'en', ...(key ? idempotencyKey(key) : {}) }, payload });
const balance = async () => t.json<{ balance: number }>(await t.app.inject({ url: '/web-api/user/account-data', headers: bearer(token) })).balance;
const couponCount = async () => t.json<{ total: number }>(await t.app.inject({ url: '/betting-api/coupons', headers: bearer(token) })).total;

describe('Idempotency-Key on coupon placement', () => {
  it('the same key and body twice: one coupon, one debit, the same answer (replayed)', async () => {
    const [outcome] = await outcomes(1);
    const body = { typeId: 0, accountId, amount: 100, bets: [{ outcomeId: outcome!.id, coef: outcome!.coef }] };
    const key = crypto.randomUUID();
    const first = await place(body, key);
    const retry = await place(body, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.body).toBe(first.body);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(await couponCount()).toBe(1);
    expect(await balance()).toBe(9900);
  });

  it('the same key with another body is refused (422); no key is refused (400); nothing is debited', async () => {
    const [outcome] = await outcomes(1);
    const body = { typeId: 0, accountId, amount: 100, bets: [{ outcomeId: outcome!.id, coef: outcome!.coef }] };
    const key = crypto.randomUUID();
    expect((await place(body, key)).statusCode).toBe(200);
    const other = await place({ ...body, amount: 200 }, key);
    expect(other.statusCode).toBe(422);
    expect(t.json(other)).toMatchObject({ code: 'idempotency_key_reused', message: 'This Idempotency-Key was already used for a different request' });
    const missing = await place(body, null);
    expect(missing.statusCode).toBe(400);
    expect(t.json(missing)).toMatchObject({ code: 'idempotency_key_required' });
    expect(await couponCount()).toBe(1);
    expect(await balance()).toBe(9900);
  });

  it('a refusal is not remembered: the same key places once the problem is fixed', async () => {
    const [outcome] = await outcomes(1);
    const key = crypto.randomUUID();
    const body = { typeId: 0, accountId, amount: 1, bets: [{ outcomeId: outcome!.id, coef: outcome!.coef }] };
    expect(t.json(await place(body, key))).toMatchObject({ code: 'amount_below_min' });
    expect((await place({ ...body, amount: 10 }, key)).statusCode).toBe(200);
    expect(await couponCount()).toBe(1);
  });
});

describe('client coupon id (base coupon `id`)', () => {
  it('the same coupon resubmitted with the same id under new keys places once and answers the first coupon', async () => {
    const [a, b] = await outcomes(2);
    const body = { id: 'slip-42', typeId: 1, accountId, amount: 50, bets: [{ outcomeId: a!.id, coef: a!.coef }, { outcomeId: b!.id, coef: b!.coef }] };
    const first = t.json<{ couponId: string }>(await place(body));
    const again = await place(body);
    expect(again.statusCode).toBe(200);
    expect(t.json(again)).toMatchObject({ couponId: first.couponId, resubmitted: true });
    expect(await couponCount()).toBe(1);
    expect(await balance()).toBe(9950);
    const changed = await place({ ...body, amount: 60 });
    expect(changed.statusCode).toBe(409);
    expect(t.json(changed)).toMatchObject({ code: 'coupon_id_conflict', couponId: first.couponId });
    expect(await couponCount()).toBe(1);
  });

  it('singles (10001): each single is stored under <id>-<outcome>; a resubmission places only what is new', async () => {
    const [a, b, c] = await outcomes(3);
    const bets = [{ outcomeId: a!.id, coef: a!.coef }, { outcomeId: b!.id, coef: b!.coef }];
    const first = t.json<{ singles: Array<{ couponId: string }> }>(await place({ id: 'multi-1', typeId: 10001, accountId, amount: 20, bets }));
    expect(first.singles).toHaveLength(2);
    const again = t.json<{ singles: Array<{ outcomeId: string; couponId: string }> }>(
      await place({ id: 'multi-1', typeId: 10001, accountId, amount: 20, bets: [...bets, { outcomeId: c!.id, coef: c!.coef }] }),
    );
    expect(again.singles.slice(0, 2).map((s) => s.couponId)).toEqual(first.singles.map((s) => s.couponId));
    expect(await couponCount()).toBe(3);
    expect(await balance()).toBe(10000 - 60);
  });
});

describe('stake precision', () => {
  it('a 0.001 RUB stake is refused with amount_precision and the allowed step, ru and en', async () => {
    const [outcome] = await outcomes(1);
    const body = { typeId: 0, accountId, amount: 10.001, bets: [{ outcomeId: outcome!.id, coef: outcome!.coef }] };
    const refused = await place(body);
    expect(refused.statusCode).toBe(400);
    expect(t.json(refused)).toMatchObject({ code: 'amount_precision', step: '0.01', currency: 'RUB', message: expect.stringContaining('0.01 RUB') });
    const ru = await t.app.inject({ method: 'POST', url: '/betting-api/coupon/place', headers: { ...bearer(token), 'x-language': 'ru', ...idempotencyKey() }, payload: { ...body, amount: 0.001 } });
    expect(t.json(ru)).toMatchObject({ code: 'amount_precision', message: expect.stringContaining('кратна 0.01 RUB') });
    expect(await balance()).toBe(10000);
  });

  it('per-bet amounts of singles are checked too; whole kopecks are accepted', async () => {
    const [a, b] = await outcomes(2);
    const bets = [{ outcomeId: a!.id, coef: a!.coef }, { outcomeId: b!.id, coef: b!.coef }];
    expect(t.json(await place({ typeId: 10001, accountId, amount: 20, amountByBetId: { [a!.id]: 10.005 }, bets }))).toMatchObject({ code: 'amount_precision' });
    expect((await place({ typeId: 0, accountId, amount: 10.1, bets: [bets[0]] })).statusCode).toBe(200);
    expect(await balance()).toBe(9989.9);
  });
});
