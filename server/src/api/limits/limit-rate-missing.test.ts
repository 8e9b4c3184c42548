/**
 * A currency without a rate (issue 16: "converted with a documented rate table or refused"): the rate table
 * is replaced by one without USD, and the demo player's USD account meets a rouble deposit limit.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { accountIdOf, buildTestApi, type TestApi } from '../test-support.ts';
import { limitsClient } from './limits-test-support.ts';

vi.mock('../currencies/rates.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../currencies/rates.ts')>();
  const { USD: _usd, ...withoutUsd } = real.RATES_IN_RUB;
  return {
    ...real,
    RATES_IN_RUB: withoutUsd,
    convertAmount: (amount: number, from: string, to: string) => real.convertAmount(amount, from, to, withoutUsd),
  };
});

// Each test signs in (scrypt) several times and walks the betting feed: more than 5 s on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

let t: TestApi;
let c: ReturnType<typeof limitsClient>;
let usd: number;

beforeEach(async () => {
  t = await buildTestApi();
  const token = await t.login('demo', 'Demo1234!');
  c = limitsClient(t, token);
  usd = await accountIdOf(t, token, 9);
});
afterEach(async () => {
  await t.app.close();
});

describe('no rate for the currency', () => {
  it('a deposit in it is refused while a deposit limit is in force (not counted 1:1)', async () => {
    await c.set(20, 1000);
    const refused = await c.deposit(usd, 10);
    expect(refused.statusCode).toBe(403);
    expect(t.json(refused)).toMatchObject({
      code: 'limit_rate_missing', currency: 'RUB', accountCurrency: 'USD',
      message: 'Your limits are kept in RUB and there is no USD exchange rate: amounts in this currency cannot be accepted',
    });
    // The limit's own currency is still measured.
    expect((await c.deposit(await c.mainAccountId(), 100)).statusCode).toBe(200);
  });

  it('without a limit of that kind nothing needs measuring: the deposit goes through', async () => {
    expect((await c.deposit(usd, 10)).statusCode).toBe(200);
  });

  it('past amounts that cannot be measured use the limit up (a missing rate never opens a limit)', async () => {
    expect((await c.deposit(usd, 10)).statusCode).toBe(200);
    await c.set(20, 1000);
    expect(await c.one(20)).toMatchObject({ limitBalance: 0 });
  });
});
